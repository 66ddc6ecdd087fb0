/**
 * The columns of the question import sheet (template and parser share them). Headers and the words
 * for type, answer type and difficulty are accepted in every language the console speaks, from
 * the template's own texts (i18n/locales/features/questionTemplate.ts), whatever language the
 * file was made in.
 */
import type { AnswerType, Difficulty, QuestionKind } from '../../generated/graphql';
import { questionTemplateTexts } from '../../i18n/locales/features/questionTemplate';
import { headerKey } from '../../spreadsheet/headers';

export { headerKey };

/** Column keys in template order (the English template's headers). */
export const QUESTION_COLUMNS = [
  'type',
  'answerType',
  'title',
  'title_en',
  'title_es',
  'choice1',
  'choice2',
  'choice3',
  'choice4',
  'choice5',
  'correct',
  'difficulty',
  'grade',
  'subject',
  'unit',
  'group',
  'description',
  'link',
  'mbti',
] as const;

export type QuestionColumn = (typeof QUESTION_COLUMNS)[number];
/** A column other than the numbered choices. */
export type FieldColumn = Exclude<QuestionColumn, `choice${number}`>;

/** The button keypads have 5 keys: at most 5 choices (docs/questions.md). */
export const MAX_CHOICES = 5;

/** The name of the sheet the English template puts questions in. */

type TemplateKey = keyof typeof questionTemplateTexts.en;
const LANGUAGES = [questionTemplateTexts.ko, questionTemplateTexts.en, questionTemplateTexts.es];

/** The template text key of each field column's header. */
export const HEADER_KEYS: Record<FieldColumn, TemplateKey> = {
  type: 'QT_COL_TYPE',
  answerType: 'QT_COL_ANSWER_TYPE',
  title: 'QT_COL_TITLE',
  title_en: 'QT_COL_TITLE_EN',
  title_es: 'QT_COL_TITLE_ES',
  correct: 'QT_COL_CORRECT',
  difficulty: 'QT_COL_DIFFICULTY',
  grade: 'QT_COL_GRADE',
  subject: 'QT_COL_SUBJECT',
  unit: 'QT_COL_UNIT',
  group: 'QT_COL_GROUP',
  description: 'QT_COL_DESCRIPTION',
  link: 'QT_COL_LINK',
  mbti: 'QT_COL_MBTI',
};

const FIELD_BY_HEADER = new Map<string, FieldColumn>();
for (const [column, key] of Object.entries(HEADER_KEYS) as [FieldColumn, TemplateKey][]) {
  FIELD_BY_HEADER.set(headerKey(column), column);
  for (const texts of LANGUAGES) FIELD_BY_HEADER.set(headerKey(texts[key]), column);
}
const CHOICE_PREFIXES = [
  'choice',
  ...LANGUAGES.map((texts) => headerKey(texts.QT_COL_CHOICE.replace('{{no}}', ''))),
];

/** What a header cell names: a field column, a choice (1-based), or nothing this importer reads. */
export function columnOf(header: string): { field: FieldColumn } | { choice: number } | null {
  const key = headerKey(header);
  const field = FIELD_BY_HEADER.get(key);
  if (field) return { field };
  for (const prefix of CHOICE_PREFIXES) {
    const match = key.startsWith(prefix) ? /^(\d+)$/.exec(key.slice(prefix.length)) : null;
    if (match) return { choice: Number(match[1]) };
  }
  return null;
}

function valueMap<T extends string>(entries: [T, TemplateKey[]][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, keys] of entries) {
    map.set(headerKey(value), value);
    for (const key of keys) for (const texts of LANGUAGES) map.set(headerKey(texts[key]), value);
  }
  return map;
}

const KINDS = valueMap<QuestionKind>([
  ['quiz', ['QT_VALUE_QUIZ']],
  ['survey', ['QT_VALUE_SURVEY']],
]);
// The 1..5 scale is "survey" in English; the words for a survey question are taken for it too.
const ANSWER_TYPES = valueMap<AnswerType>([
  ['ox', ['QT_VALUE_OX']],
  ['multiple', ['QT_VALUE_MULTIPLE']],
  ['survey', ['QT_VALUE_SCALE', 'QT_VALUE_SURVEY']],
]);
const DIFFICULTIES = valueMap<Difficulty>([
  ['high', ['QT_VALUE_HIGH']],
  ['middle', ['QT_VALUE_MIDDLE']],
  ['low', ['QT_VALUE_LOW']],
]);

export const kindOf = (text: string) => KINDS.get(headerKey(text));
export const answerTypeOf = (text: string) => ANSWER_TYPES.get(headerKey(text));
export const difficultyOf = (text: string) => DIFFICULTIES.get(headerKey(text));
