/**
 * The consumer's reads on the table: devices and scanners by their unique MAC and scid claims,
 * the blacklist, a classroom's claim (its ongoing session) and the session's running marker.
 * Each is one consistent GetItem; BatchLookups makes them once per queue batch.
 */
import type { EntityRepository } from '../../data/entities';
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { SessionStore } from '../../data/session-store';
import type { ConsumerReader } from './ports';

export class StoreConsumerReader implements ConsumerReader {
  constructor(
    private readonly entities: EntityRepository,
    private readonly sessions: SessionStore,
    private readonly blacklist: { isBlacklisted(mac: string): Promise<boolean> },
    private readonly devices: { byMac(mac: string): Promise<DeviceRecord | null> },
  ) {}

  device(mac: string) {
    return this.devices.byMac(mac);
  }

  isBlacklisted(mac: string) {
    return this.blacklist.isBlacklisted(mac);
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

  answers(linkId: string) {
    return this.sessions.answers(linkId);
  }

  async touchScanner(scannerId: string, change: { alive: string; status?: string }) {
    await this.entities.update('SCANNER', scannerId, change);
  }
}
