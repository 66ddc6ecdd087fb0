/**
 * The pure parts of the answer path: answer validation (spec section 5), student keys, rates,
 * join codes and correct-answer changes. The conditional write itself (replace and replay rules)
 * is tested against the real table in tests/integration/sessions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerRecord, QuestionLinkRecord, QuestionRecord } from '../data/records';
import type { SessionStore } from '../data/session-store';
import { AnswerRecorder, isCorrect, linkRate, normalizeAnswer, studentKeyOf } from './answers';
import { normalizeCorrect } from './question-links';
import { joinCode, openCondition } from './sessions';

function question(overrides: Partial<QuestionRecord> = {}): QuestionRecord {
  return {
    _id: 'q1',
    title: { main: 'Q' },
    description: null,
    type: 'quiz',
    answerType: 'ox',
    difficulty: null,
    selection: [],
    correct: '1',
    active: true,
    ownerId: 'teacher',
    siteId: null,
    order: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `c${i + 1}`, image: null }));

function link(asked: QuestionRecord, overrides: Partial<QuestionLinkRecord> = {}): QuestionLinkRecord {
  return {
    _id: 'link-1',
    sessionId: 's1',
    siteId: 'site',
    spotId: 'spot',
    questionId: asked._id,
    question: [[asked]],
    correct: asked.correct,
    end: null,
    userId: 'teacher',
    info: null,
    playlistId: null,
    index: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const answer = (studentKey: string, value: string) => ({ studentKey, value });

describe('normalizeAnswer', () => {
  it('takes only O or X for an O/X question and stores 1 and 2', () => {
    const ox = question();

    expect(normalizeAnswer(ox, 'O')).toBe('1');
    expect(normalizeAnswer(ox, ' x ')).toBe('2');
    for (const bad of ['1', '2', '?', 'OX'])
      expect(() => normalizeAnswer(ox, bad)).toThrowError(
        expect.objectContaining({ info: { key: 'INVALID_ANSWER' } }),
      );
  });

  it('takes a choice number within the choices for multiple choice', () => {
    const multiple = question({ answerType: 'multiple', selection: choices(3), correct: '2' });

    expect(normalizeAnswer(multiple, '3')).toBe('3');
    for (const bad of ['0', '4', 'O', '1.5', '-1'])
      expect(() => normalizeAnswer(multiple, bad)).toThrowError(
        expect.objectContaining({ info: { key: 'INVALID_ANSWER', max: 3 } }),
      );
  });

  it('takes 1..5 for a survey, whatever its labels', () => {
    const survey = question({ type: 'survey', answerType: 'survey', correct: null });

    expect(normalizeAnswer(survey, '5')).toBe('5');
    expect(() => normalizeAnswer(survey, '6')).toThrow();
    expect(() => normalizeAnswer(survey, 'X')).toThrow();
  });
});

describe('studentKeyOf', () => {
  it('prefers the student, then the device user, then the MAC, then the app', () => {
    expect(studentKeyOf({ student: 'u1', device: { mac: 'aa:bb' } })).toBe('u1');
    expect(studentKeyOf({ device: { mac: 'aa:bb', user: 'u2' } })).toBe('u2');
    expect(studentKeyOf({ device: { mac: 'aa:bb' }, app: { uuid: 'x' } })).toBe('device#AA:BB');
    expect(studentKeyOf({ app: { uuid: 'app-9' } })).toBe('app#app-9');
    expect(() => studentKeyOf({})).toThrow();
  });
});

describe('rates', () => {
  it('reads an O/X value of 1 as O and any other number as X', () => {
    expect(isCorrect('ox', '1', '1')).toBe(true);
    expect(isCorrect('ox', '3', '2')).toBe(true);
    expect(isCorrect('ox', '2', '1')).toBe(false);
    expect(isCorrect('multiple', '2', '2')).toBe(true);
    expect(isCorrect('multiple', '3', '2')).toBe(false);
  });

  it('gives a quiz the share of correct answers, one decimal', () => {
    const asked = link(question());

    expect(linkRate(asked, [answer('a', '1'), answer('b', '2'), answer('c', '1')], [])).toBe(66.7);
    expect(linkRate({ ...asked, correct: '2' }, [answer('a', '1'), answer('b', '2')], [])).toBe(50);
    expect(linkRate(asked, [], [])).toBeNull();
    expect(linkRate({ ...asked, correct: null }, [answer('a', '1')], [])).toBeNull();
  });

  it('gives a survey the share of participants who answered (the answerers without a roster)', () => {
    const asked = link(question({ type: 'survey', answerType: 'survey', correct: null }));
    const answers = [answer('a', '3'), answer('b', '5')];

    expect(linkRate(asked, answers, ['a', 'b', 'c', 'd'])).toBe(50);
    expect(linkRate(asked, answers, [])).toBe(100);
    expect(linkRate(asked, [], [])).toBeNull();
  });
});

describe('normalizeCorrect', () => {
  it('accepts O/X as letters or numbers and choice numbers in range, quiz only', () => {
    const ox = link(question());
    const multiple = link(question({ answerType: 'multiple', selection: choices(4), correct: '1' }));
    const survey = link(question({ type: 'survey', answerType: 'survey', correct: null }));

    expect(normalizeCorrect(ox, 'x')).toBe('2');
    expect(normalizeCorrect(ox, '1')).toBe('1');
    expect(normalizeCorrect(multiple, '4')).toBe('4');
    expect(() => normalizeCorrect(multiple, '5')).toThrow();
    expect(() => normalizeCorrect(ox, '3')).toThrow();
    expect(() => normalizeCorrect(survey, '1')).toThrowError(
      expect.objectContaining({ info: { key: 'INVALID_CORRECT' } }),
    );
  });
});

describe('joinCode', () => {
  it('is always 6 digits, leading zeros kept', () => {
    expect(joinCode(() => 42)).toBe('000042');
    expect(joinCode(() => 999_999)).toBe('999999');
    for (let i = 0; i < 200; i += 1) expect(joinCode()).toMatch(/^\d{6}$/);
  });
});

describe('openCondition', () => {
  it('matches a missing or null end for ongoing, the opposite for ended, nothing when unset', () => {
    expect(openCondition('end', true)?.expression).toBe(
      '(attribute_not_exists(#open) OR attribute_type(#open, :nullType))',
    );
    expect(openCondition('end', false)?.expression).toMatch(/^NOT /);
    expect(openCondition('end', null)).toBeUndefined();
  });
});

describe('AnswerRecorder.recordAnswer', () => {
  function recorder() {
    const written: AnswerRecord[] = [];
    const store = {
      putAnswer: async (record: AnswerRecord) => {
        written.push(record);
        return true;
      },
    };
    return { written, recorder: new AnswerRecorder(store as unknown as SessionStore) };
  }

  it('stores the normalized value under the student key with the sequence', async () => {
    const { written, recorder: answers } = recorder();

    await expect(
      answers.recordAnswer(
        link(question()),
        { value: 'x', at: '2026-01-01T00:00:05.000Z', device: { mac: 'aa:bb:cc:dd:ee:ff', user: null } },
        7,
      ),
    ).resolves.toBe('recorded');
    expect(written).toEqual([
      expect.objectContaining({
        linkId: 'link-1',
        studentKey: 'device#AA:BB:CC:DD:EE:FF',
        value: '2',
        seq: 7,
        student: null,
      }),
    ]);
  });

  it('refuses an invalid value, a bad sequence and a press after the end, writing nothing', async () => {
    const { written, recorder: answers } = recorder();
    const stopped = link(question(), { end: '2026-01-01T00:01:00.000Z' });
    const press = { value: 'O', at: '2026-01-01T00:02:00.000Z', student: 'u1' };

    await expect(answers.recordAnswer(link(question()), { ...press, value: '3' }, 1)).rejects.toMatchObject({
      info: { key: 'INVALID_ANSWER' },
    });
    await expect(answers.recordAnswer(link(question()), press, -1)).rejects.toMatchObject({
      info: { key: 'INVALID_ANSWER_SEQUENCE' },
    });
    await expect(answers.recordAnswer(stopped, press, 1)).rejects.toMatchObject({
      info: { key: 'QUESTION_STOPPED' },
    });
    await expect(
      answers.recordAnswer(stopped, { ...press, at: '2026-01-01T00:00:59.000Z' }, 1),
    ).resolves.toBe('recorded');
    expect(written).toHaveLength(1);
  });
});
