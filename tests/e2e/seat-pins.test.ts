/// <reference lib="dom" />
/**
 * Seat PINs in the console (docs/sessions.md "Seat PINs"), once per language (ko, en, es): a
 * classroom with two students on its roster runs a class; the teacher (1920x1080) opens the seat
 * PINs and sees one per roster student; a phone (390x844) that joins under a roster student's
 * name is asked for the PIN, is refused a wrong one, joins with the right one as that student,
 * and the teacher's list then shows the seat joined by phone and the seat view shows the phone.
 * Screenshots of both screens go to test-results/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const WAIT = { timeout: 10_000 };
const LANGUAGES = [
  { lang: 'ko', locale: 'ko-KR', texts: ko },
  { lang: 'en', locale: 'en-US', texts: en },
  { lang: 'es', locale: 'es-ES', texts: es },
] as const;

let browser: Browser;
let token = '';
const contexts: BrowserContext[] = [];
const tag = `pins-${Date.now() % 100_000}`;

/**
 * Every browser of the e2e tier joins from this machine's address, so the wrong codes and PINs of
 * other test files count against its join-failure budget (20 in 10 minutes, docs/sessions.md
 * "Join limits"): this test's phone starts with the address's window cleared.
 */
async function clearClientJoinLimits(): Promise<void> {
  const table = testTable();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'begins_with(pk, :client)',
        ExpressionAttributeValues: { ':client': 'JOINLIMIT#client#' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? [])
      await table.client.send(
        new DeleteCommand({ TableName: table.tableName, Key: { pk: item.pk, sk: item.sk } }),
      );
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signin('teacher', 'demo1234');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe.each(LANGUAGES)('seat PINs in $lang', ({ lang, locale, texts }) => {
  let teacher: Page;
  let phone: Page;
  let session: { _id: string; code: string };
  let student = '';
  const pinRows = () => teacher.getByTestId('seat-pin');

  beforeAll(async () => {
    const spot = await createSpot(SITE, `${tag} ${lang}`);
    const macs = [randomMac(), randomMac()];
    const seated = await seatStudents(
      testTable(),
      { siteId: SITE, spotId: spot._id, spotName: spot.name },
      macs,
      `${tag}-${lang}`,
    );
    // Seated in parallel, so the map's order is the order the writes finished: the phone joins as
    // "Student 001", the student of the first MAC.
    student = seated.get(macs[0] as string) ?? '';
    const created = await gql<{ createSession: { _id: string; code: string } }>(
      'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
      { i: { site: SITE, spot: spot._id } },
      { token },
    );
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    session = created.data.createSession;
    teacher = await signedInTeacherPage(browser, stack.url, 'teacher', { locale });
    contexts.push(teacher.context());
    await teacher.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), lang);
    await teacher.setViewportSize({ width: 1920, height: 1080 });
    await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
    await teacher.getByTestId('class-main').waitFor();
  });

  it('shows the teacher one PIN per roster student, none joined yet', async () => {
    await teacher.getByTestId('open-seat-pins').click();
    await expect.poll(() => pinRows().count(), WAIT).toBe(2);
    const pins = await pinRows().allTextContents();
    expect(pins.every((pin) => /^\d{4}$/.test(pin))).toBe(true);
    expect(await teacher.getByText(texts.SEAT_PINS_NOT_JOINED).count()).toBe(2);
    await teacher.screenshot({ path: `${SCREENSHOT_DIR}/seat-pins-teacher-${lang}-1920x1080.png` });
  });

  it('asks a phone that picks a roster name for the PIN, refuses a wrong one, joins with the right one', async () => {
    await clearClientJoinLimits();
    const pin =
      (await teacher.locator(`[data-testid="seat-pin"][data-student="${student}"]`).textContent()) ?? '';
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale,
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(context);
    phone = await context.newPage();
    await phone.goto(`${stack.url}/remote?code=${session.code}`);
    await phone.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), lang);
    await phone.reload();
    await phone.getByLabel(texts.REMOTE_APP_NAME).fill('Student 001');
    await phone.getByLabel(texts.REMOTE_APP_NUMBER).fill('1');
    await phone.getByRole('button', { name: texts.REMOTE_APP_JOIN, exact: true }).click();
    await phone.getByText(texts.REMOTE_APP_PIN_TITLE).waitFor(WAIT);
    await phone.getByLabel(texts.REMOTE_APP_PIN).fill(pin === '0000' ? '1111' : '0000');
    await phone.getByRole('button', { name: texts.REMOTE_APP_PIN_CONTINUE }).click();
    await expect
      .poll(() => phone.getByTestId('remote-pin-error').textContent(), WAIT)
      .toBe(texts.SEAT_PIN_WRONG);
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/seat-pins-phone-${lang}-390x844.png` });

    await phone.getByLabel(texts.REMOTE_APP_PIN).fill(pin);
    await phone.getByRole('button', { name: texts.REMOTE_APP_PIN_CONTINUE }).click();
    await phone.getByTestId('remote-who').waitFor(WAIT);
    expect(await phone.getByTestId('remote-who').textContent()).toContain('Student 001 (1)');
    expect(await phone.getByTestId('remote-own-pin').textContent()).toContain(pin);
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/seat-pins-phone-joined-${lang}-390x844.png` });
  });

  it("shows the teacher that student's seat joined by phone, in the list and on the seat view", async () => {
    await expect.poll(() => teacher.getByText(texts.SEAT_PINS_JOINED).count(), { timeout: 15_000 }).toBe(1);
    await teacher.keyboard.press('Escape');
    await teacher.reload();
    await expect
      .poll(() => teacher.locator(`[data-testid="seat"][data-student="${student}"]`).count(), WAIT)
      .toBe(1);
  });
});
