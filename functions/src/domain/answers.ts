/**
 * Answers to a question link (spec section 5 "Answers", docs/sessions.md): the validation of a
 * pressed value, the student key an answer is stored under, the rates shown for a link, and
 * `recordAnswer`, the idempotent write the future answer consumer (MQTT) will call.
 */
import { z } from 'zod';
import type { AnswerRecord, QuestionLinkRecord, QuestionRecord } from '../data/records';
import type { SessionStore } from '../data/session-store';
import { badRequest } from './errors';
import { parseArgs } from './validation';

/** What an answer source reports: a student, a button device or a remote app, with the value. */
export interface AnswerInput {
  value: string;
  /** When the button was pressed (ISO time). */
  at: string;
  student?: string | null;
  device?: { mac: string; user?: string | null } | null;
  app?: { uuid: string; user?: string | null } | null;
}

const answerInput = z.object({
  value: z.string().trim().min(1, 'INVALID_ANSWER').max(10, 'INVALID_ANSWER'),
  at: z.iso.datetime({ offset: true, message: 'INVALID_ANSWER_TIME' }),
  student: z.string().min(1).max(128).nullish(),
  device: z.object({ mac: z.string().min(1).max(64), user: z.string().max(128).nullish() }).nullish(),
  app: z.object({ uuid: z.string().min(1).max(128), user: z.string().max(128).nullish() }).nullish(),
});

/** The survey scale of the hardware buttons (docs/questions.md "More than 5 choices"). */
const SURVEY_SCALE = 5;

/** The question a link asked (the first of its list of lists). */
export function askedQuestion(link: Pick<QuestionLinkRecord, 'question'>): QuestionRecord {
  const question = link.question[0]?.[0];
  if (!question) throw new Error('A question link without a question');
  return question;
}

/**
 * The stored value of a pressed answer, or INVALID_ANSWER: O/X questions take only O or X (kept
 * as 1 and 2, like the question's correct answer); multiple choice a choice number; surveys 1..5.
 */
export function normalizeAnswer(
  question: Pick<QuestionRecord, 'answerType' | 'selection'>,
  raw: string,
): string {
  const value = raw.trim().toUpperCase();
  if (question.answerType === 'ox') {
    if (value === 'O') return '1';
    if (value === 'X') return '2';
    throw badRequest('INVALID_ANSWER', 'An O/X question takes only O or X.');
  }
  const max = question.answerType === 'multiple' ? question.selection.length : SURVEY_SCALE;
  if (!/^[1-9]$/.test(value) || Number(value) > max)
    throw badRequest('INVALID_ANSWER', `The answer must be a number from 1 to ${max}.`, { max });
  return value;
}

/** Who answered: the student's user id when known, else the device's MAC, else the app's uuid. */
export function studentKeyOf(answer: Pick<AnswerInput, 'student' | 'device' | 'app'>): string {
  const user = answer.student || answer.device?.user || answer.app?.user;
  if (user) return user;
  if (answer.device?.mac) return `device#${answer.device.mac.toUpperCase()}`;
  if (answer.app?.uuid) return `app#${answer.app.uuid}`;
  throw badRequest('INVALID_ANSWER', 'An answer names no student, device or app.');
}

/** Is a stored answer the correct one? O/X: a numeric 1 is O and anything else X (spec section 4). */
export function isCorrect(answerType: QuestionRecord['answerType'], value: string, correct: string): boolean {
  if (answerType === 'ox') return (value === '1') === (correct === '1');
  return Number(value) === Number(correct);
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

/**
 * The rate of a link in percent (one decimal), null when nothing can be measured.
 * Quiz: answers equal to `correct` among all answers. Survey: participants who answered among
 * the session's participants; without a roster the participants are the students who answered.
 */
export function linkRate(
  link: Pick<QuestionLinkRecord, 'question' | 'correct'>,
  answers: Pick<AnswerRecord, 'value' | 'studentKey'>[],
  participants: string[],
): number | null {
  const question = askedQuestion(link);
  if (question.type === 'quiz') {
    if (!link.correct) return null;
    const correct = link.correct;
    return percent(
      answers.filter((answer) => isCorrect(question.answerType, answer.value, correct)).length,
      answers.length,
    );
  }
  const answered = new Set(answers.map((answer) => answer.studentKey));
  if (participants.length === 0) return percent(answered.size, answered.size);
  return percent(participants.filter((id) => answered.has(id)).length, participants.length);
}

/** What recordAnswer did: stored, or left the stored answer (a replay or an older press). */
export type AnswerOutcome = 'recorded' | 'ignored';

export class AnswerRecorder {
  constructor(private readonly store: SessionStore) {}

  /**
   * Stores one press. `seq` is the scanner's sequence (or press time in ms): the highest wins.
   * A press after the link's end is refused (QUESTION_STOPPED); a press before it that arrives
   * late is still taken, so a slow network loses no answer.
   */
  async recordAnswer(link: QuestionLinkRecord, rawAnswer: AnswerInput, seq: number): Promise<AnswerOutcome> {
    const answer = parseArgs(answerInput, rawAnswer);
    if (!Number.isSafeInteger(seq) || seq < 0)
      throw badRequest('INVALID_ANSWER_SEQUENCE', 'The sequence must be an integer ≥ 0.');
    if (link.end && Date.parse(answer.at) > Date.parse(link.end))
      throw badRequest('QUESTION_STOPPED', 'The question was stopped before this answer.');
    const value = normalizeAnswer(askedQuestion(link), answer.value);
    const student = answer.student || answer.device?.user || answer.app?.user || null;
    const stored = await this.store.putAnswer({
      linkId: link._id,
      studentKey: studentKeyOf(answer),
      value,
      seq,
      at: answer.at,
      student,
      device: answer.device
        ? { mac: answer.device.mac.toUpperCase(), user: answer.device.user ?? null }
        : null,
      app: answer.app ? { uuid: answer.app.uuid, user: answer.app.user ?? null } : null,
    });
    return stored ? 'recorded' : 'ignored';
  }
}
