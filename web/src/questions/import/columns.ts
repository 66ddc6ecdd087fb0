/** The columns of the question import sheet (template and parser share them). */

/** Header keys in template order. Headers are matched case-insensitively, ignoring spaces, `_` and `-`. */
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
] as const;

/** The button keypads have 5 keys: at most 5 choices (docs/questions.md). */
export const MAX_CHOICES = 5;

/** The name of the sheet the template puts questions in. */
export const QUESTION_SHEET = 'Questions';

/** A header cell reduced for matching: `Title EN`, `title_en` and `TITLE-EN` are the same column. */
export function headerKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}
