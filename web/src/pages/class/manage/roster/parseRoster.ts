/**
 * Reads a roster file (.xlsx, .ods or .csv) into the rows importRoster takes, checking in the
 * browser what can be checked without the server (seat numbers, names, cells the program turned
 * into dates), every problem with its row, column and value. Buttons are found by the server,
 * which reports its own row problems the same way (rosterErrors.ts).
 */
import type { RosterRowInput } from '../../../../generated/graphql';
import {
  type LegacyEncoding,
  readSpreadsheet,
  type Sheet,
  type SheetRow,
  SpreadsheetError,
} from '../../../../spreadsheet';
import { MAX_NAME, MAX_ROSTER_ROWS, MAX_SEAT_NO, type RosterColumn, rosterColumnOf } from './rosterColumns';

export type RosterFileErrorKey =
  | 'NOT_A_SPREADSHEET'
  | 'OLD_EXCEL_FORMAT'
  | 'ROSTER_NO_HEADER'
  | 'ROSTER_EMPTY'
  | 'ROSTER_TOO_MANY_ROWS';

export class RosterFileError extends Error {
  constructor(readonly key: RosterFileErrorKey) {
    super(key);
    this.name = 'RosterFileError';
  }
}

export interface RosterRowError {
  /** 1-based, as the program shows it. */
  row: number;
  key: string;
  /** The header as written in the file. */
  column: string;
  value: string;
}

export interface ParsedRoster {
  sheet: string;
  rows: RosterRowInput[];
  /** The file row of each entry of `rows`, to place the server's row problems. */
  fileRows: number[];
  /** The header of each column as written in the file (for the server's row problems). */
  headers: Partial<Record<RosterColumn, string>>;
  errors: RosterRowError[];
}

type Columns = Map<RosterColumn, { index: number; header: string }>;

function columnsOf(header: SheetRow): Columns | null {
  const columns: Columns = new Map();
  header.cells.forEach((cell, index) => {
    const column = cell ? rosterColumnOf(cell.text) : undefined;
    if (cell && column && !columns.has(column)) columns.set(column, { index, header: cell.text });
  });
  return columns.has('no') && columns.has('firstname') ? columns : null;
}

/** The first sheet whose first row names at least the seat number and the first name. */
function rosterSheet(sheets: Sheet[]): { sheet: Sheet; columns: Columns } | null {
  for (const sheet of sheets) {
    const [header] = sheet.rows;
    const columns = header ? columnsOf(header) : null;
    if (columns) return { sheet, columns };
  }
  return null;
}

function readRow(row: SheetRow, columns: Columns, errors: RosterRowError[]): RosterRowInput {
  const fail = (key: string, column: RosterColumn, value: string) =>
    errors.push({ row: row.number, key, column: columns.get(column)?.header ?? column, value });
  const cell = (column: RosterColumn) => {
    const place = columns.get(column);
    return place ? row.cells[place.index] : undefined;
  };
  for (const column of columns.keys()) {
    const shown = cell(column);
    if (shown?.date) fail('DATE_CELL', column, shown.text);
    else if (shown?.error) fail('CELL_ERROR', column, shown.text);
  }
  const seat = cell('no')?.text ?? '';
  const no = /^\d+(\.0+)?$/.test(seat) ? Number.parseInt(seat, 10) : Number.NaN;
  if (!(no >= 1 && no <= MAX_SEAT_NO)) fail('ROSTER_INVALID_SEAT', 'no', seat);
  const firstname = cell('firstname')?.text ?? '';
  if (firstname === '') fail('ROSTER_REQUIRED_NAME', 'firstname', '');
  else if (firstname.length > MAX_NAME) fail('ROSTER_NAME_TOO_LONG', 'firstname', firstname);
  const input: RosterRowInput = { no, firstname };
  if (columns.has('lastname')) {
    const lastname = cell('lastname')?.text ?? '';
    if (lastname.length > MAX_NAME) fail('ROSTER_NAME_TOO_LONG', 'lastname', lastname);
    input.lastname = lastname || null;
  }
  const button = cell('button')?.text ?? '';
  if (button) input.button = button;
  return input;
}

export async function parseRoster(
  data: ArrayBuffer | Uint8Array,
  options: { fileName?: string; legacyEncoding?: LegacyEncoding } = {},
): Promise<ParsedRoster> {
  let sheets: Sheet[];
  try {
    sheets = (await readSpreadsheet(data, options)).sheets;
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new RosterFileError(error.key);
    throw error;
  }
  const found = rosterSheet(sheets);
  if (!found) throw new RosterFileError('ROSTER_NO_HEADER');
  const { sheet, columns } = found;
  const body = sheet.rows.slice(1);
  if (body.length === 0) throw new RosterFileError('ROSTER_EMPTY');
  if (body.length > MAX_ROSTER_ROWS) throw new RosterFileError('ROSTER_TOO_MANY_ROWS');

  const errors: RosterRowError[] = [];
  const rows = body.map((row) => readRow(row, columns, errors));
  // A seat named twice: the later rows are the ones to fix.
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if (!Number.isInteger(row.no)) return;
    if (seen.has(row.no))
      errors.push({
        row: body[index]?.number ?? 0,
        key: 'ROSTER_DUPLICATE_SEAT',
        column: columns.get('no')?.header ?? 'no',
        value: String(row.no),
      });
    seen.add(row.no);
  });
  errors.sort((a, b) => a.row - b.row);
  const headers = Object.fromEntries([...columns].map(([column, place]) => [column, place.header]));
  return { sheet: sheet.name, rows, fileRows: body.map((row) => row.number), headers, errors };
}
