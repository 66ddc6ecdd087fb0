/**
 * One press batch: decide each press, write the answers (idempotent), tell subscribers, and send
 * one ack batch back to the sender, in press order. Different students' presses are written
 * concurrently (STUDENT_WRITERS at a time: they touch different answer items); one student's
 * presses run in the order the scanner numbered them. A passing failure (database, network)
 * throws: nothing is acked, the queue redelivers the message, and presses already written then
 * come back as `duplicate`.
 */
import { AppError } from '../../domain/errors';
import type { PressAck, PressBatch, RejectReason } from '../payloads';
import { type DeviceAddress, topicFor } from '../topics';
import { ackBatch, type RecordStatus, rejectedAck, storedAck } from './acks';
import type { BatchLookups } from './lookups';
import type { ConsumerDeps } from './ports';
import { decidePress, type PressContext, type PressDecision } from './press-decision';

type Recordable = Extract<PressDecision, { kind: 'record' }>;

/** Students whose presses are written at once within one batch. */
export const STUDENT_WRITERS = 8;

/** The reject reason of a refused write, or null when the error is not a final refusal. */
function refusalOf(error: unknown): RejectReason | null {
  if (!(error instanceof AppError)) return null;
  if (error.info?.reason === 'no-question-running') return 'no-question-running';
  if (error.info?.key === 'INVALID_ANSWER') return 'invalid-value';
  return null;
}

async function record(
  decision: Recordable,
  seq: number,
  deps: ConsumerDeps,
  lookups: BatchLookups,
  notifications: Promise<void>[],
): Promise<RecordStatus | RejectReason> {
  const { link, answer, studentKey } = decision;
  const tally = await lookups.tally(link._id);
  let outcome: Awaited<ReturnType<ConsumerDeps['answers']['recordAnswer']>>;
  try {
    outcome = await deps.answers.recordAnswer(link, answer, seq);
  } catch (error) {
    const reason = refusalOf(error);
    if (reason) return reason;
    throw error;
  }
  if (outcome === 'ignored') return 'duplicate';
  const status = tally.students.has(studentKey) ? 'replaced' : 'accepted';
  tally.students.add(studentKey);
  // Told while the other presses are written; awaited after the ack has gone (processPressBatch).
  const notified = deps.notifier
    .answerChanged({
      questionLink: link._id,
      session: link.sessionId,
      site: link.siteId,
      spot: link.spotId,
      student: studentKey,
      value: decision.value,
      device: { mac: decision.device.mac },
      app: null,
      at: answer.at,
      countOfAnswers: tally.students.size,
    })
    .catch((error: unknown) => {
      // The answer is stored; a retry would only find it a duplicate and notify nobody either.
      deps.log?.('Answer notification failed', { link: link._id, error: String(error) });
    });
  notifications.push(notified);
  return status;
}

export async function processPressBatch(
  from: DeviceAddress,
  batch: PressBatch,
  receivedAt: number,
  deps: ConsumerDeps,
  lookups: BatchLookups,
): Promise<void> {
  const now = deps.now ?? Date.now;
  const scanner = from.sender === 'scanner' ? await lookups.scanner(from.scid) : null;
  const acks: PressAck[] = [];
  const notifications: Promise<void>[] = [];
  if (from.sender === 'scanner' && !scanner?.active) {
    for (const press of batch.presses) acks.push(rejectedAck(press.seq, press.mac, 'unknown-scanner'));
  } else {
    const context: PressContext = { sentAt: batch.sentAt, receivedAt, scanner };
    const results: (RecordStatus | RejectReason)[] = [];
    // Decisions in order (their reads are cached per queue batch); writes grouped by student.
    const byStudent = new Map<string, { index: number; decision: Recordable; seq: number }[]>();
    for (const [index, press] of batch.presses.entries()) {
      const decision = await decidePress(press, context, lookups);
      if (decision.kind === 'reject') results[index] = decision.reason;
      else {
        const group = byStudent.get(decision.studentKey) ?? [];
        group.push({ index, decision, seq: press.seq });
        byStudent.set(decision.studentKey, group);
      }
    }
    const groups = [...byStudent.values()];
    const writer = async () => {
      for (let group = groups.shift(); group; group = groups.shift()) {
        for (const { index, decision, seq } of group)
          results[index] = await record(decision, seq, deps, lookups, notifications);
      }
    };
    await Promise.all(Array.from({ length: Math.min(STUDENT_WRITERS, groups.length) }, writer));
    for (const [index, press] of batch.presses.entries()) {
      const result = results[index] as RecordStatus | RejectReason;
      acks.push(
        result === 'accepted' || result === 'replaced' || result === 'duplicate'
          ? storedAck(press.seq, press.mac, result)
          : rejectedAck(press.seq, press.mac, result),
      );
    }
  }
  await deps.acks.publish(topicFor(from, 'acks'), ackBatch(batch.seq, acks, now()));
  // Subscribers hear of every stored answer before the message counts as done.
  await Promise.all(notifications);
  if (scanner?.active) await touchAlive(scanner._id, receivedAt, deps);
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
