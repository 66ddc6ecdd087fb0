import { describe, expect, it } from 'vitest';
import { MAX_QUESTIONS_PER_IMPORT } from '../../../api/questionImport';
import type { QuestionInput } from '../../../generated/graphql';
import { ImportError, type ParseResult } from '../../../questions/import';
import {
  checkParsed,
  fileErrorMessage,
  legacyEncodingOf,
  rowErrorMessage,
  serverErrorMessage,
} from './importRules';

const question = (title: string): QuestionInput => ({
  type: 'survey',
  answerType: 'survey',
  title: { main: title },
});

const parsed = (
  count: number,
  errors: ParseResult['errors'] = [],
  sheets: ParseResult['sheets'] = [{ sheet: 'Questions', questions: count + errors.length }],
): ParseResult => ({
  questions: Array.from({ length: count }, (_, index) => question(`Q${index + 1}`)),
  errors,
  rows: count + errors.length,
  sheets,
  format: 'xlsx',
});

/** An Amplify-style GraphQL failure as readApiError sees it. */
const apiError = (errorType: string, errorInfo: Record<string, unknown> = {}) => ({
  errors: [{ errorType, errorInfo }],
});

describe('checkParsed', () => {
  it('blocks the import while any row has an error, whatever the valid rows', () => {
    const errors = [{ sheet: 'Questions', row: 4, key: 'EMPTY_TITLE' as const, column: 'title', value: '' }];
    expect(checkParsed(parsed(3, errors))).toEqual({ kind: 'rowErrors', errors });
  });

  it('refuses a valid file larger than one createQuestions call instead of splitting it', () => {
    const result = checkParsed(parsed(MAX_QUESTIONS_PER_IMPORT + 1));
    expect(result).toEqual({ kind: 'tooMany', count: MAX_QUESTIONS_PER_IMPORT + 1, max: 5000 });
  });

  it('accepts exactly the limit, with the first 5 titles and the per-sheet counts', () => {
    const sheets = [
      { sheet: 'A', questions: 4000 },
      { sheet: 'B', questions: 1000 },
    ];
    const result = checkParsed(parsed(MAX_QUESTIONS_PER_IMPORT, [], sheets));
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.questions).toHaveLength(5000);
    expect(result.titles).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
    expect(result.sheets).toEqual(sheets);
  });
});

describe('rowErrorMessage', () => {
  it('uses the parser key and passes the choice number', () => {
    const at = { sheet: 'S', row: 2, column: 'title', value: '' };
    expect(rowErrorMessage({ ...at, key: 'EMPTY_TITLE' })).toEqual({ key: 'EMPTY_TITLE' });
    expect(rowErrorMessage({ ...at, key: 'EMPTY_CHOICE', no: 3 })).toEqual({
      key: 'EMPTY_CHOICE',
      values: { no: 3 },
    });
  });

  it('names the repeated choice with the import’s own key', () => {
    expect(
      rowErrorMessage({ sheet: 'S', row: 9, key: 'DUPLICATE_CHOICE', no: 2, column: 'choice2', value: 'a' }),
    ).toEqual({
      key: 'IMPORT_DUPLICATE_CHOICE',
      values: { no: 2 },
    });
  });
});

describe('fileErrorMessage', () => {
  it('translates the parser’s file errors, with the row limit', () => {
    expect(fileErrorMessage(new ImportError('NOT_A_SPREADSHEET'))).toEqual({ key: 'NOT_A_SPREADSHEET' });
    expect(fileErrorMessage(new ImportError('OLD_EXCEL_FORMAT'))).toEqual({ key: 'OLD_EXCEL_FORMAT' });
    expect(fileErrorMessage(new ImportError('TOO_MANY_ROWS', { max: 20000 }))).toEqual({
      key: 'TOO_MANY_ROWS',
      values: { max: 20000 },
    });
  });

  it('falls back to a generic read error for anything else', () => {
    expect(fileErrorMessage(new Error('NOT_A_SPREADSHEET'))).toEqual({ key: 'IMPORT_READ_ERR_MSG' });
    expect(fileErrorMessage('boom')).toEqual({ key: 'IMPORT_READ_ERR_MSG' });
  });
});

describe('legacyEncodingOf', () => {
  it('decodes a non-UTF-8 CSV as the reader’s spreadsheet program saves it', () => {
    expect(legacyEncodingOf('ko')).toBe('euc-kr');
    expect(legacyEncodingOf('es')).toBe('windows-1252');
    expect(legacyEncodingOf('en')).toBe('windows-1252');
  });
});

describe('serverErrorMessage', () => {
  const known = (key: string) => ['REQUIRED_CHOICE', 'UNKNOWN_CATEGORY'].includes(key);

  it('names the refused item (1-based) with the server key', () => {
    const error = apiError('BadRequest', { key: 'REQUIRED_CHOICE', no: 2, index: 41 });
    expect(serverErrorMessage(error, known)).toEqual({
      message: { key: 'REQUIRED_CHOICE', values: { no: 2 } },
      item: 42,
    });
  });

  it('keeps the limit of TOO_MANY_QUESTIONS', () => {
    expect(
      serverErrorMessage(apiError('BadRequest', { key: 'TOO_MANY_QUESTIONS', max: 5000 }), known),
    ).toEqual({
      message: { key: 'TOO_MANY_QUESTIONS', values: { max: 5000 } },
    });
  });

  it('shows an unknown key or a network failure as the generic failure', () => {
    expect(serverErrorMessage(apiError('BadRequest', { key: 'NEW_RULE', index: 0 }), known)).toEqual({
      message: { key: 'IMPORT_FAILED_MSG' },
    });
    expect(serverErrorMessage(new Error('offline'), known)).toEqual({
      message: { key: 'IMPORT_FAILED_MSG' },
    });
  });
});
