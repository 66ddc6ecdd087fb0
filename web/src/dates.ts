/**
 * Date display of spec section 9: the formats come from the translation keys YY_MM_DD and
 * YY_MM_DD_HH_MM_SS of the viewer's language (tokens YYYY, YY, MM, DD, HH, mm, ss), so every
 * screen shows dates the same way. Pure (the locale maps, not the i18next instance): unit-tested.
 */
import { en } from './i18n/locales/en';
import { es } from './i18n/locales/es';
import { ko } from './i18n/locales/ko';

export type DateFormat = 'date' | 'dateTime';

const PATTERNS = { ko, en, es } as const;

/** The pattern of `language` (a region suffix is ignored; unknown languages read English). */
export function datePattern(language: string, format: DateFormat): string {
  const base = language.split('-')[0] as keyof typeof PATTERNS;
  const texts = PATTERNS[base] ?? en;
  return format === 'date' ? texts.YY_MM_DD : texts.YY_MM_DD_HH_MM_SS;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `date` (local time) written with `pattern`; other characters are kept as they are. */
export function applyPattern(date: Date, pattern: string): string {
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    YY: pad(date.getFullYear() % 100),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** An ISO date-time for display; empty when missing, the raw text when it does not parse. */
export function formatDate(
  value: string | null | undefined,
  language: string,
  format: DateFormat = 'dateTime',
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return applyPattern(date, datePattern(language, format));
}
