/** The --answers mix: parsing, refusing what the contract would refuse, and weighted picking. */
import { describe, expect, it } from 'vitest';
import { parseAnswerMix, pickAnswer } from './answers';
import { seededRandom } from './random';

describe('parseAnswerMix', () => {
  it('reads numeric and O/X mixes, a bare key weighing 1', () => {
    expect(parseAnswerMix('1:40, 2:30,3:30')).toEqual([
      { value: '1', weight: 40 },
      { value: '2', weight: 30 },
      { value: '3', weight: 30 },
    ]);
    expect(parseAnswerMix('O:60,X:40,?')).toEqual([
      { value: 'O', weight: 60 },
      { value: 'X', weight: 40 },
      { value: '?', weight: 1 },
    ]);
  });

  it.each(['', 'A:10', '123:5', '1:0', '1:-3', '1:x', '1:2:3', '1:5,1:5'])('refuses %j', (text) => {
    expect(() => parseAnswerMix(text)).toThrow(/--answers/);
  });
});

describe('pickAnswer', () => {
  it('draws keys in proportion to their weights', () => {
    const random = seededRandom(7);
    const mix = parseAnswerMix('O:75,X:25');
    const counts = { O: 0, X: 0 };
    for (let i = 0; i < 4000; i++) counts[pickAnswer(mix, random) as 'O' | 'X']++;
    expect(counts.O + counts.X).toBe(4000);
    expect(counts.O / 4000).toBeGreaterThan(0.7);
    expect(counts.O / 4000).toBeLessThan(0.8);
  });

  it('always draws the only key of a one-key mix', () => {
    const mix = parseAnswerMix('3:1');
    const random = seededRandom(1);
    expect(new Set(Array.from({ length: 100 }, () => pickAnswer(mix, random)))).toEqual(new Set(['3']));
  });
});
