/// <reference lib="dom" />
/**
 * The question import in a real browser (docs/questions.md, "Import (console)"): the template
 * downloads as a real workbook in the console's language, a file with broken rows is refused row
 * by row with each value shown, fractions LibreOffice turned into dates are refused with the
 * dates as shown (.xlsx and .ods) and kept as typed from .csv, a file that is not a spreadsheet
 * says so, and a 200-row sheet is imported and found in the library. Screenshots of the row
 * errors at 1366x768 in ko, en and es go under test-results/ (git-ignored).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { gql, signin } from '../support/graphql';

const stack = inject('stack');
const HEADERS = ['type', 'answerType', 'title', 'choice1', 'choice2', 'correct', 'grade'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODS_MIME = 'application/vnd.oasis.opendocument.spreadsheet';
const SCREENSHOT_DIR = 'test-results/e2e';
let browser: Browser;
let page: Page;

/** One sheet with the header row and the given rows, as .xlsx bytes. */
async function sheetFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function chooseFile(name: string, buffer: Buffer, mimeType = XLSX_MIME) {
  await page.getByTestId('question-import-file').locator('input[type="file"]').setInputFiles({
    name,
    mimeType,
    buffer,
  });
}

/** A translated text as a pattern, its {{values}} replaced by the given patterns (numbers may be grouped). */
function textPattern(template: string, values: Record<string, string>): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => values[name] ?? name));
}

const texts = (testId: string) => page.getByTestId(testId).allTextContents();

/** A LibreOffice-made fixture (scripts/make-import-fixtures.sh). */
const fixture = (name: string) =>
  readFileSync(new URL(`../../web/src/questions/import/fixtures/${name}`, import.meta.url));

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher', { acceptDownloads: true });
  await page.goto(`${stack.url}/class/manage-question`);
  await page.getByTestId('question-import').click();
  await page.getByTestId('question-import-page').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('question import', () => {
  it('opens from the library and downloads the template as a workbook with its examples', async () => {
    expect(new URL(page.url()).pathname).toBe('/class/manage-question/import');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('question-import-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe(en.IMPORT_TEMPLATE_FILE_NAME);

    const book = await workbookOf(download);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Questions', 'Guide']);
    const questions = book.getWorksheet('Questions');
    expect(questions?.getRow(1).getCell(3).value).toBe('title');
    expect(questions?.actualRowCount).toBe(5); // the header and 4 examples
  });

  it('lists exactly the 5 broken rows with their messages and keeps Import disabled', async () => {
    const stamp = Date.now();
    const fine = (n: number) => ['quiz', 'ox', `Broken file ${stamp} fine ${n}`, null, null, 'O', 3];
    const file = await sheetFile([
      fine(1), // row 2
      ['quiz', 'ox', '', null, null, 'O', 3], // row 3: no title
      fine(2),
      ['quiz', 'ox', `Broken ${stamp} no answer`, null, null, null, 3], // row 5
      fine(3),
      ['quiz', 'multiple', `Broken ${stamp} one choice`, 'only', null, 1, 3], // row 7: choice 2 missing
      fine(4),
      ['quiz', 'ox', `Broken ${stamp} grade`, null, null, 'O', 13], // row 9
      fine(5),
      ['quiz', 'ox', `Broken ${stamp} answer`, null, null, 'Y', 3], // row 11
      fine(6),
    ]);
    await chooseFile(`broken-${stamp}.xlsx`, file);
    await page.getByTestId('question-import-errors').waitFor();

    expect(await texts('question-import-error-row')).toEqual(['3', '5', '7', '9', '11']);
    expect(await texts('question-import-error-message')).toEqual([
      en.EMPTY_TITLE,
      en.MISSING_CORRECT,
      en.EMPTY_CHOICE.replace('{{no}}', '2'),
      en.BAD_GRADE,
      en.BAD_CORRECT_FORMAT,
    ]);
    // Every row error shows the cell at fault as the file shows it.
    const empty = en.IMPORT_EMPTY_VALUE;
    expect(await texts('question-import-error-value')).toEqual([empty, empty, empty, '13', 'Y']);
    await page.getByText(en.IMPORT_BLOCKED_MSG).waitFor();
    expect(await page.getByTestId('question-import-start').isDisabled()).toBe(true);
    expect(await page.getByTestId('question-import-preview').count()).toBe(0);
  });

  it('refuses the fractions LibreOffice turned into dates, with Korean headers and each value shown', async () => {
    await chooseFile('fractions-as-dates.xlsx', fixture('fractions-as-dates.xlsx'));
    await page.getByTestId('question-import-errors').waitFor();

    expect(await texts('question-import-error-row')).toEqual(['2', '2', '2']);
    expect(await texts('question-import-error-value')).toEqual(['01/02/26', '02/04/26', '03/04/26']);
    expect(await page.getByTestId('question-import-errors').getByText('보기2', { exact: true }).count()).toBe(
      1,
    );
    expect(new Set(await texts('question-import-error-message'))).toEqual(new Set([en.DATE_CELL]));
    expect(await page.getByTestId('question-import-start').isDisabled()).toBe(true);
  });

  it('shows the row errors in every language (screenshots at 1366x768)', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const language of ['ko', 'es', 'en']) {
      await page.selectOption('[data-testid="language-select"]', language);
      await page.getByTestId('question-import-errors').waitFor();
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/question-import-errors-${language}-1366x768.png`,
        fullPage: true,
      });
    }
    expect(await texts('question-import-error-value')).toContain('02/04/26');
  });

  it('reads the same fractions from .ods as shown, and from .csv as typed', async () => {
    await chooseFile('fractions-as-dates.ods', fixture('fractions-as-dates.ods'), ODS_MIME);
    await page.getByTestId('question-import-errors').waitFor();
    expect(await texts('question-import-error-value')).toEqual(['01/02/26', '02/04/26', '03/04/26']);

    await chooseFile('fractions.csv', fixture('fractions.csv'), 'text/csv');
    await page.getByTestId('question-import-preview').waitFor();
    expect(await page.getByTestId('question-import-total').textContent()).toBe(
      en.IMPORT_TOTAL.replace('{{count}}', '3'),
    );
    expect(await page.getByTestId('question-import-titles').locator('li').first().textContent()).toBe(
      '절반과 같은 것은?',
    );
  });

  it('downloads the template in the console’s language', async () => {
    await page.selectOption('[data-testid="language-select"]', 'ko');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('question-import-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe(ko.IMPORT_TEMPLATE_FILE_NAME);
    const book = await workbookOf(download);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['문항', '안내']);
    expect(book.getWorksheet('문항')?.getRow(1).getCell(3).value).toBe('제목');
    await page.selectOption('[data-testid="language-select"]', 'en');
  });

  it('says so when the file is not a spreadsheet', async () => {
    await chooseFile('notes.xlsx', Buffer.from('these are plain notes, not a workbook'));
    await page.getByTestId('question-import-file-error').getByText(en.NOT_A_SPREADSHEET).waitFor();
    expect(await page.getByTestId('question-import-errors').count()).toBe(0);
    expect(await page.getByTestId('question-import-start').count()).toBe(0);
  });

  it('imports a 200-row sheet and the questions are in the library', async () => {
    const stamp = Date.now();
    const title = (n: number) => `Imported ${stamp} question ${n}`;
    const rows = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0
        ? ['quiz', 'ox', title(index + 1), null, null, 'X', 4]
        : ['quiz', 'multiple', title(index + 1), 'yes', 'no', 2, 5],
    );
    await chooseFile(`questions-${stamp}.xlsx`, await sheetFile(rows));

    const preview = page.getByTestId('question-import-preview');
    await preview.waitFor();
    expect(await page.getByTestId('question-import-total').textContent()).toBe(
      en.IMPORT_TOTAL.replace('{{count}}', '200'),
    );
    expect(await preview.locator('[data-testid="question-import-titles"] li').allTextContents()).toEqual(
      [1, 2, 3, 4, 5].map(title),
    );

    await page.getByTestId('question-import-start').click();
    const success = page.getByTestId('question-import-success');
    await success.getByText(en.IMPORT_SUCCESS_MSG.replace('{{count}}', '200')).waitFor();

    await success.getByTestId('question-import-back').click();
    await page.getByTestId('question-list-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/class/manage-question');
    for (const n of [1, 137, 200]) {
      await page.getByTestId('question-filter-q').fill(title(n));
      await page.getByText(title(n), { exact: true }).first().waitFor();
    }
  });

  it('shows a progress bar while a large file is checked', async () => {
    await page.goto(`${stack.url}/class/manage-question/import`);
    await page.getByTestId('question-import-page').waitFor();
    // The bar may come and go between two polls: record every value it shows as it happens.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="question-import-progress"] progress');
        const value = bar?.getAttribute('value');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const stamp = Date.now();
    const rows = Array.from({ length: 3_000 }, (_, index) => [
      'quiz',
      'ox',
      `Large ${stamp} ${index}`,
      null,
      null,
      'O',
      2,
    ]);
    await chooseFile(`large-${stamp}.xlsx`, await sheetFile(rows));
    await page.getByTestId('question-import-preview').waitFor();

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const values = seen.map(Number);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((value) => value > 0 && value <= 100)).toBe(true);
  });

  it('refuses an empty workbook, 20,000 rows and 20,001 rows with clear messages and saves nothing', async () => {
    const token = await signin('teacher', 'demo1234');
    const libraryTotal = async () => {
      const result = await gql<{ questions: { total: number } }>(
        'query { questions(perPage: 1) { total } }',
        {},
        { token },
      );
      return result.data?.questions.total;
    };
    const before = await libraryTotal();
    const stamp = Date.now();
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => [
        'survey',
        'survey',
        `Huge ${stamp} ${index}`,
        null,
        null,
        null,
        1,
      ]);

    await chooseFile(`empty-${stamp}.xlsx`, await sheetFile([]));
    await page.getByTestId('question-import-file-error').getByText(en.EMPTY_WORKBOOK).waitFor();
    expect(await page.getByTestId('question-import-start').count()).toBe(0);

    // 20,000 valid rows: read, but more than one all-or-nothing call takes, so refused whole.
    await chooseFile(`twenty-thousand-${stamp}.xlsx`, await sheetFile(rows(20_000)));
    await page
      .getByTestId('question-import-too-many')
      .getByText(textPattern(en.IMPORT_TOO_MANY_MSG, { count: '20,?000', max: '5,?000' }))
      .waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('question-import-start').isDisabled()).toBe(true);

    // One more row than the parser reads at all: refused before any row is checked.
    await chooseFile(`too-many-${stamp}.xlsx`, await sheetFile(rows(20_001)));
    await page
      .getByTestId('question-import-file-error')
      .getByText(textPattern(en.TOO_MANY_ROWS, { max: '20,?000' }))
      .waitFor({ timeout: 60_000 });

    expect(await libraryTotal()).toBe(before);
  });
});
