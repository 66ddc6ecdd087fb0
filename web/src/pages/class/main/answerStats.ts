/**
 * What the chart and the results show from a question's answers (spec sections 4 "Correct
 * answer", 5 "Answers" and 9): the options of an answer type, O and X for ox, the distribution,
 * and the right (quiz) or answer (survey) percentages, computed like the server's `rate`.
 */

export type AnswerKind = 'ox' | 'multiple' | 'survey';

/** Survey answers run from 1 to 5 (spec section 9). */
const SURVEY_OPTIONS = 5;

/** The values an answer can take, as stored: ox 1 (O) and 2 (X), else 1..n. */
export function optionValues(kind: AnswerKind, choiceCount: number): string[] {
  const count = kind === 'ox' ? 2 : kind === 'survey' ? SURVEY_OPTIONS : Math.max(choiceCount, 1);
  return Array.from({ length: count }, (_, index) => String(index + 1));
}

/** Spec: "For ox questions a numeric value of 1 shows as O and any other numeric value shows as X." */
export function answerLabel(kind: AnswerKind, value: string): string {
  if (kind !== 'ox') return value;
  return Number(value) === 1 ? 'O' : 'X';
}

/** Ox answers compare as O or X, so "1" and "01" are the same answer; others as numbers. */
/** Whether two stored answers are the same choice (O/X: a numeric 1 is O, anything else X). */
export function sameAnswer(kind: AnswerKind, a: string, b: string): boolean {
  if (kind === 'ox') return answerLabel(kind, a) === answerLabel(kind, b);
  return Number(a) === Number(b);
}

export interface OptionCount {
  value: string;
  label: string;
  count: number;
  correct: boolean;
}

/** One bar per option, in option order; a value outside the options (never stored) is left out. */
export function distribution(
  kind: AnswerKind,
  choiceCount: number,
  values: Iterable<string>,
  correct: string | null,
): OptionCount[] {
  const options = optionValues(kind, choiceCount).map((value) => ({
    value,
    label: answerLabel(kind, value),
    count: 0,
    correct: correct !== null && sameAnswer(kind, value, correct),
  }));
  for (const value of values) {
    const option = options.find((candidate) => sameAnswer(kind, candidate.value, value));
    if (option) option.count += 1;
  }
  return options;
}

const oneDecimal = (percent: number) => Math.round(percent * 10) / 10;

/** Quiz: the share of answers equal to `correct`, in percent with one decimal; null without either. */
export function rightRate(
  kind: AnswerKind,
  values: readonly string[],
  correct: string | null,
): number | null {
  if (correct === null || correct === '' || values.length === 0) return null;
  const right = values.filter((value) => sameAnswer(kind, value, correct)).length;
  return oneDecimal((right * 100) / values.length);
}

/** Survey: the share of the students shown who answered; null when nobody is shown. */
export function answerRate(answered: number, shown: number): number | null {
  if (shown <= 0) return null;
  return oneDecimal((Math.min(answered, shown) * 100) / shown);
}

/** A percentage for display ("66.7%"), or a dash when there is nothing to count. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '-' : `${rate}%`;
}
