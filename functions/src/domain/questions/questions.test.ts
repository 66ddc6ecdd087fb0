import { describe, expect, it, vi } from 'vitest';
import type { UserCaller } from '../../auth/caller';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { QuestionRecord } from '../../data/records';
import { roleFlags } from '../../kernel/roles';
import { parseArgs } from '../../kernel/validation';
import type { QuestionAccess } from './question-access';
import type { QuestionOrders } from './question-order';
import { checkContent, questionInput } from './question-rules';
import { QuestionService } from './questions';

const teacher: UserCaller = {
  kind: 'user',
  userId: 'teacher-1',
  sid: 's1',
  role: roleFlags({ manager: true }),
  siteId: 'site-a',
  distId: null,
  agreed: true,
};
const OX = { title: { main: 'Sky blue?' }, type: 'quiz', answerType: 'ox', correct: '1' };

function service(createMany: () => Promise<void>) {
  const entities = {
    createMany: vi.fn(createMany),
    discardMany: vi.fn(async () => undefined),
    getMany: vi.fn(async () => new Map()),
  };
  const orders = {
    place: async (_owner: string, wanted: { order: number | null }[]) =>
      wanted.map((entry, index) => entry.order ?? index),
  } as unknown as QuestionOrders;
  const questions = new QuestionService(
    entities as unknown as EntityRepository,
    {} as ListReader,
    {} as QuestionAccess,
    orders,
  );
  return { entities, questions };
}

describe('createQuestions compensation', () => {
  it('deletes what the call wrote when a write fails midway, then rethrows', async () => {
    const { entities, questions } = service(async () => {
      throw new Error('throttled');
    });

    await expect(questions.createMany(teacher, [OX, OX, OX])).rejects.toThrow('throttled');

    const written = entities.createMany.mock.calls[0] as unknown as [string, { record: { _id: string } }[]];
    expect(entities.discardMany).toHaveBeenCalledWith(
      'QUESTION',
      written[1].map((entry) => entry.record._id),
    );
  });

  it('writes nothing when any item is bad', async () => {
    const { entities, questions } = service(async () => undefined);

    await expect(questions.createMany(teacher, [OX, { ...OX, correct: '7' }])).rejects.toMatchObject({
      info: { key: 'INVALID_CORRECT', index: 1 },
    });

    expect(entities.createMany).not.toHaveBeenCalled();
  });
});

describe('checkContent', () => {
  const multiple = {
    title: { main: '2 + 2?' },
    description: null,
    type: 'quiz' as const,
    answerType: 'multiple' as const,
    difficulty: null,
    selection: ['3', '4'].map((title) => ({ title, image: null })),
    correct: '2',
    active: true,
    order: 0,
  };

  it('drops the choices of an O/X question and the correct answer of a survey', () => {
    expect(checkContent({ ...multiple, answerType: 'ox', correct: '1' }).selection).toEqual([]);
    expect(checkContent({ ...multiple, type: 'survey', answerType: 'survey' }).correct).toBeNull();
  });

  it('refuses a quiz answered on the survey scale', () => {
    expect(() => checkContent({ ...multiple, answerType: 'survey' })).toThrow(
      expect.objectContaining({ info: { key: 'INVALID_ANSWER_TYPE' } }),
    );
  });
});

describe('MBTI questions', () => {
  const survey = {
    title: { main: 'I enjoy meeting new people.' },
    description: null,
    type: 'survey' as const,
    answerType: 'ox' as const,
    difficulty: null,
    selection: [],
    correct: null,
    active: true,
    order: 0,
  };
  const twoChoices = ['Agree', 'Disagree'].map((title) => ({ title, image: null }));

  it('keeps the letter of an O/X or two-choice survey, upper case', () => {
    expect(checkContent({ ...survey, mbti: ' e ' }).mbti).toBe('E');
    expect(checkContent({ ...survey, answerType: 'multiple', selection: twoChoices, mbti: 'J' }).mbti).toBe(
      'J',
    );
    expect(checkContent({ ...survey, mbti: '' }).mbti).toBeNull();
  });

  it('refuses a letter outside the four pairs, naming it', () => {
    expect(() => checkContent({ ...survey, mbti: 'X' })).toThrow(
      expect.objectContaining({ info: { key: 'INVALID_MBTI', value: 'X' } }),
    );
  });

  it('refuses a quiz, the 1..5 scale and a third choice, whose presses the scoring cannot read', () => {
    const three = [...twoChoices, { title: 'Not sure', image: null }];
    for (const content of [
      { ...survey, type: 'quiz' as const, correct: '1', mbti: 'E' },
      { ...survey, answerType: 'survey' as const, mbti: 'E' },
      { ...survey, answerType: 'multiple' as const, selection: three, mbti: 'E' },
    ])
      expect(() => checkContent(content)).toThrow(
        expect.objectContaining({ info: { key: 'INVALID_MBTI_QUESTION' } }),
      );
  });
});

describe('choice translations', () => {
  const MULTIPLE = {
    title: { main: '수도는?' },
    type: 'quiz',
    answerType: 'multiple',
    correct: '1',
    selection: [
      { title: '서울', en: '  Seoul ', es: 'Seúl' },
      { title: '부산', en: '', es: '   ' },
      { title: '대구' },
    ],
  };

  it('trims them, stores empty or absent ones as null and shows them back', async () => {
    const { entities, questions } = service(async () => undefined);

    const [view] = await questions.createMany(teacher, [MULTIPLE]);

    const expected = [
      { title: '서울', en: 'Seoul', es: 'Seúl', image: null },
      { title: '부산', en: null, es: null, image: null },
      { title: '대구', en: null, es: null, image: null },
    ];
    const written = entities.createMany.mock.calls[0] as unknown as [string, { record: QuestionRecord }[]];
    expect(written[1][0]?.record.selection).toEqual(expected);
    expect(view?.selection).toEqual(expected);
  });

  it('refuses a translation longer than 500 characters like the choice itself', () => {
    const long = { ...MULTIPLE, selection: [{ title: 'a', es: 'x'.repeat(501) }, { title: 'b' }] };
    expect(() => parseArgs(questionInput, long)).toThrow(
      expect.objectContaining({ info: { key: 'TOO_LONG', field: 'selection' } }),
    );
    const fits = { ...MULTIPLE, selection: [{ title: 'a', es: 'x'.repeat(500) }, { title: 'b' }] };
    expect(parseArgs(questionInput, fits).selection?.[0]?.es).toHaveLength(500);
  });

  it('stores them from a patch of the choices and reads older choices without them as null', async () => {
    const older: QuestionRecord = {
      _id: 'q1',
      title: { main: '수도는?' },
      description: null,
      type: 'quiz',
      answerType: 'multiple',
      difficulty: null,
      selection: [
        { title: '서울', image: null },
        { title: '부산', image: null },
      ],
      correct: '1',
      active: true,
      ownerId: teacher.userId,
      siteId: 'site-a',
      order: 0,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    const entities = {
      get: vi.fn(async () => older),
      getMany: vi.fn(async () => new Map()),
      update: vi.fn(async (_type: string, _id: string, changes: Partial<QuestionRecord>) => ({
        ...older,
        ...changes,
      })),
    };
    const questions = new QuestionService(
      entities as unknown as EntityRepository,
      {} as ListReader,
      {} as QuestionAccess,
      {} as QuestionOrders,
    );

    const [view] = await questions.views([older]);
    expect(view?.selection[0]).toEqual({ title: '서울', en: null, es: null, image: null });

    const patched = await questions.patch(teacher, 'q1', {
      selection: [
        { title: '서울', en: 'Seoul' },
        { title: '부산', es: ' Busan ' },
      ],
    });
    const expected = [
      { title: '서울', en: 'Seoul', es: null, image: null },
      { title: '부산', en: null, es: 'Busan', image: null },
    ];
    expect(entities.update.mock.calls[0]?.[2].selection).toEqual(expected);
    expect(patched.selection).toEqual(expected);
  });
});
