/**
 * Counts of rejected presses by reason (docs/devices-mqtt.md "Rejected presses"): what the answer
 * consumer adds up per queue batch and what the running class and fleet health show.
 */
import { REJECT_REASONS, type RejectReason } from './payloads';

export type RejectCounts = Map<RejectReason, number>;

export interface RejectCount {
  reason: RejectReason;
  count: number;
}

export function isRejectReason(value: string): value is RejectReason {
  return (REJECT_REASONS as readonly string[]).includes(value);
}

export function addReject(counts: RejectCounts, reason: RejectReason, count = 1): void {
  counts.set(reason, (counts.get(reason) ?? 0) + count);
}

/** The non-zero counts, most first, then in the contract's order of reasons. */
export function rejectList(counts: RejectCounts): RejectCount[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || REJECT_REASONS.indexOf(a.reason) - REJECT_REASONS.indexOf(b.reason));
}

/** The UTC day (yyyy-mm-dd) of a server time in ms: the bucket of a scanner's counts. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The `days` UTC days up to and including the one of `ms`, latest first. */
export function lastUtcDays(ms: number, days: number): string[] {
  return Array.from({ length: days }, (_, back) => utcDay(ms - back * 86_400_000));
}
