export type { LegacyEncoding } from './csv';
export { readSpreadsheet } from './read';
export {
  type Sheet,
  type SheetCell,
  type SheetRow,
  SpreadsheetError,
  type SpreadsheetFormat,
} from './sheet';
