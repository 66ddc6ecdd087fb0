/** The console's fleet health model against a controlled clock. */
import { describe, expect, it } from 'vitest';
import { buttonStale, notSeenFilter, parseStaleDays, relativeTime, scannerOnline } from './health';

const ALIVE = Date.parse('2025-03-02T09:00:00.000Z');
const alive = new Date(ALIVE).toISOString();
const DAY = 86_400_000;

describe('fleet health model', () => {
  it('shows a scanner online at last alive + 119 s and offline at + 121 s', () => {
    expect(scannerOnline({ alive, status: 'online' }, ALIVE + 119_000, 120_000)).toBe(true);
    expect(scannerOnline({ alive, status: 'online' }, ALIVE + 121_000, 120_000)).toBe(false);
    expect(scannerOnline({ alive, status: 'offline' }, ALIVE, 120_000)).toBe(false);
    expect(scannerOnline({ alive: null, status: 'online' }, ALIVE, 120_000)).toBe(false);
  });

  it('marks buttons not seen in N days (or never) as stale and filters them', () => {
    const buttons = [
      { mac: 'fresh', lastPress: new Date(ALIVE - 6 * DAY).toISOString() },
      { mac: 'old', lastPress: new Date(ALIVE - 8 * DAY).toISOString() },
      { mac: 'never', lastPress: null },
    ];
    expect(buttons.map((button) => buttonStale(button.lastPress, ALIVE, 7))).toEqual([false, true, true]);
    expect(notSeenFilter(buttons, ALIVE, 7, true).map((button) => button.mac)).toEqual(['old', 'never']);
    expect(notSeenFilter(buttons, ALIVE, 5, true).map((button) => button.mac)).toEqual([
      'fresh',
      'old',
      'never',
    ]);
    expect(notSeenFilter(buttons, ALIVE, 7, false)).toHaveLength(3);
  });

  it('reads N as whole days within range, else the default', () => {
    expect(parseStaleDays('3')).toBe(3);
    expect(parseStaleDays('0')).toBe(7);
    expect(parseStaleDays('2.5')).toBe(7);
    expect(parseStaleDays('abc')).toBe(7);
  });

  it('says how long ago in the console language', () => {
    expect(relativeTime(alive, ALIVE + 3 * 60_000, 'en')).toBe('3 minutes ago');
    expect(relativeTime(alive, ALIVE + 2 * DAY, 'en')).toBe('2 days ago');
    expect(relativeTime(null, ALIVE, 'en')).toBeNull();
  });
});
