/**
 * Results and statistics (docs/exports.md "Statistics"), against the local stack: per question
 * asked (distribution, correct rate, response times), per student in a session and across two
 * sessions of a classroom, per classroom (the last 7 days, also as the Spot derived fields), and
 * a teacher of another school refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createEmptySite } from '../support/org-fixtures';
import { endSession, type FinishedClass, finishedClass, STUDENTS } from '../support/results-fixtures';

const DEMO_SITE = 'site-demo';

let teacher: string;
let first: FinishedClass;
let second: FinishedClass;

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  first = await finishedClass(DEMO_SITE);
  await endSession(first.session);
  // A second class in the same classroom with the same students.
  second = await finishedClass(DEMO_SITE, { spotId: first.session.spotId, students: first.students });
}, 90_000);

const LINK_STATS = /* GraphQL */ `
  query ($id: ID!) {
    questionLinkStats(id: $id) {
      questionLink session title type answerType correct countOfAnswers correctRate
      distribution { value label count }
      responseTimes { average median min max }
    }
  }
`;
const STUDENT_RESULTS = /* GraphQL */ `
  query ($session: ID, $spot: ID, $student: ID) {
    studentResults(session: $session, spot: $spot, student: $student) {
      key userId name no answered graded correctCount rate
      answers { questionLink session value label correct responseMs }
    }
  }
`;

describe('statistics of a question asked', () => {
  it('gives the O/X distribution, the correct rate and response times from the start', async () => {
    const result = await gql<{ questionLinkStats: Record<string, unknown> }>(
      LINK_STATS,
      { id: first.links.ox._id },
      { token: teacher },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.questionLinkStats).toMatchObject({
      questionLink: first.links.ox._id,
      session: first.session._id,
      type: 'quiz',
      answerType: 'ox',
      correct: 'O',
      countOfAnswers: STUDENTS,
      correctRate: 50,
      distribution: [
        { value: '1', label: 'O', count: 5 },
        { value: '2', label: 'X', count: 5 },
      ],
      // Seat n answered n × 100 ms after the start.
      responseTimes: { min: 100, max: 1000, median: 550, average: 550 },
    });
  });

  it('counts every offered choice of a multiple-choice and a survey question, unanswered ones too', async () => {
    const multiple = await gql<{ questionLinkStats: { distribution: unknown[]; correctRate: number } }>(
      LINK_STATS,
      { id: first.links.multiple._id },
      { token: teacher },
    );
    const survey = await gql<{ questionLinkStats: { distribution: unknown[]; correctRate: number | null } }>(
      LINK_STATS,
      { id: first.links.survey._id },
      { token: teacher },
    );

    expect(multiple.data?.questionLinkStats.correctRate).toBe(20);
    expect(multiple.data?.questionLinkStats.distribution).toEqual(
      [3, 3, 2, 2].map((count, position) => ({
        value: String(position + 1),
        label: String(position + 1),
        count,
      })),
    );
    expect(survey.data?.questionLinkStats.correctRate).toBeNull();
    expect(survey.data?.questionLinkStats.distribution).toEqual(
      [1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: String(value), count: 2 })),
    );
  });
});

describe('results per student', () => {
  it('gives each student of a session their answers, correct count and rate, by seat', async () => {
    const result = await gql<{ studentResults: Record<string, unknown>[] }>(
      STUDENT_RESULTS,
      { session: first.session._id },
      { token: teacher },
    );

    const rows = result.data?.studentResults ?? [];
    expect(rows.map((row) => row.no)).toEqual(Array.from({ length: STUDENTS }, (_, seat) => seat + 1));
    // Seat 3 (index 2): O (correct), 3 (correct), a survey answer (not graded).
    expect(rows[2]).toMatchObject({
      userId: first.students[2]?._id,
      name: 'Student S3',
      answered: 3,
      graded: 2,
      correctCount: 2,
      rate: 100,
    });
    expect(rows[1]).toMatchObject({ answered: 3, graded: 2, correctCount: 0, rate: 0 });
  });

  it("adds up a student's results across the sessions of a classroom", async () => {
    const student = first.students[0]?._id;

    const result = await gql<{
      studentResults: { answers: { session: string }[]; [key: string]: unknown }[];
    }>(STUDENT_RESULTS, { spot: first.session.spotId, student }, { token: teacher });

    const [row] = result.data?.studentResults ?? [];
    expect(result.data?.studentResults).toHaveLength(1);
    // Seat 1 in each class: O correct, 1 wrong.
    expect(row).toMatchObject({ key: student, answered: 6, graded: 4, correctCount: 2, rate: 50 });
    expect(new Set(row?.answers.map((answer) => answer.session))).toEqual(
      new Set([first.session._id, second.session._id]),
    );
  });

  it('needs a session or a classroom', async () => {
    const result = await gql(STUDENT_RESULTS, {}, { token: teacher });

    expect(result.errors?.[0]?.errorInfo?.key).toBe('FILTER_NEEDS_SCOPE');
  });
});

describe('statistics of a classroom', () => {
  it('counts the questions asked and answers of the last 7 days, per day', async () => {
    const result = await gql<{
      spotStats: {
        questionCount: number;
        answerCount: number;
        perDay: { date: string; questions: number }[];
      };
    }>(
      'query ($s: ID!) { spotStats(spot: $s) { questionCount answerCount perDay { date questions answers } } }',
      {
        s: first.session.spotId,
      },
      { token: teacher },
    );

    expect(result.data?.spotStats).toMatchObject({ questionCount: 6, answerCount: 6 * STUDENTS });
    expect(result.data?.spotStats.perDay).toHaveLength(7);
    expect(result.data?.spotStats.perDay.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      questions: 6,
    });
  });

  it('fills the Spot derived fields from the same data', async () => {
    const result = await gql<{
      spot: {
        questionCount7d: number;
        answerCount7d: number;
        questionLinks: { _id: string; answers: unknown[] }[];
      };
    }>(
      'query ($id: ID!) { spot(id: $id) { questionCount7d answerCount7d questionLinks { _id answers { _id value } } } }',
      { id: first.session.spotId },
      { token: teacher },
    );

    expect(result.data?.spot).toMatchObject({ questionCount7d: 6, answerCount7d: 6 * STUDENTS });
    expect(result.data?.spot.questionLinks.map((link) => link._id)).toContain(second.links.survey._id);
    expect(result.data?.spot.questionLinks.every((link) => link.answers.length === STUDENTS)).toBe(true);
  });
});

describe('access to statistics', () => {
  it('refuses a teacher of another school', async () => {
    const other = await createEmptySite();
    const manager = await createUser({ manager: true }, { siteId: other._id });
    const token = await signin(manager.uid, manager.password);

    const calls = await Promise.all([
      gql(LINK_STATS, { id: first.links.ox._id }, { token }),
      gql(STUDENT_RESULTS, { session: first.session._id }, { token }),
      gql(
        'query ($s: ID!) { spotStats(spot: $s) { questionCount } }',
        { s: first.session.spotId },
        { token },
      ),
    ]);

    expect(calls.map((call) => call.errors?.[0]?.errorType)).toEqual(['Forbidden', 'Forbidden', 'Forbidden']);
  });
});
