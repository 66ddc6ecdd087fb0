/**
 * .xlsx through exceljs, each cell as the program shows it: exceljs gives the stored value (a
 * number, or a Date for date formats), so numbers and dates are formatted again with the cell's
 * own format code (numfmt implements Excel's format codes), and formulas give their cached result.
 */
import ExcelJS from 'exceljs';
import { format } from 'numfmt';
import { pushRow, type Sheet, type SheetCell, type SheetRow, SpreadsheetError } from './sheet';

/** Days between Excel's day 0 (1899-12-30, the 1900 system) and 1970-01-01. */
const EPOCH_OFFSET_DAYS = 25569;
const DAY_MS = 86_400_000;

function formatted(pattern: string | undefined, value: number): string {
  // The common case, a whole number in General format, shows as itself (and skips the formatter).
  const general = !pattern || pattern === 'General';
  if (general && Number.isInteger(value) && Math.abs(value) < 1e11) return String(value);
  try {
    return format(pattern || 'General', value).trim();
  } catch {
    // A format code numfmt cannot read: the plain number is closer to the display than nothing.
    return String(value);
  }
}

/** A cell value (string, number, Date, rich text, hyperlink, formula, error) as shown. */
export function shownCell(value: unknown, pattern: string | undefined): SheetCell | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return { text: value.trim() };
  if (typeof value === 'number') return { text: formatted(pattern, value) };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) {
    // exceljs reads date serials as UTC instants; the serial is the same in either date system.
    const serial = value.getTime() / DAY_MS + EPOCH_OFFSET_DAYS;
    return { text: formatted(pattern || 'yyyy-mm-dd', serial), date: true };
  }
  if (typeof value !== 'object') return { text: String(value).trim() };
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) {
    const text = cell.richText.map((part) => String((part as { text?: unknown }).text ?? '')).join('');
    return { text: text.trim() };
  }
  if ('formula' in cell || 'sharedFormula' in cell) return shownCell(cell.result, pattern);
  if (typeof cell.error === 'string') return { text: cell.error, error: true };
  if ('text' in cell) return shownCell(cell.text, pattern);
  return undefined;
}

export async function readXlsx(data: ArrayBuffer | Uint8Array): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer extends ArrayBuffer`; JSZip accepts ArrayBuffer and Uint8Array.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetError('NOT_A_SPREADSHEET');
  }
  // Any zip loads; a workbook has at least one worksheet.
  if (workbook.worksheets.length === 0) throw new SpreadsheetError('NOT_A_SPREADSHEET');
  return workbook.worksheets.map((worksheet) => {
    const rows: SheetRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: (SheetCell | undefined)[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column] = shownCell(cell.value, cell.numFmt);
      });
      pushRow(rows, row.number, cells);
    });
    return { name: worksheet.name, rows };
  });
}
