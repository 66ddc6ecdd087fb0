/** RecentPresses: remembers stored presses by sender, MAC and seq, and forgets the oldest first. */
import { describe, expect, it } from 'vitest';
import { RecentPresses } from './recent-presses';

describe('RecentPresses', () => {
  it('knows a remembered press only under its own sender, MAC and seq', () => {
    const recent = new RecentPresses();
    recent.remember('scanner:A', 'AA:01', 7);
    expect(recent.has('scanner:A', 'AA:01', 7)).toBe(true);
    expect(recent.has('scanner:B', 'AA:01', 7)).toBe(false);
    expect(recent.has('scanner:A', 'AA:02', 7)).toBe(false);
    expect(recent.has('scanner:A', 'AA:01', 8)).toBe(false);
  });

  it('forgets the least recently remembered press beyond its capacity', () => {
    const recent = new RecentPresses(2);
    recent.remember('s', 'm', 1);
    recent.remember('s', 'm', 2);
    recent.remember('s', 'm', 1); // remembered again: now the newest
    recent.remember('s', 'm', 3);
    expect([1, 2, 3].map((seq) => recent.has('s', 'm', seq))).toEqual([true, false, true]);
  });
});
