// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildQuestionTemplate,
  ImportError,
  PROGRESS_EVERY,
  parseQuestionWorkbook,
  QUESTION_COLUMNS,
} from './index';

type Row = Record<string, string | number | ExcelJS.CellValue>;

async function workbook(sheets: Record<string, Row[]>, headers: readonly string[] = QUESTION_COLUMNS) {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    sheet.addRow([...headers]);
    for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const OX: Row = { type: 'quiz', answerType: 'ox', title: 'Is water wet?', correct: 'O' };
const MULTIPLE: Row = {
  type: 'quiz',
  answerType: 'multiple',
  title: '2 + 2?',
  choice1: 3,
  choice2: 4,
  choice3: 5,
  correct: 2,
};
const SURVEY: Row = { type: 'survey', answerType: 'survey', title: 'Did you like it?' };

async function importError(promise: Promise<unknown>): Promise<ImportError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

describe('buildQuestionTemplate', () => {
  it('round-trips: its 4 examples parse without errors and the Guide sheet is skipped', async () => {
    const template = await buildQuestionTemplate();
    expect(template).toBeInstanceOf(ArrayBuffer);
    const result = await parseQuestionWorkbook(template);
    expect(result.errors).toEqual([]);
    expect(result.rows).toBe(4);
    expect(result.questions.map((q) => [q.type, q.answerType, q.correct ?? null, q.mbti ?? null])).toEqual([
      ['quiz', 'ox', '1', null],
      ['quiz', 'multiple', '2', null],
      ['survey', 'survey', null, null],
      ['survey', 'ox', null, 'E'],
    ]);
    expect(result.questions[1]?.selection).toHaveLength(4);
    expect(result.questions[1]?.grade).toBe(2);
    expect(result.questions[1]?.title).toEqual({
      main: 'Which number is even?',
      en: 'Which number is even?',
      es: '¿Qué número es par?',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Questions', 'Guide']);
  });

  it.each([
    ['ko', ['문항', '안내'], ['유형', '응답 방식', '제목'], '짝수는 어느 것인가요?', '열'],
    ['es', ['Preguntas', 'Guía'], ['tipo', 'tipo de respuesta', 'título'], '¿Qué número es par?', 'Columna'],
  ] as const)(
    'is written in %s, sheets, headers, examples and guide, and imports back',
    async (language, sheets, headers, title, guideHeader) => {
      const template = await buildQuestionTemplate(language);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(template);
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual([...sheets]);
      const questions = book.getWorksheet(sheets[0]);
      expect([1, 2, 3].map((column) => questions?.getRow(1).getCell(column).value)).toEqual([...headers]);
      expect(book.getWorksheet(sheets[1])?.getRow(1).getCell(1).value).toBe(guideHeader);

      const result = await parseQuestionWorkbook(template);
      expect(result.errors).toEqual([]);
      expect(result.questions.map((q) => [q.type, q.answerType, q.difficulty ?? null])).toEqual([
        ['quiz', 'ox', 'low'],
        ['quiz', 'multiple', 'middle'],
        ['survey', 'survey', null],
        ['survey', 'ox', null],
      ]);
      expect(result.questions[1]?.title.main).toBe(title);
    },
  );
});

describe('parseQuestionWorkbook', () => {
  it('reports every error key with the Excel row number', async () => {
    const data = await workbook(
      {
        Questions: [
          OX, // row 2
          { ...OX, title: '  ' }, // 3
          { ...OX, correct: 'maybe' }, // 4
          { ...OX, correct: '' }, // 5
          { ...MULTIPLE, choice2: '' }, // 6: choice 2 empty between 1 and 3
          { ...OX, grade: 'third' }, // 7
          { ...OX, type: 'poll' }, // 8
          { ...MULTIPLE, correct: 4 }, // 9: only 3 choices
          { ...MULTIPLE, choice1: 'a', choice2: 'b', choice3: 'c', choice4: 'd', choice5: 'e', choice6: 'f' }, // 10
          { ...MULTIPLE, choice2: '', choice3: '' }, // 11: a single choice
          { ...OX, answerType: 'survey' }, // 12: a quiz on the survey scale
          { ...MULTIPLE, choice3: '3' }, // 13: duplicate
          { ...OX, grade: 13 }, // 14
          { ...OX, difficulty: 'hard' }, // 15
          { ...OX, link: 'not a url' }, // 16
        ],
      },
      [...QUESTION_COLUMNS, 'choice6'],
    );
    const result = await parseQuestionWorkbook(data);
    expect(result.rows).toBe(15);
    expect(result.questions).toHaveLength(1);
    const at = (row: number, key: string, column: string, value: string, no?: number) => ({
      sheet: 'Questions',
      row,
      key,
      column,
      value,
      ...(no === undefined ? {} : { no }),
    });
    expect(result.errors).toEqual([
      at(3, 'EMPTY_TITLE', 'title', ''),
      at(4, 'BAD_CORRECT_FORMAT', 'correct', 'maybe'),
      at(5, 'MISSING_CORRECT', 'correct', ''),
      at(6, 'EMPTY_CHOICE', 'choice2', '', 2),
      at(7, 'GRADE_NOT_NUMBER', 'grade', 'third'),
      at(8, 'BAD_TYPE', 'type', 'poll'),
      at(9, 'BAD_CORRECT_FORMAT', 'correct', '4'),
      at(10, 'TOO_MANY_CHOICES', 'choice6', 'f'),
      at(11, 'EMPTY_CHOICE', 'choice2', '', 2),
      at(12, 'BAD_TYPE', 'answerType', 'survey'),
      at(13, 'DUPLICATE_CHOICE', 'choice3', '3', 3),
      at(14, 'BAD_GRADE', 'grade', '13'),
      at(15, 'BAD_DIFFICULTY', 'difficulty', 'hard'),
      at(16, 'BAD_LINK', 'link', 'not a url'),
    ]);
  });

  it('normalises O/X, numbers, rich text and formula results to trimmed strings', async () => {
    const data = await workbook({
      Questions: [
        { ...OX, correct: ' x ' },
        { ...OX, correct: 1, title: { richText: [{ text: ' Rich ' }, { text: 'text ' }] } },
        { ...MULTIPLE, correct: { formula: '1+1', result: 2 }, grade: '4' },
        { ...SURVEY, correct: '3', choice1: 'low', choice2: 'high' },
      ],
    });
    const { questions, errors } = await parseQuestionWorkbook(data);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.correct ?? null)).toEqual(['2', '1', '2', null]);
    expect(questions[1]?.title.main).toBe('Rich text');
    expect(questions[2]?.selection).toEqual([{ title: '3' }, { title: '4' }, { title: '5' }]);
    expect(questions[2]?.grade).toBe(4);
    expect(questions[3]?.selection).toEqual([{ title: 'low' }, { title: 'high' }]);
  });

  it('reads every sheet with the header (case-insensitive) and skips empty rows and other sheets', async () => {
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('Unit 1');
    first.addRow(QUESTION_COLUMNS.map((header) => header.toUpperCase()));
    first.addRow(QUESTION_COLUMNS.map((header) => OX[header] ?? null));
    first.addRow([]);
    first.getCell('A5').value = 'quiz';
    first.getCell('B5').value = 'ox';
    first.getCell('D5').value = 'x'; // title empty on purpose: row 5 is reported
    const notes = book.addWorksheet('Notes');
    notes.addRow(['just', 'some', 'notes']);
    const second = book.addWorksheet('Unit 2');
    second.addRow(['Title', 'Type', 'Answer Type']);
    second.addRow(['Survey one', 'survey', 'survey']);
    second.addRow(['Survey two', 'Survey', 'SURVEY']);
    const result = await parseQuestionWorkbook(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(result.rows).toBe(4);
    expect(result.questions.map((q) => q.title.main)).toEqual(['Is water wet?', 'Survey one', 'Survey two']);
    expect(result.errors).toEqual([
      { sheet: 'Unit 1', row: 5, key: 'EMPTY_TITLE', column: 'TITLE', value: '' },
      { sheet: 'Unit 1', row: 5, key: 'MISSING_CORRECT', column: 'CORRECT', value: '' },
    ]);
  });

  it('refuses a file that is not a spreadsheet, and names an old .xls as such', async () => {
    const binary = new Uint8Array([0x00, 0x01, 0x02, 0x03, 0x00, 0xff]);
    expect((await importError(parseQuestionWorkbook(binary))).key).toBe('NOT_A_SPREADSHEET');
    // Text named .xlsx is a damaged workbook, not a CSV.
    const text = new TextEncoder().encode('type,answerType,title\nsurvey,survey,hello\n');
    expect((await importError(parseQuestionWorkbook(text, { fileName: 'q.xlsx' }))).key).toBe(
      'NOT_A_SPREADSHEET',
    );
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await importError(parseQuestionWorkbook(xls, { fileName: 'q.xls' }))).key).toBe(
      'OLD_EXCEL_FORMAT',
    );
  });

  it('refuses a workbook without any question row', async () => {
    expect((await importError(parseQuestionWorkbook(await workbook({ Questions: [] })))).key).toBe(
      'EMPTY_WORKBOOK',
    );
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1');
    const blank = new Uint8Array(await book.xlsx.writeBuffer());
    expect((await importError(parseQuestionWorkbook(blank))).key).toBe('EMPTY_WORKBOOK');
  });

  it('refuses more than 20,000 rows before reading them', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => ({
      type: 'survey',
      answerType: 'survey',
      title: `Q${i}`,
    }));
    const data = await workbook({ Questions: rows }, ['type', 'answerType', 'title']);
    const error = await importError(parseQuestionWorkbook(data));
    expect(error.key).toBe('TOO_MANY_ROWS');
    expect(error.params).toEqual({ max: 20_000 });
    // The same limit over two sheets, with a smaller maximum.
    const split = await workbook({ A: rows.slice(0, 6), B: rows.slice(6, 11) }, [
      'type',
      'answerType',
      'title',
    ]);
    expect((await importError(parseQuestionWorkbook(split, { maxRows: 10 }))).key).toBe('TOO_MANY_ROWS');
    expect((await parseQuestionWorkbook(split, { maxRows: 11 })).rows).toBe(11);
  });

  it('parses a 200-row sheet without errors', async () => {
    const rows = Array.from(
      { length: 200 },
      (_, i) =>
        [OX, MULTIPLE, SURVEY].map((row) => ({ ...row, title: `${row.title} #${i}`, grade: (i % 12) + 1 }))[
          i % 3
        ] as Row,
    );
    const result = await parseQuestionWorkbook(await workbook({ Questions: rows }));
    expect(result.errors).toEqual([]);
    expect(result.rows).toBe(200);
    expect(result.questions).toHaveLength(200);
    expect(result.questions[199]?.title.main).toBe('2 + 2? #199');
  });

  it('reports progress every PROGRESS_EVERY rows and once at the end', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ ...OX, title: `Row ${i}` }) as Row);
    const seen: [number, number][] = [];
    const result = await parseQuestionWorkbook(await workbook({ Questions: rows }), {
      onProgress: (checked, total) => seen.push([checked, total]),
    });
    expect(result.rows).toBe(1_200);
    expect(seen).toEqual([
      [PROGRESS_EVERY, 1_200],
      [2 * PROGRESS_EVERY, 1_200],
      [1_200, 1_200],
    ]);
  });
});
