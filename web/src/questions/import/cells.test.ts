// @vitest-environment node
/**
 * What the importer reads from real spreadsheet files: cells as their author sees them, dates the
 * program made out of typed text refused with the value shown, and headers and values in every
 * language. The LibreOffice files in fixtures/ are made by scripts/make-import-fixtures.sh.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseQuestionWorkbook } from './index';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

/** Prepare: a workbook whose rows are cells with a value and, optionally, a number format. */
async function formatted(rows: { value: ExcelJS.CellValue; numFmt?: string }[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Q');
  sheet.addRow(['type', 'answerType', 'title', 'choice1', 'choice2', 'correct']);
  rows.forEach((cells, index) => {
    cells.forEach(({ value, numFmt }, column) => {
      const cell = sheet.getRow(index + 2).getCell(column + 1);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const text = (value: ExcelJS.CellValue) => ({ value });

describe('a sheet LibreOffice wrote from typed fractions (Korean headers)', () => {
  it.each(['fractions-as-dates.xlsx', 'fractions-as-dates.ods'])(
    '%s: refuses 1/2, 2/4 and 3/4 turned into dates, showing each value as the program does',
    async (name) => {
      const result = await parseQuestionWorkbook(fixture(name), { fileName: name });

      const dates = result.errors.map(({ row, key, column, value }) => ({ row, key, column, value }));
      expect(dates).toEqual([
        { row: 2, key: 'DATE_CELL', column: '보기1', value: '01/02/26' },
        { row: 2, key: 'DATE_CELL', column: '보기2', value: '02/04/26' },
        { row: 2, key: 'DATE_CELL', column: '보기3', value: '03/04/26' },
      ]);
      // The other rows read fine: numbers as the program shows them, Korean values understood.
      expect(result.questions.map((q) => [q.answerType, q.selection?.map((c) => c.title) ?? null])).toEqual([
        ['multiple', ['0.5', '1.5', '2']],
        ['ox', null],
      ]);
    },
  );

  it('keeps the fractions as typed when the columns were formatted as Text first', async () => {
    const result = await parseQuestionWorkbook(fixture('fractions-as-text.xlsx'));

    expect(result.errors).toEqual([]);
    expect(result.questions[0]?.selection?.map((choice) => choice.title)).toEqual(['1/2', '2/4', '3/4']);
    expect(result.questions[1]?.selection?.map((choice) => choice.title)).toEqual(['0.50', '1.5', '2']);
  });

  it('keeps every field of the source CSV exactly as typed', async () => {
    const result = await parseQuestionWorkbook(fixture('fractions.csv'), { fileName: 'fractions.csv' });

    expect(result.format).toBe('csv');
    expect(result.errors).toEqual([]);
    expect(result.sheets).toEqual([{ sheet: 'fractions', questions: 3 }]);
    expect(result.questions.map((q) => q.selection?.map((c) => c.title) ?? null)).toEqual([
      ['1/2', '2/4', '3/4'],
      ['0.50', '1.5', '2'],
      null,
    ]);
    expect(result.questions[0]).toMatchObject({ type: 'quiz', correct: '2', grade: 3 });
  });
});

describe('cells of an .xlsx', () => {
  it('reads numbers in their cell format and formula results as shown', async () => {
    const data = await formatted([
      [
        text('quiz'),
        text('multiple'),
        text('Which is half?'),
        { value: 0.5, numFmt: '# ?/?' },
        { value: 1.5, numFmt: '0.00' },
        { value: { formula: '1+1', result: 2 } },
      ],
    ]);

    const { questions, errors } = await parseQuestionWorkbook(data);

    expect(errors).toEqual([]);
    expect(questions[0]?.selection).toEqual([{ title: '1/2' }, { title: '1.50' }]);
    expect(questions[0]?.correct).toBe('2');
  });

  it('refuses a date and a formula error with the column and the value shown', async () => {
    const data = await formatted([
      [
        text('quiz'),
        text('multiple'),
        text('Dates'),
        { value: new Date(Date.UTC(2026, 0, 2)), numFmt: 'm/d' },
        text('fine'),
        { value: { formula: 'NA()', result: { error: '#N/A' } } },
      ],
    ]);

    const { errors } = await parseQuestionWorkbook(data);

    expect(errors.map(({ key, column, value }) => ({ key, column, value }))).toEqual([
      { key: 'DATE_CELL', column: 'choice1', value: '1/2' },
      { key: 'CELL_ERROR', column: 'correct', value: '#N/A' },
      { key: 'BAD_CORRECT_FORMAT', column: 'correct', value: '#N/A' },
    ]);
  });
});

describe('languages of a sheet', () => {
  it('reads Spanish headers and values, accents and case aside', async () => {
    const csv = [
      'Tipo;Tipo de respuesta;Titulo;Opción1;OPCION2;Respuesta correcta;Dificultad',
      'cuestionario;opción múltiple;¿Cuál es par?;3;4;2;Media',
      'encuesta;escala;¿Te gustó?;;;;',
    ].join('\n');

    const result = await parseQuestionWorkbook(new TextEncoder().encode(csv), { fileName: 'es.csv' });

    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      {
        type: 'quiz',
        answerType: 'multiple',
        title: { main: '¿Cuál es par?' },
        selection: [{ title: '3' }, { title: '4' }],
        correct: '2',
        difficulty: 'middle',
      },
      { type: 'survey', answerType: 'survey', title: { main: '¿Te gustó?' } },
    ]);
  });

  it('decodes a Korean CSV saved by Excel in its legacy encoding (EUC-KR)', async () => {
    // "유형,응답방식,제목\n설문,척도,좋아요" in EUC-KR.
    const bytes = new Uint8Array([
      0xc0, 0xaf, 0xc7, 0xfc, 0x2c, 0xc0, 0xc0, 0xb4, 0xe4, 0xb9, 0xe6, 0xbd, 0xc4, 0x2c, 0xc1, 0xa6, 0xb8,
      0xf1, 0x0a, 0xbc, 0xb3, 0xb9, 0xae, 0x2c, 0xc3, 0xb4, 0xb5, 0xb5, 0x2c, 0xc1, 0xc1, 0xbe, 0xc6, 0xbf,
      0xe4,
    ]);

    const result = await parseQuestionWorkbook(bytes, { fileName: 'ko.csv', legacyEncoding: 'euc-kr' });

    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([{ type: 'survey', answerType: 'survey', title: { main: '좋아요' } }]);
  });
});

describe('MBTI column', () => {
  const sheet = (rows: string[]) =>
    new TextEncoder().encode(['type,answerType,title,choice1,choice2,choice3,mbti', ...rows].join('\n'));

  it('keeps the letter of an O/X or two-choice survey, upper case', async () => {
    const result = await parseQuestionWorkbook(
      sheet(['survey,ox,I like parties,,,,e', 'survey,multiple,I plan,yes,no,,J']),
      { fileName: 'mbti.csv' },
    );

    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.mbti)).toEqual(['E', 'J']);
  });

  it('refuses an unknown letter and a question the scoring cannot read, with the value', async () => {
    const result = await parseQuestionWorkbook(
      sheet(['survey,ox,A,,,,Q', 'quiz,ox,B,,,,E', 'survey,multiple,C,a,b,c,T']),
      { fileName: 'mbti.csv' },
    );

    expect(result.errors.map(({ row, key, value }) => ({ row, key, value }))).toEqual([
      { row: 2, key: 'BAD_MBTI', value: 'Q' },
      { row: 3, key: 'MISSING_CORRECT', value: '' },
      { row: 3, key: 'BAD_MBTI_QUESTION', value: 'E' },
      { row: 4, key: 'BAD_MBTI_QUESTION', value: 'T' },
    ]);
  });
});
