/**
 * Opens an import file whatever its kind: the bytes decide (a zip holding an OpenDocument
 * mimetype is .ods, another zip .xlsx, text is CSV); the file name only keeps a damaged .xlsx or
 * .ods from being read as text. An old binary .xls is named as such, so its author knows to save
 * it as .xlsx.
 */
import { type LegacyEncoding, readCsv } from './csv';
import { readOds } from './ods';
import { type Sheet, SpreadsheetError, type SpreadsheetFormat } from './sheet';
import { readXlsx } from './xlsx';

export interface ReadOptions {
  /** The chosen file's name: its ending and, for a CSV, the sheet name shown in row errors. */
  fileName?: string;
  /** How a CSV that is not UTF-8 is decoded (the reader's language decides, see csv.ts). */
  legacyEncoding?: LegacyEncoding;
}

export interface Spreadsheet {
  format: SpreadsheetFormat;
  sheets: Sheet[];
}

const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
/** The first bytes of a compound (OLE2) file: Excel 97-2003 .xls. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const SNIFF_BYTES = 8192;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * An OpenDocument zip starts with its uncompressed `mimetype` entry (ODF 1.2, 3.3), so the type is
 * readable in the first bytes without unzipping.
 */
function isOds(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return head.includes(`mimetype${ODS_MIMETYPE}`);
}

/** Text files have no NUL bytes, except UTF-16 (which starts with a byte order mark). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  return !bytes.subarray(0, SNIFF_BYTES).includes(0);
}

function baseName(fileName: string | undefined): string {
  const name = fileName?.replace(/^.*[\\/]/, '') ?? '';
  return name.replace(/\.[^.]*$/, '') || 'CSV';
}

export async function readSpreadsheet(
  data: ArrayBuffer | Uint8Array,
  options: ReadOptions = {},
): Promise<Spreadsheet> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (isOds(bytes)) return { format: 'ods', sheets: await readOds(bytes) };
    return { format: 'xlsx', sheets: await readXlsx(bytes) };
  }
  if (startsWith(bytes, OLE2)) throw new SpreadsheetError('OLD_EXCEL_FORMAT');
  const ending = options.fileName?.toLowerCase().match(/\.[^.]+$/)?.[0];
  const workbookEnding = ending === '.xlsx' || ending === '.xlsm' || ending === '.ods';
  if (workbookEnding || !looksLikeText(bytes)) throw new SpreadsheetError('NOT_A_SPREADSHEET');
  const sheets = readCsv(bytes, baseName(options.fileName), options.legacyEncoding ?? 'windows-1252');
  return { format: 'csv', sheets };
}
