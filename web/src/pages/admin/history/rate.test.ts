/** The question link's rate and answer-time display. */
import { describe, expect, it } from 'vitest';
import { answerDelay, labelledRateText, rateLabelKey, rateText } from './rate';

describe('question link display', () => {
  it('writes the rate as a percentage with at most one decimal, or a dash without one', () => {
    expect(rateText(75)).toBe('75%');
    expect(rateText(33.333)).toBe('33.3%');
    expect(rateText(null)).toBe('-');
  });

  it("labels a survey's rate as the answered rate and a quiz's as the correct rate", () => {
    const t = (key: string) => ({ CORRECT_RATE: 'Correct rate', ANSWERED_RATE: 'Answered rate' })[key] ?? key;

    expect(rateLabelKey('survey')).toBe('ANSWERED_RATE');
    expect(rateLabelKey('quiz')).toBe('CORRECT_RATE');
    expect(labelledRateText('survey', 100, t)).toBe('Answered rate 100%');
    expect(labelledRateText('quiz', 66.7, t)).toBe('Correct rate 66.7%');
    expect(labelledRateText(undefined, null, t)).toBe('Correct rate -');
  });

  it('writes the answer time from the question start as mm:ss.SSS', () => {
    expect(answerDelay('2026-01-01T10:00:00.000Z', '2026-01-01T10:01:02.345Z')).toBe('01:02.345');
    expect(answerDelay('2026-01-01T10:00:00.000Z', null)).toBe('-');
    expect(answerDelay('2026-01-01T10:00:00.000Z', 'garbage')).toBe('-');
  });
});
