/** The results workbook read back with exceljs: its sheets, every answer and the totals. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ResultAnswer, ResultQuestion, Results } from '../domain/results';
import { buildResultsWorkbook, QUESTION_HEADER, SUMMARY_HEADER } from './workbook';

const at = '2026-03-02T09:00:00.000Z';

function answer(studentKey: string, label: string, correct: boolean | null): ResultAnswer {
  return { studentKey, value: label, label, source: 'AA:BB', correct, at, responseMs: 1500 };
}

function question(linkId: string, title: string, partial: Partial<ResultQuestion>): ResultQuestion {
  return {
    linkId,
    sessionId: 's1',
    title,
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
    { key: 'device#AA:BB', userId: null, name: 'AA:BB', no: null },
  ],
  questions: [
    question('l1', LONG, {
      answers: [answer('u1', 'O', true), answer('u2', 'X', false), answer('device#AA:BB', 'O', true)],
    }),
    question('l2', LONG, { answerType: 'multiple', correct: '3', answers: [answer('u1', '3', true)] }),
    question('l3', 'How was it?', {
      type: 'survey',
      answerType: 'survey',
      correct: null,
      answers: [answer('u1', '5', null), answer('u2', '5', null), answer('device#AA:BB', '7', null)],
    }),
  ],
};

async function load(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('buildResultsWorkbook', () => {
  it('writes a summary, one sheet per question with unique names of 31 characters, and students', async () => {
    const book = await load(await buildResultsWorkbook(results));

    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('Summary');
    expect(names[4]).toBe('Students');
    expect(names[1]).toHaveLength(31);
    expect(names[2]).toHaveLength(31);
    expect(names[1]).not.toBe(names[2]);
    expect(names[3]).toBe('3. How was it');
  });

  it('totals the answers, the correct rate and the 1..5, O, X and ? counts in the summary', async () => {
    const book = await load(await buildResultsWorkbook(results));
    const rows = rowsOf(book.getWorksheet('Summary'));
    const column = (name: string) => SUMMARY_HEADER.indexOf(name);

    expect(rows[0]).toEqual(SUMMARY_HEADER);
    const [ox, multiple, survey, total] = rows.slice(1);
    expect(ox?.[column('Answers')]).toBe(3);
    expect(ox?.[column('Correct rate (%)')]).toBe(66.7);
    expect([ox?.[column('O')], ox?.[column('X')]]).toEqual([2, 1]);
    expect(multiple?.[column('3')]).toBe(1);
    expect(survey?.[column('5')]).toBe(2);
    expect(survey?.[column('?')]).toBe(1);
    expect(total?.[column('Answers')]).toBe(7);
    // 3 correct of 4 graded quiz answers (the survey is not graded).
    expect(total?.[column('Correct rate (%)')]).toBe(75);
    expect(total?.[column('5')]).toBe(2);
  });

  it('lists every answer of a question with its student, device and correctness', async () => {
    const book = await load(await buildResultsWorkbook(results));
    const rows = rowsOf(book.worksheets[1]);

    expect(rows[0]).toEqual(['Question', LONG]);
    expect(rows[2]).toEqual(QUESTION_HEADER);
    expect(rows.slice(3).map((row) => [row[1], row[2], row[3], row[4]])).toEqual([
      ['Kim', 'O', 'AA:BB', 'O'],
      ['Lee', 'X', 'AA:BB', 'X'],
      ['AA:BB', 'O', 'AA:BB', 'O'],
    ]);
    expect(rows[3]?.[6]).toBe(1.5);
  });

  it("gives each student's answers, correct count and rate", async () => {
    const book = await load(await buildResultsWorkbook(results));
    const rows = rowsOf(book.getWorksheet('Students'));

    expect(rows[0]).toEqual(['No', 'Student', 'Q1', 'Q2', 'Q3', 'Answered', 'Correct', 'Rate (%)']);
    expect(rows[1]).toEqual([1, 'Kim', 'O', '3', '5', 3, 2, 100]);
    expect(rows[2]).toEqual(
      [2, 'Lee', 'X', null, '5', 2, 0, 0].map((cell) => (cell === null ? undefined : cell)),
    );
  });

  it('reports progress up to the end', async () => {
    const seen: number[] = [];
    await buildResultsWorkbook(results, (done) => {
      seen.push(done);
    });

    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
