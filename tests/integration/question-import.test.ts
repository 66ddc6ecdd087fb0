/**
 * Excel import end to end (issue 4, docs/questions.md "Import"): the console's parser finds the bad
 * rows so nothing is sent, a good sheet goes through createQuestions, and the server refuses a
 * batch with one bad item as a whole.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseQuestionWorkbook, QUESTION_COLUMNS } from '../../web/src/questions/import';
import { gql, signin } from '../support/graphql';

const COUNT = 'query { questions(perPage: 1) { total } }';
const CREATE_MANY = 'mutation ($i: [QuestionInput!]!) { createQuestions(input: $i) { _id } }';

type Row = Partial<Record<(typeof QUESTION_COLUMNS)[number], string | number>>;

function row(i: number): Row {
  switch (i % 3) {
    case 0:
      return {
        type: 'quiz',
        answerType: 'ox',
        title: `Import O/X ${i}`,
        correct: i % 2 ? 'X' : 'O',
        grade: 3,
      };
    case 1:
      return {
        type: 'quiz',
        answerType: 'multiple',
        title: `Import multiple ${i}`,
        choice1: 'red',
        choice2: 'green',
        choice3: 'blue',
        correct: 3,
        difficulty: 'middle',
      };
    default:
      return { type: 'survey', answerType: 'survey', title: `Import survey ${i}`, group: 'import-test' };
  }
}

async function sheet(rows: Row[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const questions = book.addWorksheet('Questions');
  questions.addRow([...QUESTION_COLUMNS]);
  for (const item of rows) questions.addRow(QUESTION_COLUMNS.map((column) => item[column] ?? null));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

let teacher = '';

async function count(): Promise<number> {
  const result = await gql<{ questions: { total: number } }>(COUNT, {}, { token: teacher });
  const total = result.data?.questions.total;
  if (total === undefined) throw new Error(JSON.stringify(result.errors));
  return total;
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

describe('question import', () => {
  it('a sheet whose last row is bad reports the row and sends nothing', async () => {
    const before = await count();
    const rows = Array.from({ length: 20 }, (_, i) => row(i));
    rows.push({
      type: 'quiz',
      answerType: 'multiple',
      title: 'Broken',
      choice1: 'a',
      choice3: 'c',
      correct: 1,
    });
    const parsed = await parseQuestionWorkbook(await sheet(rows));
    expect(parsed.rows).toBe(21);
    expect(parsed.errors).toEqual([
      { sheet: 'Questions', row: 22, key: 'EMPTY_CHOICE', no: 2, column: 'choice2', value: '' },
    ]);
    // The console's rule: while any row has an error, nothing is sent.
    if (parsed.errors.length === 0) await gql(CREATE_MANY, { i: parsed.questions }, { token: teacher });
    expect(await count()).toBe(before);
  });

  it('a good 50-row sheet is added in one createQuestions call', async () => {
    const before = await count();
    const parsed = await parseQuestionWorkbook(await sheet(Array.from({ length: 50 }, (_, i) => row(i))));
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions).toHaveLength(50);
    const result = await gql<{ createQuestions: { _id: string }[] }>(
      CREATE_MANY,
      { i: parsed.questions },
      { token: teacher },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createQuestions).toHaveLength(50);
    expect(await count()).toBe(before + 50);
  });

  it('the server refuses a batch whose last item is invalid and writes none of it', async () => {
    const before = await count();
    const parsed = await parseQuestionWorkbook(await sheet(Array.from({ length: 30 }, (_, i) => row(i))));
    const input = [...parsed.questions, { type: 'quiz', answerType: 'ox', title: { main: 'No answer' } }];
    const result = await gql(CREATE_MANY, { i: input }, { token: teacher });
    expect(result.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_CORRECT', index: 30 });
    expect(result.data?.createQuestions ?? null).toBeNull();
    expect(await count()).toBe(before);
  });
});
