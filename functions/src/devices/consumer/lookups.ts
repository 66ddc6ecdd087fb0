/**
 * The reads of one queue batch, each done once: a 50-press batch of one classroom reads its
 * devices once each and its session, link and answers once, not 50 times. Answers recorded in
 * the batch are added to the link's tally, so the next press of the batch sees them.
 */
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { ConsumerReader } from './ports';

/** The students who answered a link so far (as read, plus this batch's first answers). */
export interface LinkTally {
  students: Set<string>;
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = read();
    // A failed read is not kept: the message is retried and must read again.
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

export class BatchLookups {
  private readonly devices = new Map<string, Promise<DeviceRecord | null>>();
  private readonly blacklisted = new Map<string, Promise<boolean>>();
  private readonly scanners = new Map<string, Promise<ScannerRecord | null>>();
  private readonly links = new Map<string, Promise<QuestionLinkRecord | null>>();
  private readonly tallies = new Map<string, Promise<LinkTally>>();

  constructor(private readonly reader: ConsumerReader) {}

  device(mac: string) {
    return memo(this.devices, mac, () => this.reader.device(mac));
  }

  isBlacklisted(mac: string) {
    return memo(this.blacklisted, mac, () => this.reader.isBlacklisted(mac));
  }

  scanner(scid: string) {
    return memo(this.scanners, scid, () => this.reader.scanner(scid));
  }

  /** The question running in a classroom: its ongoing session's running link, or null. */
  runningLinkOfSpot(spotId: string) {
    return memo(this.links, spotId, async () => {
      const session = await this.reader.ongoingSession(spotId);
      return session ? this.reader.runningLink(session) : null;
    });
  }

  tally(linkId: string) {
    return memo(this.tallies, linkId, async () => ({
      students: new Set((await this.reader.answers(linkId)).map((answer) => answer.studentKey)),
    }));
  }
}
