/** Questions, playlists and shares written straight into the table through the product's data layer. */
import { randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import type { PlayListRecord, QuestionRecord, QuestionShareRecord } from '../../functions/src/data/records';
import { testTable } from './fixtures';

const repository = () => new EntityRepository(testTable());
const stamps = () => {
  const now = new Date().toISOString();
  return { createdAt: now, updatedAt: now };
};

export const DEMO_TEACHER = 'user-teacher';

export async function createQuestionRecord(
  ownerId: string,
  overrides: Partial<QuestionRecord> = {},
): Promise<QuestionRecord> {
  const question: QuestionRecord = {
    _id: `question-${randomUUID()}`,
    title: { main: `Question ${randomUUID().slice(0, 6)}` },
    description: null,
    type: 'quiz',
    answerType: 'ox',
    difficulty: 'low',
    selection: [],
    correct: '1',
    active: true,
    ownerId,
    siteId: null,
    order: 0,
    ...stamps(),
    ...overrides,
  };
  await repository().create('QUESTION', question, { siteId: question.siteId, ownerId });
  return question;
}

/**
 * Choices as stored, for `selection` in createQuestionRecord's overrides (written as given): a text
 * is a choice as older items store it (no translations); an object keeps its `en` and `es`.
 */
export function storedChoices(
  ...items: (string | { title: string; en?: string | null; es?: string | null })[]
): QuestionRecord['selection'] {
  return items.map((item) =>
    typeof item === 'string'
      ? { title: item, image: null }
      : { title: item.title, en: item.en ?? null, es: item.es ?? null, image: null },
  );
}

export async function createPlayListRecord(
  ownerId: string,
  questionIds: string[] = [],
): Promise<PlayListRecord> {
  const playList: PlayListRecord = {
    _id: `playlist-${randomUUID()}`,
    title: 'Test playlist',
    description: null,
    list: questionIds.map((questionId, order) => ({ order, questionId, externalDB: null })),
    info: null,
    ownerId,
    ...stamps(),
  };
  await repository().create('PLAYLIST', playList, { ownerId });
  return playList;
}

export async function createShareRecord(
  fromId: string,
  toId: string,
  overrides: Partial<QuestionShareRecord> = {},
): Promise<QuestionShareRecord> {
  const share: QuestionShareRecord = {
    _id: `share-${randomUUID()}`,
    fromId,
    toId,
    duedate: new Date(Date.now() + 86_400_000).toISOString(),
    questionIds: null,
    externalDB: null,
    ...stamps(),
    ...overrides,
  };
  await repository().create('QUESTIONSHARE', share, { ownerId: fromId, recipientId: toId });
  return share;
}

/** Moves a share's due date (to the past: the share is overdue from now on). */
export async function setShareDuedate(id: string, duedate: string): Promise<void> {
  await repository().update('QUESTIONSHARE', id, { duedate });
}
