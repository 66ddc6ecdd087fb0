/**
 * .csv (and tab-separated text): every field is text exactly as typed, so nothing is turned into a
 * date or a number. The bytes are UTF-8 (with or without a byte order mark) or UTF-16 with one;
 * anything else is decoded with the legacy encoding of the reader's language (Korean Excel saves
 * CSV as EUC-KR/CP949, Spanish and English ones as Windows-1252), docs/questions.md.
 */
import Papa from 'papaparse';
import { pushRow, type Sheet, type SheetCell } from './sheet';

export type LegacyEncoding = 'euc-kr' | 'windows-1252';

export function decodeText(bytes: Uint8Array, legacy: LegacyEncoding): string {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(legacy).decode(bytes);
  }
}

/** One sheet named after the file (a CSV has no sheet names). */
export function readCsv(bytes: Uint8Array, name: string, legacy: LegacyEncoding): Sheet[] {
  const text = decodeText(bytes, legacy);
  // Empty lines are kept while parsing so each record's row number is the one a program shows.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  const sheet: Sheet = { name, rows: [] };
  parsed.data.forEach((fields, index) => {
    const cells: (SheetCell | undefined)[] = [];
    fields.forEach((field, column) => {
      const trimmed = field.trim();
      if (trimmed !== '') cells[column + 1] = { text: trimmed };
    });
    pushRow(sheet.rows, index + 1, cells);
  });
  return [sheet];
}
