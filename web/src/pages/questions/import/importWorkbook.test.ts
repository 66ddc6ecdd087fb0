// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/locales/en';
import { es } from '../../../i18n/locales/es';
import { ko } from '../../../i18n/locales/ko';
import type { RowErrorKey } from '../../../questions/import';
import { rowErrorMessage } from './importRules';
import { buildQuestionTemplate, checkImportFile } from './importWorkbook';

const HEADERS = ['type', 'answerType', 'title', 'choice1', 'choice2', 'correct'];

async function workbook(sheets: Record<string, (string | number | null)[][]>): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  const bytes = new Uint8Array(await book.xlsx.writeBuffer());
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const ox = (title: string) => ['quiz', 'ox', title, null, null, 'O'];

describe('per-sheet counts', () => {
  it('counts question rows per question sheet and skips other sheets and blank rows', async () => {
    const data = await workbook({
      First: [HEADERS, ox('a'), ox('b'), [], ox('c')],
      Notes: [['just', 'text'], ['more']],
      Second: [[], HEADERS, ox('d')],
    });
    expect(await checkImportFile(data)).toMatchObject({
      kind: 'ready',
      sheets: [
        { sheet: 'First', questions: 3 },
        { sheet: 'Second', questions: 1 },
      ],
    });
  });
});

describe('checkImportFile', () => {
  it('makes the template ready to import with its 4 examples on the Questions sheet', async () => {
    const check = await checkImportFile(await buildQuestionTemplate());
    expect(check).toMatchObject({ kind: 'ready', sheets: [{ sheet: 'Questions', questions: 4 }] });
  });

  it('lists row errors with their Excel row numbers', async () => {
    const data = await workbook({ Q: [HEADERS, ox('fine'), ['quiz', 'ox', '', null, null, 'O'], ox('x')] });
    expect(await checkImportFile(data)).toEqual({
      kind: 'rowErrors',
      errors: [{ sheet: 'Q', row: 3, key: 'EMPTY_TITLE', column: 'title', value: '' }],
    });
  });

  it('reports a file that is not a spreadsheet', async () => {
    const data = new TextEncoder().encode('not a workbook').buffer as ArrayBuffer;
    expect(await checkImportFile(data, { fileName: 'notes.xlsx' })).toEqual({
      kind: 'fileError',
      message: { key: 'NOT_A_SPREADSHEET' },
    });
  });

  it('reads a CSV with the legacy encoding of the reader’s language', async () => {
    const latin = new Uint8Array([
      ...new TextEncoder().encode('type,answerType,title\nsurvey,survey,'),
      0xbf,
      0x71,
      0x75,
      0xe9,
      0x3f, // "¿qué?" in Windows-1252
    ]);
    expect(
      await checkImportFile(latin.buffer, { fileName: 'q.csv', legacyEncoding: 'windows-1252' }),
    ).toMatchObject({
      kind: 'ready',
      titles: ['¿qué?'],
    });
  });
});

describe('row error texts', () => {
  const keys: RowErrorKey[] = [
    'EMPTY_TITLE',
    'BAD_CORRECT_FORMAT',
    'MISSING_CORRECT',
    'EMPTY_CHOICE',
    'GRADE_NOT_NUMBER',
    'BAD_TYPE',
    'TOO_MANY_CHOICES',
    'DUPLICATE_CHOICE',
    'BAD_GRADE',
    'BAD_DIFFICULTY',
    'BAD_LINK',
    'DATE_CELL',
    'CELL_ERROR',
    'BAD_MBTI',
    'BAD_MBTI_QUESTION',
  ];
  it.each(keys)('%s has a text in every language, with the choice number where it has one', (key) => {
    const { key: textKey } = rowErrorMessage({ sheet: 'S', row: 2, key, no: 1, column: 'c', value: 'v' });
    for (const messages of [ko, en, es] as Record<string, string>[]) {
      expect(messages[textKey]).toBeTruthy();
      if (key === 'EMPTY_CHOICE' || key === 'DUPLICATE_CHOICE') expect(messages[textKey]).toContain('{{no}}');
    }
  });
});
