/**
 * The consumer's reads on the table: devices and scanners by their unique MAC and scid claims,
 * the blacklist, a classroom's claim (its ongoing session), the session's running marker and its
 * last stopped link. All consistent reads; the devices and blacklist of a press batch in two or
 * three BatchGetItem requests. BatchLookups makes each once per queue batch.
 */
import type { EntityRepository } from '../../data/entities';
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { SessionStore } from '../../data/session-store';
import { normalizeMac } from '../../domain/mac';
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

  async devices(macs: string[]) {
    const canonical = canonicalMacs(macs);
    const owners = await this.entities.ownersOf('MAC', [...canonical.keys()]);
    const records = await this.entities.getMany<DeviceRecord>('DEVICE', [...owners.values()]);
    const found = new Map<string, DeviceRecord>();
    for (const [mac, given] of canonical) {
      const owner = owners.get(mac);
      const device = owner ? records.get(owner) : undefined;
      if (device) for (const raw of given) found.set(raw, device);
    }
    return found;
  }

  async blacklisted(macs: string[]) {
    const canonical = canonicalMacs(macs);
    const listed = await this.entities.ownersOf('BLACKLIST', [...canonical.keys()]);
    return new Set([...listed.keys()].flatMap((mac) => canonical.get(mac) ?? []));
  }

  async scanner(scid: string) {
    const id = await this.entities.ownerOf('SCID', scid);
    return id ? this.entities.get<ScannerRecord>('SCANNER', id) : null;
  }

  ongoingSession(spotId: string) {
    return this.entities.ownerOf('SESSIONSPOT', spotId);
  }

  async runningLink(sessionId: string) {
    const linkId = await this.sessions.runningLink(sessionId);
    const link = linkId ? await this.entities.get<QuestionLinkRecord>('QUESTIONLINK', linkId) : null;
    // A stale marker (its link ended or gone) means nothing runs.
    return link && !link.end ? link : null;
  }

  async lastStoppedLink(sessionId: string) {
    const linkId = await this.sessions.lastStoppedLink(sessionId);
    return linkId ? this.entities.get<QuestionLinkRecord>('QUESTIONLINK', linkId) : null;
  }

  async touchScanner(scannerId: string, change: { alive: string; status?: string }) {
    await this.entities.update('SCANNER', scannerId, change);
  }
}
