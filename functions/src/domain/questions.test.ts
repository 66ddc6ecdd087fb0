import { describe, expect, it, vi } from 'vitest';
import type { UserCaller } from '../auth/caller';
import type { EntityRepository } from '../data/entities';
import type { ListReader } from '../data/lists';
import type { QuestionAccess } from './question-access';
import { checkContent } from './question-rules';
import { QuestionService } from './questions';
import { roleFlags } from './roles';

const teacher: UserCaller = {
  kind: 'user',
  userId: 'teacher-1',
  sid: 's1',
  role: roleFlags({ manager: true }),
  siteId: 'site-a',
  distId: null,
};
const OX = { title: { main: 'Sky blue?' }, type: 'quiz', answerType: 'ox', correct: '1' };

function service(createMany: () => Promise<void>) {
  const entities = {
    createMany: vi.fn(createMany),
    discardMany: vi.fn(async () => undefined),
    getMany: vi.fn(async () => new Map()),
  };
  const access = { librarySize: async () => 0 } as unknown as QuestionAccess;
  const questions = new QuestionService(entities as unknown as EntityRepository, {} as ListReader, access);
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
