/**
 * The exceljs side of the import screen, loaded with a dynamic import when it is first needed so
 * the console's main bundle does not carry exceljs: the template bytes and the check of a chosen
 * file.
 */
import { type ParseOptions, parseQuestionWorkbook } from '../../../questions/import';
import { checkParsed, fileErrorMessage, type ImportCheck } from './importRules';

export { buildQuestionTemplate } from '../../../questions/import';

/** Parses a chosen file (.xlsx, .ods or .csv) and decides what it allows; never throws. */
export async function checkImportFile(
  data: ArrayBuffer,
  options: Pick<ParseOptions, 'fileName' | 'legacyEncoding' | 'onProgress'> = {},
): Promise<ImportCheck> {
  try {
    const result = await parseQuestionWorkbook(data, options);
    return checkParsed(result);
  } catch (error) {
    return { kind: 'fileError', message: fileErrorMessage(error) };
  }
}
