import { describe, expect, it } from 'vitest';
import { addReject, lastUtcDays, type RejectCounts, rejectList, utcDay } from './reject-counts';

describe('reject counts', () => {
  it('lists the non-zero counts, most first, ties in the contract order of reasons', () => {
    const counts: RejectCounts = new Map();
    addReject(counts, 'invalid-value');
    addReject(counts, 'unknown-device', 3);
    addReject(counts, 'blacklisted');
    addReject(counts, 'expired', 0);
    expect(rejectList(counts)).toEqual([
      { reason: 'unknown-device', count: 3 },
      { reason: 'blacklisted', count: 1 },
      { reason: 'invalid-value', count: 1 },
    ]);
  });

  it('buckets server times by UTC day and lists the last days, today first', () => {
    const ms = Date.parse('2026-03-01T00:30:00Z');
    expect(utcDay(ms)).toBe('2026-03-01');
    expect(lastUtcDays(ms, 3)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
  });
});
