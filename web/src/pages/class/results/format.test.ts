/** The response-time format of the results page. */
import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format';

describe('formatSeconds', () => {
  it('shows milliseconds as seconds with one decimal', () => {
    expect(formatSeconds(2345)).toBe('2.3 s');
    expect(formatSeconds(0)).toBe('0.0 s');
  });

  it('shows a dash without a time', () => {
    expect(formatSeconds(null)).toBe('-');
    expect(formatSeconds(undefined)).toBe('-');
  });
});
