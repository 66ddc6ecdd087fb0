/** MBTI scoring: the four pairs, divisor 3 rounded up, the type letter per pair. */
import { describe, expect, it } from 'vitest';
import { mbtiPercent, scoreMbti } from './mbti';

describe('mbtiPercent', () => {
  it('divides by 3 and rounds up', () => {
    expect(mbtiPercent(0)).toBe(0);
    expect(mbtiPercent(1)).toBe(34);
    expect(mbtiPercent(2)).toBe(67);
    expect(mbtiPercent(3)).toBe(100);
  });

  it('never goes past 100 when a pair was asked more than three times', () => {
    expect(mbtiPercent(4)).toBe(100);
  });
});

describe('scoreMbti', () => {
  it('scores the letter on O and the other letter of its pair on X', () => {
    const result = scoreMbti([
      { letter: 'E', value: '1' },
      { letter: 'E', value: '2' },
      { letter: 'I', value: '1' },
      { letter: 'n', value: '1' },
      { letter: 'S', value: '2' },
      { letter: 'T', value: '2' },
      { letter: 'J', value: '1' },
    ]);
    expect(result.points).toEqual({ E: 1, I: 2, N: 2, S: 0, T: 0, F: 1, P: 0, J: 1 });
    expect(result.percent).toMatchObject({ E: 34, I: 67, N: 67, F: 34, J: 34 });
    expect(result.type).toBe('INFJ');
  });

  it('takes the first letter of a pair on a tie and ignores unknown letters and values', () => {
    const result = scoreMbti([
      { letter: 'Q', value: '1' },
      { letter: 'P', value: '5' },
    ]);
    expect(result.type).toBe('ENTP');
    expect(Object.values(result.points).every((value) => value === 0)).toBe(true);
  });
});
