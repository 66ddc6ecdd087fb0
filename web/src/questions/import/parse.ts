/**
 * Reads question rows from an .xlsx, .ods or .csv file (the import of issue 4, docs/questions.md).
 * Pure TS: runs in the browser and in Node. Every sheet whose first non-empty row carries the
 * headers (in any of the console's languages) is read; each row is checked with the rules the
 * server applies in createQuestions (rowRules.ts), so the console can list every broken row,
 * with its value, before anything is sent.
 */
import type { QuestionInput } from '../../generated/graphql';
import {
  type LegacyEncoding,
  readSpreadsheet,
  type Sheet,
  type SheetRow,
  SpreadsheetError,
  type SpreadsheetFormat,
} from '../../spreadsheet';
import { columnOf } from './columns';
import { type Columns, type RowError, readRow } from './rowRules';

export type { RowError, RowErrorKey } from './rowRules';

export type ImportErrorKey = 'NOT_A_SPREADSHEET' | 'OLD_EXCEL_FORMAT' | 'EMPTY_WORKBOOK' | 'TOO_MANY_ROWS';

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
   * Told how many rows have been checked out of how many, every PROGRESS_EVERY rows. With it the
   * parser also yields to the event loop at those points, so a browser tab can paint a progress
   * bar while a large file is checked.
   */
  onProgress?: (checked: number, total: number) => void;
  /** The chosen file's name (a damaged .xlsx is not read as text; a CSV's sheet is named after it). */
  fileName?: string;
  /** How a CSV that is not UTF-8 is decoded: the reader's language decides (spreadsheet/csv.ts). */
  legacyEncoding?: LegacyEncoding;
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
  format: SpreadsheetFormat;
}

export const DEFAULT_MAX_ROWS = 20_000;

/** The columns of a sheet whose first non-empty row names type, answer type and title. */
function findColumns(header: SheetRow | undefined): Columns | null {
  if (!header) return null;
  const columns: Columns = { fields: new Map(), choices: [] };
  header.cells.forEach((cell, index) => {
    if (!cell?.text) return;
    const named = columnOf(cell.text);
    if (!named) return;
    const place = { index, header: cell.text };
    if ('choice' in named) columns.choices[named.choice - 1] ??= place;
    else if (!columns.fields.has(named.field)) columns.fields.set(named.field, place);
  });
  const { fields } = columns;
  return fields.has('type') && fields.has('answerType') && fields.has('title') ? columns : null;
}

/**
 * Parses every question sheet of a file. Throws ImportError for a file that is not a spreadsheet
 * (or an old .xls), one without any question row, or one with more than `maxRows` rows (counted
 * before any row is checked). Row problems come back in `errors`; only valid rows are in
 * `questions`.
 */
export async function parseQuestionWorkbook(
  data: ArrayBuffer | Uint8Array,
  options: ParseOptions = {},
): Promise<ParseResult> {
  const max = options.maxRows ?? DEFAULT_MAX_ROWS;
  const spreadsheet = await readSpreadsheet(data, options).catch((error: unknown) => {
    if (error instanceof SpreadsheetError) throw new ImportError(error.key);
    throw error;
  });

  const sheets: { sheet: Sheet; columns: Columns }[] = [];
  let total = 0;
  for (const sheet of spreadsheet.sheets) {
    const columns = findColumns(sheet.rows[0]);
    if (!columns) continue;
    sheets.push({ sheet, columns });
    total += sheet.rows.length - 1;
    if (total > max) throw new ImportError('TOO_MANY_ROWS', { max });
  }

  const questions: QuestionInput[] = [];
  const errors: RowError[] = [];
  let rows = 0;
  const perSheet: ParseResult['sheets'] = [];
  for (const { sheet, columns } of sheets) {
    for (const row of sheet.rows.slice(1)) {
      rows += 1;
      const result = readRow(row, columns, sheet.name);
      if (result.question) questions.push(result.question);
      errors.push(...result.errors);
      if (options.onProgress && rows % PROGRESS_EVERY === 0) {
        options.onProgress(rows, total);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    if (sheet.rows.length > 1) perSheet.push({ sheet: sheet.name, questions: sheet.rows.length - 1 });
  }
  options.onProgress?.(rows, total);
  if (rows === 0) throw new ImportError('EMPTY_WORKBOOK');
  return { questions, errors, rows, sheets: perSheet, format: spreadsheet.format };
}
