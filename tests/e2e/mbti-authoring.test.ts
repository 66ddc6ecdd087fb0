/// <reference lib="dom" />
/**
 * An MBTI question written in the console and run in class to its MBTI panel (docs/questions.md
 * "MBTI questions"): the question form refuses a letter on the 1..5 scale, saves an O/X survey
 * with the letter E, and in class four buttons answer it over MQTT; once stopped, the MBTI panel
 * gives the two who answered O an E and the two who answered X an I.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage } from '../support/class-main-page';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const tag = `mb${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const macs = Array.from({ length: 4 }, () => randomMac());
const title = `${tag} I enjoy meeting new people.`;

let browser: Browser;
let page: Page;
let token = '';
let spotName = '';
let sessionId = '';
let scanner: TestScanner;

async function pick(testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `MBTI ${tag}`);
  spotName = spot.name;
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  await seatStudents(testTable(), room, macs, tag);
  await registerScanners(testTable(), room, [scid]);
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher');
  await page.setViewportSize({ width: 1366, height: 768 });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('an MBTI question from the form to the class', () => {
  it('writes an O/X survey with the letter E in the question form, refusing the 1..5 scale', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();
    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-title').fill(title);
    await pick('question-form-type', en.SURVEY);
    await pick('question-form-mbti', en.MBTI_LETTER_E);
    await pick('question-form-answer-type', en.ANSWER_SURVEY);

    await page.getByTestId('question-form-save').click();
    await page.getByText(en.INVALID_MBTI_QUESTION).waitFor();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page
      .getByTestId('question-form')
      .screenshot({ path: `${SCREENSHOT_DIR}/mbti-question-form-1366x768.png` });
    await pick('question-form-answer-type', en.ANSWER_OX);
    await page.getByTestId('question-form-save').click();
    await page.getByTestId('question-form').waitFor({ state: 'hidden' });

    const stored = await gql<{
      questions: { data: { type: string; info: { answerType: string; mbti: string } }[] };
    }>(
      'query ($f: QuestionFilter) { questions(perPage: 5, filter: $f) { data { type info { answerType mbti } } } }',
      { f: { q: title } },
      { token },
    );
    expect(stored.data?.questions.data).toEqual([{ type: 'survey', info: { answerType: 'ox', mbti: 'E' } }]);
  });

  it('asks it in class: the MBTI panel scores O as E and X as I', async () => {
    await page.goto(`${stack.url}/class/ready`);
    await page
      .locator(`[data-testid="class-card"][data-name="${spotName}"]`)
      .getByTestId('class-card-start')
      .click();
    await page.waitForURL((url) => url.pathname === '/class/main');
    sessionId = new URL(page.url()).searchParams.get('session') ?? '';
    const screen = classMainPage(page);
    await expect.poll(() => screen.seats().count()).toBe(4);
    expect(await page.getByTestId('mbti-results').count()).toBe(0);

    await screen.chooseQuestion(title);
    await page.getByTestId('start-question').click();
    await screen.waitLive();
    const ack = await scanner.press(macs, ['O', 'O', 'X', 'X']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
    await expect.poll(() => screen.answeredAs('O').count()).toBe(2);
    await page.getByTestId('stop-question').click();

    const panel = page.getByTestId('mbti-results');
    await panel.waitFor();
    // Each seated student's row: their MBTI type, and one E or I point of three (34%).
    const rowOf = (index: number) =>
      panel.locator('tbody tr').filter({ hasText: `Student ${String(index + 1).padStart(3, '0')}` });
    // The panel scores the answers stored with the link, read again once the question stopped.
    const cellsOf = async () =>
      Promise.all(
        macs.map(async (_, index) =>
          (await rowOf(index).locator('td, th').allTextContents()).map((cell) => cell.trim()),
        ),
      );
    const typesOf = async () =>
      (await cellsOf()).map((row) => row.find((cell) => /^[EI][NS][TF][PJ]$/.test(cell)) ?? null);
    await expect.poll(typesOf).toEqual(['ENTP', 'ENTP', 'INTP', 'INTP']);
    const cells = await cellsOf();
    expect(cells[0]).toContain('34% / 0%');
    expect(cells[3]).toContain('0% / 34%');
    await panel.screenshot({ path: `${SCREENSHOT_DIR}/mbti-panel-1366x768.png` });
  });
});
