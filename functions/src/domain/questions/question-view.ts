/**
 * A stored question as the API shows it (the schema's Question): absent fields as null, so older
 * items read like new ones, and the owner as a user reference.
 */
import type { QuestionRecord, UserRecord } from '../../data/records';
import type { Choice, ChoiceInput, Question } from '../../generated/graphql';
import { userRef } from '../scoped';
import { mainTitle } from './question-rules';

/**
 * A choice as stored and shown: the translations (`en`, `es`) and the image are null when absent
 * or empty, so older items without translations read like new ones.
 */
export function choiceOf(item: ChoiceInput): Choice {
  return { title: item.title, en: item.en || null, es: item.es || null, image: item.image ?? null };
}

export function questionView(record: QuestionRecord, owner: UserRecord | undefined): Question {
  return {
    _id: record._id,
    title: { main: mainTitle(record), en: record.title.en ?? null, es: record.title.es ?? null },
    description: record.description ?? null,
    type: record.type,
    group: record.group ?? null,
    externalDB: record.externalDB ?? null,
    active: record.active,
    info: {
      answerType: record.answerType,
      difficulty: record.difficulty ?? null,
      audio: record.audio ?? null,
      image: record.image ?? null,
      link: record.link ?? null,
      ballot: record.ballot ?? null,
      mbti: record.mbti ?? null,
    },
    category: record.category ?? null,
    grade: record.grade ?? null,
    subject: record.subject ?? null,
    unit: record.unit ?? null,
    correct: record.correct ?? null,
    order: record.order ?? null,
    required: record.required ?? null,
    user: owner ? userRef(owner) : null,
    isUsed: Boolean(record.usedAt),
    sound: record.sound ?? null,
    selection: (record.selection ?? []).map(choiceOf),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
