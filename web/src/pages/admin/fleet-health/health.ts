/**
 * The console's fleet health model, recomputed against the browser's ticking clock so a scanner
 * flips to offline without a reload. Mirrors functions/src/domain/fleet/fleet-health.ts; the offline
 * threshold comes from the server's answer (offlineAfterMs), so both use one number.
 */
export const DEFAULT_STALE_DAYS = 7;
export const MAX_STALE_DAYS = 365;
const DAY_MS = 86_400_000;

export function scannerOnline(
  scanner: { alive?: string | null; status?: string | null },
  now: number,
  offlineAfterMs: number,
): boolean {
  const last = scanner.alive ? Date.parse(scanner.alive) : Number.NaN;
  if (!Number.isFinite(last) || scanner.status === 'offline') return false;
  return now - last < offlineAfterMs;
}

export function buttonStale(lastPress: string | null | undefined, now: number, staleDays: number): boolean {
  const last = lastPress ? Date.parse(lastPress) : Number.NaN;
  return !Number.isFinite(last) || now - last >= staleDays * DAY_MS;
}

/** The "not seen in N days" filter: only stale buttons when on, all of them otherwise. */
export function notSeenFilter<T extends { lastPress?: string | null }>(
  buttons: T[],
  now: number,
  staleDays: number,
  onlyStale: boolean,
): T[] {
  return onlyStale ? buttons.filter((button) => buttonStale(button.lastPress, now, staleDays)) : buttons;
}

/** A typed N: whole days 1..MAX_STALE_DAYS, else the default. */
export function parseStaleDays(text: string): number {
  const days = Number(text);
  return Number.isInteger(days) && days >= 1 && days <= MAX_STALE_DAYS ? days : DEFAULT_STALE_DAYS;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** "3 minutes ago" in the console's language; null without a time. */
export function relativeTime(iso: string | null | undefined, now: number, language: string): string | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(at)) return null;
  const elapsed = Math.max(0, now - at);
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['second', 1_000];
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-Math.floor(elapsed / size), unit);
}
