/// <reference lib="dom" />
/**
 * Exports for people in a real browser (issue 18; docs/exports.md "Console"): a Korean teacher
 * asks for a finished class's export and its download starts by itself (playwright's download
 * event), named after the class and the day, written in Korean; from there the classroom's page
 * shows each student over all classes with their answers, and exports a period, again straight to
 * a download. A Spanish console gets a Spanish workbook.
 */
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { endSession, type FinishedClass, finishedClass, STUDENTS } from '../support/results-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';

let browser: Browser;
let page: Page;
let finished: FinishedClass;

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}

/** Clicks the export button and waits for the download it starts. */
async function exportFrom(testId: string): Promise<Download> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId(`${testId}-button`).click();
  const download = await downloading;
  await page.getByTestId(`${testId}-done`).waitFor();
  return download;
}

beforeAll(async () => {
  finished = await finishedClass(SITE);
  await endSession(finished.session);
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher', { locale: 'ko-KR', acceptDownloads: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the export of a class, in Korean', () => {
  it('starts the download by itself, named after the class and the day, with Korean sheets', async () => {
    await page.goto(`${stack.url}/class/results?session=${finished.session._id}`);
    await page.getByTestId('question-stats').first().waitFor();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const day = await page.evaluate(
      (start) => new Date(start).toLocaleDateString('sv-SE'),
      finished.session.starttime,
    );

    expect(await page.getByTestId('export-written-in').textContent()).toContain(zone);
    const download = await exportFrom('export');

    expect(download.suggestedFilename()).toBe(`Test classroom ${day} 결과.xlsx`);
    expect(await page.getByTestId('export-done').textContent()).toContain(download.suggestedFilename());
    const book = await workbookOf(download);
    expect(book.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['표지', '요약']);
    expect(book.worksheets.at(-1)?.name).toBe('학생별 결과');
    const cover = rowsOf(book.getWorksheet('표지'));
    expect(cover.find((row) => row[0] === '교실')?.[1]).toBe('Test classroom');
    expect(cover.find((row) => row[0] === '수업 시작')?.[1]).toBeInstanceOf(Date);
  });

  it("opens the classroom's results: every student over all classes, and one student's answers", async () => {
    await page.getByTestId('open-classroom-results').click();
    await page.waitForURL((url) => url.searchParams.get('spot') === finished.session.spotId);
    const students = page.getByTestId('classroom-student');
    await expect.poll(() => students.count()).toBe(STUDENTS);

    await page.locator('[data-testid="classroom-students"] tbody tr').first().locator('input').check();

    const answers = page.locator('[data-testid="student-answers"] tbody tr');
    await expect.poll(() => answers.count()).toBe(3);
    expect(await page.getByTestId('student-answers').textContent()).toContain('Student S1');
  });

  it('exports the last 30 days of the classroom straight to a download', async () => {
    const download = await exportFrom('period-export');

    expect(download.suggestedFilename()).toMatch(
      /^Test classroom \d{4}-\d{2}-\d{2}–\d{4}-\d{2}-\d{2} 결과\.xlsx$/,
    );
    const book = await workbookOf(download);
    const cover = rowsOf(book.getWorksheet('표지'));
    expect(cover.find((row) => row[0] === '기간 시작')?.[1]).toBeInstanceOf(Date);
    expect(rowsOf(book.getWorksheet('학생별 결과')).slice(1)).toHaveLength(STUDENTS);
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    await page.getByTestId('period-from').locator('input').fill('2026/12/31');
    await page.getByTestId('period-to').locator('input').fill('2026/01/01');

    await page.getByTestId('period-invalid').waitFor();
    expect(await page.getByTestId('period-export-button').isDisabled()).toBe(true);
  });
});

describe('the export of a class, in Spanish', () => {
  it('gives a Spanish workbook to a Spanish console', async () => {
    await page.selectOption('[data-testid="language-select"]', 'es');
    await page.goto(`${stack.url}/class/results?session=${finished.session._id}`);
    await page.getByTestId('question-stats').first().waitFor();

    const download = await exportFrom('export');

    expect(download.suggestedFilename()).toMatch(/ resultados\.xlsx$/);
    const book = await workbookOf(download);
    expect(book.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['Portada', 'Resumen']);
    expect(rowsOf(book.getWorksheet('Resumen'))[0]?.slice(0, 3)).toEqual(['N.º', 'Pregunta', 'Tipo']);
  });
});
