/** Ack building: contract-valid batches and the reject reason of a refused batch's presses. */
import { describe, expect, it } from 'vitest';
import { ackBatchSchema } from '../payloads';
import { ackBatch, refusalRejectReason, refusedAckBatch, rejectedAck, storedAck } from './acks';

describe('acks', () => {
  it('builds a batch the contract accepts, without batchSeq when it is unknown', () => {
    const batch = ackBatch(
      null,
      [storedAck(1, 'AA:BB:CC:00:00:01', 'accepted'), rejectedAck(2, undefined, 'expired')],
      5,
    );
    expect(ackBatchSchema.safeParse(batch).success).toBe(true);
    expect(batch).not.toHaveProperty('batchSeq');
    expect(ackBatch(9, [storedAck(1, 'AA:BB:CC:00:00:01', 'duplicate')], 5).batchSeq).toBe(9);
  });

  it('refuses to build an ack the contract does not accept', () => {
    expect(() => ackBatch(1, [], 5)).toThrow();
  });

  it('maps dead-letter reasons to press reject reasons', () => {
    expect(refusalRejectReason('unsupported-version')).toBe('unsupported-version');
    expect(refusalRejectReason('mac-mismatch')).toBe('mac-mismatch');
    expect(refusalRejectReason('invalid-payload')).toBe('malformed');
    expect(refusalRejectReason('too-large')).toBe('malformed');
  });

  it('rejects every readable seq of a refused batch, and nothing when none is readable', () => {
    const refused = {
      reason: 'invalid-payload' as const,
      detail: '',
      from: null,
      batchSeq: 3,
      pressSeqs: [4, 5],
    };
    expect(refusedAckBatch(refused, 1)?.acks).toEqual([
      { seq: 4, status: 'rejected', reason: 'malformed' },
      { seq: 5, status: 'rejected', reason: 'malformed' },
    ]);
    expect(refusedAckBatch({ ...refused, pressSeqs: [] }, 1)).toBeNull();
  });
});
