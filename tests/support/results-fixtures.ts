/**
 * A finished class for results, statistics and export tests, written through the product's data
 * layer: a session in a classroom of its own, 10 students with seats, and 3 questions (O/X,
 * multiple choice, survey) asked one after the other, each answered by every student with the
 * answer consumer's write (AnswerRecorder.recordPress). The expected answers are a pure function
 * of the seat, so a test can compute every total itself.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import type { QuestionLinkRecord, SessionRecord, UserRecord } from '../../functions/src/data/records';
import { SessionStore } from '../../functions/src/data/session-store';
import { createUser, testTable } from './fixtures';
import { createQuestionRecord, DEMO_TEACHER } from './question-fixtures';
import { answerRecorder, createLinkRecord, createSessionRecord } from './session-fixtures';

export const STUDENTS = 10;

/** What student `seat` (0-based) answers to each question, as the console shows it. */
export const ANSWER_OF = {
  ox: (seat: number) => (seat % 2 === 0 ? 'O' : 'X'),
  multiple: (seat: number) => String((seat % 4) + 1),
  survey: (seat: number) => String((seat % 5) + 1),
} as const;

export interface FinishedClass {
  session: SessionRecord;
  students: UserRecord[];
  links: { ox: QuestionLinkRecord; multiple: QuestionLinkRecord; survey: QuestionLinkRecord };
}

/** A new session in the given classroom (one with no ongoing session), or in a new one. */
export async function openSession(siteId: string, spotId?: string): Promise<SessionRecord> {
  if (!spotId) return createSessionRecord(siteId);
  const now = new Date().toISOString();
  const session: SessionRecord = {
    _id: `session-${randomUUID()}`,
    code: String(randomInt(1_000_000)).padStart(6, '0'),
    siteId,
    spotId,
    starttime: now,
    endtime: null,
    userId: 'user-teacher',
    participants: [],
    info: null,
    createdAt: now,
    updatedAt: now,
  };
  await new EntityRepository(testTable()).create('SESSION', session, { siteId, spotId }, [
    { kind: 'SESSIONSPOT', value: spotId },
    { kind: 'SESSIONCODE', value: session.code },
  ]);
  return session;
}

/** Asks the question, stores every student's answer, stops it. */
async function ask(
  session: SessionRecord,
  students: UserRecord[],
  overrides: Parameters<typeof createQuestionRecord>[1],
  answerOf: (seat: number) => string,
): Promise<QuestionLinkRecord> {
  const link = await createLinkRecord(session, await createQuestionRecord(DEMO_TEACHER, overrides));
  const started = Date.parse(link.createdAt);
  await Promise.all(
    students.map((student, seat) =>
      answerRecorder().recordPress(
        link,
        // Seat n answers (n + 1) × 100 ms after the start: response times are known.
        {
          value: answerOf(seat),
          at: new Date(started + (seat + 1) * 100).toISOString(),
          student: student._id,
        },
        1,
      ),
    ),
  );
  // Stopped after the last press, as a teacher would.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await new SessionStore(testTable()).stopLink(link, new Date().toISOString(), true);
  return link;
}

export async function finishedClass(
  siteId: string,
  options: { spotId?: string; students?: UserRecord[] } = {},
): Promise<FinishedClass> {
  const session = await openSession(siteId, options.spotId);
  const students =
    options.students ??
    (await Promise.all(
      Array.from({ length: STUDENTS }, (_, seat) =>
        createUser({ user: true }, { siteId, firstname: `S${seat + 1}`, lastname: 'Student', no: seat + 1 }),
      ),
    ));
  const ox = await ask(session, students, { title: { main: 'Is the sky blue?' } }, ANSWER_OF.ox);
  const multiple = await ask(
    session,
    students,
    {
      title: { main: 'Which of these numbers is three, written as a word in a rather long title?' },
      answerType: 'multiple',
      selection: ['one', 'two', 'three', 'four'].map((title) => ({ title, image: null })),
      correct: '3',
    },
    ANSWER_OF.multiple,
  );
  const survey = await ask(
    session,
    students,
    { title: { main: 'How did you like it?' }, type: 'survey', answerType: 'survey', correct: null },
    ANSWER_OF.survey,
  );
  return { session, students, links: { ox, multiple, survey } };
}

/** Ends the session, so another can start in its classroom. */
export async function endSession(session: SessionRecord): Promise<void> {
  await new SessionStore(testTable()).endSession(session, null, new Date().toISOString());
}
