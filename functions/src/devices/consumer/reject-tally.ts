/**
 * The rejected presses of one queue batch, added up and written once the batch's acks went out
 * (docs/devices-mqtt.md "Rejected presses"): one ADD per class session and one per scanner and
 * day, whatever the number of presses, so a button mashed against a closed question costs no
 * write per press, and an accepted press none at all. A press is the session's when its classroom
 * (the button's, else the scanner's) has an ongoing session; the scanner's when a registered
 * scanner relayed it. A press of an unknown scanner is counted nowhere: nobody's screen owns it.
 */
import type { RejectReason } from '../payloads';
import { addReject, type RejectCounts, utcDay } from '../reject-counts';
import type { BatchLookups } from './lookups';
import type { ConsumerDeps } from './ports';

interface Noted {
  reason: RejectReason;
  scannerId: string | null;
  spotId: string | null;
}

export class RejectTally {
  private readonly noted: Noted[] = [];

  note(reason: RejectReason, scannerId: string | null, spotId: string | null): void {
    if (scannerId || spotId) this.noted.push({ reason, scannerId, spotId });
  }

  get size(): number {
    return this.noted.length;
  }

  /**
   * Writes the batch's counts. Best effort: the presses are acked already, so a failed write is
   * logged and those counts are lost (they are informative, like button health).
   */
  async flush(deps: ConsumerDeps, lookups: BatchLookups): Promise<void> {
    const writer = deps.pressRejects;
    if (!writer || this.noted.length === 0) return;
    const now = (deps.now ?? Date.now)();
    const bySession = new Map<string, RejectCounts>();
    const byScanner = new Map<string, RejectCounts>();
    for (const { reason, scannerId, spotId } of this.noted) {
      if (scannerId) addTo(byScanner, scannerId, reason);
      const session = spotId ? await lookups.ongoingSession(spotId).catch(() => null) : null;
      if (session) addTo(bySession, session, reason);
    }
    const day = utcDay(now);
    const writes = [
      ...[...bySession].map(([id, counts]) => ({
        what: { session: id },
        write: () => writer.addToSession(id, counts, now),
      })),
      ...[...byScanner].map(([id, counts]) => ({
        what: { scanner: id },
        write: () => writer.addToScanner(id, day, counts, now),
      })),
    ];
    await Promise.all(
      writes.map(({ what, write }) =>
        write().catch((error: unknown) =>
          deps.log?.('Rejected press count failed', { ...what, error: String(error) }),
        ),
      ),
    );
  }
}

function addTo(counts: Map<string, RejectCounts>, key: string, reason: RejectReason): void {
  const of = counts.get(key) ?? new Map();
  addReject(of, reason);
  counts.set(key, of);
}
