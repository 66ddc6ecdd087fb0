/** Packing presses into batches within the contract's press count, byte size and unique-seq rules. */
import { describe, expect, it } from 'vitest';
import { LIMITS, pressBatchSchema } from '../../functions/src/devices/contract';
import { buildBatch, packBatches, type WirePress } from './batching';

const press = (seq: number, mac = 'AA:BB:CC:00:00:01'): WirePress => ({
  mac,
  value: '3',
  seq,
  at: 1_763_820_000_000 + seq,
  battery: 87,
  rssi: -61,
});
const identity = (item: WirePress) => item;
const bytes = (presses: WirePress[]) =>
  Buffer.byteLength(JSON.stringify(buildBatch(presses, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)));

describe('packBatches', () => {
  it('keeps order and cuts at the contract maximum of presses', () => {
    const presses = Array.from({ length: 120 }, (_, i) => press(i));
    const groups = packBatches(presses, identity);
    expect(groups.map((group) => group.length)).toEqual([50, 50, 20]);
    expect(groups.flat()).toEqual(presses);
    for (const group of groups)
      expect(pressBatchSchema.safeParse(buildBatch(group, 1, 2)).success).toBe(true);
  });

  it('cuts by bytes before the count when presses are large', () => {
    // Long (but valid) seqs and times make each press bigger; a tight byte limit forces the cut.
    const presses = Array.from({ length: 40 }, (_, i) => press(Number.MAX_SAFE_INTEGER - i));
    const limit = 2_000;
    const groups = packBatches(presses, identity, { maxPresses: LIMITS.maxPressesPerBatch, maxBytes: limit });
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      expect(bytes(group)).toBeLessThanOrEqual(limit);
      // Nothing was cut early: one more press would not have fitted.
      const next = presses[presses.indexOf(group[group.length - 1] as WirePress) + 1];
      if (next) expect(bytes([...group, next])).toBeGreaterThan(limit);
    }
    expect(groups.flat()).toEqual(presses);
  });

  it('a full contract batch of 50 presses stays within 8 KB', () => {
    const presses = Array.from({ length: 50 }, (_, i) =>
      press(Number.MAX_SAFE_INTEGER - i, 'AA:BB:CC:DD:EE:FF'),
    );
    expect(packBatches(presses, identity)).toHaveLength(1);
    expect(bytes(presses)).toBeLessThanOrEqual(LIMITS.maxPayloadBytes);
  });

  it('never puts one seq twice in a batch', () => {
    const groups = packBatches([press(1), press(2), press(1), press(3)], identity);
    expect(groups.map((group) => group.map((p) => p.seq))).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });

  it('refuses a press that fits no batch', () => {
    expect(() => packBatches([press(1)], identity, { maxPresses: 50, maxBytes: 100 })).toThrow(/cannot fit/);
  });
});
