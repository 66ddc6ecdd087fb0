/** How a question link's rate (percent, one decimal, from the server) and answer times read. */
import { formatClock } from '../../class/main/countdown';

/** "75%" or "33.3%"; a dash when the server has no rate (no answers, no correct answer). */
export function rateText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || Number.isNaN(rate)) return '-';
  return `${Number(rate.toFixed(1))}%`;
}

/** The time from the question's start to an answer as mm:ss.SSS; a dash when either is unknown. */
export function answerDelay(startedAt: string, answeredAt: string | null | undefined): string {
  if (!answeredAt) return '-';
  const delay = Date.parse(answeredAt) - Date.parse(startedAt);
  return Number.isNaN(delay) ? '-' : formatClock(delay);
}
