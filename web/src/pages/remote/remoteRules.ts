/**
 * The student app's pure rules: the join form's checks, what a failed call means, the answer
 * buttons of a question (O and X for ox, the choices for multiple choice, 1..5 for a survey), how
 * a stored answer reads, and the question's title and choices in the screen's language.
 */
import { readApiError } from '../../api/apiError';
import type { RemoteQuestion } from '../../api/remote';
import { choiceIn } from '../../questions/titleIn';

export const SURVEY_SCALE = 5;

export interface AnswerButton {
  /** What answerQuestion takes. */
  value: string;
  /** What the stored answer is (ox: 1 and 2). */
  stored: string;
  label: string;
  image: string | null;
}

/** A message of the join form: a translation key and its values. */
export interface JoinMessage {
  key: string;
  values?: Record<string, number>;
}

/** What a refused join says on the phone (the PIN and confirm steps are handled before this). */
export function joinErrorOf(error: unknown): JoinMessage {
  const failure = failureOf(error);
  if (failure === 'notFound') return { key: 'CLASS_CODE_NOT_FOUND' };
  if (failure === 'ended') return { key: 'CLASS_ENDED' };
  if (failure === 'rateLimited') {
    const seconds = readApiError(error).info.retryAfterSeconds;
    return {
      key: 'JOIN_RATE_LIMITED',
      values: { seconds: typeof seconds === 'number' ? Math.ceil(seconds) : 60 },
    };
  }
  return { key: 'REMOTE_APP_JOIN_ERROR' };
}

/** A seat PIN as the student types it: 4 digits. */
export function pinError(pin: string): string | null {
  return /^\d{4}$/.test(pin.trim()) ? null : 'REMOTE_APP_PIN_INVALID';
}

/** The join form: a 6-digit code and a name; the number is optional, digits only. */
export function joinFormError(code: string, name: string, no: string): string | null {
  if (!/^\d{6}$/.test(code.trim())) return 'REMOTE_APP_INVALID_CODE';
  if (!name.trim()) return 'REMOTE_APP_NAME_REQUIRED';
  if (no.trim() && !/^\d{1,4}$/.test(no.trim())) return 'REMOTE_APP_INVALID_NUMBER';
  return null;
}

/** What a failed call means to the app. */
export type Failure =
  | 'notFound'
  | 'ended'
  | 'alreadyConnected'
  | 'pinRequired'
  | 'pinWrong'
  | 'rateLimited'
  | 'unauthorized'
  | 'stopped'
  | 'other';

export function failureOf(error: unknown): Failure {
  const { code, info } = readApiError(error);
  if (code === 'UnauthorizedException' || code === 'Unauthorized') return 'unauthorized';
  if (code === 'RateLimited') return 'rateLimited';
  if (code !== 'BadRequest') return 'other';
  if (info.key === 'SEAT_PIN_REQUIRED') return 'pinRequired';
  if (info.key === 'SEAT_PIN_WRONG') return 'pinWrong';
  if (info.key === 'CLASS_CODE_NOT_FOUND') return 'notFound';
  if (info.key === 'CLASS_ENDED') return 'ended';
  if (info.key === 'REMOTE_ALREADY_CONNECTED') return 'alreadyConnected';
  if (info.key === 'QUESTION_STOPPED') return 'stopped';
  return 'other';
}

/** The buttons of a question; a choice is labelled in `language` (en, es), else by its title. */
export function answerButtons(question: RemoteQuestion, language: string): AnswerButton[] {
  if (question.answerType === 'ox')
    return [
      { value: 'O', stored: '1', label: 'O', image: null },
      { value: 'X', stored: '2', label: 'X', image: null },
    ];
  if (question.answerType === 'multiple')
    return question.selection.map((choice, index) => ({
      value: String(index + 1),
      stored: String(index + 1),
      label: choiceIn(choice, language),
      image: choice.image,
    }));
  return Array.from({ length: SURVEY_SCALE }, (_, index) => ({
    value: String(index + 1),
    stored: String(index + 1),
    label: String(index + 1),
    image: null,
  }));
}

/** The stored answer as the student chose it: O or X, else the choice's number and text in `language`. */
export function answerLabel(question: RemoteQuestion, stored: string, language: string): string {
  const button = answerButtons(question, language).find((candidate) => candidate.stored === stored);
  if (!button) return stored;
  return question.answerType === 'multiple' ? `${button.value}. ${button.label}` : button.label;
}

export function questionTitle(question: RemoteQuestion, language: string): string {
  if (language === 'en') return question.title.en || question.title.main;
  if (language === 'es') return question.title.es || question.title.main;
  return question.title.main;
}

/**
 * Seconds left of a running question's time limit, by the server's clock: `offsetMs` is the
 * server's time minus the phone's (remoteClass `now`), so a phone whose clock is wrong still
 * counts the class's time. Null when the question has no limit or has stopped.
 */
export function secondsLeft(
  question: Pick<RemoteQuestion, 'limit' | 'startedAt' | 'end'>,
  phoneNow: number,
  offsetMs: number,
): number | null {
  if (!question.limit || question.end) return null;
  const elapsed = phoneNow + offsetMs - Date.parse(question.startedAt);
  return Math.max(0, Math.ceil(question.limit - elapsed / 1000));
}

/** What the phone says of its answer once the question has stopped. */
export type Outcome = 'waitingReveal' | 'right' | 'wrong' | 'noAnswer' | 'thanks';

export function answerOutcome(question: RemoteQuestion): Outcome | null {
  if (!question.end) return null;
  if (!question.answer) return 'noAnswer';
  if (question.type === 'survey') return 'thanks';
  if (!question.revealed || !question.correct) return 'waitingReveal';
  return question.answer === question.correct ? 'right' : 'wrong';
}
