/** Scanner rows merged with their live status events, and when the live watch counts as live. */
import { describe, expect, it } from 'vitest';
import { MAX_WATCHED_SCANNERS, presenceState, withLiveStatus } from './scannerPresence';

const READ_AT = '2025-03-02T09:00:00.000Z';
const LATER = '2025-03-02T09:00:05.000Z';
const EARLIER = '2025-03-02T08:59:55.000Z';
const rows = [
  { scid: 'SCN-A', status: 'online', alive: READ_AT },
  { scid: 'SCN-B', status: 'online', alive: READ_AT },
];

describe('withLiveStatus', () => {
  it('takes a newer event: the scanner that disconnected after the read is offline', () => {
    const latest = new Map([
      ['SCN-A', { scid: 'SCN-A', status: 'offline', reason: 'connection-lost', alive: LATER }],
    ]);

    const merged = withLiveStatus(rows, latest);

    expect(merged[0]).toEqual({ scid: 'SCN-A', status: 'offline', alive: LATER });
    expect(merged[1]).toBe(rows[1]);
  });

  it('keeps a row read after the event, so a late event never undoes a fresher read', () => {
    const latest = new Map([['SCN-B', { scid: 'SCN-B', status: 'offline', alive: EARLIER }]]);

    expect(withLiveStatus(rows, latest)[1]).toEqual({ scid: 'SCN-B', status: 'online', alive: READ_AT });
  });

  it('takes any event for a scanner never heard before', () => {
    const latest = new Map([['SCN-C', { scid: 'SCN-C', status: 'online', alive: EARLIER }]]);

    expect(withLiveStatus([{ scid: 'SCN-C', status: null, alive: null }], latest)[0]).toEqual({
      scid: 'SCN-C',
      status: 'online',
      alive: EARLIER,
    });
  });
});

describe('presenceState', () => {
  it('is live only once every scanner subscription is acknowledged', () => {
    expect(presenceState(['SCN-A', 'SCN-B'], new Set(['SCN-A']), false)).toBe('connecting');
    expect(presenceState(['SCN-A', 'SCN-B'], new Set(['SCN-A', 'SCN-B']), false)).toBe('live');
  });

  it('falls back to polling when a subscription fails, or there are no or too many scanners to watch', () => {
    expect(presenceState([], new Set(), false)).toBe('polling');
    expect(presenceState(['SCN-A'], new Set(['SCN-A']), true)).toBe('polling');
    const many = Array.from({ length: MAX_WATCHED_SCANNERS + 1 }, (_, i) => `SCN-${i}`);
    expect(presenceState(many, new Set(many), false)).toBe('polling');
  });
});
