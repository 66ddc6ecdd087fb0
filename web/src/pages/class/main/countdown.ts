/**
 * The question countdown (spec section 9: "Timing format is mm:ss with milliseconds"): pure
 * arithmetic, so the screen only renders what these return.
 */

/** The time limits offered when a question starts, in seconds (0: no limit, the clock counts up). */
export const TIME_LIMITS = [0, 10, 20, 30, 60, 90, 120] as const;
export const DEFAULT_TIME_LIMIT = 30;
/** The countdown sound starts this long before the end (the default file is 5 s of ticks). */
export const SOUND_LEAD_MS = 5000;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `ms` as mm:ss.SSS; negative values show 00:00.000, minutes past 99 keep growing. */
export function formatClock(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const minutes = Math.floor(whole / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(whole % 1000, 3)}`;
}

/**
 * What the clock shows `now` for a question started at `startedAt`: with a limit, the time left
 * (never below 0) and whether it has run out; without one, the time elapsed.
 */
export function clockAt(
  startedAt: number,
  limitSeconds: number,
  now: number,
): { ms: number; expired: boolean; counting: 'down' | 'up' } {
  const elapsed = Math.max(0, now - startedAt);
  if (limitSeconds <= 0) return { ms: elapsed, expired: false, counting: 'up' };
  const left = limitSeconds * 1000 - elapsed;
  return { ms: Math.max(0, left), expired: left <= 0, counting: 'down' };
}

/** Whether the countdown sound should start now (once, when the time left enters the lead). */
export function soundDue(limitSeconds: number, leftMs: number): boolean {
  return limitSeconds > 0 && leftMs > 0 && leftMs <= SOUND_LEAD_MS;
}
