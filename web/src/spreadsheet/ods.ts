/**
 * .ods (OpenDocument, LibreOffice's own format): content.xml read with a streaming XML parser.
 * Every cell carries the text the program displays in its <text:p> paragraphs, so nothing needs
 * formatting again; office:value-type says whether the program made a date of it.
 */
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { pushRow, type Sheet, type SheetCell, SpreadsheetError } from './sheet';

/** A row repeated more often than this is cut: no importer reads that many rows anyway. */
const MAX_REPEATED_ROWS = 100_000;

interface CellState {
  paragraphs: string[];
  valueType: string;
  error: boolean;
  repeat: number;
}

function count(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
}

/** Parses content.xml into sheets of displayed texts. */
export function readOdsContent(xml: string): Sheet[] {
  const sheets: Sheet[] = [];
  let sheet: Sheet | null = null;
  let rowNumber = 0;
  let rowRepeat = 1;
  let cells: (SheetCell | undefined)[] = [];
  let column = 0;
  let cell: CellState | null = null;
  // Comments (office:annotation) sit inside cells but are not their text.
  let annotation = 0;

  const append = (text: string) => {
    if (!cell || annotation > 0) return;
    const last = cell.paragraphs.length - 1;
    if (last < 0) cell.paragraphs.push(text);
    else cell.paragraphs[last] += text;
  };

  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const attr = (name: string) => {
      const value = tag.attributes[name];
      return typeof value === 'string' ? value : undefined;
    };
    switch (tag.name) {
      case 'table:table':
        sheet = { name: attr('table:name') ?? `Sheet${sheets.length + 1}`, rows: [] };
        rowNumber = 0;
        break;
      case 'table:table-row':
        rowRepeat = count(attr('table:number-rows-repeated'));
        cells = [];
        column = 0;
        break;
      case 'table:table-cell':
      case 'table:covered-table-cell':
        cell = {
          paragraphs: [],
          valueType: attr('office:value-type') ?? '',
          error: attr('calcext:value-type') === 'error',
          repeat: count(attr('table:number-columns-repeated')),
        };
        break;
      case 'office:annotation':
        annotation += 1;
        break;
      case 'text:p':
      case 'text:h':
        if (cell && annotation === 0) cell.paragraphs.push('');
        break;
      case 'text:s':
        append(' '.repeat(count(attr('text:c'))));
        break;
      case 'text:tab':
        append('\t');
        break;
      case 'text:line-break':
        append('\n');
        break;
    }
  });
  parser.on('text', append);
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'office:annotation':
        annotation -= 1;
        break;
      case 'table:table-cell':
      case 'table:covered-table-cell': {
        if (!cell) break;
        const text = cell.paragraphs.join('\n').trim();
        const shown: SheetCell | undefined =
          text === ''
            ? undefined
            : {
                text,
                ...(cell.valueType === 'date' || cell.valueType === 'time' ? { date: true as const } : {}),
                ...(cell.error ? { error: true as const } : {}),
              };
        // Repeated empty cells (LibreOffice pads rows to the last column) only move the column on.
        if (shown) for (let index = 1; index <= cell.repeat; index += 1) cells[column + index] = shown;
        column += cell.repeat;
        cell = null;
        break;
      }
      case 'table:table-row': {
        if (!sheet) break;
        const current: Sheet = sheet;
        const times = Math.min(rowRepeat, MAX_REPEATED_ROWS);
        const filled = cells.some((each) => each !== undefined);
        if (filled)
          for (let index = 1; index <= times; index += 1)
            pushRow(current.rows, rowNumber + index, [...cells]);
        rowNumber += rowRepeat;
        break;
      }
      case 'table:table':
        if (sheet) sheets.push(sheet);
        sheet = null;
        break;
    }
  });
  parser.write(xml).close();
  return sheets;
}

export async function readOds(data: ArrayBuffer | Uint8Array): Promise<Sheet[]> {
  let xml: string | undefined;
  try {
    const zip = await JSZip.loadAsync(data);
    xml = await zip.file('content.xml')?.async('string');
  } catch {
    throw new SpreadsheetError('NOT_A_SPREADSHEET');
  }
  if (xml === undefined) throw new SpreadsheetError('NOT_A_SPREADSHEET');
  try {
    return readOdsContent(xml);
  } catch {
    throw new SpreadsheetError('NOT_A_SPREADSHEET');
  }
}
