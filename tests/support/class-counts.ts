/// <reference lib="dom" />
/**
 * Every count a class shows, read from each screen that shows it, beside the answers the server
 * stored: the teacher's seat grid ("n of N answered" and each tile's answer), the answer chart,
 * the projector's "n of N", the results page's statistics and the exported workbook's Summary.
 * A multi-class test compares them after each class (docs/sessions.md "When the class ends").
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { EXPORT_TEXTS, type ExportLanguage } from '../../functions/src/exports/texts';
import { gql } from './graphql';

const WAIT = { timeout: 15_000 };

export interface StoredAnswers {
  /** Student id -> the stored value ("1".."5", or "1"/"2" for O/X). */
  byStudent: Map<string, string>;
  /** Value -> how many answers hold it. */
  byValue: Map<string, number>;
  total: number;
}

/** The answers the server keeps for a question link, read through the API. */
export async function storedAnswers(token: string, linkId: string): Promise<StoredAnswers> {
  const result = await gql<{
    questionLink: {
      countOfAnswers: number;
      answers: Array<{ value: string; student: { _id: string } | null }>;
    };
  }>(
    'query ($id: ID!) { questionLink(id: $id) { countOfAnswers answers { value student { _id } } } }',
    { id: linkId },
    { token },
  );
  const link = result.data?.questionLink;
  if (!link) throw new Error(JSON.stringify(result.errors));
  expect(link.answers).toHaveLength(link.countOfAnswers);
  const byStudent = new Map<string, string>();
  const byValue = new Map<string, number>();
  for (const answer of link.answers) {
    if (answer.student) byStudent.set(answer.student._id, answer.value);
    byValue.set(answer.value, (byValue.get(answer.value) ?? 0) + 1);
  }
  return { byStudent, byValue, total: link.answers.length };
}

const countsOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluateAll((items) =>
      items.map(
        (item) => [item.getAttribute('data-label') ?? '', Number(item.getAttribute('data-count'))] as const,
      ),
    );

/** Value -> count, without the values nobody chose. */
const chosen = (pairs: ReadonlyArray<readonly [string, number]>) =>
  new Map(pairs.filter(([, count]) => count > 0));

/**
 * The running class's screen against the stored answers: "n of N answered" with N the seats
 * shown, each student's tile with their stored answer, and the chart's counts.
 */
export async function expectTeacherScreen(page: Page, stored: StoredAnswers, seatsShown: number) {
  const counted = page.getByTestId('seat-answered-count');
  await expect.poll(() => counted.getAttribute('data-answered'), WAIT).toBe(String(stored.total));
  expect(await counted.getAttribute('data-total')).toBe(String(seatsShown));
  await expect.poll(() => page.getByTestId('seat').count(), WAIT).toBe(seatsShown);
  for (const [student, value] of stored.byStudent)
    expect(
      await page.locator(`[data-testid="seat"][data-student="${student}"]`).getAttribute('data-answer'),
    ).toBe(value);
  await expect.poll(async () => chosen(await countsOf(page, 'answer-count')), WAIT).toEqual(stored.byValue);
}

/** The projector's "n of N answered". */
export async function expectProjector(page: Page, stored: StoredAnswers, seatsShown: number) {
  const shown = page.getByTestId('present-answered');
  await expect.poll(() => shown.getAttribute('data-answered'), WAIT).toBe(String(stored.total));
  expect(await shown.getAttribute('data-total')).toBe(String(seatsShown));
}

/** The class's results page: the link's answer count and its bars. */
export async function expectResultsPage(page: Page, linkId: string, stored: StoredAnswers) {
  const stats = page.locator(`[data-testid="question-stats"][data-link="${linkId}"]`);
  await stats.waitFor(WAIT);
  await expect.poll(() => stats.getByTestId('stats-count').textContent(), WAIT).toBe(String(stored.total));
  expect(chosen(await countsOf(page, 'stats-bar'))).toEqual(stored.byValue);
}

/**
 * The Summary sheet of a class's workbook in `language` (docs/exports.md "File layout"), the
 * first question's row: its answers, and its answers plus its "no answer" (the class's size).
 */
export async function summaryRow(
  path: string,
  language: ExportLanguage,
): Promise<{ answers: number; classSize: number }> {
  const texts = EXPORT_TEXTS[language];
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet(texts.SHEET_SUMMARY);
  if (!sheet) throw new Error(`no Summary sheet in ${book.worksheets.map((each) => each.name).join(', ')}`);
  const rows: unknown[][] = [];
  sheet.eachRow((each) => {
    rows.push((each.values as unknown[]).slice(1));
  });
  const [heading = [], row = []] = rows;
  const cell = (name: string) => Number(row[heading.indexOf(name)]);
  return { answers: cell(texts.ANSWERS), classSize: cell(texts.ANSWERS) + cell(texts.NO_ANSWER) };
}
