/// <reference lib="dom" />
/**
 * Results, statistics and the Excel export in a real browser (issue 7 acceptance; docs/exports.md
 * "Console"): a classroom of 10 students seated with buttons answers 3 questions (O/X, multiple
 * choice, survey) pressed over the real MQTT broker by a test scanner; the teacher opens the
 * results from the running class, sees each question's distribution and correct rate and each
 * student's answers, exports, and the file whose download starts by itself, read back with
 * exceljs, holds every student's answer to every question and the right totals. A session without
 * question links shows EXPORT_NONE_QUIZ; a job that fails after its retries is reported.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entityKey } from '../../functions/src/data/keys';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createEmptySite, createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { ANSWER_OF } from '../support/results-fixtures';
import { answerRecorder, createLinkRecord, createSessionRecord } from '../support/session-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const STUDENTS = 10;
const tag = `rs${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const macs = Array.from({ length: STUDENTS }, () => randomMac());
const seatsOf = macs.map((_, seat) => seat);

let browser: Browser;
let page: Page;
let token = '';
let sessionId = '';
let scanner: TestScanner;
const questions: Record<'ox' | 'multiple' | 'survey', string> = { ox: '', multiple: '', survey: '' };

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** Asks the question, every button presses its answer over MQTT, then the question stops. */
async function ask(question: string, answerOf: (seat: number) => string) {
  const { startQuestion } = await api<{ startQuestion: { _id: string } }>(
    'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
    { i: { session: sessionId, question } },
  );
  const ack = await scanner.press(macs, seatsOf.map(answerOf));
  expect(ack.acks.map((entry) => entry.status)).toEqual(seatsOf.map(() => 'accepted'));
  await api('mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id: startQuestion._id });
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const table = testTable();
  const spot = await createSpot(SITE, `Room ${tag}`);
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  await seatStudents(table, room, macs, tag);
  await registerScanners(table, room, [scid]);
  const ox = await createQuestionRecord(DEMO_TEACHER, { title: { main: `${tag} sky blue` }, correct: '1' });
  const multiple = await createQuestionRecord(DEMO_TEACHER, {
    title: { main: `${tag} three` },
    answerType: 'multiple',
    selection: ['one', 'two', 'three', 'four'].map((title) => ({ title, image: null })),
    correct: '3',
  });
  const survey = await createQuestionRecord(DEMO_TEACHER, {
    title: { main: `${tag} liked it` },
    type: 'survey',
    answerType: 'survey',
    correct: null,
  });
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  ({
    createSession: { _id: sessionId },
  } = await api<{ createSession: { _id: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
    { i: { site: SITE, spot: spot._id } },
  ));
  Object.assign(questions, { ox: ox._id, multiple: multiple._id, survey: survey._id });

  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher', { acceptDownloads: true });
}, 120_000);

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('the results of a session', () => {
  it('has 3 questions answered by every button over MQTT', async () => {
    // The scanner's ack waits use expect.poll, which runs only inside a test.
    await ask(questions.ox, ANSWER_OF.ox);
    await ask(questions.multiple, ANSWER_OF.multiple);
    await ask(questions.survey, ANSWER_OF.survey);
  }, 60_000);

  it('opens from the running class', async () => {
    await page.goto(`${stack.url}/class/main?session=${sessionId}`);
    await page.getByTestId('open-results').click();
    await page.waitForURL((url) => url.pathname === '/class/results');
    expect(new URL(page.url()).searchParams.get('session')).toBe(sessionId);
    await page.getByTestId('class-results').waitFor();
  });

  it('shows each question: distribution, correct rate and response times', async () => {
    const cards = page.getByTestId('question-stats');
    await expect.poll(() => cards.count()).toBe(3);
    const bars = (index: number) =>
      cards
        .nth(index)
        .getByTestId('stats-bar')
        .evaluateAll((items) => items.map((item) => [item.dataset.label, item.dataset.count]));
    expect(await bars(0)).toEqual([
      ['O', '5'],
      ['X', '5'],
    ]);
    expect(await bars(1)).toEqual([
      ['1', '3'],
      ['2', '3'],
      ['3', '2'],
      ['4', '2'],
    ]);
    expect(await bars(2)).toEqual(['1', '2', '3', '4', '5'].map((label) => [label, '2']));
    const rates = await cards.getByTestId('stats-rate').allTextContents();
    expect(rates).toEqual(['50%', '20%', '-']);
    expect(await cards.getByTestId('stats-count').allTextContents()).toEqual(['10', '10', '10']);
    for (const average of await cards.getByTestId('stats-average').allTextContents()) {
      expect(average).toMatch(/^\d+\.\d sec$/);
    }
  });

  it("shows each student's answers, correct count and rate", async () => {
    const rows = page.getByTestId('student-row');
    await expect.poll(() => rows.count()).toBe(STUDENTS);
    const correct = await rows.evaluateAll((items) => items.map((item) => Number(item.dataset.correct)));
    // O/X: even seats are right; multiple choice: seats 2 and 6 (index) answer 3, the right one.
    expect(correct).toEqual(seatsOf.map((seat) => (seat % 2 === 0 ? 1 : 0) + (seat % 4 === 2 ? 1 : 0)));
    const firstRow = page.locator('[data-testid="student-results"] tbody tr').first();
    expect(await firstRow.getByTestId('student-answer').allTextContents()).toEqual(['O ✓', '1 ✗', '1']);
  });

  it('exports: progress, then the download of a workbook with every answer and the totals starts', async () => {
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-progress').waitFor();
    const download = await downloading;
    // The fallback link stays for a browser that held the download back.
    const url = await page.getByTestId('export-done').locator('a').getAttribute('href');
    expect(url).toContain('X-Amz-Expires=');
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^Room ${tag} \\d{4}-\\d{2}-\\d{2} results\\.xlsx$`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());

    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Cover',
      'Summary',
      `1. ${tag} sky blue`,
      `2. ${tag} three`,
      `3. ${tag} liked it`,
      'Students',
    ]);
    const expected = [ANSWER_OF.ox, ANSWER_OF.multiple, ANSWER_OF.survey];
    for (const [position, answerOf] of expected.entries()) {
      const all = rowsOf(book.worksheets[position + 2]);
      const rows = all.slice(all.findIndex((row) => row[0] === 'Seat') + 1);
      expect(rows.map((row) => [row[0], String(row[2])])).toEqual(
        seatsOf.map((seat) => [seat + 1, answerOf(seat)]),
      );
    }

    const summary = rowsOf(book.getWorksheet('Summary'));
    const header = summary[0] as string[];
    const cell = (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name)];
    const [ox, multiple, survey, total] = summary.slice(1);
    expect([ox, multiple, survey].map((row) => cell(row, 'Answers'))).toEqual([STUDENTS, STUDENTS, STUDENTS]);
    expect(cell(ox, 'Correct rate (%)')).toBe(50);
    expect(cell(multiple, 'Correct rate (%)')).toBe(20);
    expect(cell(total, 'Answers')).toBe(3 * STUDENTS);
    // 5 right O/X answers and 2 right choices among 20 graded answers.
    expect(cell(total, 'Correct rate (%)')).toBe(35);

    const students = rowsOf(book.getWorksheet('Students')).slice(1);
    expect(students.map((row) => row.slice(-3))).toEqual(
      seatsOf.map((seat) => {
        const right = (seat % 2 === 0 ? 1 : 0) + (seat % 4 === 2 ? 1 : 0);
        return [3, right, right * 50];
      }),
    );
  }, 90_000);

  it('shows EXPORT_NONE_QUIZ for a session without question links', async () => {
    const empty = await createSessionRecord(SITE);
    await page.goto(`${stack.url}/class/results?session=${empty._id}`);
    await page.getByTestId('class-results').waitFor();
    await page.getByTestId('export-button').click();
    const notice = page.getByTestId('export-none-quiz');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(en.EXPORT_NONE_QUIZ);
    expect(await page.getByTestId('export-progress').count()).toBe(0);
  });

  it('reports a job that failed after its retries', async () => {
    // A school of its own, so no other test lists the broken link meanwhile.
    const site = await createEmptySite();
    const manager = await createUser({ manager: true }, { siteId: site._id });
    const session = await createSessionRecord(site._id);
    const link = await createLinkRecord(session, await createQuestionRecord(DEMO_TEACHER));
    const pressed = { value: 'O', at: new Date().toISOString(), device: { mac: randomMac() } };
    await answerRecorder().recordPress(link, pressed, 1);
    // The link's copy of the question made unreadable: the worker fails on every attempt.
    const table = testTable();
    const setQuestion = (question: unknown) =>
      table.client.send(
        new UpdateCommand({
          TableName: table.tableName,
          Key: entityKey('QUESTIONLINK', link._id),
          UpdateExpression: 'SET question = :question',
          ExpressionAttributeValues: { ':question': question },
        }),
      );
    await setQuestion([[]]);
    const managerPage = await signedInTeacherPage(browser, stack.url, manager.uid, {
      password: manager.password,
    });
    try {
      await managerPage.goto(`${stack.url}/class/results?session=${session._id}`);
      await managerPage.getByTestId('class-results').waitFor();
      await managerPage.getByTestId('export-button').click();
      const failed = managerPage.getByTestId('export-failed');
      await failed.waitFor({ timeout: 45_000 });
      expect(await failed.textContent()).toContain(en.EXPORT_FAILED);
      expect(await managerPage.getByTestId('export-done').count()).toBe(0);
    } finally {
      await managerPage.context().close();
      await setQuestion(link.question);
    }
  }, 60_000);
});
