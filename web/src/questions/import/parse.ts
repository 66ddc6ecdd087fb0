/**
 * Reads question rows from an .xlsx workbook (the import of issue 4). Pure TS: runs in the browser
 * and in Node. Every sheet whose first non-empty row carries the headers is read; each row is
 * checked with the rules the server applies in createQuestions (docs/questions.md), so the console
 * can list every broken row before anything is sent.
 */
import ExcelJS from 'exceljs';
import type {
  AnswerType,
  ChoiceInput,
  Difficulty,
  QuestionInput,
  QuestionKind,
} from '../../generated/graphql';
import { headerKey, MAX_CHOICES } from './columns';

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
  | 'BAD_LINK';

export interface RowError {
  sheet: string;
  /** 1-based, as Excel shows it. */
  row: number;
  key: RowErrorKey;
  /** The choice number for EMPTY_CHOICE and DUPLICATE_CHOICE. */
  no?: number;
}

export type ImportErrorKey = 'NOT_A_SPREADSHEET' | 'EMPTY_WORKBOOK' | 'TOO_MANY_ROWS';

/** A file that cannot be imported at all (as opposed to rows with errors). */
export class ImportError extends Error {
  readonly key: ImportErrorKey;
  readonly params: Record<string, unknown>;
  constructor(key: ImportErrorKey, params: Record<string, unknown> = {}) {
    super(key);
    this.name = 'ImportError';
    this.key = key;
    this.params = params;
  }
}

export interface ParseOptions {
  /** Most question rows over all sheets (default 20,000). */
  maxRows?: number;
  /**
   * Told how many rows have been checked out of about how many (the count before reading), every
   * PROGRESS_EVERY rows. With it the parser also yields to the event loop at those points, so a
   * browser tab can paint a progress bar while a large file is checked.
   */
  onProgress?: (checked: number, total: number) => void;
}

export const PROGRESS_EVERY = 500;

export interface ParseResult {
  /** The valid rows as API input, in sheet and row order. */
  questions: QuestionInput[];
  errors: RowError[];
  /** Question rows read (valid or not). */
  rows: number;
  /** Question rows read per question sheet, in workbook order (sheets without any left out). */
  sheets: { sheet: string; questions: number }[];
}

export const DEFAULT_MAX_ROWS = 20_000;

const KINDS: readonly QuestionKind[] = ['quiz', 'survey'];
const ANSWER_TYPES: readonly AnswerType[] = ['ox', 'multiple', 'survey'];
const DIFFICULTIES: readonly Difficulty[] = ['high', 'middle', 'low'];

/** A cell value (number, string, rich text, hyperlink, formula result, date…) as trimmed text. */
export function cellText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText))
      return cell.richText
        .map((part) => String((part as { text?: unknown }).text ?? ''))
        .join('')
        .trim();
    if ('formula' in cell || 'sharedFormula' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
    if ('error' in cell) return '';
  }
  return String(value).trim();
}

interface Columns {
  index: Map<string, number>;
  /** Column numbers of choice1, choice2, … in choice order (gaps as undefined). */
  choices: (number | undefined)[];
}

function rowTexts(row: ExcelJS.Row): string[] {
  const texts: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    texts[column] = cellText(cell.value);
  });
  return texts;
}

/** The header of a sheet: its first non-empty row, if it names type, answerType and title. */
function findHeader(sheet: ExcelJS.Worksheet): { row: number; columns: Columns } | null {
  let header: ExcelJS.Row | undefined;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    header ??= row;
  });
  if (!header) return null;
  const index = new Map<string, number>();
  const choices: (number | undefined)[] = [];
  rowTexts(header).forEach((text, column) => {
    if (!text) return;
    const key = headerKey(text);
    const choice = /^choice(\d+)$/.exec(key);
    if (choice) choices[Number(choice[1]) - 1] = column;
    else if (!index.has(key)) index.set(key, column);
  });
  if (!index.has('type') || !index.has('answertype') || !index.has('title')) return null;
  return { row: header.number, columns: { index, choices } };
}

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
function readRow(
  texts: string[],
  columns: Columns,
  at: { sheet: string; row: number },
): { question?: QuestionInput; errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (key: RowErrorKey, no?: number) =>
    errors.push(no === undefined ? { ...at, key } : { ...at, key, no });
  const get = (key: string) => {
    const column = columns.index.get(key);
    return column === undefined ? '' : (texts[column] ?? '');
  };

  const type = get('type').toLowerCase();
  const answerType = get('answertype').toLowerCase();
  const kindOk = (KINDS as readonly string[]).includes(type);
  const answerOk = (ANSWER_TYPES as readonly string[]).includes(answerType);
  if (!kindOk || !answerOk || (type === 'quiz' && answerType === 'survey')) fail('BAD_TYPE');

  const title = get('title');
  if (!title) fail('EMPTY_TITLE');

  // Choices: trailing empty cells are fine; an empty one before a filled one is not.
  const cells = columns.choices.map((column) => (column === undefined ? '' : (texts[column] ?? '')));
  let last = cells.length - 1;
  while (last >= 0 && !cells[last]) last -= 1;
  const used = answerType === 'ox' ? [] : cells.slice(0, last + 1);
  if (used.length > MAX_CHOICES) fail('TOO_MANY_CHOICES');
  const seen = new Set<string>();
  used.forEach((text, index) => {
    if (!text) fail('EMPTY_CHOICE', index + 1);
    else if (seen.has(text.toLowerCase())) fail('DUPLICATE_CHOICE', index + 1);
    else seen.add(text.toLowerCase());
  });
  if (answerType === 'multiple' && used.length < 2) fail('EMPTY_CHOICE', used.length + 1);

  let correct: string | null = null;
  const rawCorrect = get('correct');
  if (type === 'quiz' && (answerType === 'ox' || answerType === 'multiple')) {
    if (!rawCorrect) fail('MISSING_CORRECT');
    else if (answerType === 'ox') {
      const ox = rawCorrect.toUpperCase();
      correct = ox === 'O' || ox === '1' ? '1' : ox === 'X' || ox === '2' ? '2' : null;
      if (!correct) fail('BAD_CORRECT_FORMAT');
    } else {
      const number = integer(rawCorrect);
      // While the choices themselves are wrong, only the format is checked (one problem, one error).
      const choicesOk = !errors.some(
        (error) => error.key.endsWith('CHOICE') || error.key === 'TOO_MANY_CHOICES',
      );
      const top = choicesOk ? used.length : MAX_CHOICES;
      if (number === null || number < 1 || number > top) fail('BAD_CORRECT_FORMAT');
      else correct = String(number);
    }
  }

  let grade: number | null = null;
  const rawGrade = get('grade');
  if (rawGrade) {
    grade = integer(rawGrade);
    if (grade === null) fail('GRADE_NOT_NUMBER');
    else if (grade < 1 || grade > 12) fail('BAD_GRADE');
  }

  const difficulty = get('difficulty').toLowerCase();
  if (difficulty && !(DIFFICULTIES as readonly string[]).includes(difficulty)) fail('BAD_DIFFICULTY');

  const link = get('link');
  if (link && !isUrl(link)) fail('BAD_LINK');

  if (errors.length > 0) return { errors };

  const question: QuestionInput = {
    type: type as QuestionKind,
    answerType: answerType as AnswerType,
    title: { main: title },
  };
  const en = get('titleen');
  const es = get('titlees');
  if (en) question.title.en = en;
  if (es) question.title.es = es;
  if (used.length > 0) question.selection = used.map((text): ChoiceInput => ({ title: text }));
  if (correct) question.correct = correct;
  if (difficulty) question.difficulty = difficulty as Difficulty;
  if (grade !== null) question.grade = grade;
  for (const key of ['subject', 'unit', 'group', 'description'] as const) {
    const value = get(key);
    if (value) question[key] = value;
  }
  if (link) question.link = link;
  return { question, errors };
}

async function load(data: ArrayBuffer | Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer extends ArrayBuffer`; JSZip accepts ArrayBuffer and Uint8Array.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ImportError('NOT_A_SPREADSHEET');
  }
  return workbook;
}

/**
 * Parses every question sheet of a workbook. Throws ImportError for a file that is not a
 * spreadsheet, one without any question row, or one with more than `maxRows` rows (counted
 * before any row is read). Row problems come back in `errors`; only valid rows are in `questions`.
 */
export async function parseQuestionWorkbook(
  data: ArrayBuffer | Uint8Array,
  options: ParseOptions = {},
): Promise<ParseResult> {
  const max = options.maxRows ?? DEFAULT_MAX_ROWS;
  const workbook = await load(data);

  const sheets: { sheet: ExcelJS.Worksheet; header: number; columns: Columns }[] = [];
  let count = 0;
  for (const sheet of workbook.worksheets) {
    const found = findHeader(sheet);
    if (!found) continue;
    sheets.push({ sheet, header: found.row, columns: found.columns });
    // actualRowCount counts rows with values: the header plus the (non-empty) question rows.
    count += Math.max(0, sheet.actualRowCount - 1);
    if (count > max) throw new ImportError('TOO_MANY_ROWS', { max });
  }

  const questions: QuestionInput[] = [];
  const errors: RowError[] = [];
  let rows = 0;
  const perSheet: ParseResult['sheets'] = [];
  for (const { sheet, header, columns } of sheets) {
    const before = rows;
    const pending: ExcelJS.Row[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (row.number > header) pending.push(row);
    });
    for (const row of pending) {
      const texts = rowTexts(row);
      if (!texts.some(Boolean)) continue; // cells present but blank (e.g. formatted only)
      rows += 1;
      const result = readRow(texts, columns, { sheet: sheet.name, row: row.number });
      if (result.question) questions.push(result.question);
      errors.push(...result.errors);
      if (options.onProgress && rows % PROGRESS_EVERY === 0) {
        options.onProgress(rows, count);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    if (rows > before) perSheet.push({ sheet: sheet.name, questions: rows - before });
  }
  options.onProgress?.(rows, count);
  if (rows === 0) throw new ImportError('EMPTY_WORKBOOK');
  return { questions, errors, rows, sheets: perSheet };
}
