/**
 * The consumer's reads on the table: devices and scanners by their unique MAC and scid claims,
 * the blacklist, a classroom's claim (its ongoing session), the session's running marker, links
 * and the last stopped link. All consistent reads; the devices and blacklist of a press batch in
 * two BatchGetItem requests. BatchLookups makes each once per queue batch.
 */
import type { EntityRepository } from '../../data/entities';
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { SessionStore } from '../../data/session-store';
import { normalizeMac } from '../../kernel/mac';
import type { ConsumerReader } from './ports';

/** Canonical MAC -> the spellings asked for (a press may spell a MAC in any accepted way). */
function canonicalMacs(macs: string[]): Map<string, string[]> {
  const byCanonical = new Map<string, string[]>();
  for (const mac of macs) {
    const canonical = normalizeMac(mac);
    if (canonical) byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), mac]);
  }
  return byCanonical;
}

export class StoreConsumerReader implements ConsumerReader {
  constructor(
    private readonly entities: EntityRepository,
    private readonly sessions: SessionStore,
  ) {}

  async buttons(macs: string[]) {
    const canonical = canonicalMacs(macs);
    const values = [...canonical.keys()];
    const claims = await this.entities.ownersOfKinds([
      ...values.map((value) => ({ kind: 'MAC' as const, value })),
      ...values.map((value) => ({ kind: 'BLACKLIST' as const, value })),
    ]);
    const owners = claims.get('MAC') ?? new Map<string, string>();
    const records = await this.entities.getMany<DeviceRecord>('DEVICE', [...owners.values()]);
    const devices = new Map<string, DeviceRecord>();
    const blacklisted = new Set<string>();
    for (const [mac, given] of canonical) {
      const owner = owners.get(mac);
      const device = owner ? records.get(owner) : undefined;
      const listed = claims.get('BLACKLIST')?.has(mac) ?? false;
      for (const raw of given) {
        if (device) devices.set(raw, device);
        if (listed) blacklisted.add(raw);
      }
    }
    return { devices, blacklisted };
  }

  async scanner(scid: string) {
    const id = await this.entities.ownerOf('SCID', scid);
    return id ? this.entities.get<ScannerRecord>('SCANNER', id) : null;
  }

  ongoingSession(spotId: string) {
    return this.entities.ownerOf('SESSIONSPOT', spotId);
  }

  runningLinkId(sessionId: string) {
    return this.sessions.runningLink(sessionId);
  }

  link(linkId: string) {
    return this.entities.get<QuestionLinkRecord>('QUESTIONLINK', linkId);
  }

  async lastStoppedLink(sessionId: string) {
    const linkId = await this.sessions.lastStoppedLink(sessionId);
    return linkId ? this.entities.get<QuestionLinkRecord>('QUESTIONLINK', linkId) : null;
  }

  async touchScanner(scannerId: string, change: { alive: string; status?: string }) {
    await this.entities.update('SCANNER', scannerId, change);
  }
}
