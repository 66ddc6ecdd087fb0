/**
 * The figures of one question link as the screen shows them: the bars, and the percentage (right
 * answers for a quiz, answers among the students shown for a survey). While answers arrive the
 * figure is computed here from the live answers; once the link has stopped and the server's read
 * covers the same answers, the server's `rate` is shown (it is what a correct-answer change
 * recomputes).
 */

import { askedQuestion, type LinkView } from '../../../api/classMain';
import { answerRate, distribution, type OptionCount, rightRate } from './answerStats';

export interface LinkFigures {
  quiz: boolean;
  bars: OptionCount[];
  count: number;
  rate: number | null;
}

export function linkFigures(
  link: LinkView,
  answers: ReadonlyMap<string, string>,
  shownCount: number,
): LinkFigures | null {
  const question = askedQuestion(link);
  if (!question) return null;
  const kind = question.info.answerType;
  const values = [...answers.values()];
  const quiz = question.type === 'quiz';
  const live = quiz ? rightRate(kind, values, link.correct) : answerRate(values.length, shownCount);
  const settled = link.end !== null && link.countOfAnswers === values.length && link.rate !== null;
  return {
    quiz,
    bars: distribution(kind, question.selection.length, values, link.correct),
    count: values.length,
    rate: settled ? link.rate : live,
  };
}
