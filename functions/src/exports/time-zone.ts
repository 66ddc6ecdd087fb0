/**
 * Times in the workbook are shown in one named time zone (docs/exports.md "Time zone"): the
 * requester's, carried on the job. Excel date cells have no zone: they hold a wall-clock time,
 * and exceljs writes a JS Date by its UTC fields, so a cell gets a Date whose UTC fields are the
 * zone's wall clock. The cover sheet names the zone and its offset.
 */

/** The zone of a request that names none (an API caller): stated on the cover sheet. */
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it (100,000 answers). */
function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** The runtime's name for an IANA zone ("asia/seoul" gives "Asia/Seoul"), or null if unknown. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether the runtime knows the IANA zone name ("Asia/Seoul", "Europe/Madrid", "UTC"). */
export function isTimeZone(name: string): boolean {
  return canonicalTimeZone(name) !== null;
}

/** The zone's wall clock at an instant, read from Intl (the slow path, once per bucket below). */
function readWallClock(instant: Date, zone: string): number {
  const field: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant))
    if (part.type !== 'literal') field[part.type] = Number(part.value);
  return Date.UTC(
    field.year ?? 1970,
    (field.month ?? 1) - 1,
    field.day ?? 1,
    field.hour ?? 0,
    field.minute ?? 0,
    field.second ?? 0,
  );
}

/**
 * Offsets change only on quarter-hour boundaries (daylight saving and every current zone), so
 * the offset of a quarter hour's start holds for all of it: one Intl read per quarter hour and
 * zone instead of one per answer.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const offsets = new Map<string, number>();

function offsetAt(time: number, zone: string): number {
  const bucket = Math.floor(time / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${zone}@${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = readWallClock(new Date(bucket), zone) - bucket;
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant's wall-clock time in the zone, as a Date whose UTC fields hold it (for a cell). */
export function wallClock(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), zone));
}

/** An ISO time as a cell value in the zone; null (a blank cell) when there is none. */
export function cellTime(iso: string | null | undefined, zone: string): Date | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : wallClock(instant, zone);
}

/** The calendar day (yyyy-mm-dd) of an ISO time in the zone, for the file name. */
export function localDay(iso: string, zone: string): string {
  return wallClock(new Date(iso), zone).toISOString().slice(0, 10);
}

/** "Asia/Seoul (UTC+09:00)": the zone and its offset at the given instant. */
export function zoneLabel(zone: string, at: Date): string {
  const minutes = Math.round((wallClock(at, zone).getTime() - at.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${zone} (UTC${sign}${hours}:${rest})`;
}
