/**
 * One press batch: decide each press, write the answers (idempotent) and send one ack batch back
 * to the sender in press order. The batch's buttons and blacklist entries are read in a few batch
 * reads first; different students' presses are written concurrently (STUDENT_WRITERS at a time:
 * they touch different answer items), one student's presses in the order the scanner numbered
 * them. Each stored press is added to `stored`, even when the message fails later: consume.ts
 * counts and announces those of the whole queue batch at once (announce.ts). A passing failure
 * (database, network) throws: nothing is acked, the queue redelivers the message, and presses
 * already written then come back as `duplicate`.
 */
import type { PressAck, PressBatch, RejectReason } from '../payloads';
import { type DeviceAddress, senderKey, topicFor } from '../topics';
import { ackBatch, type RecordStatus, rejectedAck, storedAck } from './acks';
import { ALIVE_REFRESH_MS } from './instance-cache';
import type { BatchLookups } from './lookups';
import type { ConsumerDeps } from './ports';
import { decidePress, type PressContext, type PressDecision } from './press-decision';
import type { RejectTally } from './reject-tally';

type Recordable = Extract<PressDecision, { kind: 'record' }>;

/** Students whose presses are written at once within one batch. */
export const STUDENT_WRITERS = 8;

/** A stored press, waiting for its link's count before its event goes out. */
export interface StoredPress {
  decision: Recordable;
  first: boolean;
}

/** Writes a decided press: its outcome, which is never a refusal (decidePress refused already). */
async function record(
  decision: Recordable,
  deps: ConsumerDeps,
  stored: StoredPress[],
): Promise<RecordStatus> {
  const written = await deps.answers.storeChecked(decision.record);
  if (written === 'ignored') return 'duplicate';
  stored.push({ decision, first: written === 'first' });
  return written === 'first' ? 'accepted' : 'replaced';
}

/** What every message of one queue batch shares: the ports, the batch reads, the tallies. */
export interface QueueBatch {
  deps: ConsumerDeps;
  lookups: BatchLookups;
  /** Every press the batch stored, announced once all its messages are handled (announce.ts). */
  stored: StoredPress[];
  /** Every press the batch rejected, counted once all its messages are handled (reject-tally.ts). */
  rejected: RejectTally;
}

export async function processPressBatch(
  from: DeviceAddress,
  batch: PressBatch,
  receivedAt: number,
  { deps, lookups, stored, rejected }: QueueBatch,
): Promise<void> {
  const now = deps.now ?? Date.now;
  const scanner = from.sender === 'scanner' ? await lookups.scanner(from.scid) : null;
  const acks: PressAck[] = [];
  const rejects: { reason: RejectReason; spotId: string | null }[] = [];
  if (from.sender === 'scanner' && !scanner?.active) {
    for (const press of batch.presses) acks.push(rejectedAck(press.seq, press.mac, 'unknown-scanner'));
  } else {
    const sender = senderKey(from);
    const recent = deps.recentPresses;
    const results: (RecordStatus | RejectReason)[] = [];
    // A resend of a press this instance stored: `duplicate`, as the database would say.
    batch.presses.forEach((press, index) => {
      if (recent?.has(sender, press.mac, press.seq)) results[index] = 'duplicate';
    });
    const fresh = batch.presses.filter((_, index) => results[index] === undefined);
    await lookups.preload(fresh.map((press) => press.mac));
    const context: PressContext = { sentAt: batch.sentAt, receivedAt, scanner };
    // Decisions in order (their reads are cached per queue batch); writes grouped by student.
    const byStudent = new Map<string, { index: number; decision: Recordable }[]>();
    for (const [index, press] of batch.presses.entries()) {
      if (results[index] !== undefined) continue;
      const decision = await decidePress(press, context, lookups);
      if (decision.kind === 'reject') results[index] = decision.reason;
      else {
        const group = byStudent.get(decision.record.studentKey) ?? [];
        group.push({ index, decision });
        byStudent.set(decision.record.studentKey, group);
      }
    }
    const groups = [...byStudent.values()];
    const writer = async () => {
      for (let group = groups.shift(); group; group = groups.shift()) {
        for (const { index, decision } of group) results[index] = await record(decision, deps, stored);
      }
    };
    await Promise.all(Array.from({ length: Math.min(STUDENT_WRITERS, groups.length) }, writer));
    for (const [index, press] of batch.presses.entries()) {
      const result = results[index] as RecordStatus | RejectReason;
      if (result === 'accepted' || result === 'replaced' || result === 'duplicate') {
        recent?.remember(sender, press.mac, press.seq);
        acks.push(storedAck(press.seq, press.mac, result));
      } else {
        acks.push(rejectedAck(press.seq, press.mac, result));
        // The button's classroom, else the scanner's: the device was read for the decision. A
        // button the scanner may not speak for counts only where the scanner is, never in the
        // other classroom or school, whose screens must not show another site's traffic.
        const foreign = result === 'other-site' || result === 'other-classroom';
        const spotId = foreign
          ? (scanner?.spotId ?? null)
          : ((await lookups.device(press.mac))?.spotId ?? scanner?.spotId ?? null);
        rejects.push({ reason: result, spotId });
      }
    }
  }
  await deps.acks.publish(topicFor(from, 'acks'), ackBatch(batch.seq, acks, now()));
  // Counted once acked: a message that failed before is redelivered and would count twice.
  for (const { reason, spotId } of rejects) rejected.note(reason, scanner?._id ?? null, spotId);
  // Health only in memory here; consume.ts writes it, at most every ~30 s per scanner.
  if (scanner?.active) deps.buttonHealth?.folder.note(scanner._id, batch.presses, receivedAt);
  // The buttons' DeviceData (which scanner relays them) likewise: noted, written after the acks.
  if (scanner?.active)
    deps.deviceReports?.buttonsHeard(
      scanner,
      batch.presses.map((press) => press.mac),
      new Date(receivedAt).toISOString(),
    );
  // The cached scanner keeps the alive time it was read with: what this instance wrote since counts.
  const aliveWritten = deps.instanceCache?.aliveWritten;
  if (scanner?.active && isAliveStale(scanner.alive, receivedAt) && !aliveWritten?.get(scanner._id)) {
    await touchAlive(scanner._id, receivedAt, deps);
    aliveWritten?.set(scanner._id, true);
  }
}

/** Whether a scanner's stored alive time is older than ALIVE_REFRESH_MS at `receivedAt`. */
function isAliveStale(alive: string | null | undefined, receivedAt: number): boolean {
  const last = alive ? Date.parse(alive) : Number.NaN;
  return !Number.isFinite(last) || receivedAt - last >= ALIVE_REFRESH_MS;
}

/** A press also says the scanner is alive; a failure here must not redo the answers. */
export async function touchAlive(
  scannerId: string,
  receivedAt: number,
  deps: ConsumerDeps,
  status?: string,
): Promise<void> {
  try {
    await deps.reader.touchScanner(scannerId, { alive: new Date(receivedAt).toISOString(), status });
  } catch (error) {
    deps.log?.('Scanner alive update failed', { scanner: scannerId, error: String(error) });
  }
}
