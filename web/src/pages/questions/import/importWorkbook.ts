/**
 * The exceljs side of the import screen, loaded with a dynamic import when it is first needed so
 * the console's main bundle does not carry exceljs: the template bytes and the check of a chosen
 * file.
 */
import { parseQuestionWorkbook } from '../../../questions/import';
import { checkParsed, fileErrorMessage, type ImportCheck } from './importRules';

export { buildQuestionTemplate } from '../../../questions/import';

/** Parses a chosen file and decides what it allows; never throws. */
export async function checkImportFile(
  data: ArrayBuffer,
  onProgress?: (checked: number, total: number) => void,
): Promise<ImportCheck> {
  try {
    const result = await parseQuestionWorkbook(data, { onProgress });
    return checkParsed(result);
  } catch (error) {
    return { kind: 'fileError', message: fileErrorMessage(error) };
  }
}
