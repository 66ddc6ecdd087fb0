/**
 * The reads of one queue batch, each done once: a 50-press batch of one classroom reads its
 * buttons and the blacklist in two batch reads (preload), and its session and links once, not
 * 50 times. Between queue batches only what InstanceCache allows is kept: a button moved to
 * another seat, a blacklisted MAC or a started question takes effect with the next message.
 */
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { InstanceCache } from './instance-cache';
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

  constructor(
    private readonly reader: ConsumerReader,
    private readonly cache?: InstanceCache,
  ) {}

  /** Reads the devices and blacklist entries of these MACs not read yet, in batch reads. */
  async preload(macs: string[]): Promise<void> {
    const missing = [...new Set(macs)].filter((mac) => !this.devices.has(mac));
    if (missing.length === 0) return;
    const read = this.reader.buttons(missing);
    for (const mac of missing) {
      memo(this.devices, mac, async () => (await read).devices.get(mac) ?? null);
      memo(this.blacklisted, mac, async () => (await read).blacklisted.has(mac));
    }
    await read;
  }

  device(mac: string) {
    return memo(this.devices, mac, async () => (await this.reader.buttons([mac])).devices.get(mac) ?? null);
  }

  isBlacklisted(mac: string) {
    return memo(this.blacklisted, mac, async () => (await this.reader.buttons([mac])).blacklisted.has(mac));
  }

  scanner(scid: string) {
    return memo(this.scanners, scid, async () => {
      const kept = this.cache?.scanners.get(scid);
      if (kept) return kept;
      const scanner = await this.reader.scanner(scid);
      if (scanner) this.cache?.scanners.set(scid, scanner);
      return scanner;
    });
  }

  /** The link the session's running marker names, or null (the link itself kept per instance). */
  private async running(sessionId: string): Promise<QuestionLinkRecord | null> {
    const linkId = await this.reader.runningLinkId(sessionId);
    if (!linkId) return null;
    let link = this.cache?.links.get(linkId) ?? null;
    if (!link) {
      link = await this.reader.link(linkId);
      if (link && !link.end) this.cache?.links.set(linkId, link);
    }
    // A stale marker (its link ended or gone) means nothing runs.
    return link && !link.end ? link : null;
  }

  /** The classroom's ongoing session and running link; a kept session only while it runs one. */
  private spotState(spotId: string): Promise<SpotState> {
    return memo(this.spots, spotId, async () => {
      const kept = this.cache?.sessions.get(spotId);
      if (kept) {
        const running = await this.running(kept);
        if (running) return { session: kept, running };
      }
      const session = await this.reader.ongoingSession(spotId);
      if (!session) return { session: null, running: null };
      this.cache?.sessions.set(spotId, session);
      return { session, running: session === kept ? null : await this.running(session) };
    });
  }

  /** The classroom's ongoing session id, or null (read once per batch, like linkAt's). */
  async ongoingSession(spotId: string): Promise<string | null> {
    return (await this.spotState(spotId)).session;
  }

  /**
   * The link a press made at `pressedAt` (server clock, ISO) in a classroom answers: the running
   * link of the classroom's ongoing session if the press is not older than its start, else the
   * session's last stopped link if the press falls between its start and its end (a press made
   * before the stop that reached us after it), else null.
   */
  async linkAt(spotId: string, pressedAt: string): Promise<QuestionLinkRecord | null> {
    const { session, running } = await this.spotState(spotId);
    if (!session) return null;
    if (running && pressedAt >= running.createdAt) return running;
    const stopped = await memo(this.stopped, session, () => this.reader.lastStoppedLink(session));
    if (stopped?.end && stopped.createdAt <= pressedAt && pressedAt <= stopped.end) return stopped;
    return null;
  }
}
