export type { LegacyEncoding } from './csv';
export { type ReadOptions, readSpreadsheet, type Spreadsheet } from './read';
export {
  type Sheet,
  type SheetCell,
  type SheetRow,
  SPREADSHEET_ACCEPT,
  SpreadsheetError,
  type SpreadsheetErrorKey,
  type SpreadsheetFormat,
} from './sheet';
