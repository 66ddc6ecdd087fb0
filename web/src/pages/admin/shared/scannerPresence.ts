/**
 * Scanner rows kept current by their live status events (docs/fleet-health.md "Live"): an event
 * replaces a row's status and alive time unless the row is newer (a refetch read after it), so a
 * late event never undoes a fresher read. Used by the fleet health page and the running class.
 */
import type { ScannerStatusEvent } from '../../../api/scannerStatus';

/** More scanners than this on one screen are not watched one by one; the screen polls instead. */
export const MAX_WATCHED_SCANNERS = 100;

export type PresenceState = 'connecting' | 'live' | 'polling';

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

export function withLiveStatus<T extends { scid: string; status?: string | null; alive?: string | null }>(
  rows: T[],
  latest: ReadonlyMap<string, Pick<ScannerStatusEvent, 'status' | 'alive'>>,
): T[] {
  return rows.map((row) => {
    const event = latest.get(row.scid);
    if (!event || time(event.alive) < time(row.alive)) return row;
    return { ...row, status: event.status, alive: event.alive };
  });
}

/**
 * live: every scanner's subscription is acknowledged; polling: one failed or dropped, or there are
 * none (a scanner added later is found by the refresh) or too many to watch, so the screen falls
 * back to its slow refresh; connecting: not yet either.
 */
export function presenceState(
  scids: readonly string[],
  acked: ReadonlySet<string>,
  failed: boolean,
): PresenceState {
  if (failed || scids.length === 0 || scids.length > MAX_WATCHED_SCANNERS) return 'polling';
  return scids.every((scid) => acked.has(scid)) ? 'live' : 'connecting';
}
