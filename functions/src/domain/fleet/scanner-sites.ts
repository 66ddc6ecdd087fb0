/**
 * The sites of the scanners a scid or a MAC names, read for the tenant directory
 * (app/tenancy-parts.ts): the policy decides from them who may watch a scanner live or run its
 * registration wizard (auth/policy.ts; docs/auth.md "Tenancy lives in the policy").
 */
import type { ScannerName, ScannerSites } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { ScannerRecord } from '../../data/records';

/** More scanners than this sharing one MAC is a data error, not something to page through. */
const MAX_SAME_MAC = 100;

export async function scannerSites(
  entities: Pick<EntityRepository, 'ownerOf' | 'get'>,
  lists: Pick<ListReader, 'page'>,
  name: ScannerName,
): Promise<ScannerSites> {
  if ('scid' in name) {
    // One key read through the scid's owner item, then the record.
    const id = await entities.ownerOf('SCID', name.scid);
    const scanner = id ? await entities.get<ScannerRecord>('SCANNER', id) : null;
    return scanner ? { sites: [scanner.siteId], total: 1 } : { sites: [], total: 0 };
  }
  // A MAC is not unique among scanners (no owner item): every scanner that has it, up to the cap.
  const page = await lists.page<ScannerRecord>(
    { index: 'byType', partition: 'SCANNER' },
    { page: 0, perPage: MAX_SAME_MAC },
    { expression: '#mac = :mac', names: { '#mac': 'mac' }, values: { ':mac': name.mac } },
  );
  return { sites: page.data.map((scanner) => scanner.siteId), total: page.total };
}
