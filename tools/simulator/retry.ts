/**
 * The contract's retry timing for unacknowledged presses: the first resend after
 * LIMITS.ackTimeoutMs, each later one after twice the previous wait, capped at
 * LIMITS.maxRetryDelayMs (docs/devices-mqtt.md "Retries").
 */
import { LIMITS } from '../../functions/src/devices/contract';

export interface RetryTiming {
  ackTimeoutMs: number;
  maxRetryDelayMs: number;
}

export const CONTRACT_RETRY_TIMING: RetryTiming = {
  ackTimeoutMs: LIMITS.ackTimeoutMs,
  maxRetryDelayMs: LIMITS.maxRetryDelayMs,
};

/** How long to wait for an ack after a press was sent for the (sends)th time (1 = first send). */
export function retryDelayMs(sends: number, timing: RetryTiming = CONTRACT_RETRY_TIMING): number {
  if (!Number.isInteger(sends) || sends < 1) throw new RangeError(`sends ${sends}`);
  // 2 ** 30 already exceeds any cap; clamping the exponent keeps the number finite.
  return Math.min(timing.ackTimeoutMs * 2 ** Math.min(sends - 1, 30), timing.maxRetryDelayMs);
}
