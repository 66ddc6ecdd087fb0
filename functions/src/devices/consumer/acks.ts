/**
 * Building the ack batch a sender gets back (docs/devices-mqtt.md "Acknowledgement"): one entry
 * per press, matched by press seq, and the rejections of a batch that could not be read whole.
 * Every ack is checked against the contract's schema before it leaves.
 */
import type { DeadLetterReason, RefusedMessage } from '../messages';
import { type AckBatch, ackBatchSchema, type PressAck, type RejectReason } from '../payloads';

export type RecordStatus = 'accepted' | 'replaced' | 'duplicate';

export function storedAck(seq: number, mac: string, status: RecordStatus): PressAck {
  return { seq, mac, status };
}

export function rejectedAck(seq: number, mac: string | undefined, reason: RejectReason): PressAck {
  return mac ? { seq, mac, status: 'rejected', reason } : { seq, status: 'rejected', reason };
}

/** The ack message for a batch (`batchSeq` absent when the batch could not be read). */
export function ackBatch(batchSeq: number | null, acks: PressAck[], now: number): AckBatch {
  return ackBatchSchema.parse({ v: 1, ...(batchSeq === null ? {} : { batchSeq }), sentAt: now, acks });
}

/** The reject reason of a press in a refused batch: the version or MAC problem, else malformed. */
export function refusalRejectReason(reason: DeadLetterReason): RejectReason {
  if (reason === 'unsupported-version' || reason === 'mac-mismatch') return reason;
  return 'malformed';
}

/**
 * The rejections of a refused press batch: every press seq that could still be read is rejected,
 * so the sender stops resending what can never succeed. Null when no seq could be read.
 */
export function refusedAckBatch(refused: RefusedMessage, now: number): AckBatch | null {
  if (refused.pressSeqs.length === 0) return null;
  const reason = refusalRejectReason(refused.reason);
  return ackBatch(
    refused.batchSeq,
    refused.pressSeqs.map((seq) => rejectedAck(seq, undefined, reason)),
    now,
  );
}
