/**
 * Writes one planned sheet with exceljs's streaming writer, laid out for people: the table's
 * heading row in bold on a tint and frozen with everything above it, columns as wide as their
 * content (CJK characters count double), date cells shown with the language's date format and
 * number columns with theirs. Rows are committed one by one (docs/exports.md "Limits").
 */
import type ExcelJS from 'exceljs';

export type CellValue = string | number | Date | null;

export interface SheetPlan {
  name: string;
  rows: CellValue[][];
  /** 1-based row of the table's heading; it and the rows above it stay in view. 0: none. */
  headerRow: number;
  /** Leading columns that stay in view when scrolling sideways (the student's seat and name). */
  frozenColumns?: number;
  /** Excel number formats of whole columns (0-based): response seconds, rates, date columns. */
  columnFormats?: Record<number, string>;
  /** Rows (1-based) shown as a title: bold and larger. */
  titleRows?: number[];
  /** Rows (1-based) of free text that may run over the empty cells beside it: not measured. */
  freeRows?: number[];
  /** Every value left-aligned: a label-and-value list (the cover), not a table of figures. */
  alignLeft?: boolean;
}

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3ECF5' } };

/** East Asian wide characters (Hangul, CJK, kana, full-width forms) take two columns. */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}

/** How many character columns a value takes when shown. */
export function displayWidth(value: CellValue, dateFormat: string): number {
  if (value === null) return 0;
  if (value instanceof Date) return dateFormat.length;
  const text = typeof value === 'number' ? value.toFixed(1) : value;
  let width = 0;
  for (const char of text) width += isWide(char.codePointAt(0) ?? 0) ? 2 : 1;
  return width;
}

/**
 * Column widths from the content. Rows above the heading (a question's title, a long note) do
 * not widen the table's columns: their text may run over the empty cells beside it.
 */
export function columnWidths(plan: SheetPlan, dateFormat: string): number[] {
  const widths: number[] = [];
  const free = new Set(plan.freeRows ?? []);
  plan.rows.forEach((row, position) => {
    if (free.has(position + 1)) return;
    const above = position + 1 < plan.headerRow;
    row.forEach((value, column) => {
      // A label column above the table still counts: it is read as much as the table.
      if (above && column > 0) return;
      widths[column] = Math.max(widths[column] ?? 0, displayWidth(value, dateFormat));
    });
  });
  return widths.map((width) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)));
}

/**
 * The styles of a sheet, one object each: exceljs remembers a style object it has written, so
 * cells sharing one cost a lookup, while a style per cell is built again for every cell (the
 * 100,000-answer benchmark took 45% more CPU time that way).
 */
function sheetStyles(plan: SheetPlan, dateFormat: string) {
  const formats = plan.columnFormats ?? {};
  const aligned = (style: Partial<ExcelJS.Style>): Partial<ExcelJS.Style> =>
    plan.alignLeft ? { ...style, alignment: { horizontal: 'left' } } : style;
  const byColumn = new Map(
    Object.entries(formats).map(([column, numFmt]): [number, Partial<ExcelJS.Style>] => [
      Number(column),
      aligned({ numFmt }),
    ]),
  );
  return {
    plain: aligned({}),
    date: aligned({ numFmt: dateFormat }),
    header: aligned({ font: { bold: true }, fill: HEADER_FILL }),
    title: aligned({ font: { bold: true, size: 14 } }),
    column: (column: number) => byColumn.get(column),
  };
}

export function writeSheet(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  plan: SheetPlan,
  dateFormat: string,
): void {
  const frozen = plan.headerRow > 0 || (plan.frozenColumns ?? 0) > 0;
  const sheet = book.addWorksheet(plan.name, {
    views: frozen
      ? [{ state: 'frozen', ySplit: plan.headerRow, xSplit: plan.frozenColumns ?? 0 }]
      : [{ state: 'normal' }],
  });
  sheet.columns = columnWidths(plan, dateFormat).map((width) => ({ width }));
  const styles = sheetStyles(plan, dateFormat);
  const titles = new Set(plan.titleRows ?? []);
  plan.rows.forEach((values, position) => {
    const row = sheet.addRow(values);
    const number = position + 1;
    values.forEach((value, column) => {
      const cell = row.getCell(column + 1);
      if (number === plan.headerRow) cell.style = styles.header;
      else if (titles.has(number) && column === 0) cell.style = styles.title;
      else if (number > plan.headerRow && styles.column(column))
        cell.style = styles.column(column) ?? styles.plain;
      else cell.style = value instanceof Date ? styles.date : styles.plain;
    });
    row.commit();
  });
  sheet.commit();
}
