/** Chart data and percentages from answers: ox labels, option counts, right and answer rates. */
import { describe, expect, it } from 'vitest';
import { answerLabel, answerRate, distribution, formatRate, optionValues, rightRate } from './answerStats';

describe('optionValues and answerLabel', () => {
  it('offers O and X for ox, the choices for multiple choice and 1..5 for a survey', () => {
    expect(optionValues('ox', 0).map((value) => answerLabel('ox', value))).toEqual(['O', 'X']);
    expect(optionValues('multiple', 4)).toEqual(['1', '2', '3', '4']);
    expect(optionValues('survey', 0)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows an ox value of 1 as O and any other number as X', () => {
    expect(answerLabel('ox', '1')).toBe('O');
    expect(answerLabel('ox', '2')).toBe('X');
    expect(answerLabel('ox', '3')).toBe('X');
    expect(answerLabel('multiple', '3')).toBe('3');
  });
});

describe('distribution', () => {
  it('counts the answers per option and marks the correct one', () => {
    const bars = distribution('ox', 0, ['1', '2', '1', '1'], '1');
    expect(bars).toEqual([
      { value: '1', label: 'O', count: 3, correct: true },
      { value: '2', label: 'X', count: 1, correct: false },
    ]);
  });

  it('keeps empty options as zero bars and drops values outside the options', () => {
    const bars = distribution('multiple', 3, ['3', '9'], null);
    expect(bars.map((bar) => bar.count)).toEqual([0, 0, 1]);
    expect(bars.some((bar) => bar.correct)).toBe(false);
  });
});

describe('rightRate', () => {
  it('is the share of answers equal to the correct one, with one decimal', () => {
    expect(rightRate('ox', ['1', '2', '1'], '1')).toBe(66.7);
    expect(rightRate('ox', ['1', '2', '1'], '2')).toBe(33.3);
    expect(rightRate('multiple', ['2', '2', '4', '1'], '2')).toBe(50);
  });

  it('is null without answers or without a correct answer', () => {
    expect(rightRate('ox', [], '1')).toBeNull();
    expect(rightRate('survey', ['1'], null)).toBeNull();
  });
});

describe('answerRate and formatRate', () => {
  it('is the share of students who answered, capped at everyone', () => {
    expect(answerRate(2, 3)).toBe(66.7);
    expect(answerRate(5, 4)).toBe(100);
    expect(answerRate(0, 0)).toBeNull();
  });

  it('shows a dash for no rate', () => {
    expect(formatRate(null)).toBe('-');
    expect(formatRate(40)).toBe('40%');
  });
});
