/** The countdown's mm:ss.SSS format and its clock arithmetic. */
import { describe, expect, it } from 'vitest';
import { clockAt, formatClock, soundDue } from './countdown';

describe('formatClock', () => {
  it('shows minutes, seconds and milliseconds with fixed widths', () => {
    expect(formatClock(0)).toBe('00:00.000');
    expect(formatClock(7)).toBe('00:00.007');
    expect(formatClock(61_234)).toBe('01:01.234');
    expect(formatClock(30_000)).toBe('00:30.000');
  });

  it('never shows a negative time and drops fractions of a millisecond', () => {
    expect(formatClock(-250)).toBe('00:00.000');
    expect(formatClock(1999.9)).toBe('00:01.999');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatClock(61 * 60_000 + 5)).toBe('61:00.005');
  });
});

describe('clockAt', () => {
  it('counts down from the limit and stops at zero as expired', () => {
    expect(clockAt(1000, 30, 1000)).toEqual({ ms: 30_000, expired: false, counting: 'down' });
    expect(clockAt(1000, 30, 11_500)).toEqual({ ms: 19_500, expired: false, counting: 'down' });
    expect(clockAt(1000, 30, 31_000)).toEqual({ ms: 0, expired: true, counting: 'down' });
    expect(clockAt(1000, 30, 99_000)).toEqual({ ms: 0, expired: true, counting: 'down' });
  });

  it('counts up without a limit and never expires', () => {
    expect(clockAt(1000, 0, 4000)).toEqual({ ms: 3000, expired: false, counting: 'up' });
  });

  it('treats a clock behind the start as no time elapsed', () => {
    expect(clockAt(5000, 10, 4000).ms).toBe(10_000);
  });
});

describe('soundDue', () => {
  it('starts the sound in the last five seconds of a limited question only', () => {
    expect(soundDue(30, 5000)).toBe(true);
    expect(soundDue(30, 5001)).toBe(false);
    expect(soundDue(30, 0)).toBe(false);
    expect(soundDue(0, 3000)).toBe(false);
  });
});
