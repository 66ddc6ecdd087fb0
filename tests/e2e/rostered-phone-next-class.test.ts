/// <reference lib="dom" />
/**
 * A rostered student who joined one class by phone is in the next class too (docs/sessions.md
 * "When the class ends"; docs/class-main.md "Students shown"). One classroom of four students with
 * buttons: in class A, student 1 joins from a phone (390x844) with the seat PIN the teacher's
 * screen shows; the teacher ends class A and starts class B from the class list. In class B the
 * four answer an MBTI question by button: the seat view shows all four seats and "4 of 4
 * answered", the chart counts 4, the projector says "4 of 4", the MBTI panel has a row for each
 * of them; the administrator's app list (1366x768) shows the phone linked to nobody. Screenshots
 * of the teacher's screen in class B (1920x1080, ko, en, es), the projector and the app list go
 * to test-results/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInPage, signedInTeacherPage } from '../support/browser';
import { classMainPage } from '../support/class-main-page';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const WAIT = { timeout: 15_000 };
const tag = `rp${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const macs = Array.from({ length: 4 }, () => randomMac());
const mbtiTitle = `${tag} I enjoy meeting new people.`;
const LANGUAGES = [
  { lang: 'ko', texts: ko },
  { lang: 'en', texts: en },
  { lang: 'es', texts: es },
] as const;

let browser: Browser;
let teacher: Page;
let token = '';
let spotName = '';
let scanner: TestScanner;
let student = '';
let phoneUuid = '';
const sessions: string[] = [];

const fill = (text: string, values: Record<string, number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

/** Starts a class in the test's classroom from the class list; returns the session id. */
async function startClassFromList(): Promise<string> {
  await teacher.goto(`${stack.url}/class/ready`);
  await teacher
    .locator(`[data-testid="class-card"][data-name="${spotName}"]`)
    .getByTestId('class-card-start')
    .click();
  await teacher.waitForURL((url) => url.pathname === '/class/main');
  const id = new URL(teacher.url()).searchParams.get('session') ?? '';
  expect(id).not.toBe('');
  sessions.push(id);
  await teacher.getByTestId('class-main').waitFor();
  return id;
}

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Phones ${tag}`);
  spotName = spot.name;
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  const seated = await seatStudents(testTable(), room, macs, tag);
  student = seated.get(macs[0] as string) ?? '';
  await registerScanners(testTable(), room, [scid]);
  await createQuestionRecord(DEMO_TEACHER, {
    title: { main: mbtiTitle },
    type: 'survey',
    answerType: 'ox',
    correct: null,
    mbti: 'E',
  });
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  for (const id of sessions)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id }, { token });
});

describe('a rostered student who joined a class by phone, in the next class', () => {
  it('class A: the student joins by phone with the seat PIN, then the teacher ends the class', async () => {
    const classA = await startClassFromList();
    const code = (
      await gql<{ session: { code: string } }>(
        'query ($id: ID!) { session(id: $id) { code } }',
        { id: classA },
        {
          token,
        },
      )
    ).data?.session.code;
    await teacher.getByTestId('open-seat-pins').click();
    const pinCell = teacher.locator(`[data-testid="seat-pin"][data-student="${student}"]`);
    await pinCell.waitFor(WAIT);
    const pin = (await pinCell.textContent()) ?? '';
    await teacher.keyboard.press('Escape');

    const phoneContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(`${stack.url}/remote?code=${code}`);
    await phone.getByLabel(en.REMOTE_APP_NAME).fill('Student 001');
    await phone.getByLabel(en.REMOTE_APP_NUMBER).fill('1');
    await phone.getByRole('button', { name: en.REMOTE_APP_JOIN, exact: true }).click();
    await phone.getByLabel(en.REMOTE_APP_PIN).fill(pin);
    await phone.getByRole('button', { name: en.REMOTE_APP_PIN_CONTINUE }).click();
    await phone.getByTestId('remote-who').waitFor(WAIT);
    phoneUuid = (await phone.evaluate(() => localStorage.getItem('classpulse.remote.uuid'))) ?? '';
    expect(phoneUuid).not.toBe('');
    await phoneContext.close();

    // In class A the student is shown once, among the phones.
    await teacher.reload();
    const tile = teacher.locator(`[data-testid="seat"][data-student="${student}"]`);
    await tile.getByText(en.APP_DEVICE, { exact: true }).waitFor(WAIT);
    expect(await classMainPage(teacher).seats().count()).toBe(4);

    await teacher.getByTestId('end-class').click();
    await teacher.getByTestId('end-class-ok').click();
    await teacher.getByTestId('class-summary').waitFor(WAIT);
  });

  it('class B: every seat is shown and the seat view, chart, projector and MBTI panel count all four', async () => {
    const classB = await startClassFromList();
    const screen = classMainPage(teacher);
    await expect.poll(() => screen.seats().count(), WAIT).toBe(4);
    const tile = teacher.locator(`[data-testid="seat"][data-student="${student}"]`);
    expect(await tile.count()).toBe(1);
    // Back on the seat with the button: the phone of class A is no device of class B.
    expect(await tile.textContent()).toContain(fill(en.BUTTON_LABEL, { label: 1 }));
    expect(await tile.textContent()).not.toContain(en.REMOTE_BADGE);

    await screen.chooseQuestion(mbtiTitle);
    await teacher.getByTestId('start-question').click();
    await screen.waitLive();
    const ack = await scanner.press(macs, ['O', 'O', 'X', 'X']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);

    const counted = teacher.getByTestId('seat-answered-count');
    await expect.poll(() => counted.getAttribute('data-answered'), WAIT).toBe('4');
    expect(await counted.getAttribute('data-total')).toBe('4');
    expect(await counted.textContent()).toBe(fill(en.ANSWERED_COUNT, { answered: 4, total: 4 }));
    expect(await tile.getAttribute('data-answer')).toBe('O');
    const chart = [Number(await screen.countOf('O')), Number(await screen.countOf('X'))];
    expect(chart).toEqual([2, 2]);

    const projector = await teacher.context().newPage();
    await projector.setViewportSize({ width: 1920, height: 1080 });
    await projector.goto(`${stack.url}/class/present?session=${classB}`);
    const present = projector.getByTestId('present-answered');
    await expect.poll(() => present.getAttribute('data-answered'), WAIT).toBe('4');
    expect(await present.getAttribute('data-total')).toBe('4');
    expect(await present.textContent()).toBe(fill(en.PRESENT_ANSWERED, { answered: 4, total: 4 }));
    await projector.screenshot({ path: `${SCREENSHOT_DIR}/rostered-phone-class-b-projector-1920x1080.png` });
    await projector.close();

    await teacher.getByTestId('stop-question').click();
    const panel = teacher.getByTestId('mbti-results');
    await panel.waitFor(WAIT);
    await expect.poll(() => panel.locator('tbody tr').count(), WAIT).toBe(4);
    const row = panel.locator('tbody tr').filter({ hasText: 'Student 001' });
    await expect.poll(() => row.textContent(), WAIT).toContain('ENTP');
  });

  it.each(LANGUAGES)('class B on the teacher screen in $lang (1920x1080)', async ({ lang, texts }) => {
    await teacher.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), lang);
    await teacher.reload();
    const counted = teacher.getByTestId('seat-answered-count');
    await expect
      .poll(() => counted.textContent(), WAIT)
      .toBe(fill(texts.ANSWERED_COUNT, { answered: 4, total: 4 }));
    expect(await classMainPage(teacher).seats().count()).toBe(4);
    await teacher.getByTestId('mbti-results').waitFor(WAIT);
    await teacher.screenshot({
      path: `${SCREENSHOT_DIR}/rostered-phone-class-b-teacher-${lang}-1920x1080.png`,
      fullPage: true,
    });
  });

  it("the administrator's app list no longer shows the phone linked to the student", async () => {
    const admin = await signedInPage(browser, stack.url, 'admin');
    await admin.setViewportSize({ width: 1366, height: 768 });
    await admin.goto(`${stack.url}/admin/manage/dusetting/app`);
    await admin.getByTestId('app-list').waitFor();
    await admin.getByTestId('filter-bar-q').fill(phoneUuid);
    const row = admin.getByTestId('app-list').locator('tbody tr', { hasText: phoneUuid });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain(spotName);
    expect(await row.textContent()).not.toContain('Student 001');
    await admin.screenshot({ path: `${SCREENSHOT_DIR}/rostered-phone-app-list-1366x768.png` });
    await admin.context().close();
  });
});
