/**
 * The figures of an ended class (docs/class-main.md "Ending the class"): how many questions were
 * asked, the answered rate and the correct rate over the whole class.
 *
 * - The class is the classroom's roster, the session's remote participants and anyone else who
 *   answered (a button with no student), counted once each: the class the server's survey rate
 *   uses (docs/sessions.md), so a rate never passes 100.
 * - Answered rate: answers received over the answers possible (questions x class).
 * - Correct rate: right answers over the graded ones (quiz questions with a correct answer, the
 *   link's own, which the teacher may have changed), as the export's total row.
 * Percentages have one decimal, like the server's `rate`; null when there is nothing to count.
 */

import { askedQuestion, type LinkView } from '../../../api/classMain';
import { sameAnswer } from './answerStats';
import { answerKey } from './seats';

export interface ClassSummaryFigures {
  questions: number;
  answers: number;
  classSize: number;
  answeredRate: number | null;
  graded: number;
  right: number;
  correctRate: number | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

export function classSummary(
  links: readonly LinkView[],
  roster: readonly { _id: string }[],
  participants: readonly { _id: string }[],
): ClassSummaryFigures {
  const everyone = new Set([...roster, ...participants].map((student) => student._id));
  let answers = 0;
  let graded = 0;
  let right = 0;
  for (const link of links) {
    // One answer per student and link on the server; keyed again in case a read repeats one.
    const byStudent = new Map(link.answers.map((answer) => [answerKey(answer), answer.value]));
    for (const key of byStudent.keys()) everyone.add(key);
    answers += byStudent.size;
    const question = askedQuestion(link);
    const correct = link.correct;
    if (question?.type !== 'quiz' || correct === null || correct === '') continue;
    graded += byStudent.size;
    for (const value of byStudent.values())
      if (sameAnswer(question.info.answerType, value, correct)) right += 1;
  }
  return {
    questions: links.length,
    answers,
    classSize: everyone.size,
    answeredRate: percent(answers, links.length * everyone.size),
    graded,
    right,
    correctRate: percent(right, graded),
  };
}
