/** The fleet health model against a controlled clock: offline after two minutes, stale buttons. */
import { describe, expect, it } from 'vitest';
import { buttonStale, FLEET_OFFLINE_AFTER_MS, latestSightings, scannerOnline } from './fleet-health';

const ALIVE = Date.parse('2025-03-02T09:00:00.000Z');
const aliveIso = new Date(ALIVE).toISOString();
const DAY = 86_400_000;

describe('scannerOnline', () => {
  it('is online 119 s after the last alive message and offline at 121 s', () => {
    expect(FLEET_OFFLINE_AFTER_MS).toBe(120_000);
    expect(scannerOnline(aliveIso, 'online', ALIVE + 119_000)).toBe(true);
    expect(scannerOnline(aliveIso, 'online', ALIVE + 121_000)).toBe(false);
  });

  it('is offline right after an offline status, and when never alive', () => {
    expect(scannerOnline(aliveIso, 'offline', ALIVE + 1_000)).toBe(false);
    expect(scannerOnline(null, 'online', ALIVE)).toBe(false);
    expect(scannerOnline('not a time', null, ALIVE)).toBe(false);
  });
});

describe('buttonStale', () => {
  it('is stale once N days have passed since the last press, or when never pressed', () => {
    expect(buttonStale(ALIVE, ALIVE + 7 * DAY - 1, 7)).toBe(false);
    expect(buttonStale(ALIVE, ALIVE + 7 * DAY, 7)).toBe(true);
    expect(buttonStale(ALIVE, ALIVE + 2 * DAY, 1)).toBe(true);
    expect(buttonStale(null, ALIVE, 7)).toBe(true);
  });
});

describe('latestSightings', () => {
  it('keeps each button last press over all scanners, with the scanner that heard it', () => {
    const latest = latestSightings([
      { scannerId: 'a', buttons: { M1: { t: 10, b: 80 }, M2: { t: 30 } } },
      { scannerId: 'b', buttons: { M1: { t: 20, r: -60 } } },
    ]);
    expect(latest.get('M1')).toEqual({ t: 20, r: -60, scannerId: 'b' });
    expect(latest.get('M2')).toEqual({ t: 30, scannerId: 'a' });
  });
});
