/**
 * The exceljs side of the import screen, loaded with a dynamic import when it is first needed so
 * the console's main bundle does not carry exceljs: the template bytes and the check of a chosen
 * file (parser + per-sheet counts for the preview).
 */
import ExcelJS from 'exceljs';
import { cellText, parseQuestionWorkbook } from '../../../questions/import';
import { headerKey } from '../../../questions/import/columns';
import { checkParsed, fileErrorMessage, type ImportCheck, type SheetCount } from './importRules';

export { buildQuestionTemplate } from '../../../questions/import';

const REQUIRED_HEADERS = ['type', 'answertype', 'title'];

/**
 * Question rows per sheet, by the parser's rule (a sheet whose first non-empty row names type,
 * answerType and title; rows after it with any text). The parser returns its questions without
 * their sheet, so the preview counts them here; checkParsed drops the counts if they disagree.
 */
export async function countSheetRows(data: ArrayBuffer): Promise<SheetCount[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const counts: SheetCount[] = [];
  for (const sheet of workbook.worksheets) {
    let header: number | null = null;
    let questions = 0;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const texts: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell) => {
        const text = cellText(cell.value);
        if (text) texts.push(text);
      });
      if (header === null) {
        const keys = new Set(texts.map(headerKey));
        // The first non-empty row decides: not a header means not a question sheet.
        header = REQUIRED_HEADERS.every((key) => keys.has(key)) ? row.number : -1;
      } else if (header > 0 && texts.length > 0) {
        questions += 1;
      }
    });
    if (header !== null && header > 0 && questions > 0) counts.push({ sheet: sheet.name, questions });
  }
  return counts;
}

/** Parses a chosen file and decides what it allows; never throws. */
export async function checkImportFile(data: ArrayBuffer): Promise<ImportCheck> {
  try {
    const result = await parseQuestionWorkbook(data);
    // Per-sheet counts only matter for the preview, i.e. a file without row errors.
    const sheets = result.errors.length === 0 ? await countSheetRows(data) : [];
    return checkParsed(result, sheets);
  } catch (error) {
    return { kind: 'fileError', message: fileErrorMessage(error) };
  }
}
