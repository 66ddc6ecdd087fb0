/** The student app's pure rules: the join form, failures, answer buttons and labels, and notices. */
import { describe, expect, it } from 'vitest';
import type { RemoteQuestion } from '../../api/remote';
import { isNoticeForPhone, noticeMeaning } from './remoteNotices';
import {
  answerButtons,
  answerLabel,
  answerOutcome,
  failureOf,
  joinErrorOf,
  joinFormError,
  pinError,
  questionTitle,
  secondsLeft,
} from './remoteRules';

const question = (overrides: Partial<RemoteQuestion>): RemoteQuestion => ({
  questionLink: 'link-1',
  title: { main: '해는 별인가?', en: 'Is the sun a star?', es: null },
  type: 'quiz',
  answerType: 'ox',
  image: null,
  audio: null,
  selection: [],
  startedAt: '2026-03-02T09:00:00.000Z',
  limit: null,
  end: null,
  revealed: false,
  correct: null,
  answer: null,
  answeredAt: null,
  ...overrides,
});

const apiError = (errorType: string, errorInfo: Record<string, unknown> = {}) => ({
  errors: [{ errorType, errorInfo }],
});

describe('joinFormError', () => {
  it('wants 6 digits, a name, and an optional number of digits', () => {
    expect(joinFormError('12345', 'Kim', '')).toBe('REMOTE_APP_INVALID_CODE');
    expect(joinFormError('12a456', 'Kim', '')).toBe('REMOTE_APP_INVALID_CODE');
    expect(joinFormError('123456', '  ', '')).toBe('REMOTE_APP_NAME_REQUIRED');
    expect(joinFormError('123456', 'Kim', '7b')).toBe('REMOTE_APP_INVALID_NUMBER');
    expect(joinFormError(' 012345 ', 'Kim', '')).toBeNull();
    expect(joinFormError('012345', 'Kim', '12')).toBeNull();
  });
});

describe('failureOf', () => {
  it('reads the server keys and both forms of an authorization refusal', () => {
    expect(failureOf(apiError('BadRequest', { key: 'CLASS_CODE_NOT_FOUND' }))).toBe('notFound');
    expect(failureOf(apiError('BadRequest', { key: 'CLASS_ENDED' }))).toBe('ended');
    expect(failureOf(apiError('BadRequest', { key: 'REMOTE_ALREADY_CONNECTED' }))).toBe('alreadyConnected');
    expect(failureOf(apiError('BadRequest', { key: 'QUESTION_STOPPED' }))).toBe('stopped');
    expect(failureOf(apiError('UnauthorizedException'))).toBe('unauthorized');
    expect(failureOf(apiError('Unauthorized'))).toBe('unauthorized');
    // A token refused before any resolver: Amplify's HTTP 401, and a refused notices subscription.
    const http401 = Object.assign(new Error('Unauthorized'), {
      name: 'UnauthorizedException',
      $metadata: { httpStatusCode: 401 },
    });
    expect(failureOf({ errors: [{ message: 'Unauthorized', originalError: http401 }] })).toBe('unauthorized');
    expect(failureOf({ errors: [{ message: 'Connection failed: UnauthorizedException' }] })).toBe(
      'unauthorized',
    );
    expect(failureOf(apiError('BadRequest', { key: 'INVALID_INPUT:name' }))).toBe('other');
    expect(failureOf(new Error('network'))).toBe('other');
  });

  it('reads the seat PIN steps and the join limit', () => {
    expect(failureOf(apiError('BadRequest', { key: 'SEAT_PIN_REQUIRED' }))).toBe('pinRequired');
    expect(failureOf(apiError('BadRequest', { key: 'SEAT_PIN_WRONG' }))).toBe('pinWrong');
    expect(failureOf(apiError('RateLimited', { key: 'JOIN_RATE_LIMITED', retryAfterSeconds: 30 }))).toBe(
      'rateLimited',
    );
  });
});

describe('joinErrorOf', () => {
  it('says how long to wait after too many attempts, and names the code errors', () => {
    const limited = apiError('RateLimited', { key: 'JOIN_RATE_LIMITED', retryAfterSeconds: 41.2 });

    expect(joinErrorOf(limited)).toEqual({ key: 'JOIN_RATE_LIMITED', values: { seconds: 42 } });
    expect(joinErrorOf(apiError('BadRequest', { key: 'CLASS_ENDED' }))).toEqual({ key: 'CLASS_ENDED' });
    expect(joinErrorOf(new Error('network'))).toEqual({ key: 'REMOTE_APP_JOIN_ERROR' });
  });
});

describe('pinError', () => {
  it('takes exactly 4 digits', () => {
    expect(pinError(' 0427 ')).toBeNull();
    expect(pinError('427')).toBe('REMOTE_APP_PIN_INVALID');
    expect(pinError('04a7')).toBe('REMOTE_APP_PIN_INVALID');
  });
});

describe('answer buttons', () => {
  it('are O and X for ox, stored as 1 and 2', () => {
    const ox = question({});
    expect(answerButtons(ox, 'ko').map((button) => [button.value, button.stored])).toEqual([
      ['O', '1'],
      ['X', '2'],
    ]);
    expect(answerLabel(ox, '2', 'ko')).toBe('X');
  });

  it('are the choices for multiple choice and 1..5 for a survey', () => {
    const multiple = question({
      answerType: 'multiple',
      selection: [
        { title: 'Red', en: null, es: null, image: 'red.png' },
        { title: 'Blue', en: null, es: null, image: null },
      ],
    });
    expect(answerButtons(multiple, 'ko')).toEqual([
      { value: '1', stored: '1', label: 'Red', image: 'red.png' },
      { value: '2', stored: '2', label: 'Blue', image: null },
    ]);
    expect(answerLabel(multiple, '2', 'ko')).toBe('2. Blue');
    const survey = question({ type: 'survey', answerType: 'survey' });
    expect(answerButtons(survey, 'ko').map((button) => button.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('label the choices in the screen’s language, else by their main text', () => {
    const multiple = question({
      answerType: 'multiple',
      selection: [
        { title: '빨강', en: 'Red', es: 'Rojo', image: null },
        { title: '파랑', en: 'Blue', es: null, image: null },
        { title: '초록', en: '', es: null, image: null },
      ],
    });
    const labels = (language: string) => answerButtons(multiple, language).map((button) => button.label);
    expect(labels('en')).toEqual(['Red', 'Blue', '초록']);
    expect(labels('es')).toEqual(['Rojo', '파랑', '초록']);
    expect(labels('ko')).toEqual(['빨강', '파랑', '초록']);
    expect(answerButtons(multiple, 'es').map((button) => button.value)).toEqual(['1', '2', '3']);
    expect(answerLabel(multiple, '1', 'es')).toBe('1. Rojo');
    expect(answerLabel(multiple, '2', 'es')).toBe('2. 파랑');
    expect(answerLabel(multiple, '2', 'en')).toBe('2. Blue');
  });
});

describe('questionTitle', () => {
  it('takes the language’s title, else the main one', () => {
    expect(questionTitle(question({}), 'en')).toBe('Is the sun a star?');
    expect(questionTitle(question({}), 'es')).toBe('해는 별인가?');
    expect(questionTitle(question({}), 'ko')).toBe('해는 별인가?');
  });
});

describe('noticeMeaning', () => {
  it("keeps this phone's exit notice and the class's notices, and ignores other phones'", () => {
    expect(noticeMeaning({ app: 'me', noti: 'LOGGED_IN_ELSEWHERE' }, 'me')).toBe('elsewhere');
    expect(noticeMeaning({ app: 'other', noti: 'LOGGED_IN_ELSEWHERE' }, 'me')).toBeNull();
    expect(noticeMeaning({ app: null, noti: 'CLASS_ENDED' }, 'me')).toBe('ended');
    expect(noticeMeaning({ app: null, noti: 'QUESTION_STARTED' }, 'me')).toBe('changed');
    expect(noticeMeaning({ app: null, noti: 'QUESTION_STOPPED' }, 'me')).toBe('changed');
    expect(noticeMeaning({ app: null, noti: 'RESULTS_REVEALED' }, 'me')).toBe('changed');
    expect(noticeMeaning({ app: 'other', noti: 'CLASS_ENDED' }, 'me')).toBeNull();
    expect(noticeMeaning({ app: null, noti: 'SOMETHING_ELSE' }, 'me')).toBeNull();
  });
});

describe('isNoticeForPhone', () => {
  it("shows texts to the classroom and to this phone, not other phones' or the class-control kinds", () => {
    expect(isNoticeForPhone({ app: null, noti: 'RULE_NOTICE', text: 'Line up' }, 'me')).toBe(true);
    expect(isNoticeForPhone({ app: 'me', noti: 'RULE_NOTICE', text: 'See me after class' }, 'me')).toBe(true);
    expect(isNoticeForPhone({ app: 'other', noti: 'RULE_NOTICE', text: 'Not yours' }, 'me')).toBe(false);
    expect(
      isNoticeForPhone({ app: null, noti: 'QUESTION_STARTED', text: 'A question has started.' }, 'me'),
    ).toBe(false);
    expect(isNoticeForPhone({ app: 'me', noti: 'LOGGED_IN_ELSEWHERE', text: 'Elsewhere' }, 'me')).toBe(false);
  });
});

describe('the countdown and the outcome on the phone', () => {
  const started = Date.parse('2026-03-02T09:00:00.000Z');

  it('counts the limit down by the server clock, whatever the phone clock says', () => {
    const running = question({ limit: 30 });
    expect(secondsLeft(running, started + 10_000, 0)).toBe(20);
    // The phone is two minutes behind: the server offset puts it right.
    expect(secondsLeft(running, started - 120_000 + 10_000, 120_000)).toBe(20);
    expect(secondsLeft(running, started + 45_000, 0)).toBe(0);
  });

  it('has no countdown without a limit or once stopped', () => {
    expect(secondsLeft(question({ limit: null }), started, 0)).toBeNull();
    expect(secondsLeft(question({ limit: 30, end: '2026-03-02T09:00:05.000Z' }), started, 0)).toBeNull();
  });

  it('says right or wrong only after the reveal of a quiz', () => {
    const end = '2026-03-02T09:00:30.000Z';
    expect(answerOutcome(question({ answer: '1' }))).toBeNull();
    expect(answerOutcome(question({ end, answer: '1' }))).toBe('waitingReveal');
    expect(answerOutcome(question({ end, answer: '1', revealed: true, correct: '1' }))).toBe('right');
    expect(answerOutcome(question({ end, answer: '2', revealed: true, correct: '1' }))).toBe('wrong');
    expect(answerOutcome(question({ end, answer: null, revealed: true, correct: '1' }))).toBe('noAnswer');
    expect(answerOutcome(question({ end, type: 'survey', answerType: 'survey', answer: '3' }))).toBe(
      'thanks',
    );
  });
});
