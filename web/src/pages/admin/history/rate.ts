/** How a question link's rate (percent, one decimal, from the server) and answer times read. */
import { formatClock } from '../../class/main/countdown';

/** "75%" or "33.3%"; a dash when the server has no rate (no answers, no correct answer). */
export function rateText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || Number.isNaN(rate)) return '-';
  return `${Number(rate.toFixed(1))}%`;
}

/**
 * What a link's rate measures, as a translation key: a quiz's correct answers, a survey's share
 * of the class who answered (the server's `rate` means either, docs/sessions.md "Answers").
 */
export function rateLabelKey(type: 'quiz' | 'survey' | undefined): 'CORRECT_RATE' | 'ANSWERED_RATE' {
  return type === 'survey' ? 'ANSWERED_RATE' : 'CORRECT_RATE';
}

/**
 * A list cell of a link's rate that says what it measures ("Answered rate 100%"), since one
 * list mixes quizzes and surveys under one column.
 */
export function labelledRateText(
  type: 'quiz' | 'survey' | undefined,
  rate: number | null | undefined,
  t: (key: string) => string,
): string {
  return `${t(rateLabelKey(type))} ${rateText(rate)}`;
}

/** The time from the question's start to an answer as mm:ss.SSS; a dash when either is unknown. */
export function answerDelay(startedAt: string, answeredAt: string | null | undefined): string {
  if (!answeredAt) return '-';
  const delay = Date.parse(answeredAt) - Date.parse(startedAt);
  return Number.isNaN(delay) ? '-' : formatClock(delay);
}
