/**
 * The fleet health model (docs/fleet-health.md), pure so tests give it any clock: a scanner is
 * online while its last alive message is younger than FLEET_OFFLINE_AFTER_MS and it did not say
 * "offline"; a button is stale when its last press (from any scanner of the site) is staleDays
 * old or older, or it was never heard. The console mirrors this (web/src/pages/admin/fleet-health).
 */
import type { ButtonSeen } from '../../devices/button-health';

/** Two heartbeats (scanners send one every 60 s, LIMITS.heartbeatIntervalMs): then offline. */
export const FLEET_OFFLINE_AFTER_MS = 120_000;
export const DEFAULT_STALE_DAYS = 7;
export const MAX_STALE_DAYS = 365;
const DAY_MS = 86_400_000;

export function scannerOnline(
  alive: string | null | undefined,
  status: string | null | undefined,
  now: number,
) {
  const last = alive ? Date.parse(alive) : Number.NaN;
  if (!Number.isFinite(last) || status === 'offline') return false;
  return now - last < FLEET_OFFLINE_AFTER_MS;
}

export function buttonStale(lastPress: number | null | undefined, now: number, staleDays: number) {
  return lastPress == null || now - lastPress >= staleDays * DAY_MS;
}

/** A button's latest sighting over all scanners' health items, with the scanner that heard it. */
export function latestSightings(
  items: { scannerId: string; buttons: Record<string, ButtonSeen> }[],
): Map<string, ButtonSeen & { scannerId: string }> {
  const latest = new Map<string, ButtonSeen & { scannerId: string }>();
  for (const item of items) {
    for (const [mac, seen] of Object.entries(item.buttons)) {
      const known = latest.get(mac);
      if (!known || seen.t > known.t) latest.set(mac, { ...seen, scannerId: item.scannerId });
    }
  }
  return latest;
}
