/**
 * One question row checked with the rules the server applies in createQuestions
 * (docs/questions.md), every problem reported with the column and the value as the author sees
 * them, so a row can be fixed from the list alone.
 */
import type { ChoiceInput, QuestionInput } from '../../generated/graphql';
import type { SheetCell, SheetRow } from '../../spreadsheet';
import { answerTypeOf, difficultyOf, type FieldColumn, kindOf, MAX_CHOICES } from './columns';

export type RowErrorKey =
  | 'EMPTY_TITLE'
  | 'BAD_CORRECT_FORMAT'
  | 'MISSING_CORRECT'
  | 'EMPTY_CHOICE'
  | 'GRADE_NOT_NUMBER'
  | 'BAD_TYPE'
  | 'TOO_MANY_CHOICES'
  /** Also refused by the server: two choices with the same text (case-insensitive). */
  | 'DUPLICATE_CHOICE'
  /** Also refused by the server: a grade outside 1..12. */
  | 'BAD_GRADE'
  /** Also refused by the API: a difficulty other than high, middle or low. */
  | 'BAD_DIFFICULTY'
  /** Also refused by the API (AWSURL): a link that is not an absolute URL. */
  | 'BAD_LINK'
  /** The program turned what was typed into a date: the text shown is not what was meant. */
  | 'DATE_CELL'
  /** A formula whose result is an error (#N/A, Err:502). */
  | 'CELL_ERROR'
  /** Also refused by the server: an MBTI letter other than E, I, N, S, T, F, P or J. */
  | 'BAD_MBTI'
  /** Also refused by the server: an MBTI letter on a quiz, the 1..5 scale or a third choice. */
  | 'BAD_MBTI_QUESTION';

export interface RowError {
  sheet: string;
  /** 1-based, as the program shows it. */
  row: number;
  key: RowErrorKey;
  /** The choice number for EMPTY_CHOICE and DUPLICATE_CHOICE. */
  no?: number;
  /** The header of the offending column as written in the file (or the English one when absent). */
  column: string;
  /** The offending cell as shown in the file ('' for an empty one). */
  value: string;
}

/** Where each column is, and its header as written, for one sheet. */
export interface Columns {
  fields: Map<FieldColumn, { index: number; header: string }>;
  /** choice1, choice2, … in choice order (gaps as undefined). */
  choices: ({ index: number; header: string } | undefined)[];
}

const MBTI_LETTERS = ['E', 'I', 'N', 'S', 'T', 'F', 'P', 'J'];

function integer(text: string): number | null {
  return /^[+-]?\d+(\.0+)?$/.test(text) ? Number.parseInt(text, 10) : null;
}

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks one row; returns the question or the row's errors (every error found, not just the first). */
export function readRow(
  row: SheetRow,
  columns: Columns,
  sheet: string,
): { question?: QuestionInput; errors: RowError[] } {
  const errors: RowError[] = [];
  const at = { sheet, row: row.number };
  const fail = (key: RowErrorKey, column: string, value: string, no?: number) =>
    errors.push(no === undefined ? { ...at, key, column, value } : { ...at, key, no, column, value });
  const cellOf = (index: number | undefined): SheetCell | undefined =>
    index === undefined ? undefined : row.cells[index];
  const field = (name: FieldColumn) => {
    const place = columns.fields.get(name);
    return { header: place?.header ?? name, text: cellOf(place?.index)?.text ?? '' };
  };

  // A date or an error shown in any column read is not what the author typed: refused, value shown.
  const places = [...columns.fields.values(), ...columns.choices]
    .filter((place) => place !== undefined)
    .sort((a, b) => a.index - b.index);
  for (const place of places) {
    const cell = cellOf(place.index);
    if (cell?.date) fail('DATE_CELL', place.header, cell.text);
    else if (cell?.error) fail('CELL_ERROR', place.header, cell.text);
  }

  const typeCell = field('type');
  const answerCell = field('answerType');
  const type = kindOf(typeCell.text);
  const answerType = answerTypeOf(answerCell.text);
  if (!type) fail('BAD_TYPE', typeCell.header, typeCell.text);
  if (!answerType || (type === 'quiz' && answerType === 'survey'))
    fail('BAD_TYPE', answerCell.header, answerCell.text);

  const title = field('title');
  if (!title.text) fail('EMPTY_TITLE', title.header, '');

  // Choices: trailing empty cells are fine; an empty one before a filled one is not.
  const choiceCells = columns.choices.map((place, index) => ({
    header: place?.header ?? `choice${index + 1}`,
    text: cellOf(place?.index)?.text ?? '',
  }));
  let last = choiceCells.length - 1;
  while (last >= 0 && !choiceCells[last]?.text) last -= 1;
  const used = answerType === 'ox' ? [] : choiceCells.slice(0, last + 1);
  if (used.length > MAX_CHOICES) {
    const extra = used.slice(MAX_CHOICES).find((choice) => choice.text) ?? used[MAX_CHOICES];
    fail('TOO_MANY_CHOICES', extra?.header ?? '', extra?.text ?? '');
  }
  const seen = new Set<string>();
  used.forEach((choice, index) => {
    if (!choice.text) fail('EMPTY_CHOICE', choice.header, '', index + 1);
    else if (seen.has(choice.text.toLowerCase()))
      fail('DUPLICATE_CHOICE', choice.header, choice.text, index + 1);
    else seen.add(choice.text.toLowerCase());
  });
  if (answerType === 'multiple' && used.length < 2)
    fail('EMPTY_CHOICE', choiceCells[used.length]?.header ?? `choice${used.length + 1}`, '', used.length + 1);

  let correct: string | null = null;
  const rawCorrect = field('correct');
  if (type === 'quiz' && (answerType === 'ox' || answerType === 'multiple')) {
    if (!rawCorrect.text) fail('MISSING_CORRECT', rawCorrect.header, '');
    else if (answerType === 'ox') {
      const ox = rawCorrect.text.toUpperCase();
      correct = ox === 'O' || ox === '1' ? '1' : ox === 'X' || ox === '2' ? '2' : null;
      if (!correct) fail('BAD_CORRECT_FORMAT', rawCorrect.header, rawCorrect.text);
    } else {
      const number = integer(rawCorrect.text);
      // While the choices themselves are wrong, only the format is checked (one problem, one error).
      const choicesOk = !errors.some(
        (error) => error.key.endsWith('CHOICE') || error.key === 'TOO_MANY_CHOICES',
      );
      const top = choicesOk ? used.length : MAX_CHOICES;
      if (number === null || number < 1 || number > top)
        fail('BAD_CORRECT_FORMAT', rawCorrect.header, rawCorrect.text);
      else correct = String(number);
    }
  }

  let grade: number | null = null;
  const rawGrade = field('grade');
  if (rawGrade.text) {
    grade = integer(rawGrade.text);
    if (grade === null) fail('GRADE_NOT_NUMBER', rawGrade.header, rawGrade.text);
    else if (grade < 1 || grade > 12) fail('BAD_GRADE', rawGrade.header, rawGrade.text);
  }

  const rawDifficulty = field('difficulty');
  const difficulty = rawDifficulty.text ? difficultyOf(rawDifficulty.text) : undefined;
  if (rawDifficulty.text && !difficulty) fail('BAD_DIFFICULTY', rawDifficulty.header, rawDifficulty.text);

  const link = field('link');
  if (link.text && !isUrl(link.text)) fail('BAD_LINK', link.header, link.text);

  const rawMbti = field('mbti');
  const mbti = rawMbti.text.toUpperCase();
  if (mbti && !MBTI_LETTERS.includes(mbti)) fail('BAD_MBTI', rawMbti.header, rawMbti.text);
  else if (mbti && type && answerType) {
    const twoAnswers = answerType === 'ox' || (answerType === 'multiple' && used.length === 2);
    if (type !== 'survey' || !twoAnswers) fail('BAD_MBTI_QUESTION', rawMbti.header, rawMbti.text);
  }

  if (errors.length > 0 || !type || !answerType) return { errors };

  const question: QuestionInput = { type, answerType, title: { main: title.text } };
  const en = field('title_en').text;
  const es = field('title_es').text;
  if (en) question.title.en = en;
  if (es) question.title.es = es;
  if (used.length > 0) question.selection = used.map((choice): ChoiceInput => ({ title: choice.text }));
  if (correct) question.correct = correct;
  if (difficulty) question.difficulty = difficulty;
  if (grade !== null) question.grade = grade;
  for (const key of ['subject', 'unit', 'group', 'description'] as const) {
    const value = field(key).text;
    if (value) question[key] = value;
  }
  if (link.text) question.link = link.text;
  if (mbti) question.mbti = mbti;
  return { question, errors };
}
