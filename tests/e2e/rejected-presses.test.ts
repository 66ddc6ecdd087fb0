/// <reference lib="dom" />
/**
 * Rejected presses shown (docs/devices-mqtt.md "Rejected presses"): in a classroom of two seated
 * buttons, a test scanner relays a press before any question (no question open), then during a
 * multiple-choice question a good press, a key the question does not offer (9), two presses of an
 * unregistered button and one of a blacklisted button. The teacher's running class shows the five
 * presses not counted, by reason, in ko, en and es (1920x1080 screenshots under test-results/),
 * and fleet health shows the same five on the scanner's row.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QuestionRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInPage, signedInTeacherPage } from '../support/browser';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { blacklistMac } from '../support/fleet-fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const tag = `rp${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const seated = [randomMac(), randomMac()];
const unknown = randomMac();
const blocked = randomMac();
const EXPECTED = { 'unknown-device': 2, 'no-question-running': 1, 'invalid-value': 1, blacklisted: 1 };

let browser: Browser;
let token = '';
let sessionId = '';
let spotId = '';
let scanner: TestScanner;
let question: QuestionRecord;

async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<Record<string, T>>(query, variables, { token });
  const value = Object.values(result.data ?? {})[0];
  if (!value) throw new Error(JSON.stringify(result.errors));
  return value;
}

/** What a page shows for each reason: `data-reason` -> `data-count`. */
async function shownCounts(page: Page): Promise<Record<string, number>> {
  const rows = await page
    .getByTestId('rejected-reason')
    .evaluateAll((items) =>
      items.map((item) => [item.getAttribute('data-reason'), item.getAttribute('data-count')]),
    );
  return Object.fromEntries(rows.map(([reason, count]) => [reason, Number(count)]));
}

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Room ${tag}`);
  spotId = spot._id;
  const room = { siteId: SITE, spotId, spotName: spot.name };
  await seatStudents(testTable(), room, seated, tag);
  await registerScanners(testTable(), room, [scid]);
  await blacklistMac(blocked);
  question = await createQuestionRecord(DEMO_TEACHER, {
    answerType: 'multiple',
    selection: ['a', 'b', 'c'].map((title) => ({ title, image: null })),
  });
  sessionId = (
    await mutate<{ _id: string }>('mutation ($i: SessionInput!) { createSession(input: $i) { _id } }', {
      i: { site: SITE, spot: spotId },
    })
  )._id;
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('rejected presses', () => {
  it('are acked red with their reason: before the question, a wrong key, unknown and blacklisted buttons', async () => {
    // Before any question: not counted, no question open.
    const before = await scanner.press([seated[0] as string], ['1']);
    await mutate('mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }', {
      i: { session: sessionId, question: question._id },
    });
    const during = await scanner.press([seated[0], seated[1], unknown, unknown, blocked] as string[], [
      '2',
      '9',
      '2',
      '3',
      '2',
    ]);
    const outcomes = [...before.acks, ...during.acks].map((entry) =>
      entry.status === 'rejected' ? entry.reason : entry.status,
    );
    expect(outcomes).toEqual([
      'no-question-running',
      'accepted',
      'invalid-value',
      'unknown-device',
      'unknown-device',
      'blacklisted',
    ]);
  });

  it.each([
    ['en', en],
    ['ko', ko],
    ['es', es],
  ] as const)('are shown on the running class by reason, in %s', async (language, texts) => {
    // Prepare
    const page = await signedInTeacherPage(browser, stack.url, 'teacher');
    await page.evaluate((lang) => localStorage.setItem('cp.lang', lang), language);
    await page.setViewportSize({ width: 1920, height: 1080 });

    // Act
    await page.goto(`${stack.url}/class/main?session=${sessionId}`);
    await page.getByTestId('class-main').waitFor();
    const panel = page.getByTestId('rejected-presses');
    await panel.waitFor({ timeout: 30_000 });

    // Assess
    expect(await panel.getAttribute('data-total')).toBe('5');
    expect(await shownCounts(page)).toEqual(EXPECTED);
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain(texts.REJECTED_PRESSES_TITLE.replace('{{count}}', '5'));
    for (const key of [
      'REJECT_REASON_UNKNOWN_DEVICE',
      'REJECT_REASON_NO_QUESTION',
      'REJECT_REASON_INVALID_VALUE',
      'REJECT_REASON_BLACKLISTED',
    ] as const)
      expect(text).toContain(texts[key]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rejected-presses-${language}.png` });
    await page.context().close();
  });

  it("are shown on fleet health on the scanner's row, by reason", async () => {
    // Prepare
    const page = await signedInPage(browser, stack.url, 'admin');
    await page.setViewportSize({ width: 1366, height: 768 });

    // Act
    await page.goto(`${stack.url}/admin/manage/health?site=${SITE}&spot=${spotId}`);
    await page.getByTestId('fleet-health-page').waitFor();
    const cell = page
      .getByTestId('fleet-health-scanners')
      .locator('tr', { hasText: scid })
      .getByTestId('scanner-rejected');

    // Assess
    await expect.poll(() => cell.getAttribute('data-total')).toBe('5');
    const reasons = await cell
      .locator('[data-reason]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-reason')));
    expect(reasons.sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(await cell.textContent()).toContain(en.REJECT_REASON_UNKNOWN_DEVICE);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fleet-health-rejected-en.png`, fullPage: true });
    await page.context().close();
  });
});
