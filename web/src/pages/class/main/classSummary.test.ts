/** The figures shown when a class ends: questions, answered rate over the class, correct rate. */
import { describe, expect, it } from 'vitest';
import type { LinkAnswer, LinkView } from '../../../api/classMain';
import type { AnswerKind } from './answerStats';
import { classSummary } from './classSummary';
import { linkQuestion, linkView } from './linkViewFixture';

function link(
  answers: LinkAnswer[],
  options: { type?: 'quiz' | 'survey'; kind?: AnswerKind; correct?: string | null } = {},
): LinkView {
  return linkView({
    _id: `link-${Math.random()}`,
    correct: options.correct === undefined ? '1' : options.correct,
    countOfAnswers: answers.length,
    question: linkQuestion(options.type, options.kind),
    answers,
  });
}

const by = (student: string, value: string): LinkAnswer => ({
  value,
  student: { _id: student },
  device: null,
  app: null,
});
const roster = ['s1', 's2', 's3', 's4'].map((_id) => ({ _id }));

describe('classSummary', () => {
  it('takes the answered rate over every question and the whole class, and the correct rate over graded answers', () => {
    // Prepare: 4 on the roster; an O/X quiz (correct O) answered by 3, a survey answered by 2.
    const links = [
      link([by('s1', '1'), by('s2', '2'), by('s3', '1')]),
      link([by('s1', '4'), by('s4', '5')], { type: 'survey', correct: null }),
    ];
    // Act
    const figures = classSummary(links, roster, []);
    // Assess: 5 answers of 2 x 4 possible; 2 right of the 3 graded quiz answers.
    expect(figures).toEqual({
      questions: 2,
      answers: 5,
      classSize: 4,
      answeredRate: 62.5,
      graded: 3,
      right: 2,
      correctRate: 66.7,
    });
  });

  it('counts remote participants and unknown buttons in the class, each once', () => {
    // Prepare: s1 is on the roster and also listed as a participant; a button with no student answers.
    const button: LinkAnswer = { value: '1', student: null, device: { mac: 'AA', user: null }, app: null };
    const links = [link([by('s1', '1'), by('r1', '1'), button])];
    // Act
    const figures = classSummary(links, [{ _id: 's1' }], [{ _id: 's1' }, { _id: 'r1' }]);
    // Assess
    expect(figures.classSize).toBe(3);
    expect(figures.answeredRate).toBe(100);
  });

  it("grades with the link's correct answer (changed after the question) and compares choices as numbers", () => {
    // Prepare: multiple choice, the teacher changed the correct answer to 3.
    const links = [link([by('s1', '3'), by('s2', '03'), by('s3', '1')], { kind: 'multiple', correct: '3' })];
    // Act
    const figures = classSummary(links, roster, []);
    // Assess
    expect([figures.right, figures.graded, figures.correctRate]).toEqual([2, 3, 66.7]);
  });

  it('has no rates for a class with no question asked or no quiz with a correct answer', () => {
    // Act
    const empty = classSummary([], roster, []);
    const ungraded = classSummary([link([by('s1', '1')], { correct: null })], roster, []);
    // Assess
    expect([empty.questions, empty.answeredRate, empty.correctRate]).toEqual([0, null, null]);
    expect([ungraded.answeredRate, ungraded.correctRate]).toEqual([25, null]);
  });
});
