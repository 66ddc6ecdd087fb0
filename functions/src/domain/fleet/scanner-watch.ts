/**
 * Who may watch a scanner live (onScannerStatus, onRegister; docs/devices-mqtt.md "Watching a
 * scanner"). Checked once, when the client subscribes, against the stored scanner: a caller who
 * reaches its site; before it has a site (the registration wizard on fleet stock) system, admin
 * and distributors, who register scanners. An unknown scanner is Forbidden for everyone else, so
 * nobody probes ids; system and admin may watch it (they reach everything it could become).
 */
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { seesEverySite, type Tenancy } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { ScannerRecord } from '../../data/records';
import { badRequest, forbidden } from '../../kernel/errors';
import { normalizeMac } from '../../kernel/mac';
import { SCID_PATTERN } from '../../kernel/scid';
import { parseArgs } from '../../kernel/validation';

const scid = z.string().regex(SCID_PATTERN, 'INVALID_SCID');
const statusArgs = z.object({ scid: scid.nullish(), mac: z.string().nullish() });
const registerArgs = z.object({ scid });

/** More scanners than this sharing one MAC is a data error, not something to page through. */
const MAX_SAME_MAC = 100;

export interface ScannerWatchDeps {
  entities: Pick<EntityRepository, 'ownerOf' | 'get'>;
  lists: Pick<ListReader, 'page'>;
  tenancy: Pick<Tenancy, 'assertReach'>;
}

export class ScannerWatch {
  constructor(private readonly deps: ScannerWatchDeps) {}

  /** onScannerStatus(scid, mac): one is required; the MAC as the events carry it (AA:BB:CC:DD:EE:FF). */
  async assertStatusWatch(caller: UserCaller, rawArgs: unknown): Promise<void> {
    const args = parseArgs(statusArgs, rawArgs);
    if (args.scid) return this.assertWatch(caller, await this.byScid(args.scid));
    if (!args.mac) throw badRequest('SCID_OR_MAC_REQUIRED', 'Name the scanner by scid or mac.');
    // Events are matched on the exact spelling, so another spelling would silently receive nothing.
    if (normalizeMac(args.mac) !== args.mac)
      throw badRequest('INVALID_MAC', 'Write the MAC as AA:BB:CC:DD:EE:FF.', { field: 'mac' });
    // A MAC is not unique among scanners: every scanner that has it must be within reach.
    return this.assertWatch(caller, await this.byMac(args.mac));
  }

  /** onRegister(scid). */
  async assertRegisterWatch(caller: UserCaller, rawArgs: unknown): Promise<void> {
    const args = parseArgs(registerArgs, rawArgs);
    return this.assertWatch(caller, await this.byScid(args.scid));
  }

  private async byScid(value: string): Promise<ScannerRecord[]> {
    const id = await this.deps.entities.ownerOf('SCID', value);
    const scanner = id ? await this.deps.entities.get<ScannerRecord>('SCANNER', id) : null;
    return scanner ? [scanner] : [];
  }

  private async byMac(mac: string): Promise<ScannerRecord[]> {
    const page = await this.deps.lists.page<ScannerRecord>(
      { index: 'byType', partition: 'SCANNER' },
      { page: 0, perPage: MAX_SAME_MAC },
      { expression: '#mac = :mac', names: { '#mac': 'mac' }, values: { ':mac': mac } },
    );
    if (page.total > page.data.length) throw forbidden();
    return page.data;
  }

  private async assertWatch(caller: UserCaller, scanners: ScannerRecord[]): Promise<void> {
    const everywhere = seesEverySite(caller);
    if (scanners.length === 0 && !everywhere) throw forbidden();
    for (const scanner of scanners) {
      if (scanner.siteId) await this.deps.tenancy.assertReach(caller, scanner.siteId);
      else if (!everywhere && !caller.role.distributor) throw forbidden();
    }
  }
}
