/**
 * The rules of a question's content and the list arguments (spec sections 5 and 9;
 * docs/questions.md), as schemas and pure functions shared by the question service.
 */
import { z } from 'zod';
import type { QuestionRecord } from '../../data/records';
import { badRequest } from '../../kernel/errors';
import { idSchema, optionalText } from '../../kernel/validation';
import { mediaRef, webLink } from '../files/media-refs';

/** The hardware answer buttons have 5 options: more choices are refused (docs/questions.md). */
export const MAX_CHOICES = 5;
/** The most questions one createQuestions call (one Excel import) may carry. */
export const MAX_IMPORT = 5000;
export const MAX_BULK = 1000;

/** The question screens show a too-long field by its own key, TOO_LONG. */
const questionText = (max: number) => optionalText(max, 'TOO_LONG');

export const title = z.object(
  {
    main: z
      .string({ message: 'REQUIRED_QUESTION_TITLE' })
      .trim()
      .min(1, 'REQUIRED_QUESTION_TITLE')
      .max(1000, 'TOO_LONG:title'),
    en: questionText(1000),
    es: questionText(1000),
  },
  { message: 'REQUIRED_QUESTION_TITLE' },
);
export const grade = z
  .number({ message: 'INVALID_GRADE' })
  .int('INVALID_GRADE')
  .min(1, 'INVALID_GRADE')
  .max(12, 'INVALID_GRADE')
  .nullish();
/** A choice's translation: trimmed, at most 500 characters like the choice; empty is none (null). */
const choiceText = z
  .string()
  .trim()
  .max(500, 'TOO_LONG:selection')
  .nullish()
  .transform((value) => value || null);
export const choice = z.object({
  title: z.string().trim().max(500, 'TOO_LONG:selection'),
  en: choiceText,
  es: choiceText,
  image: mediaRef('image'),
});
export const common = {
  description: questionText(4000),
  group: questionText(100),
  active: z.boolean().nullish(),
  category: idSchema.nullish(),
  grade,
  subject: questionText(200),
  unit: questionText(200),
  correct: questionText(10),
  order: z.number().int('INVALID_ORDER').min(0, 'INVALID_ORDER').nullish(),
  required: z.boolean().nullish(),
  // Sounds and pictures only name the product's own files (domain/files/media-refs.ts); the link is a web address.
  sound: mediaRef('audio'),
  // Bounded so a huge list is refused before it is looked at; the rule itself is MAX_CHOICES.
  selection: z.array(choice).max(100, 'TOO_MANY_CHOICES').nullish(),
  difficulty: z.enum(['high', 'middle', 'low']).nullish(),
  audio: mediaRef('audio'),
  image: mediaRef('image'),
  link: webLink,
};
export const questionInput = z.object({
  ...common,
  title,
  type: z.enum(['quiz', 'survey']),
  answerType: z.enum(['ox', 'multiple', 'survey']),
  externalDB: questionText(200),
  ballot: z.boolean().nullish(),
  mbti: questionText(10),
});
export const questionPatch = z.object({ ...common, title: title.nullish() });
export const questionFilter = z
  .object({
    group: questionText(100),
    active: z.boolean().nullish(),
    q: questionText(100),
    type: z.enum(['quiz', 'survey']).nullish(),
    answerType: z.enum(['ox', 'multiple', 'survey']).nullish(),
    category: idSchema.nullish(),
  })
  .nullish();
export const filteringInput = z.object({
  ids: z.array(idSchema).max(MAX_BULK, 'TOO_MANY_IDS').nullish(),
  group: questionText(100),
  active: z.boolean().nullish(),
  type: z.enum(['quiz', 'survey']).nullish(),
  answerType: z.enum(['ox', 'multiple', 'survey']).nullish(),
  q: questionText(100),
});
export const ids = z.array(idSchema).min(1, 'REQUIRED_IDS').max(MAX_BULK, 'TOO_MANY_IDS');
export const orderList = z
  .array(
    z.object({
      _id: idSchema,
      order: z.number().int('INVALID_ORDER').min(0, 'INVALID_ORDER').max(1_000_000, 'INVALID_ORDER'),
    }),
  )
  .min(1, 'REQUIRED_IDS')
  .max(MAX_IMPORT, 'TOO_MANY_IDS');
export const SORT_FIELDS = ['createdAt', 'order', 'title'] as const;

export type Filter = NonNullable<z.infer<typeof questionFilter>>;
export type Content = Omit<QuestionRecord, '_id' | 'ownerId' | 'siteId' | 'createdAt' | 'updatedAt'>;

/**
 * MBTI letters (spec section 9: the pairs E/I, N/S, T/F, P/J). An MBTI question carries one of
 * them; the running class scores an answer of 1 for that letter and 2 for the other of its pair
 * (docs/class-main.md "Grouping and MBTI"), so only the two-answer shapes can carry one.
 */
export const MBTI_LETTERS = ['E', 'I', 'N', 'S', 'T', 'F', 'P', 'J'] as const;

/** The main text of a stored title: a legacy `ko` key stands for main. */
export function mainTitle(record: QuestionRecord): string {
  return record.title.main || record.title.ko || '';
}

/**
 * The rules of spec section 5 on a whole question: a quiz has a correct answer in range (O/X:
 * 1 is O, 2 is X; multiple: a choice number), multiple choice has 2..5 filled, distinct choices.
 * Surveys keep no correct answer. Returns the fields to store.
 */
export function checkContent(content: Content): Content {
  const { type, answerType } = content;
  if (type === 'quiz' && answerType === 'survey')
    throw badRequest('INVALID_ANSWER_TYPE', 'A quiz is answered with O/X or multiple choice.');
  const selection = answerType === 'ox' ? [] : content.selection;
  if (selection.length > MAX_CHOICES)
    throw badRequest('TOO_MANY_CHOICES', `At most ${MAX_CHOICES} choices.`, { max: MAX_CHOICES });
  if (answerType === 'multiple' && selection.length < 2)
    throw badRequest('REQUIRED_CHOICE', `Choice ${selection.length + 1} is empty.`, {
      no: selection.length + 1,
    });
  const seen = new Set<string>();
  for (const [index, item] of selection.entries()) {
    if (!item.title) throw badRequest('REQUIRED_CHOICE', `Choice ${index + 1} is empty.`, { no: index + 1 });
    const key = item.title.toLowerCase();
    if (seen.has(key))
      throw badRequest('DUPLICATE_CHOICE', `Choice ${index + 1} repeats another.`, { no: index + 1 });
    seen.add(key);
  }
  const mbti = checkMbti(content.mbti, content.type, answerType, selection.length);
  let correct = content.correct || null;
  if (type === 'survey') correct = null;
  else if (!correct) throw badRequest('REQUIRED_CORRECT', 'Choose the correct answer.');
  else {
    const valid =
      answerType === 'ox'
        ? correct === '1' || correct === '2'
        : /^[1-9]$/.test(correct) && Number(correct) <= selection.length;
    if (!valid) throw badRequest('INVALID_CORRECT', `${correct} is not a valid correct answer.`);
  }
  return { ...content, selection, correct, mbti };
}

/**
 * An MBTI question is a survey (a personality question has no right answer) answered O/X or with
 * exactly 2 choices: the scoring reads only 1 and 2, so a third choice or the 1..5 scale would
 * take presses that count for nothing. The letter is stored upper case; empty is none.
 */
function checkMbti(
  raw: string | null | undefined,
  type: Content['type'],
  answerType: Content['answerType'],
  choices: number,
): string | null {
  const letter = raw?.trim().toUpperCase() || null;
  if (letter === null) return null;
  if (!(MBTI_LETTERS as readonly string[]).includes(letter))
    throw badRequest('INVALID_MBTI', `${raw} is not an MBTI letter (E, I, N, S, T, F, P or J).`, {
      value: raw,
    });
  const twoAnswers = answerType === 'ox' || (answerType === 'multiple' && choices === 2);
  if (type !== 'survey' || !twoAnswers)
    throw badRequest(
      'INVALID_MBTI_QUESTION',
      'An MBTI question is a survey answered O/X or with exactly 2 choices.',
    );
  return letter;
}

export function matches(record: QuestionRecord, filter: Filter): boolean {
  if (filter.group != null && record.group !== filter.group) return false;
  if (filter.active != null && record.active !== filter.active) return false;
  if (filter.type && record.type !== filter.type) return false;
  if (filter.answerType && record.answerType !== filter.answerType) return false;
  if (filter.category && record.category?._id !== filter.category) return false;
  const q = filter.q?.toLowerCase();
  if (q) {
    const titles = [record.title.main, record.title.ko, record.title.en, record.title.es];
    if (!titles.some((value) => value?.toLowerCase().includes(q))) return false;
  }
  return true;
}

export function sorted(
  records: QuestionRecord[],
  field: (typeof SORT_FIELDS)[number],
  order: 'asc' | 'desc',
) {
  const sign = order === 'asc' ? 1 : -1;
  const value = (record: QuestionRecord) => {
    if (field === 'order') return record.order ?? 0;
    if (field === 'title') return mainTitle(record);
    return record.createdAt;
  };
  return records.sort((a, b) => {
    // An order ranks questions within their owner's library: several libraries (the shared
    // list) are kept apart rather than interleaved by equal numbers.
    if (field === 'order' && a.ownerId !== b.ownerId) return sign * a.ownerId.localeCompare(b.ownerId);
    const [x, y] = [value(a), value(b)];
    const compared =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * (compared || a._id.localeCompare(b._id));
  });
}
