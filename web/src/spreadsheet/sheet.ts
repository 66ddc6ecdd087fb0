/**
 * A spreadsheet as the importers read it, whatever the file: .xlsx, .ods or .csv
 * (docs/questions.md "Reading a file"). Every cell is the text its author sees in the program
 * (numbers in their cell format, formulas as their result), so "1/2" typed as text stays "1/2";
 * a cell the program turned into a date is marked, since its text is no longer what was typed.
 */

export interface SheetCell {
  /** The text shown in the cell, trimmed. */
  text: string;
  /** The program holds a date or time here (e.g. "1/2" typed became 01/02/26). */
  date?: true;
  /** A formula error such as #N/A or Err:502 (its text is the error as shown). */
  error?: true;
}

export interface SheetRow {
  /** 1-based, as the program shows it. */
  number: number;
  /** By column, 1-based (index 0 unused); empty cells are undefined. */
  cells: (SheetCell | undefined)[];
}

export interface Sheet {
  name: string;
  /** Rows with at least one non-empty cell, in order. */
  rows: SheetRow[];
}

export type SpreadsheetFormat = 'xlsx' | 'ods' | 'csv';

export type SpreadsheetErrorKey = 'NOT_A_SPREADSHEET' | 'OLD_EXCEL_FORMAT';

/** A file that is not a spreadsheet this product reads. */
export class SpreadsheetError extends Error {
  readonly key: SpreadsheetErrorKey;
  constructor(key: SpreadsheetErrorKey) {
    super(key);
    this.name = 'SpreadsheetError';
    this.key = key;
  }
}

/** The file name endings the file pickers offer (the readers also sniff the bytes). */
export const SPREADSHEET_ACCEPT = [
  '.xlsx',
  '.ods',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
].join(',');

/** Keeps a row only when some cell has text (formatted-only cells count as empty). */
export function pushRow(rows: SheetRow[], number: number, cells: (SheetCell | undefined)[]): void {
  if (cells.some((cell) => cell !== undefined && cell.text !== '')) rows.push({ number, cells });
}
