/**
 * The import screen's decisions, kept free of React and exceljs so they are unit tested and stay
 * in the main bundle cheaply: what a parsed file allows (import, fix rows, split the file) and
 * which translated text each parser, file or server error shows.
 */

import { adminErrorMessage, type ErrorMessage, readApiError } from '../../../api/errors';
import { MAX_QUESTIONS_PER_IMPORT } from '../../../api/questionImport';
import type { QuestionInput } from '../../../generated/graphql';
// Types only: the parser itself (and exceljs) is loaded when a file is chosen.
import type { ParseResult, RowError } from '../../../questions/import';
import type { LegacyEncoding } from '../../../spreadsheet';

/**
 * The encoding of a CSV that is not UTF-8: what a spreadsheet program of the reader's language
 * saves by default (Korean Excel: CP949/EUC-KR; Western ones: Windows-1252).
 */
export function legacyEncodingOf(language: string): LegacyEncoding {
  return language.startsWith('ko') ? 'euc-kr' : 'windows-1252';
}

/** How many titles the preview lists. */
export const PREVIEW_TITLES = 5;

export interface SheetCount {
  sheet: string;
  questions: number;
}

/** What the chosen file allows. */
export type ImportCheck =
  | { kind: 'fileError'; message: ErrorMessage }
  | { kind: 'rowErrors'; errors: RowError[] }
  /** Valid, but more than one createQuestions takes: refused as a whole (docs/questions.md). */
  | { kind: 'tooMany'; count: number; max: number }
  | { kind: 'ready'; questions: QuestionInput[]; sheets: SheetCount[]; titles: string[] };

/**
 * Any row error blocks the import; a valid file larger than one call is refused rather than sent
 * in parts, since each call is all or nothing on its own.
 */
export function checkParsed(result: ParseResult): ImportCheck {
  if (result.errors.length > 0) return { kind: 'rowErrors', errors: result.errors };
  const count = result.questions.length;
  if (count > MAX_QUESTIONS_PER_IMPORT) return { kind: 'tooMany', count, max: MAX_QUESTIONS_PER_IMPORT };
  return {
    kind: 'ready',
    questions: result.questions,
    sheets: result.sheets,
    titles: result.questions.slice(0, PREVIEW_TITLES).map((question) => question.title.main),
  };
}

/** A row error's text: the parser key, with the choice number where the key names one. */
export function rowErrorMessage(error: RowError): ErrorMessage {
  // ko.ts's DUPLICATE_CHOICE has no choice number; the import names the repeated choice.
  const key = error.key === 'DUPLICATE_CHOICE' ? 'IMPORT_DUPLICATE_CHOICE' : error.key;
  return error.no === undefined ? { key } : { key, values: { no: error.no } };
}

const FILE_ERROR_KEYS = new Set(['NOT_A_SPREADSHEET', 'OLD_EXCEL_FORMAT', 'EMPTY_WORKBOOK', 'TOO_MANY_ROWS']);

/**
 * A file the parser refused (its ImportError, recognised by shape so this module needs no value
 * from the lazily loaded parser), or anything else that went wrong while reading it.
 */
export function fileErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof Error && error.name === 'ImportError') {
    const { key, params } = error as Error & { key?: unknown; params?: Record<string, unknown> };
    if (typeof key === 'string' && FILE_ERROR_KEYS.has(key)) {
      const max = params?.max;
      return typeof max === 'number' ? { key, values: { max } } : { key };
    }
  }
  return { key: 'IMPORT_READ_ERR_MSG' };
}

/**
 * A refused createQuestions: the server's key (admin rule) plus, when it names the item, its
 * position in the file; TOO_MANY_QUESTIONS carries its limit.
 */
export function serverErrorMessage(
  error: unknown,
  isKnownKey: (key: string) => boolean,
): { message: ErrorMessage; item?: number } {
  const { code, info } = readApiError(error);
  if (code === 'BadRequest' && info.key === 'TOO_MANY_QUESTIONS') {
    const max = typeof info.max === 'number' ? info.max : MAX_QUESTIONS_PER_IMPORT;
    return { message: { key: 'TOO_MANY_QUESTIONS', values: { max } } };
  }
  const message = adminErrorMessage(error, isKnownKey, 'IMPORT_FAILED_MSG');
  const index = info.index;
  return typeof index === 'number' && message.key !== 'IMPORT_FAILED_MSG'
    ? { message, item: index + 1 }
    : { message };
}
