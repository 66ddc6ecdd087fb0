/// <reference lib="dom" />
/**
 * Getting back to a class after it ended (issue 18, teacher navigation; docs/class-list.md "Last
 * class and results", docs/class-main.md "Ending the class"): a teacher runs a class in a
 * classroom of 5 seated students whose buttons answer an O/X and a multiple-choice question over
 * the real MQTT broker, ends it and sees its summary; from the class list the class's results
 * open in one click and its Excel export downloads in at most two; the card shows the classroom's
 * 7-day counts. An admin and a distributor open the same results from the admin area. Texts are
 * checked in ko, en and es, and screenshots are saved under test-results/ (git-ignored): the
 * teacher's screens at 1920x1080, the admin's at 1366x768.
 */

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInPage, signedInTeacherPage } from '../support/browser';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e/class-navigation';
const TEACHER_VIEW = { width: 1920, height: 1080 };
const ADMIN_VIEW = { width: 1366, height: 768 };
const LANGUAGES = { ko, en, es } as const;
const tag = `nav${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const macs = Array.from({ length: 5 }, () => randomMac());
const oxTitle = `${tag} the sun is a star`;
const choiceTitle = `${tag} three`;

let browser: Browser;
let teacher: Page;
let token = '';
let spotName = '';
let spotId = '';
let sessionId = '';
let scanner: TestScanner;
const questions = { ox: '', choice: '' };

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** Asks the question, the first `values.length` buttons press over MQTT, then it stops. */
async function ask(question: string, values: string[]) {
  const { startQuestion } = await api<{ startQuestion: { _id: string } }>(
    'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
    { i: { session: sessionId, question } },
  );
  const ack = await scanner.press(macs.slice(0, values.length), values);
  expect(ack.acks.map((entry) => entry.status)).toEqual(values.map(() => 'accepted'));
  await api('mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id: startQuestion._id });
}

const card = (page: Page) => page.locator(`[data-testid="class-card"][data-name="${spotName}"]`);

/** Every download the page's context starts, from this page or a tab it opens. */
function collectDownloads(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  page.context().on('page', (opened) => opened.on('download', (download) => downloads.push(download)));
  return downloads;
}

/** Every text of the workbook's cells, sheet by sheet. */
function workbookTexts(book: ExcelJS.Workbook): string[] {
  const texts: string[] = [];
  for (const sheet of book.worksheets) {
    texts.push(sheet.name);
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        texts.push(String(cell.text));
      });
    });
  }
  return texts;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}

async function seriousViolations(page: Page, include: string) {
  const report = await new AxeBuilder({ page }).include(include).analyze();
  return report.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.length}`);
}

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  token = await signin('teacher', 'demo1234');
  const table = testTable();
  const spot = await createSpot(SITE, `Room ${tag}`);
  spotName = spot.name;
  spotId = spot._id;
  const room = { siteId: SITE, spotId: spot._id, spotName };
  await seatStudents(table, room, macs, tag);
  await registerScanners(table, room, [scid]);
  questions.ox = (await createQuestionRecord(DEMO_TEACHER, { title: { main: oxTitle }, correct: '1' }))._id;
  questions.choice = (
    await createQuestionRecord(DEMO_TEACHER, {
      title: { main: choiceTitle },
      answerType: 'multiple',
      selection: ['one', 'two', 'three', 'four'].map((title) => ({ title, image: null })),
      correct: '3',
    })
  )._id;
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher', { acceptDownloads: true });
  await teacher.setViewportSize(TEACHER_VIEW);
}, 120_000);

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('after a class: its summary, results and export', () => {
  it('shows a classroom that never had a class as such on its card, with no activity this week', async () => {
    const room = card(teacher);
    await room.getByTestId('last-class-none').waitFor();
    expect(await room.getByTestId('last-class-none').textContent()).toBe(en.NO_CLASS_YET);
    expect(await room.getByTestId('class-card-questions-7d').textContent()).toBe('0');
    expect(await room.getByTestId('class-card-answers-7d').textContent()).toBe('0');
  });

  it('ends a class started from its card and shows its summary instead of the class list', async () => {
    // Prepare: the class starts from the card; 5 buttons answer the O/X question (3 right),
    // 4 answer the multiple-choice one (2 right).
    await card(teacher).getByTestId('class-card-start').click();
    await teacher.waitForURL((url) => url.pathname === '/class/main');
    sessionId = new URL(teacher.url()).searchParams.get('session') ?? '';
    await teacher.getByTestId('class-main').waitFor();
    await ask(questions.ox, ['O', 'O', 'X', 'O', 'X']);
    await ask(questions.choice, ['3', '1', '3', '2']);
    // Act
    await teacher.getByTestId('end-class').click();
    await teacher.getByTestId('end-class-ok').click();
    // Assess: 9 answers of 2 x 5 possible; 5 right of 9 graded.
    const summary = teacher.getByTestId('class-summary');
    await summary.waitFor();
    expect(new URL(teacher.url()).pathname).toBe('/class/main');
    expect(await summary.getAttribute('data-session')).toBe(sessionId);
    expect(await teacher.getByTestId('summary-questions').textContent()).toBe('2');
    expect(await teacher.getByTestId('summary-answered').textContent()).toBe('90%');
    expect(await teacher.getByTestId('summary-correct').textContent()).toBe('55.6%');
    const { session } = await api<{ session: { endtime: string | null } }>(
      'query ($id: ID!) { session(id: $id) { endtime } }',
      { id: sessionId },
    );
    expect(session.endtime).not.toBeNull();
    expect(await seriousViolations(teacher, '[data-testid="class-summary"]')).toEqual([]);
  }, 60_000);

  it("the summary's full results link opens the class's results, which lead back", async () => {
    await teacher.getByTestId('summary-results').click();
    await teacher.getByTestId('class-results').waitFor();
    expect(new URL(teacher.url()).searchParams.get('session')).toBe(sessionId);
    await expect.poll(() => teacher.getByTestId('question-stats').count()).toBe(2);
    expect(await teacher.getByTestId('results-back').getAttribute('href')).toBe(
      `/class/main?session=${sessionId}`,
    );
    const crumbs = teacher.getByTestId('results-breadcrumbs').locator('a');
    expect(await crumbs.first().getAttribute('href')).toBe('/class/ready');
    await crumbs.first().click();
    await teacher.getByTestId('class-ready').waitFor();
  });

  it("from the class list the card opens the class's results in one click", async () => {
    // Prepare
    const room = card(teacher);
    await room
      .locator(`[data-testid="last-class"][data-session="${sessionId}"][data-ended="true"]`)
      .waitFor();
    expect(await room.getByTestId('last-class-state').textContent()).toBe(en.LAST_CLASS_ENDED);
    // Act: one click.
    await room.getByTestId('last-class-results').click();
    // Assess
    await teacher.getByTestId('class-results').waitFor();
    expect(new URL(teacher.url()).searchParams.get('session')).toBe(sessionId);
    await expect.poll(() => teacher.getByTestId('question-stats').count()).toBe(2);
    expect(await teacher.getByTestId('results-session').getAttribute('data-ended')).toBe('true');
  });

  it('from the class list the card downloads its export in at most two clicks', async () => {
    // Prepare
    await teacher.getByTestId('teacher-menu-classes').click();
    const room = card(teacher);
    await room.locator(`[data-testid="last-class"][data-session="${sessionId}"]`).waitFor();
    const downloads = collectDownloads(teacher);
    let clicks = 0;
    // Act: Export, then the download link if the file did not start by itself.
    await room.getByTestId('export-button').click();
    clicks += 1;
    const link = room.getByTestId('export-done').locator('a');
    await expect
      .poll(async () => downloads.length > 0 || (await link.count()) > 0, { timeout: 60_000, interval: 250 })
      .toBe(true);
    if (downloads.length === 0) {
      await link.click();
      clicks += 1;
    }
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBeGreaterThan(0);
    // Assess: a workbook of this class: both questions are in it.
    expect(clicks).toBeLessThanOrEqual(2);
    const file = await downloads[0]?.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file ?? '');
    const texts = workbookTexts(book);
    expect(texts.some((text) => text.includes(oxTitle))).toBe(true);
    expect(texts.some((text) => text.includes(choiceTitle))).toBe(true);
  }, 120_000);

  it("shows the classroom's questions and answers of the last 7 days on its card and in its detail", async () => {
    await teacher.goto(`${stack.url}/class/ready`);
    const room = card(teacher);
    await expect.poll(() => room.getByTestId('class-card-questions-7d').textContent()).toBe('2');
    expect(await room.getByTestId('class-card-answers-7d').textContent()).toBe('9');
    // A manager may enter the admin area: the classroom's detail there has the same counts.
    await teacher.goto(`${stack.url}/admin/manage/detail/spot/${spotId}`);
    await teacher.getByTestId('detail-questions-7d').waitFor();
    expect(await teacher.getByTestId('detail-questions-7d').textContent()).toBe('2');
    expect(await teacher.getByTestId('detail-answers-7d').textContent()).toBe('9');
  });

  it("has the past classes and the asked questions in the teacher's menu", async () => {
    await teacher.goto(`${stack.url}/class/ready`);
    await teacher.getByTestId('teacher-menu-results').click();
    await teacher.getByTestId('past-classes').waitFor();
    const row = teacher.locator(`a[href="/class/results?session=${sessionId}"]`).first();
    await row.waitFor();
    await teacher.getByTestId('teacher-menu-asked').click();
    await teacher.getByTestId('common-question-links').waitFor();
    expect(await teacher.getByTestId('teacher-menu-asked').getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(teacher, '[data-testid="teacher-menu"]')).toEqual([]);
  });

  it.each(['admin', 'dist'])(
    '%s opens the same results from the session detail in the admin area',
    async (uid) => {
      const page = await signedInPage(browser, stack.url, uid);
      try {
        await page.setViewportSize(ADMIN_VIEW);
        await page.goto(`${stack.url}/admin/manage/detail/session/${sessionId}`);
        await page.getByTestId('session-results').click();
        await page.getByTestId('class-results').waitFor();
        expect(new URL(page.url()).pathname).toBe('/class/results');
        expect(new URL(page.url()).searchParams.get('session')).toBe(sessionId);
        await page.getByTestId('admin-shell').waitFor();
        await expect.poll(() => page.getByTestId('question-stats').count()).toBe(2);
        expect(await page.getByTestId('results-back').getAttribute('href')).toBe(
          `/admin/manage/detail/session/${sessionId}`,
        );
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
    'reads in %s: the class list, the summary and the results, teacher and admin',
    async (language) => {
      const texts = LANGUAGES[language];
      await teacher.goto(`${stack.url}/class/ready`);
      await teacher.selectOption('[data-testid="language-select"]', language);
      const room = card(teacher);
      await room.locator(`[data-testid="last-class"][data-session="${sessionId}"]`).waitFor();
      expect(await teacher.getByTestId('teacher-menu-results').textContent()).toBe(texts.PAST_CLASSES);
      expect(await teacher.getByTestId('teacher-menu-asked').textContent()).toBe(texts.MY_QUESTION_LINKS);
      expect(await room.getByTestId('last-class-state').textContent()).toBe(texts.LAST_CLASS_ENDED);
      await room.getByText(texts.QUESTIONS_7D).waitFor();
      await shoot(teacher, `class-list-${language}`);

      await teacher.goto(`${stack.url}/class/main?session=${sessionId}`);
      await teacher.getByTestId('class-summary').getByText(texts.FULL_RESULTS).waitFor();
      await teacher.getByRole('heading', { level: 1, name: `${texts.CLASS_SUMMARY}: ${spotName}` }).waitFor();
      await shoot(teacher, `class-summary-${language}`);

      await teacher.getByTestId('summary-results').click();
      await teacher.getByTestId('question-stats').first().waitFor();
      expect(await teacher.getByTestId('results-back').textContent()).toBe(texts.BACK_TO_CLASS);
      await teacher.getByRole('heading', { level: 1, name: `${texts.RESULTS_TITLE}: ${spotName}` }).waitFor();
      await shoot(teacher, `class-results-${language}`);

      await teacher.getByTestId('teacher-menu-results').click();
      await teacher.getByTestId('past-classes').getByText(texts.PAST_CLASSES_INTRO).waitFor();
      await shoot(teacher, `past-classes-${language}`);

      const admin = await signedInPage(browser, stack.url, 'admin');
      try {
        await admin.setViewportSize(ADMIN_VIEW);
        await admin.selectOption('[data-testid="language-select"]', language);
        await admin.goto(`${stack.url}/class/results?session=${sessionId}`);
        await admin.getByTestId('question-stats').first().waitFor();
        expect(await admin.getByTestId('results-back').textContent()).toBe(texts.BACK_TO_SESSION);
        await shoot(admin, `admin-results-${language}`);
        await admin.goto(`${stack.url}/admin/manage/detail/session/${sessionId}`);
        expect(await admin.getByTestId('session-results').textContent()).toBe(texts.RESULTS_OPEN);
        await shoot(admin, `admin-session-${language}`);
      } finally {
        await admin.context().close();
      }
    },
    60_000,
  );
});
