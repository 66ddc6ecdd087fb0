/** The phone reads its class after a notice only once the server's per-instance view has settled. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_SETTLE_MS, NOTICE_SPREAD_MS, noticeRefresh } from './noticeRefresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('noticeRefresh', () => {
  it('reads NOTICE_SETTLE_MS after a notice, plus its share of the spread', () => {
    const refresh = vi.fn();
    const refreshes = noticeRefresh(refresh, () => 0.5);

    refreshes.notice();
    vi.advanceTimersByTime(NOTICE_SETTLE_MS + NOTICE_SPREAD_MS / 2 - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('makes one read of several notices in a row, after the last, and none once cancelled', () => {
    const refresh = vi.fn();
    const refreshes = noticeRefresh(refresh, () => 0);

    refreshes.notice();
    vi.advanceTimersByTime(500);
    refreshes.notice();
    vi.advanceTimersByTime(NOTICE_SETTLE_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    refreshes.notice();
    refreshes.cancel();
    vi.advanceTimersByTime(NOTICE_SETTLE_MS + NOTICE_SPREAD_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
