/**
 * Retry of DynamoDB transactions cancelled as TransactionConflict (another transaction touched
 * one of the same items at the same moment). Such a cancellation says nothing about our
 * conditions, so the write is simply tried again after a short random pause (exponential
 * backoff with full jitter), which spreads writers that met on a shared item (a counter).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** The cancellation codes of a cancelled transaction, one per item; undefined for other errors. */
export function cancelReasons(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/** A transaction cancelled only by conflicts (no condition of ours failed): worth retrying. */
export function isTransactionConflict(error: unknown): boolean {
  const reasons = cancelReasons(error);
  if (!reasons) return false;
  return reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
}

export interface RetryOptions {
  /** Attempts in all (the first one included). */
  attempts?: number;
  /** Upper bound of the first pause; doubled on each retry. */
  baseDelayMs?: number;
  /** Which errors are retried (default: transaction conflicts). */
  retryOn?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `write`, retrying it after a jittered backoff while it fails with a retryable error. */
export async function retryConflicts<T>(write: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 6;
  const base = options.baseDelayMs ?? 20;
  const retryOn = options.retryOn ?? isTransactionConflict;
  const sleep = options.sleep ?? pause;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !retryOn(error)) throw error;
      await sleep(Math.floor(random() * base * 2 ** (attempt - 1)));
    }
  }
}
