/**
 * How the console asks for an export (docs/exports.md "Language and time zone"): in its own
 * language and the browser's time zone, for a session or for a classroom's days chosen in the
 * browser's calendar; and how the finished file reaches the person: the download starts by
 * itself, through a link click the browser treats as a download (the signed link answers with
 * Content-Disposition: attachment, so the page stays where it is).
 */

import type { ExportPresentation } from '../../../api/results';
import { isLanguage, type Language } from '../../../i18n/language';

/**
 * The longest range of chosen days: one short of the server's 366 (functions/src/exports/job.ts
 * EXPORT_MAX_RANGE_DAYS), so a daylight-saving hour between two local midnights never crosses it.
 */
export const MAX_RANGE_DAYS = 365;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function exportPresentation(
  language: string | undefined,
  timeZone = browserTimeZone(),
): ExportPresentation {
  const chosen: Language = isLanguage(language) ? language : 'ko';
  return { language: chosen, timeZone };
}

/** A calendar day (YYYY-MM-DD) at local midnight; null when it is not one. */
function localMidnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : null;
}

/**
 * The export range of two chosen days, both included: from the first day's local midnight to
 * the midnight after the last (the server's `to` is exclusive). Null when a day is missing, the
 * days are the wrong way round or there are more than MAX_RANGE_DAYS of them.
 */
export function dayRange(fromDay: string, toDay: string): { from: string; to: string } | null {
  const from = localMidnight(fromDay);
  const last = localMidnight(toDay);
  if (!from || !last || last < from) return null;
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  if (Math.round((to.getTime() - from.getTime()) / 86_400_000) > MAX_RANGE_DAYS) return null;
  return { from: from.toISOString(), to: to.toISOString() };
}

/** A local calendar day (YYYY-MM-DD) `daysAgo` days before `now`. */
export function dayBefore(now: Date, daysAgo: number): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Starts the download of a finished export without leaving the page or opening a tab. */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
