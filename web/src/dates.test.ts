/** The YY_MM_DD / YY_MM_DD_HH_MM_SS date display (spec section 9). */
import { describe, expect, it } from 'vitest';
import { applyPattern, datePattern, formatDate } from './dates';

// A local date-time, so the expectations do not depend on the machine's time zone.
const MOMENT = new Date(2026, 2, 7, 9, 5, 4);

describe('date display', () => {
  it('writes each language pattern from the translation keys', () => {
    expect(applyPattern(MOMENT, datePattern('ko', 'date'))).toBe('26.03.07');
    expect(applyPattern(MOMENT, datePattern('en', 'dateTime'))).toBe('03/07/26 09:05:04');
    expect(applyPattern(MOMENT, datePattern('es', 'date'))).toBe('07/03/26');
  });

  it('ignores a region suffix and reads English for an unknown language', () => {
    expect(datePattern('ko-KR', 'date')).toBe(datePattern('ko', 'date'));
    expect(datePattern('fr', 'dateTime')).toBe(datePattern('en', 'dateTime'));
  });

  it('keeps unknown characters and supports a four-digit year', () => {
    expect(applyPattern(MOMENT, 'YYYY-MM-DD @ HH')).toBe('2026-03-07 @ 09');
  });

  it('shows nothing for a missing value and the raw text for an unparsable one', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate(MOMENT.toISOString(), 'ko')).toBe('26.03.07 09:05:04');
  });
});
