/**
 * The results workbook read back with exceljs: its sheets in the requester's language, the cover,
 * real date cells in the export's time zone, every student of the class (blank for those who did
 * not answer), choice texts, the right/wrong column, frozen headings and the totals.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ResultAnswer, ResultQuestion, Results } from '../domain/results/results';
import type { ExportContext } from './context';
import { EXPORT_TEXTS, type ExportLanguage } from './texts';
import { buildResultsWorkbook } from './workbook';

// 09:00 UTC is 18:00 in Seoul and 10:00 in Madrid (winter).
const at = '2026-03-02T09:00:00.000Z';

function answer(studentKey: string, label: string, correct: boolean | null): ResultAnswer {
  return { studentKey, value: label, label, via: 'button', mac: 'AA:BB', correct, at, responseMs: 1500 };
}

function question(linkId: string, title: string, partial: Partial<ResultQuestion>): ResultQuestion {
  return {
    linkId,
    sessionId: 's1',
    title,
    texts: { main: title },
    choices: [],
    type: 'quiz',
    answerType: 'ox',
    correct: 'O',
    askedAt: at,
    answers: [],
    ...partial,
  };
}

const LONG = 'A very long question title that will not fit in a sheet name';
const results: Results = {
  students: [
    { key: 'u1', userId: 'u1', name: 'Kim', no: 1 },
    { key: 'u2', userId: 'u2', name: 'Lee', no: 2 },
    // On the roster, never answered.
    { key: 'u3', userId: 'u3', name: 'Park', no: 3 },
    { key: 'device#AA:BB', userId: null, name: 'AA:BB', no: null },
  ],
  questions: [
    question('l1', LONG, {
      answers: [answer('u1', 'O', true), answer('u2', 'X', false), answer('device#AA:BB', 'O', true)],
    }),
    question('l2', 'Which is three?', {
      texts: { main: '셋은 어느 것?', en: 'Which is three?' },
      answerType: 'multiple',
      correct: '3',
      choices: [
        { title: '하나', en: 'one', es: 'uno', image: null },
        { title: '둘', en: 'two', image: null },
        { title: '셋', en: 'three', es: 'tres', image: null },
      ],
      answers: [answer('u1', '3', true), answer('u2', '2', false)],
    }),
    question('l3', 'How was it?', {
      type: 'survey',
      answerType: 'survey',
      correct: null,
      answers: [answer('u1', '5', null), answer('u2', '5', null), answer('device#AA:BB', '7', null)],
    }),
  ],
};

function context(language: ExportLanguage, timeZone = 'Asia/Seoul'): ExportContext {
  return {
    language,
    texts: EXPORT_TEXTS[language],
    timeZone,
    className: 'Class 3-1',
    siteName: 'Demo Elementary School',
    teachers: ['Kim Teacher'],
    sessions: [{ start: at, end: '2026-03-02T09:40:00.000Z' }],
    range: null,
    requester: 'Kim Teacher',
    exportedAt: '2026-03-02T10:00:00.000Z',
  };
}

async function load(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

async function built(language: ExportLanguage, timeZone?: string) {
  return load(await buildResultsWorkbook(results, context(language, timeZone)));
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

/** The value beside a label in the first column (the cover and the top of question sheets). */
const beside = (sheet: ExcelJS.Worksheet | undefined, label: string) =>
  rowsOf(sheet).find((row) => row[0] === label)?.[1];

describe('buildResultsWorkbook', () => {
  it('names the sheets in Korean: cover, summary, one per question (31 characters at most), students', async () => {
    const book = await built('ko');

    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual([
      '표지',
      '요약',
      expect.any(String),
      '2. 셋은 어느 것',
      '3. How was it',
      '학생별 결과',
    ]);
    expect(names[2]).toHaveLength(31);
  });

  it('writes a cover with the class, teacher, school and the class times in the time zone', async () => {
    const book = await built('ko');
    const cover = book.getWorksheet('표지');

    expect(beside(cover, '교실')).toBe('Class 3-1');
    expect(beside(cover, '선생님')).toBe('Kim Teacher');
    expect(beside(cover, '학교')).toBe('Demo Elementary School');
    expect(beside(cover, '시간대')).toBe('Asia/Seoul (UTC+09:00)');
    expect(beside(cover, '학생 수')).toBe(4);
    expect(beside(cover, '응답한 학생 수')).toBe(3);
    // A real date cell holding Seoul's wall clock (exceljs reads it back as that time in UTC).
    const started = beside(cover, '수업 시작');
    expect(started).toBeInstanceOf(Date);
    expect((started as Date).toISOString()).toBe('2026-03-02T18:00:00.000Z');
    const cell = cover?.findCell(rowsOf(cover).findIndex((row) => row[0] === '수업 시작') + 3, 2);
    expect(cell?.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('totals answers, blanks, the correct rate and the counts in the summary, with Korean headings', async () => {
    const book = await built('ko');
    const rows = rowsOf(book.getWorksheet('요약'));
    const header = rows[0] as string[];
    const cell = (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name)];

    expect(header.slice(0, 8)).toEqual([
      '번호',
      '문항',
      '유형',
      '출제 시각',
      '응답 수',
      '미응답',
      '정답',
      '정답률(%)',
    ]);
    const [ox, multiple, survey, total] = rows.slice(1);
    expect([cell(ox, '응답 수'), cell(ox, '미응답'), cell(ox, '정답률(%)')]).toEqual([3, 1, 66.7]);
    expect(cell(multiple, '정답')).toBe('3. 셋');
    expect(cell(multiple, '유형')).toBe('객관식 퀴즈');
    expect(cell(survey, '5')).toBe(2);
    expect(cell(survey, '기타')).toBe(1);
    expect(cell(ox, '출제 시각')).toBeInstanceOf(Date);
    expect(cell(total, '응답 수')).toBe(8);
    // 3 right of 5 graded quiz answers (the survey is not graded).
    expect(cell(total, '정답률(%)')).toBe(60);
  });

  it('lists every student of the class on a question sheet, blank where they did not answer', async () => {
    const book = await built('ko');
    const sheet = book.worksheets[2];
    const rows = rowsOf(sheet);
    const headerAt = rows.findIndex((row) => row[0] === '번호');

    expect(rows[0]).toEqual(['문항', LONG]);
    expect(rows[headerAt]).toEqual(['번호', '학생', '답', '채점', '응답 방법', '응답 시각', '응답 시간(초)']);
    expect(rows.slice(headerAt + 1).map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Kim', 'O', '정답'],
      ['Lee', 'X', '오답'],
      ['Park', undefined, undefined],
      ['AA:BB', 'O', '정답'],
    ]);
    const kim = rows[headerAt + 1] ?? [];
    expect(kim[4]).toBe('버튼 AA:BB');
    expect(kim[5]).toBeInstanceOf(Date);
    expect(kim[6]).toBe(1.5);
  });

  it('freezes the heading rows and the student columns, and sizes the columns to their content', async () => {
    const book = await built('ko');
    const sheet = book.worksheets[2];
    const headerAt = rowsOf(sheet).findIndex((row) => row[0] === '번호') + 2;

    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: headerAt, xSplit: 2 });
    expect(book.getWorksheet('요약')?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The date column fits "yyyy-mm-dd hh:mm:ss"; the seat column fits its labels ("출제 시각").
    expect(sheet?.getColumn(6).width).toBeGreaterThanOrEqual(19);
    expect(sheet?.getColumn(1).width).toBe(11);
  });

  it('gives multiple-choice sheets the choice texts in the language, else the main text', async () => {
    const spanish = await built('es');
    const korean = await built('ko');
    const rowsEs = rowsOf(spanish.worksheets[3]);
    const rowsKo = rowsOf(korean.worksheets[3]);

    // "dos" has no Spanish text: the main text is shown.
    expect(beside(spanish.worksheets[3], 'Opciones')).toBe('1. uno   2. 둘   3. tres');
    expect(beside(korean.worksheets[3], '보기')).toBe('1. 하나   2. 둘   3. 셋');
    const header = rowsEs.find((row) => row[0] === 'Asiento') as string[];
    expect(header).toContain('Opción elegida');
    const chosen = (rows: unknown[][], name: string, column: number) =>
      rows.find((row) => row[1] === name)?.[column];
    expect(chosen(rowsEs, 'Kim', header.indexOf('Opción elegida'))).toBe('tres');
    expect(chosen(rowsEs, 'Kim', header.indexOf('Resultado'))).toBe('Correcta');
    expect(chosen(rowsKo, 'Lee', header.indexOf('Opción elegida'))).toBe('둘');
  });

  it("gives each student's answers, correct count and rate, non-responders included", async () => {
    const book = await built('en');
    const rows = rowsOf(book.getWorksheet('Students'));

    expect(rows[0]).toEqual(['Seat', 'Student', 'Q1', 'Q2', 'Q3', 'Answered', 'Correct', 'Correct rate (%)']);
    expect(rows[1]).toEqual([1, 'Kim', 'O', '3', '5', 3, 2, 100]);
    // No rate without a graded answer: the last cell is empty (exceljs drops it).
    expect(rows[3]).toEqual([3, 'Park', undefined, undefined, undefined, 0, 0]);
  });

  it('writes English and Spanish headings, and Madrid times for a Madrid export', async () => {
    const english = await built('en');
    const spanish = await built('es', 'Europe/Madrid');

    expect(english.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['Cover', 'Summary']);
    expect(rowsOf(english.getWorksheet('Summary'))[0]?.slice(0, 4)).toEqual([
      '#',
      'Question',
      'Type',
      'Asked at',
    ]);
    expect(spanish.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['Portada', 'Resumen']);
    expect(rowsOf(spanish.getWorksheet('Resumen'))[0]?.slice(0, 4)).toEqual([
      'N.º',
      'Pregunta',
      'Tipo',
      'Formulada el',
    ]);
    const started = beside(spanish.getWorksheet('Portada'), 'Inicio de la clase') as Date;
    expect(started.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(beside(spanish.getWorksheet('Portada'), 'Zona horaria')).toBe('Europe/Madrid (UTC+01:00)');
  });

  it('reports progress up to the end', async () => {
    const seen: number[] = [];
    await buildResultsWorkbook(results, context('en'), (done) => {
      seen.push(done);
    });

    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
