/**
 * What one consumer instance (a Lambda container, or the local stack) keeps between queue batches,
 * for a few seconds, to spare the store the reads every press message would repeat. Only what
 * cannot make a press land wrong is kept (docs/devices-mqtt.md "Consumer"):
 * - scanners by scid (a deactivated scanner is refused within SCANNER_TTL_MS);
 * - a classroom's ongoing session, used only while that session's running marker names a
 *   question (an ended session has released its marker, so a stale entry is never used: the
 *   classroom is then read again);
 * - question links by id (their question copy never changes; one is used only while the running
 *   marker names it);
 * - each link's answer count after this instance's last addition, so a batch of replacements
 *   only (no first answer) needs no count write; another instance's first answers may make
 *   the count of such an event low for COUNT_TTL_MS (the count is informative);
 * - the scanners whose alive time this instance wrote within ALIVE_REFRESH_MS: the cached scanner
 *   keeps the alive time it was read with, so without this every press message of a busy scanner
 *   would write it again.
 * Buttons and the blacklist are not kept: linking a button to a seat or blacklisting it applies
 * to the next press.
 */
import type { QuestionLinkRecord, ScannerRecord } from '../../data/records';

export const SCANNER_TTL_MS = 10_000;
export const SESSION_TTL_MS = 30_000;
export const LINK_TTL_MS = 5 * 60_000;
export const COUNT_TTL_MS = 10_000;
/**
 * A press also says the scanner is alive; the alive time is written at most this often, so a busy
 * scanner does not cost one write per press batch.
 */
export const ALIVE_REFRESH_MS = 10_000;

/** A map whose entries expire `ttlMs` after they were set; the oldest go first beyond `capacity`. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly capacity = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

export class InstanceCache {
  readonly scanners: TtlCache<ScannerRecord>;
  readonly sessions: TtlCache<string>;
  readonly links: TtlCache<QuestionLinkRecord>;
  readonly counts: TtlCache<number>;
  /** Scanner ids whose alive time this instance wrote within ALIVE_REFRESH_MS. */
  readonly aliveWritten: TtlCache<true>;

  constructor(now: () => number = Date.now) {
    this.scanners = new TtlCache(SCANNER_TTL_MS, now);
    this.sessions = new TtlCache(SESSION_TTL_MS, now);
    this.links = new TtlCache(LINK_TTL_MS, now, 1_000);
    this.counts = new TtlCache(COUNT_TTL_MS, now);
    this.aliveWritten = new TtlCache(ALIVE_REFRESH_MS, now);
  }
}
