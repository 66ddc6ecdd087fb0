/** The question link's rate and answer-time display. */
import { describe, expect, it } from 'vitest';
import { answerDelay, rateText } from './rate';

describe('question link display', () => {
  it('writes the rate as a percentage with at most one decimal, or a dash without one', () => {
    expect(rateText(75)).toBe('75%');
    expect(rateText(33.333)).toBe('33.3%');
    expect(rateText(null)).toBe('-');
  });

  it('writes the answer time from the question start as mm:ss.SSS', () => {
    expect(answerDelay('2026-01-01T10:00:00.000Z', '2026-01-01T10:01:02.345Z')).toBe('01:02.345');
    expect(answerDelay('2026-01-01T10:00:00.000Z', null)).toBe('-');
    expect(answerDelay('2026-01-01T10:00:00.000Z', 'garbage')).toBe('-');
  });
});
