/** The retry schedule of unacknowledged presses: 5 s, then doubling, capped at 60 s. */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../functions/src/devices/contract';
import { retryDelayMs } from './retry';

describe('retryDelayMs', () => {
  it('waits the ack timeout, then doubles up to the maximum delay', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((sends) => retryDelayMs(sends))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(1)).toBe(LIMITS.ackTimeoutMs);
    expect(retryDelayMs(1_000)).toBe(LIMITS.maxRetryDelayMs);
  });

  it('follows other timings given to it', () => {
    expect(
      [1, 2, 3].map((sends) => retryDelayMs(sends, { ackTimeoutMs: 100, maxRetryDelayMs: 250 })),
    ).toEqual([100, 200, 250]);
  });

  it('refuses a send count below 1', () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
  });
});
