/**
 * The pure parts of the answer path: answer validation (spec section 5), student keys, rates,
 * join codes and correct-answer changes. The conditional write itself (replace and replay rules)
 * is tested against the real table in tests/integration/sessions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerStore } from '../../data/answer-store';
import type { AnswerRecord, QuestionLinkRecord, QuestionRecord } from '../../data/records';
import { AnswerRecorder, isCorrect, linkRate, normalizeAnswer, studentKeyOf } from '../../devices/answers';
import { isLaterPress } from '../../devices/sequence';
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

  it('gives a survey the share of the class who answered (the answerers without a class)', () => {
    const asked = link(question({ type: 'survey', answerType: 'survey', correct: null }));
    const answers = [answer('a', '3'), answer('b', '5')];

    expect(linkRate(asked, answers, ['a', 'b', 'c', 'd'])).toBe(50);
    expect(linkRate(asked, answers, [])).toBe(100);
    expect(linkRate(asked, [], ['a', 'b'])).toBe(0);
    expect(linkRate(asked, [], [])).toBeNull();
  });

  it('counts roster students on buttons and remote students on phones side by side', () => {
    const asked = link(question({ type: 'survey', answerType: 'survey', correct: null }));
    const roster = Array.from({ length: 10 }, (_, i) => `student-${i}`);
    const remote = ['remote-1', 'remote-2'];
    const everyone = [...roster, ...remote].map((id) => answer(id, '4'));

    // The regression: one phone joined and the roster's button answers stopped counting.
    expect(linkRate(asked, everyone, [...roster, ...remote])).toBe(100);
    expect(linkRate(asked, everyone.slice(0, 8), [...roster, ...remote])).toBe(66.7);
    expect(linkRate(asked, [answer('remote-1', '1')], [...roster, ...remote])).toBe(8.3);
  });

  it('counts an answerer outside the class in both parts and a student listed twice once', () => {
    const asked = link(question({ type: 'survey', answerType: 'survey', correct: null }));
    const unseated = answer('device#AA:BB:CC:00:00:01', '2');

    // A button with no student: 3 of 4 (a, b and the button), never above 100.
    expect(linkRate(asked, [answer('a', '1'), answer('b', '1'), unseated], ['a', 'b', 'c'])).toBe(75);
    expect(linkRate(asked, [answer('a', '1'), unseated], ['a'])).toBe(100);
    // A student both on the roster and among the participants is one member of the class.
    expect(linkRate(asked, [answer('a', '1')], ['a', 'b', 'a', 'b'])).toBe(50);
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
  /**
   * An in-memory store whose conditional write is the contract's rule (isLaterPress); the real
   * store's DynamoDB condition is checked against the same rule in tests/integration/answer-store.test.ts.
   */
  function recorder() {
    const stored = new Map<string, AnswerRecord>();
    const written: AnswerRecord[] = [];
    const counted: number[] = [];
    const store = {
      putPress: async (record: AnswerRecord) => {
        const previous = stored.get(record.studentKey);
        if (previous && !isLaterPress(record, previous)) return 'ignored';
        stored.set(record.studentKey, record);
        written.push(record);
        return previous ? 'replaced' : 'first';
      },
      addFirstAnswers: async (_link: string, count: number) => {
        counted.push(count);
        return counted.reduce((sum, n) => sum + n, 0);
      },
    };
    return { written, stored, counted, recorder: new AnswerRecorder(store as unknown as AnswerStore) };
  }

  it('stores the normalized value under the student key with the sender and the sequence', async () => {
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
        sender: 'device#AA:BB:CC:DD:EE:FF',
        seq: 7,
        serverAt: Date.parse('2026-01-01T00:00:05.000Z'),
        student: null,
      }),
    ]);
  });

  it('refuses an invalid value, a bad sequence, a press before the start or after the end', async () => {
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
      info: { key: 'QUESTION_STOPPED', reason: 'no-question-running' },
    });
    await expect(
      answers.recordAnswer(link(question()), { ...press, at: '2025-12-31T23:59:59.000Z' }, 1),
    ).rejects.toMatchObject({ info: { key: 'QUESTION_NOT_STARTED', reason: 'no-question-running' } });
    await expect(
      answers.recordAnswer(stopped, { ...press, at: '2026-01-01T00:00:59.000Z' }, 1),
    ).resolves.toBe('recorded');
    expect(written).toHaveLength(1);
  });

  it('orders an app press and a scanner press of one student by press time, not by seq', async () => {
    const { stored, recorder: answers } = recorder();
    const asked = link(question({ answerType: 'multiple', selection: choices(4), correct: '1' }));
    const button = { mac: 'aa:aa', user: 'u1' };

    // The scanner's seq is large (boot counter in the high bits), the app's small: seq must not decide.
    expect(
      await answers.recordAnswer(
        asked,
        { value: '1', at: '2026-01-01T00:00:10.000Z', scanner: 'sc-1', device: button },
        2 ** 30,
      ),
    ).toBe('recorded');
    expect(
      await answers.recordAnswer(
        asked,
        { value: '2', at: '2026-01-01T00:00:20.000Z', app: { uuid: 'ap', user: 'u1' } },
        3,
      ),
    ).toBe('recorded');
    expect(stored.get('u1')).toMatchObject({ value: '2', sender: 'app#ap' });
    // An earlier scanner press arriving late with a higher seq than any app press stays out.
    expect(
      await answers.recordAnswer(
        asked,
        { value: '3', at: '2026-01-01T00:00:15.000Z', scanner: 'sc-1', device: button },
        2 ** 30 + 1,
      ),
    ).toBe('ignored');
    expect(stored.get('u1')?.value).toBe('2');
  });

  it('orders presses of two scanners by press time, and those of one scanner by its seq', async () => {
    const { stored, recorder: answers } = recorder();
    const asked = link(question({ answerType: 'multiple', selection: choices(4), correct: '1' }));
    const press = (value: string, second: number, scanner: string) => ({
      value,
      at: `2026-01-01T00:00:${String(second).padStart(2, '0')}.000Z`,
      scanner,
      device: { mac: 'bb:bb', user: 'u2' },
    });

    expect(await answers.recordAnswer(asked, press('1', 30, 'sc-A'), 5)).toBe('recorded');
    // Scanner B numbers from its own start: a higher seq but an earlier press loses.
    expect(await answers.recordAnswer(asked, press('2', 20, 'sc-B'), 900)).toBe('ignored');
    // A lower seq from B that was pressed later wins.
    expect(await answers.recordAnswer(asked, press('3', 40, 'sc-B'), 1)).toBe('recorded');
    // Within one scanner the seq decides, whatever the clock says; a replay changes nothing.
    expect(await answers.recordAnswer(asked, press('4', 35, 'sc-B'), 2)).toBe('recorded');
    expect(await answers.recordAnswer(asked, press('1', 50, 'sc-B'), 2)).toBe('ignored');
    expect(stored.get('u2')).toMatchObject({ value: '4', sender: 'scanner#sc-B', seq: 2 });
  });

  it('counts a student once: a first answer adds one, a replacement or a replay adds nothing', async () => {
    const { counted, recorder: answers } = recorder();
    const asked = link(question());
    const press = (value: string) => ({
      value,
      at: '2026-01-01T00:00:05.000Z',
      scanner: 'sc',
      student: 'u9',
    });

    expect(await answers.recordAnswer(asked, press('O'), 1)).toBe('recorded');
    expect(await answers.recordAnswer(asked, press('X'), 2)).toBe('recorded');
    expect(await answers.recordAnswer(asked, press('X'), 2)).toBe('ignored');
    expect(await answers.recordPress(asked, { ...press('O'), student: 'u10' }, 3)).toBe('first');
    expect(counted).toEqual([1]);
  });
});
