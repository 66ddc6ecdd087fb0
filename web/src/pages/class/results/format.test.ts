/** The response-time format of the results page. */
import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format';

describe('formatSeconds', () => {
  it('shows milliseconds as seconds with one decimal, in Korean with its own unit', () => {
    expect(formatSeconds(4400, 'ko')).toBe('4.4초');
    expect(formatSeconds(0, 'ko')).toBe('0.0초');
  });

  it('uses the unit and decimal mark of English and Spanish', () => {
    expect(formatSeconds(2345, 'en')).toBe('2.3 sec');
    expect(formatSeconds(2345, 'es')).toBe('2,3 s');
  });

  it('shows a dash without a time', () => {
    expect(formatSeconds(null, 'ko')).toBe('-');
    expect(formatSeconds(undefined, 'en')).toBe('-');
  });
});
