/**
 * Packing presses into press batches the way the contract allows: at most
 * LIMITS.maxPressesPerBatch presses, at most LIMITS.maxPayloadBytes of JSON, and a press seq at
 * most once per batch (a retry and a duplicate of one press go out in different batches).
 */
import { CONTRACT_VERSION, LIMITS, type PressBatchInput } from '../../functions/src/devices/contract';

/** One press as written on the wire. */
export type WirePress = PressBatchInput['presses'][number];

export interface BatchLimits {
  maxPresses: number;
  maxBytes: number;
}

export const CONTRACT_BATCH_LIMITS: BatchLimits = {
  maxPresses: LIMITS.maxPressesPerBatch,
  maxBytes: LIMITS.maxPayloadBytes,
};

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/** The batch payload; the key order matters only for reading logs. */
export function buildBatch(presses: WirePress[], batchSeq: number, sentAt: number): PressBatchInput {
  return { v: CONTRACT_VERSION, seq: batchSeq, sentAt, presses };
}

// The envelope is measured with the largest possible seq and sentAt, so a packed batch stays
// within the byte limit whatever numbers it is finally sent with.
const ENVELOPE_BYTES = bytesOf(
  JSON.stringify(buildBatch([], Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)),
);

/** Splits items, in order, into groups whose presses make valid batches within the limits. */
export function packBatches<T>(
  items: readonly T[],
  pressOf: (item: T) => WirePress,
  limits: BatchLimits = CONTRACT_BATCH_LIMITS,
): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = ENVELOPE_BYTES;
  let seqs = new Set<number>();
  for (const item of items) {
    const press = pressOf(item);
    const pressBytes = bytesOf(JSON.stringify(press));
    if (ENVELOPE_BYTES + pressBytes > limits.maxBytes)
      throw new Error(`A press of ${pressBytes} bytes cannot fit in any batch`);
    // One more press adds its JSON and, after the first, a comma.
    const added = pressBytes + (group.length > 0 ? 1 : 0);
    if (group.length >= limits.maxPresses || bytes + added > limits.maxBytes || seqs.has(press.seq)) {
      groups.push(group);
      group = [];
      bytes = ENVELOPE_BYTES;
      seqs = new Set();
    }
    bytes += pressBytes + (group.length > 0 ? 1 : 0);
    group.push(item);
    seqs.add(press.seq);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
