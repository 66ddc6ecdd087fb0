/// <reference lib="dom" />
/**
 * A school week, not one class (issue 31, scope 2): three classes on two days in one classroom,
 * in Korean, with the same phones and buttons coming back. Day 1: the teacher makes the classroom
 * with five students, the administrator registers five buttons, the teacher seats four of them
 * from the class screen; class 1 is answered by the buttons (through scanner A, on the real
 * broker), by a rostered student's phone (with the seat PIN) and by a guest's phone; class 2 after
 * a seat change (two students swap buttons) and a spare button (student 1's breaks), the rostered
 * phone coming back from its "class ended" screen and the guest's from a closed tab. Overnight
 * everything is shut (the phones keep their storage), scanner A is off, and the administrator
 * registers scanner B through the wizard; day 2's class 3 is answered through scanner B by the
 * same buttons and phones. After each class, every screen's count (seat grid, chart, projector,
 * results page, exported workbook) agrees with the stored answers.
 *
 * A "day" here is the break between them (browsers closed, scanner powered off, the teacher
 * signing in anew): the server's clock is not moved. The second day's projector and phone
 * screenshots go to `SCHOOL_WEEK_SCREENSHOTS` (default test-results/e2e; docs/screenshots keeps
 * the committed ones).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, openRoute, signedInPage, signedInTeacherPage } from '../support/browser';
import {
  expectProjector,
  expectResultsPage,
  expectTeacherScreen,
  type StoredAnswers,
  storedAnswers,
  summaryRow,
} from '../support/class-counts';
import { classMainPage } from '../support/class-main-page';
import { registerScanners } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { randomMac } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SITE_NAME = 'Demo Elementary School';
const SHOTS = process.env.SCHOOL_WEEK_SCREENSHOTS ?? 'test-results/e2e';
const WAIT = { timeout: 15_000 };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'ko-KR', isMobile: true, hasTouch: true };
const tag = `wk${Date.now().toString(36)}`;
const ROOM = '3학년 2반';
/** The roster, by seat: the last one has no button and joins by phone. */
const STUDENTS = ['민준', '서연', '도윤', '하은', '지호'];
const ROSTER_PHONE = { name: '지호', no: '5' };
const GUEST = '손님';
/** Buttons 1-4 are seated for students 1-4; the fifth is the classroom's spare. */
const BUTTONS = Array.from({ length: 5 }, () => randomMac());
const [B1, B2, B3, B4, SPARE] = BUTTONS as [string, string, string, string, string];
const CHOICES = ['1/2', '3/4', '1/4', '2/3'];
const TITLES = ['가장 큰 분수는?', '가장 작은 분수는?', '1/2 + 1/4 은 얼마일까요?'];
/** The right choice of each question, by number. */
const CORRECT = ['2', '3', '2'];
/** Every student is on screen, plus the guest who joins by phone. */
const SEATS_SHOWN = STUDENTS.length + 1;

let browser: Browser;
let token = '';
let spotId = '';
/** Student id by seat number (1-based index into STUDENTS). */
const studentOf = new Map<number, string>();
let teacher: Page;
let projector: Page;
let rosterPhone: BrowserContext;
let guestPhone: BrowserContext;
const scanners: TestScanner[] = [];
const sessions: string[] = [];

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function choose(page: Page, selectTestId: string, option: string) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function teacherPage(): Promise<Page> {
  const page = await signedInTeacherPage(browser, stack.url, 'teacher', {
    locale: 'ko-KR',
    acceptDownloads: true,
  });
  await page.evaluate(() => localStorage.setItem('cp.lang', 'ko'));
  await page.setViewportSize({ width: 1920, height: 1080 });
  return page;
}

/**
 * The teacher's morning: the laptop signed in, and the computer wired to the projector signed in
 * as the teacher too (docs/class-main.md "Class view"). Two browsers, as two screens are: a
 * second tab of one window would be a hidden tab, which Chromium throttles.
 */
async function startDay() {
  teacher = await teacherPage();
  projector = await teacherPage();
}

/** Starts a class from the class list and puts it on the projector; returns its session and join link. */
async function startClass(): Promise<{ session: string; link: string }> {
  await teacher.goto(`${stack.url}/class/ready`);
  await teacher
    .locator(`[data-testid="class-card"][data-name="${ROOM}"]`)
    .getByTestId('class-card-start')
    .click();
  await teacher.waitForURL((url) => url.pathname === '/class/main');
  const session = new URL(teacher.url()).searchParams.get('session') ?? '';
  expect(session).not.toBe('');
  sessions.push(session);
  await teacher.getByTestId('class-main').waitFor();
  await projector.goto(`${stack.url}/class/present?session=${session}`);
  // The link the projector shows (and its QR code holds) is what the phones open.
  const link = (await projector.getByTestId('present-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/remote\?code=\d{6}$/);
  return { session, link };
}

/** Seats `mac` for the student of seat `no` from the seat's tile on the class screen. */
async function seatButton(no: number, mac: string) {
  const student = studentOf.get(no) ?? '';
  const tile = teacher.locator(`[data-testid="seat"][data-student="${student}"]`);
  await tile.getByRole('button', { name: new RegExp(ko.LINK_DEVICE) }).click();
  await teacher.getByTestId('seat-device-select').locator('button').first().click();
  await teacher
    .getByTestId('seat-device')
    .getByRole('option', { name: new RegExp(mac) })
    .click();
  await teacher.getByTestId('seat-device-link').click();
  await teacher.getByTestId('seat-device').waitFor({ state: 'hidden' });
  await expect.poll(() => seatedStudentOf(mac), WAIT).toBe(student);
}

async function seatedStudentOf(mac: string): Promise<string | null> {
  const { devices } = await api<{ devices: { data: Array<{ mac: string; user: { _id: string } | null }> } }>(
    'query ($filter: DeviceFilter) { devices(perPage: 100, filter: $filter) { data { mac user { _id } } } }',
    { filter: { spot: spotId } },
  );
  return devices.data.find((device) => device.mac === mac)?.user?._id ?? null;
}

/** The rostered student's phone joins at `link` with the PIN the teacher's screen shows. */
async function joinRosterPhone(phone: Page, link: string) {
  await phone.goto(link);
  await expect.poll(() => phone.getByLabel(ko.REMOTE_APP_CODE).inputValue(), WAIT).toBe(codeOf(link));
  await phone.getByLabel(ko.REMOTE_APP_NAME).fill(ROSTER_PHONE.name);
  await phone.getByLabel(ko.REMOTE_APP_NUMBER).fill(ROSTER_PHONE.no);
  await phone.getByRole('button', { name: ko.REMOTE_APP_JOIN, exact: true }).click();
  await teacher.getByTestId('open-seat-pins').click();
  const pin = teacher.locator(`[data-testid="seat-pin"][data-student="${studentOf.get(5)}"]`);
  await pin.waitFor(WAIT);
  const value = (await pin.textContent()) ?? '';
  await teacher.keyboard.press('Escape');
  await phone.getByLabel(ko.REMOTE_APP_PIN).fill(value);
  await phone.getByRole('button', { name: ko.REMOTE_APP_PIN_CONTINUE }).click();
  await phone.getByTestId('remote-who').waitFor(WAIT);
}

async function joinGuestPhone(phone: Page, link: string) {
  await phone.goto(link);
  await expect.poll(() => phone.getByLabel(ko.REMOTE_APP_CODE).inputValue(), WAIT).toBe(codeOf(link));
  await phone.getByLabel(ko.REMOTE_APP_NAME).fill(GUEST);
  await phone.getByRole('button', { name: ko.REMOTE_APP_JOIN, exact: true }).click();
  await phone.getByTestId('remote-who').waitFor(WAIT);
}

const codeOf = (link: string) => new URL(link).searchParams.get('code') ?? '';

/** Asks question `index` without a time limit; returns its link id once the screen is live. */
async function ask(index: number): Promise<string> {
  const screen = classMainPage(teacher);
  await screen.chooseQuestion(TITLES[index] as string);
  await screen.pickOption('time-limit', ko.NO_TIME_LIMIT);
  await teacher.getByTestId('start-question').click();
  await teacher.locator('[data-testid="question-state"][data-state="running"]').waitFor();
  await screen.waitLive();
  const { questionLinks } = await api<{
    questionLinks: { data: Array<{ _id: string; end: string | null }> };
  }>(
    'query ($filter: QuestionLinkFilter) { questionLinks(perPage: 10, filter: $filter) { data { _id end } } }',
    { filter: { session: sessions.at(-1) } },
  );
  const running = questionLinks.data.find((link) => link.end === null);
  if (!running) throw new Error('no running question');
  return running._id;
}

/** A phone answers choice `value` of the question on its screen and sees it sent. */
async function answerOnPhone(phone: Page, index: number, value: number) {
  await phone
    .getByTestId('remote-question')
    .getByText(TITLES[index] as string)
    .waitFor(WAIT);
  await phone.getByRole('button', { name: `${value}. ${CHOICES[value - 1]}`, exact: true }).click();
  await phone.getByTestId('remote-answer').waitFor(WAIT);
}

/** Stops and reveals the question, then compares the teacher's screen and the projector. */
async function stopAndCompare(linkId: string, expected: Map<number | 'guest', string>) {
  await teacher.getByTestId('stop-question').click();
  await teacher.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
  await teacher.getByTestId('reveal-results').click();
  await teacher.getByTestId('results-revealed').waitFor(WAIT);
  const stored = await storedAnswers(token, linkId);
  // What was pressed and tapped is what was stored, each answer under the student who gave it.
  for (const [no, value] of expected)
    if (no !== 'guest') expect(stored.byStudent.get(studentOf.get(no) ?? '')).toBe(value);
  expect(stored.total).toBe(expected.size);
  await expectTeacherScreen(teacher, stored, SEATS_SHOWN);
  await expectProjector(projector, stored, SEATS_SHOWN);
  return stored;
}

/** Ends the class from its screen; then its results page and its workbook count the same. */
async function endAndCompare(linkId: string, stored: StoredAnswers) {
  await teacher.getByTestId('end-class').click();
  await teacher.getByTestId('end-class-ok').click();
  await teacher.getByTestId('class-summary').waitFor(WAIT);
  await teacher.goto(`${stack.url}/class/results?session=${sessions.at(-1)}`);
  await expectResultsPage(teacher, linkId, stored);
  const downloading = teacher.waitForEvent('download', { timeout: 60_000 });
  await teacher.getByTestId('export-button').click();
  const download = await downloading;
  expect(await summaryRow(await download.path(), 'ko')).toEqual({
    answers: stored.total,
    classSize: SEATS_SHOWN,
  });
}

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  for (const [index, title] of TITLES.entries())
    await api('mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }', {
      i: {
        title: { main: title },
        type: 'quiz',
        answerType: 'multiple',
        correct: CORRECT[index],
        selection: CHOICES.map((choice) => ({ title: choice })),
      },
    });
  browser = await launchBrowser();
  rosterPhone = await browser.newContext(PHONE);
  guestPhone = await browser.newContext(PHONE);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await Promise.all(scanners.map((scanner) => scanner.end()));
  await browser?.close();
  for (const id of sessions)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id }, { token });
});

describe('a school week in one classroom, in Korean', () => {
  it('day 1, before class: the classroom, its five students and five buttons', async () => {
    await startDay();
    await teacher.getByTestId('class-add').click();
    await teacher.getByTestId('class-manage-title').fill(ROOM);
    for (let added = 1; added < STUDENTS.length; added += 1) await teacher.getByTestId('student-add').click();
    for (const [index, name] of STUDENTS.entries()) {
      await teacher.getByTestId(`student-firstname-${index}`).fill(name);
      await teacher.getByTestId(`student-no-${index}`).fill(String(index + 1));
    }
    await teacher.getByTestId('class-manage-save').click();
    await teacher.getByTestId('class-manage').waitFor({ state: 'hidden' });
    const { spots } = await api<{ spots: { data: Array<{ _id: string }> } }>(
      'query ($filter: SpotFilter) { spots(perPage: 5, filter: $filter) { data { _id } } }',
      { filter: { q: ROOM } },
    );
    spotId = spots.data[0]?._id ?? '';
    const { users } = await api<{ users: { data: Array<{ _id: string; no: number }> } }>(
      'query ($filter: UserFilter) { users(perPage: 100, filter: $filter) { data { _id no } } }',
      { filter: { spot: spotId, students: true } },
    );
    for (const user of users.data) studentOf.set(user.no, user._id);
    expect(studentOf.size).toBe(STUDENTS.length);

    const admin = await signedInPage(browser, stack.url, 'admin', { locale: 'ko-KR' });
    await admin.setViewportSize({ width: 1366, height: 768 });
    await openRoute(admin, stack.url, '/admin/manage/register/device', 'register-device-page');
    await admin.getByTestId('register-macs').fill(BUTTONS.join('\n'));
    await choose(admin, 'register-site', SITE_NAME);
    await choose(admin, 'register-spot', ROOM);
    await admin.getByTestId('register-submit').click();
    await admin
      .getByText(fill(ko.REGISTER_DEVICE_SUCCESS_MSG, { count: BUTTONS.length }))
      .first()
      .waitFor(WAIT);
    await admin.context().close();

    const scid = `SCN-${tag}-A`;
    await registerScanners(testTable(), { siteId: SITE, spotId, spotName: ROOM }, [scid]);
    scanners.push(await connectTestScanner(stack.mqttUrl, scid));
  });

  it('day 1, class 1: four buttons, a rostered phone and a guest phone; every count agrees', async () => {
    const { link } = await startClass();
    for (const [index, mac] of [B1, B2, B3, B4].entries()) await seatButton(index + 1, mac);
    const roster = await rosterPhone.newPage();
    await joinRosterPhone(roster, link);
    const guest = await guestPhone.newPage();
    await joinGuestPhone(guest, link);

    const linkId = await ask(0);
    const ack = await (scanners[0] as TestScanner).press([B1, B2, B3, B4], ['1', '2', '1', '3']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(Array(4).fill('accepted'));
    await answerOnPhone(roster, 0, 1);
    await answerOnPhone(guest, 0, 4);
    const stored = await stopAndCompare(
      linkId,
      new Map<number | 'guest', string>([
        [1, '1'],
        [2, '2'],
        [3, '1'],
        [4, '3'],
        [5, '1'],
        ['guest', '4'],
      ]),
    );
    // The guest closes the tab; the rostered phone stays open on the class.
    await guest.close();
    await endAndCompare(linkId, stored);
    await expect.poll(() => roster.getByTestId('remote-exit').textContent(), WAIT).toBe(ko.CLASS_ENDED);
  });

  it('day 1, class 2: a seat change and a spare button; both phones come back to the new class', async () => {
    const { link } = await startClass();
    // Students 2 and 3 swap desks, so each takes the other's button; student 1's button broke.
    await seatButton(2, B3);
    await seatButton(3, B2);
    await seatButton(1, SPARE);
    expect(await seatedStudentOf(B1)).toBeNull();

    // The rostered phone was left on "class ended"; the guest's tab was closed.
    const [roster] = rosterPhone.pages();
    if (!roster) throw new Error('the rostered phone has no page');
    await roster.getByRole('button', { name: ko.REMOTE_APP_JOIN_AGAIN }).click();
    await joinRosterPhone(roster, link);
    const guest = await guestPhone.newPage();
    await joinGuestPhone(guest, link);

    const linkId = await ask(1);
    const ack = await (scanners[0] as TestScanner).press([SPARE, B3, B2, B4], ['2', '2', '4', '1']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(Array(4).fill('accepted'));
    await answerOnPhone(roster, 1, 1);
    await answerOnPhone(guest, 1, 3);
    const stored = await stopAndCompare(
      linkId,
      new Map<number | 'guest', string>([
        [1, '2'],
        [2, '2'],
        [3, '4'],
        [4, '1'],
        [5, '1'],
        ['guest', '3'],
      ]),
    );
    await endAndCompare(linkId, stored);

    // Night: the teacher's laptop, the phones' tabs and scanner A are shut; the phones keep their storage.
    await teacher.context().close();
    await projector.context().close();
    for (const page of [...rosterPhone.pages(), ...guestPhone.pages()]) await page.close();
    await (scanners.shift() as TestScanner).end();
  });

  it('between the days: the administrator registers scanner B on the classroom with the wizard', async () => {
    const scid = `SCN-${tag}-B`;
    const admin = await signedInPage(browser, stack.url, 'admin', { locale: 'ko-KR' });
    await admin.evaluate(() => localStorage.setItem('cp.lang', 'ko'));
    await admin.setViewportSize({ width: 1366, height: 768 });
    await openRoute(admin, stack.url, '/admin/manage/register/scanner', 'scanner-register-page');
    await admin.getByTestId('sr-scid').fill(scid);
    await admin.getByTestId('sr-check').click();
    await admin.getByTestId('sr-user-name').fill('김선생');
    await admin.getByTestId('sr-scanner-name').fill(`${ROOM} 스캐너`);
    await choose(admin, 'sr-site', SITE_NAME);
    await choose(admin, 'sr-spot', ROOM);
    await admin.getByTestId('sr-register').click();
    await admin.getByText(fill(ko.SR_PLACED, { site: SITE_NAME, spot: ROOM }), { exact: true }).waitFor(WAIT);
    scanners.push(await connectTestScanner(stack.mqttUrl, scid, { register: {} }));
    await admin.getByText(ko.SR_IDENTIFIED, { exact: true }).waitFor({ timeout: 20_000 });
    await admin.getByTestId('sr-next').click();
    await expect.poll(() => admin.getByTestId('sr-next').isEnabled(), WAIT).toBe(true);
    await admin.getByTestId('sr-next').click();
    await admin.getByText('Room-3', { exact: true }).click();
    await admin.getByTestId('sr-wifi-password').fill('correct-horse');
    await admin.getByTestId('sr-wifi-join').click();
    await admin.getByText(fill(ko.SR_WIFI_JOINED, { ssid: 'Room-3' }), { exact: true }).waitFor(WAIT);
    await admin.getByTestId('sr-next').click();
    await admin.getByTestId('sr-commit').click();
    await admin.getByTestId('sr-done').waitFor();
    await admin.context().close();
  });

  it('day 2, class 3: the same buttons through scanner B and the same phones; every count agrees', async () => {
    await startDay();
    const { session, link } = await startClass();
    // Yesterday's seating holds: the spare for student 1, the swapped buttons for 2 and 3.
    expect(await seatedStudentOf(SPARE)).toBe(studentOf.get(1));
    expect(await seatedStudentOf(B3)).toBe(studentOf.get(2));
    const roster = await rosterPhone.newPage();
    await joinRosterPhone(roster, link);
    const guest = await guestPhone.newPage();
    await joinGuestPhone(guest, link);

    const linkId = await ask(2);
    const ack = await (scanners[0] as TestScanner).press([SPARE, B3, B2, B4], ['3', '1', '1', '2']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(Array(4).fill('accepted'));
    await answerOnPhone(roster, 2, 2);
    await answerOnPhone(guest, 2, 3);
    const stored = await stopAndCompare(
      linkId,
      new Map<number | 'guest', string>([
        [1, '3'],
        [2, '1'],
        [3, '1'],
        [4, '2'],
        [5, '2'],
        ['guest', '3'],
      ]),
    );
    await projector.getByTestId('present-title').waitFor();
    await expect
      .poll(() => roster.getByTestId('remote-outcome').getAttribute('data-outcome'), WAIT)
      .toBe('right');
    await projector.screenshot({ path: `${SHOTS}/school-week-day2-projector-ko.png` });
    await roster.screenshot({ path: `${SHOTS}/school-week-day2-phone-ko.png` });
    expect(session).toBe(sessions.at(-1));
    await endAndCompare(linkId, stored);
  });
});
