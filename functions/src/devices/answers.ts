/**
 * Answers to a question link (spec section 5 "Answers", docs/sessions.md): the validation of a
 * pressed value, the student key an answer is stored under, the rates shown for a link, and
 * `recordPress` / `recordAnswer`, the idempotent write of the answer consumer and the remote app. Which of two
 * presses is later is decided by devices/sequence.ts isLaterPress, the rule of the MQTT contract.
 */
import { z } from 'zod';
import type { AnswerStore } from '../data/answer-store';
import type { PressWrite } from '../data/answer-write';
import type { AnswerRecord, QuestionLinkRecord, QuestionRecord } from '../data/records';
import { badRequest } from '../kernel/errors';
import { parseArgs } from '../kernel/validation';
import type { RejectReason } from './payloads';

/** What an answer source reports: a student, a button device or a remote app, with the value. */
export interface AnswerInput {
  value: string;
  /** When the button was pressed, on the server's clock (ISO; the consumer's serverPressTime). */
  at: string;
  /** When the press reached the server (Unix ms); the tie-break between senders. Default: `at`. */
  receivedAt?: number | null;
  /** The scanner (scid) that relayed the press: its seq numbers the presses of all its buttons. */
  scanner?: string | null;
  student?: string | null;
  device?: { mac: string; user?: string | null } | null;
  app?: { uuid: string; user?: string | null } | null;
}

const answerInput = z.object({
  value: z.string().trim().min(1, 'INVALID_ANSWER').max(10, 'INVALID_ANSWER'),
  at: z.iso.datetime({ offset: true, message: 'INVALID_ANSWER_TIME' }),
  receivedAt: z.number().int().min(0).nullish(),
  scanner: z.string().min(1).max(128).nullish(),
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
 * A pressed value read against its question: the value to store, or why it is not an answer (the
 * message of INVALID_ANSWER, and the largest choice when one is a number). A result rather than
 * a throw, so the press path refuses it as invalid-value without catching anything else.
 */
export type AnswerValue = { ok: true; value: string } | { ok: false; message: string; max?: number };

/**
 * O/X questions take only O or X (kept as 1 and 2, like the question's correct answer); multiple
 * choice a choice number; surveys 1..5.
 */
export function answerValueOf(
  question: Pick<QuestionRecord, 'answerType' | 'selection'>,
  raw: string,
): AnswerValue {
  const value = raw.trim().toUpperCase();
  if (question.answerType === 'ox') {
    if (value === 'O') return { ok: true, value: '1' };
    if (value === 'X') return { ok: true, value: '2' };
    return { ok: false, message: 'An O/X question takes only O or X.' };
  }
  const max = question.answerType === 'multiple' ? question.selection.length : SURVEY_SCALE;
  if (!/^[1-9]$/.test(value) || Number(value) > max)
    return { ok: false, message: `The answer must be a number from 1 to ${max}.`, max };
  return { ok: true, value };
}

/** The stored value of an answer (answerValueOf), or BadRequest INVALID_ANSWER. */
export function normalizeAnswer(
  question: Pick<QuestionRecord, 'answerType' | 'selection'>,
  raw: string,
): string {
  const checked = answerValueOf(question, raw);
  if (checked.ok) return checked.value;
  throw badRequest('INVALID_ANSWER', checked.message, checked.max === undefined ? {} : { max: checked.max });
}

/** Who answered: the student's user id when known, else the device's MAC, else the app's uuid. */
export function studentKeyOf(answer: Pick<AnswerInput, 'student' | 'device' | 'app'>): string {
  const user = answer.student || answer.device?.user || answer.app?.user;
  if (user) return user;
  if (answer.device?.mac) return `device#${answer.device.mac.toUpperCase()}`;
  if (answer.app?.uuid) return `app#${answer.app.uuid}`;
  throw badRequest('INVALID_ANSWER', 'An answer names no student, device or app.');
}

/**
 * Who sent the press, the scope in which its `seq` counts: the relaying scanner, else the direct
 * button, else the app, else the student (an answer entered for them).
 */
export function senderOf(answer: Pick<AnswerInput, 'scanner' | 'student' | 'device' | 'app'>): string {
  if (answer.scanner) return `scanner#${answer.scanner}`;
  if (answer.device?.mac) return `device#${answer.device.mac.toUpperCase()}`;
  if (answer.app?.uuid) return `app#${answer.app.uuid}`;
  if (answer.student) return `user#${answer.student}`;
  throw badRequest('INVALID_ANSWER', 'An answer names no student, device or app.');
}

/**
 * The stored answer of a checked press or answer: `value` as normalizeAnswer returned it, `at`
 * within the link's window, `seq` an integer >= 0. Builds, checks nothing: every source checks
 * its input once, where it arrives (recordPress, the consumer's decidePress).
 */
export function answerRecordOf(
  link: Pick<QuestionLinkRecord, '_id'>,
  answer: AnswerInput,
  value: string,
  seq: number,
): AnswerRecord {
  const serverAt = Date.parse(answer.at);
  return {
    linkId: link._id,
    studentKey: studentKeyOf(answer),
    value,
    sender: senderOf(answer),
    seq,
    at: answer.at,
    serverAt,
    receivedAt: answer.receivedAt ?? serverAt,
    student: answer.student || answer.device?.user || answer.app?.user || null,
    device: answer.device ? { mac: answer.device.mac.toUpperCase(), user: answer.device.user ?? null } : null,
    app: answer.app ? { uuid: answer.app.uuid, user: answer.app.user ?? null } : null,
  };
}

/** Is a stored answer the correct one? O/X: a numeric 1 is O and anything else X (spec section 4). */
export function isCorrect(answerType: QuestionRecord['answerType'], value: string, correct: string): boolean {
  if (answerType === 'ox') return (value === '1') === (correct === '1');
  return Number(value) === Number(correct);
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

/**
 * The rate of a link in percent (one decimal), null when nothing can be measured.
 * Quiz: answers equal to `correct` among all answers. Survey: the share of the class who
 * answered. The class is `students` (the caller's roster and remote participants, user ids;
 * duplicates allowed) plus every answerer outside it (a button with no student, `device#<MAC>`),
 * so buttons and phones count side by side and the rate never exceeds 100.
 */
export function linkRate(
  link: Pick<QuestionLinkRecord, 'question' | 'correct'>,
  answers: Pick<AnswerRecord, 'value' | 'studentKey'>[],
  students: string[],
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
  const everyone = new Set([...students, ...answered]);
  return percent(answered.size, everyone.size);
}

/** What recordAnswer did: stored, or left the stored answer (a replay or an older press). */
export type AnswerOutcome = 'recorded' | 'ignored';

/** The MQTT contract's reject reason of a press that met no running question (payloads.ts). */
const NOT_RUNNING: RejectReason = 'no-question-running';

export class AnswerRecorder {
  constructor(private readonly store: AnswerStore) {}

  /**
   * Stores one press, unless the stored answer is the same or a later press (isLaterPress:
   * `seq` within one sender, the press time across senders); a replay changes nothing. A press
   * before the link started is refused (QUESTION_NOT_STARTED), one after its end too
   * (QUESTION_STOPPED); a press before the end that arrives late is still taken. The link is the
   * caller's copy, read for this call or this press batch: one conditional Put, no read first
   * and no transaction on the link item (docs/sessions.md "Answers"). The caller adds first
   * answers to the link's count (countFirstAnswers), once per batch.
   */
  async recordPress(link: QuestionLinkRecord, rawAnswer: AnswerInput, seq: number): Promise<PressWrite> {
    const answer = parseArgs(answerInput, rawAnswer);
    if (!Number.isSafeInteger(seq) || seq < 0)
      throw badRequest('INVALID_ANSWER_SEQUENCE', 'The sequence must be an integer ≥ 0.');
    const pressedAt = new Date(Date.parse(answer.at)).toISOString();
    if (pressedAt < link.createdAt)
      throw badRequest('QUESTION_NOT_STARTED', 'The question had not started at this answer.', {
        reason: NOT_RUNNING,
      });
    if (link.end && pressedAt > link.end)
      throw badRequest('QUESTION_STOPPED', 'The question was stopped before this answer.', {
        reason: NOT_RUNNING,
      });
    const value = normalizeAnswer(askedQuestion(link), answer.value);
    return this.store.putPress(answerRecordOf(link, answer, value, seq));
  }

  /**
   * Stores an answer its caller has checked already, once: the answer consumer's press decision
   * (devices/consumer/press-decision.ts) validated the press, chose the link whose window holds
   * its time and normalized its value, so nothing is checked a second time here.
   */
  storeChecked(record: AnswerRecord): Promise<PressWrite> {
    return this.store.putPress(record);
  }

  /** Adds `count` first answers to the link's count; returns the count after them. */
  countFirstAnswers(linkId: string, count: number): Promise<number> {
    return this.store.addFirstAnswers(linkId, count);
  }

  /** One press and its count (recordPress + countFirstAnswers), for callers of one answer at a time. */
  async recordAnswer(link: QuestionLinkRecord, rawAnswer: AnswerInput, seq: number): Promise<AnswerOutcome> {
    const written = await this.recordPress(link, rawAnswer, seq);
    if (written === 'first') await this.store.addFirstAnswers(link._id, 1);
    return written === 'ignored' ? 'ignored' : 'recorded';
  }
}
