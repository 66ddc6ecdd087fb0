/** The transaction-conflict retry: retries conflicts only, with growing jittered pauses, then gives up. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isTransactionConflict, retryConflicts } from './conflicts';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('isTransactionConflict', () => {
  it('is true for conflicts only, not for a failed condition or another error', () => {
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed'))).toBe(false);
    expect(isTransactionConflict(new Error('TransactionConflict'))).toBe(false);
  });
});

describe('retryConflicts', () => {
  it('retries a conflict after jittered, doubling pauses and returns the result', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const result = await retryConflicts(
      async () => {
        calls += 1;
        if (calls < 3) throw cancelled('TransactionConflict');
        return 'done';
      },
      { baseDelayMs: 100, random: () => 0.5, sleep: async (ms) => void pauses.push(ms) },
    );

    expect(result).toBe('done');
    expect(pauses).toEqual([50, 100]);
  });

  it('passes other errors on at once and gives up after the attempts', async () => {
    let calls = 0;
    const failing = (error: Error) => async () => {
      calls += 1;
      throw error;
    };
    const options = { attempts: 3, sleep: async () => {} };

    await expect(retryConflicts(failing(cancelled('ConditionalCheckFailed')), options)).rejects.toThrow();
    expect(calls).toBe(1);
    calls = 0;
    await expect(retryConflicts(failing(cancelled('TransactionConflict')), options)).rejects.toThrow();
    expect(calls).toBe(3);
  });
});
