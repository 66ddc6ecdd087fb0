/**
 * Buttons' health folded per scanner by one consumer instance (docs/fleet-health.md): every press
 * batch of an active scanner is merged in memory (no store write per press: the answer path is
 * at the store's write ceiling, docs/capacity.md), and a scanner's pending sightings are written
 * as one item at most every BUTTON_HEALTH_FLUSH_MS, after the queue batch's acks went out.
 * Sightings still pending when an instance is recycled are lost (at most ~30 s of them).
 */
import { type ButtonSeen, foldPresses, type HeardPress, laterSeen } from '../button-health';

/** A scanner's button health is written at most this often per consumer instance. */
export const BUTTON_HEALTH_FLUSH_MS = 30_000;
/** Scanners tracked per instance; beyond it the longest-idle one's pending sightings are dropped. */
const SCANNERS_TRACKED = 5_000;

export type ButtonHealthWrite = (
  scannerId: string,
  fresh: Map<string, ButtonSeen>,
  now: number,
) => Promise<void>;

interface Tracked {
  pending: Map<string, ButtonSeen>;
  /** When this instance last wrote the scanner's item (0: never). */
  writtenAt: number;
}

export class ButtonHealthFolder {
  private readonly scanners = new Map<string, Tracked>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly everyMs = BUTTON_HEALTH_FLUSH_MS,
  ) {}

  /** Merges a batch's presses, received at `at`, into the scanner's pending sightings. */
  note(scannerId: string, presses: HeardPress[], at: number): void {
    const tracked = this.scanners.get(scannerId) ?? { pending: new Map(), writtenAt: 0 };
    foldPresses(tracked.pending, presses, at);
    // Re-inserted: the map's order is then least recently heard first, for the bound below.
    this.scanners.delete(scannerId);
    this.scanners.set(scannerId, tracked);
    while (this.scanners.size > SCANNERS_TRACKED) {
      const oldest = this.scanners.keys().next().value;
      if (oldest === undefined) break;
      this.scanners.delete(oldest);
    }
  }

  /** Scanners with pending sightings whose last write is at least `everyMs` old. */
  due(): string[] {
    const now = this.now();
    return [...this.scanners]
      .filter(([, tracked]) => tracked.pending.size > 0 && now - tracked.writtenAt >= this.everyMs)
      .map(([id]) => id);
  }

  /**
   * Writes every due scanner's sightings. A failed write keeps them pending for the next flush and
   * is only logged: the presses are stored and acked already.
   */
  async flushDue(
    write: ButtonHealthWrite,
    log?: (message: string, details: Record<string, unknown>) => void,
  ) {
    await Promise.all(
      this.due().map(async (scannerId) => {
        const tracked = this.scanners.get(scannerId);
        if (!tracked) return;
        const fresh = tracked.pending;
        const now = this.now();
        tracked.pending = new Map();
        tracked.writtenAt = now;
        try {
          await write(scannerId, fresh, now);
        } catch (error) {
          for (const [mac, seen] of fresh)
            tracked.pending.set(mac, laterSeen(tracked.pending.get(mac), seen));
          log?.('Button health write failed', { scanner: scannerId, error: String(error) });
        }
      }),
    );
  }
}
