/**
 * The reads of one queue batch, each done once: a 50-press batch of one classroom reads its
 * buttons and the blacklist in a few batch reads (preload), and its session and links once, not
 * 50 times. Nothing is kept between queue batches: a button moved to another seat, a blacklisted
 * MAC or a started question takes effect with the next message.
 */
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { ConsumerReader } from './ports';

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

/** A classroom's ongoing session and the link running in it, as read for this batch. */
interface SpotState {
  session: string | null;
  running: QuestionLinkRecord | null;
}

export class BatchLookups {
  private readonly devices = new Map<string, Promise<DeviceRecord | null>>();
  private readonly blacklisted = new Map<string, Promise<boolean>>();
  private readonly scanners = new Map<string, Promise<ScannerRecord | null>>();
  private readonly spots = new Map<string, Promise<SpotState>>();
  private readonly stopped = new Map<string, Promise<QuestionLinkRecord | null>>();

  constructor(private readonly reader: ConsumerReader) {}

  /** Reads the devices and blacklist entries of these MACs not read yet, in batch reads. */
  async preload(macs: string[]): Promise<void> {
    const missing = [...new Set(macs)].filter((mac) => !this.devices.has(mac));
    if (missing.length === 0) return;
    const both = Promise.all([this.reader.devices(missing), this.reader.blacklisted(missing)]);
    for (const mac of missing) {
      memo(this.devices, mac, async () => (await both)[0].get(mac) ?? null);
      memo(this.blacklisted, mac, async () => (await both)[1].has(mac));
    }
    await both;
  }

  device(mac: string) {
    return memo(this.devices, mac, async () => (await this.reader.devices([mac])).get(mac) ?? null);
  }

  isBlacklisted(mac: string) {
    return memo(this.blacklisted, mac, async () => (await this.reader.blacklisted([mac])).has(mac));
  }

  scanner(scid: string) {
    return memo(this.scanners, scid, () => this.reader.scanner(scid));
  }

  /**
   * The link a press made at `pressedAt` (server clock, ISO) in a classroom answers: the running
   * link of the classroom's ongoing session if the press is not older than its start, else the
   * session's last stopped link if the press falls between its start and its end (a press made
   * before the stop that reached us after it), else null.
   */
  async linkAt(spotId: string, pressedAt: string): Promise<QuestionLinkRecord | null> {
    const { session, running } = await memo(this.spots, spotId, async () => {
      const session = await this.reader.ongoingSession(spotId);
      return { session, running: session ? await this.reader.runningLink(session) : null };
    });
    if (!session) return null;
    if (running && pressedAt >= running.createdAt) return running;
    const stopped = await memo(this.stopped, session, () => this.reader.lastStoppedLink(session));
    if (stopped?.end && stopped.createdAt <= pressedAt && pressedAt <= stopped.end) return stopped;
    return null;
  }
}
