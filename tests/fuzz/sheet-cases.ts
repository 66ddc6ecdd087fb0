/**
 * Spreadsheets for the question importer (web/src/questions/import): the template's columns with
 * rows of every question kind, cells of the wrong type (numbers, dates, booleans, formulas, rich
 * text, errors), boundary strings, headers renamed, repeated or missing, extra sheets, and files
 * that are not workbooks at all (random bytes, a cut-off workbook).
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { QUESTION_COLUMNS } from '../../web/src/questions/import';
import { boundaryInt, boundaryString } from './values';

export interface SheetCase {
  /** What the bytes are, for the report. */
  kind: 'workbook' | 'truncated' | 'bytes';
  bytes: Uint8Array;
}

type Cell = ExcelJS.CellValue;

const cell: fc.Arbitrary<Cell> = fc.oneof(
  { weight: 6, arbitrary: boundaryString },
  { weight: 2, arbitrary: boundaryInt },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: boundaryString.map((text) => ({ richText: [{ text }, { text: '!' }] })) },
  { weight: 1, arbitrary: fc.constant({ formula: '1/0', result: { error: '#DIV/0!' } } as Cell) },
  { weight: 1, arbitrary: fc.constant({ text: 'link', hyperlink: 'javascript:alert(1)' } as Cell) },
  { weight: 1, arbitrary: fc.constant({ error: '#N/A' } as Cell) },
);

/** Title-like text: mostly ordinary, sometimes at the edges (very long, control characters, markup). */
const titleText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 60 }).filter((t) => t.trim().length > 0) },
  { weight: 1, arbitrary: boundaryString.filter((t) => t.trim().length > 0) },
);

/** A row the parser accepts: an O/X, multiple-choice or survey question, its texts fuzzed. */
const validRow: fc.Arbitrary<Cell[]> = fc
  .record({
    kind: fc.constantFrom('ox', 'multiple', 'survey'),
    title: titleText,
    choices: fc.uniqueArray(titleText, {
      minLength: 2,
      maxLength: 5,
      selector: (t) => t.trim().toLowerCase(),
    }),
    pick: fc.nat(4),
    ox: fc.constantFrom('O', 'X', 1, 2),
    grade: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    difficulty: fc.constantFrom('high', 'middle', 'low', null),
    subject: fc.option(titleText, { nil: null }),
    group: fc.option(titleText, { nil: null }),
  })
  .map((r) => {
    const values: Record<string, Cell> = {
      type: r.kind === 'survey' ? 'survey' : 'quiz',
      answerType: r.kind,
      title: r.title,
      grade: r.grade,
      difficulty: r.difficulty,
      subject: r.subject,
      group: r.group,
    };
    if (r.kind === 'ox') values.correct = r.ox;
    if (r.kind === 'multiple') {
      r.choices.forEach((choice, i) => {
        values[`choice${i + 1}`] = choice;
      });
      values.correct = (r.pick % r.choices.length) + 1;
    }
    return QUESTION_COLUMNS.map((column) => values[column] ?? null);
  });

/** A row that is mostly a real question, with some cells replaced. */
const questionRow: fc.Arbitrary<Cell[]> = fc
  .record({
    type: fc.constantFrom('quiz', 'survey', 'QUIZ', 'poll'),
    answerType: fc.constantFrom('ox', 'multiple', 'survey', 'short', ''),
    title: boundaryString,
    choices: fc.array(boundaryString, { maxLength: 6 }),
    correct: fc.oneof(fc.constantFrom('O', 'X', 1, 2, 3, 5, 6, 0, '1,2'), boundaryString),
    difficulty: fc.constantFrom('high', 'middle', 'low', 'hard', ''),
    grade: fc.oneof(boundaryInt, boundaryString),
    noise: fc.array(fc.tuple(fc.nat(QUESTION_COLUMNS.length - 1), cell), { maxLength: 3 }),
  })
  .map((r) => {
    const values: Record<string, Cell> = {
      type: r.type,
      answerType: r.answerType,
      title: r.title,
      correct: r.correct,
      difficulty: r.difficulty,
      grade: r.grade,
    };
    r.choices.slice(0, 5).forEach((choice, i) => {
      values[`choice${i + 1}`] = choice;
    });
    const row: Cell[] = QUESTION_COLUMNS.map((column) => values[column] ?? null);
    for (const [index, value] of r.noise) row[index] = value;
    return row;
  });

const header: fc.Arbitrary<Cell[]> = fc.oneof(
  { weight: 8, arbitrary: fc.constant([...QUESTION_COLUMNS] as Cell[]) },
  {
    weight: 1,
    arbitrary: fc.constant(QUESTION_COLUMNS.map((c) => c.toUpperCase().replace('_', ' ')) as Cell[]),
  },
  { weight: 1, arbitrary: fc.array(cell, { maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant([...QUESTION_COLUMNS, 'title'] as Cell[]) },
);

const sheet: fc.Arbitrary<SheetSpec> = fc.record({
  name: fc.oneof(
    fc.constantFrom('Questions', 'questions', '문항', 'Sheet1'),
    // Names Excel accepts: 1-31 characters, none of its reserved ones, no quote at either end.
    fc.stringMatching(/^[A-Za-z0-9가-힣 _.()-]{1,31}$/),
  ),
  blankRowsBefore: fc.nat(3),
  header,
  rows: fc.oneof(
    { weight: 6, arbitrary: fc.array(validRow, { minLength: 1, maxLength: 12 }) },
    { weight: 3, arbitrary: fc.array(fc.oneof(validRow, questionRow), { maxLength: 12 }) },
    { weight: 1, arbitrary: fc.array(fc.array(cell, { maxLength: 20 }), { maxLength: 8 }) },
  ),
});

interface SheetSpec {
  name: string;
  blankRowsBefore: number;
  header: Cell[];
  rows: Cell[][];
}

async function workbookBytes(sheets: SheetSpec[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const [i, s] of sheets.entries()) {
    const name = used.has(s.name.toLowerCase()) ? `Sheet ${i}` : s.name;
    used.add(name.toLowerCase());
    const ws = book.addWorksheet(name);
    for (let b = 0; b < s.blankRowsBefore; b += 1) ws.addRow([]);
    ws.addRow(s.header);
    for (const row of s.rows) ws.addRow(row);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Descriptions of files; `build` turns one into bytes (exceljs writes asynchronously). */
export const sheetPlans = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('workbook' as const),
      sheets: fc.array(sheet, { minLength: 0, maxLength: 3 }),
      cut: fc.constant(0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('truncated' as const),
      sheets: fc.array(sheet, { minLength: 1, maxLength: 1 }),
      cut: fc.integer({ min: 1, max: 2000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bytes' as const),
      sheets: fc.constant([]),
      cut: fc.constant(0),
      bytes: fc.uint8Array({ maxLength: 4096 }),
    }),
  },
);

export type SheetPlan = typeof sheetPlans extends fc.Arbitrary<infer T> ? T : never;

export async function buildSheet(plan: SheetPlan): Promise<SheetCase> {
  if (plan.kind === 'bytes') return { kind: 'bytes', bytes: 'bytes' in plan ? plan.bytes : new Uint8Array() };
  const bytes = await workbookBytes(plan.sheets);
  if (plan.kind === 'truncated')
    return { kind: 'truncated', bytes: bytes.slice(0, Math.max(0, bytes.length - plan.cut)) };
  return { kind: 'workbook', bytes };
}
