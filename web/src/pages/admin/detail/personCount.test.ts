import { describe, expect, it } from 'vitest';
import { parsePersonCount } from './personCount';

describe('parsePersonCount', () => {
  it('reads a whole number of people', () => {
    expect(parsePersonCount(' 30 ')).toBe(30);
  });

  it('gives no answer for non-numeric, fractional or zero counts (nothing happens)', () => {
    expect(parsePersonCount('abc')).toBeNull();
    expect(parsePersonCount('2.5')).toBeNull();
    expect(parsePersonCount('0')).toBeNull();
    expect(parsePersonCount('')).toBeNull();
  });
});
