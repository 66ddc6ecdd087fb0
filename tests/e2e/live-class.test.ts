/// <reference lib="dom" />
/**
 * Issue 6's acceptance run, with two browser contexts: a teacher (1920x1080) creates a classroom
 * with 5 students in the class manage modal, its buttons are seated for them, and starts class;
 * an O/X question runs while the buttons press over the real MQTT broker (a test client plays the
 * classroom's scanner) and a remote student joins by code on a phone (390x844) and answers; the
 * seat view and the chart follow without a reload; the teacher stops, changes the correct answer
 * and sees the percentages change; a 3-question Quiz Express playlist runs in order (the phone
 * follows it); grouping into 2 groups shows every student once; the class ends and the phone says
 * so. Screenshots of both screens go to test-results/e2e/ (git-ignored); axe-core checks the
 * class list, the running class and the student app, whole pages.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage, createPlaylist, sessionLinks } from '../support/class-main-page';
import { registerScanners, seatButtons } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };
/** Notices and the refetch they cause take a moment; the polls wait this long at most. */
const WAIT = { timeout: 15_000 };
const tag = `lc${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const roomName = `Live ${tag}`;
const FIRST_NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
const macs = FIRST_NAMES.map(() => randomMac());
const oxTitle = `${tag} Is the sun a star?`;
const playlistTitle = `${tag} express`;
const playlistTitles = [1, 2, 3].map((no) => `${tag} express ${no}`);
const playlistQuestions: string[] = [];

let browser: Browser;
let teacher: Page;
let phone: Page;
let token = '';
let sessionId = '';
let remoteStudent = '';
/** The classroom's students (created through the console), in seat order. */
let students: string[] = [];
let scanner: TestScanner;

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** The scanner relays one press per button (in `macs` order) and the test waits for the ack. */
const press = (values: string[]) => scanner.press(macs, values);

/** axe-core on the whole page: the serious and critical violations, by rule and element. */
async function severeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

const card = () => teacher.locator(`[data-testid="class-card"][data-name="${roomName}"]`);

const screen = () => classMainPage(teacher);
const seats = () => screen().seats();
const answeredAs = (label: string) => screen().answeredAs(label);
const countOf = (label: string) => screen().countOf(label);
const shownRate = () => screen().shownRate();
const waitLive = () => screen().waitLive();
const pickOption = (testId: string, label: string) => screen().pickOption(testId, label);
const chooseQuestion = (title: string) => screen().chooseQuestion(title);
const links = () => sessionLinks(token, sessionId);

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  await createQuestionRecord(DEMO_TEACHER, { title: { main: oxTitle }, answerType: 'ox', correct: '1' });
  for (const title of playlistTitles) {
    playlistQuestions.push((await createQuestionRecord(DEMO_TEACHER, { title: { main: title } }))._id);
  }
  await createPlaylist(token, playlistTitle, playlistQuestions);

  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  await teacher.setViewportSize({ width: 1920, height: 1080 });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('a live class with buttons and a remote student', () => {
  it('has no serious or critical accessibility violations on the class list (axe-core)', async () => {
    await teacher.getByTestId('class-add').waitFor();
    expect(await severeViolations(teacher)).toEqual([]);
  });

  it('creates a classroom with 5 students in the console and seats a button for each', async () => {
    await teacher.getByTestId('class-add').click();
    await teacher.getByTestId('class-manage-title').fill(roomName);
    for (let added = 1; added < FIRST_NAMES.length; added += 1)
      await teacher.getByTestId('student-add').click();
    for (const [index, name] of FIRST_NAMES.entries()) {
      await teacher.getByTestId(`student-firstname-${index}`).fill(name);
      await teacher.getByTestId(`student-no-${index}`).fill(String(index + 1));
    }
    await teacher.getByTestId('class-manage-save').click();
    await teacher.getByTestId('class-manage').waitFor({ state: 'hidden' });
    await card().waitFor();

    const { spots } = await api<{ spots: { data: Array<{ _id: string; name: string }> } }>(
      'query ($filter: SpotFilter) { spots(perPage: 5, filter: $filter) { data { _id name } } }',
      { filter: { q: roomName } },
    );
    const spot = spots.data[0];
    if (!spot) throw new Error(`no classroom ${roomName}`);
    const { users } = await api<{ users: { data: Array<{ _id: string; firstname: string; no: number }> } }>(
      'query ($filter: UserFilter) { users(perPage: 100, filter: $filter) { data { _id firstname no } } }',
      { filter: { spot: spot._id, students: true } },
    );
    const roster = users.data.sort((a, b) => a.no - b.no);
    expect(roster.map((student) => student.firstname)).toEqual(FIRST_NAMES);
    students = roster.map((student) => student._id);

    const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
    const table = testTable();
    await seatButtons(
      table,
      room,
      students.map((studentId, index) => ({ mac: macs[index] as string, studentId })),
      tag,
    );
    await registerScanners(table, room, [scid]);
    // Only a scanner registered in the console may onboard (the pre-provisioning hook).
    scanner = await connectTestScanner(stack.mqttUrl, scid);
  });

  it('starts class and shows every student with their button', async () => {
    await card().getByTestId('class-card-start').click();
    await teacher.waitForURL((url) => url.pathname === '/class/main');
    sessionId = new URL(teacher.url()).searchParams.get('session') ?? '';
    expect(sessionId).not.toBe('');
    await teacher.getByTestId('class-main').waitFor();
    await expect.poll(() => seats().count()).toBe(5);
    const shown = await seats().evaluateAll((tiles) =>
      tiles.map((tile) => tile.getAttribute('data-student')),
    );
    expect(shown).toEqual(students);
    await teacher.getByText(en.BUTTON_LABEL.replace('{{label}}', '5')).waitFor();
  });

  it('takes answers from the buttons over MQTT and from a phone that joins by code, live', async () => {
    await chooseQuestion(oxTitle);
    await pickOption('time-limit', en.SECONDS.replace('{{count}}', '120'));
    await teacher.getByTestId('start-question').click();
    await teacher.locator('[data-testid="question-state"][data-state="running"]').waitFor();
    await waitLive();

    const { session } = await api<{ session: { code: string } }>(
      'query ($id: ID!) { session(id: $id) { code } }',
      {
        id: sessionId,
      },
    );
    phone = await (await browser.newContext(PHONE)).newPage();
    await phone.goto(`${stack.url}/remote`);
    await phone.getByLabel(en.REMOTE_APP_CODE).fill(session.code);
    await phone.getByLabel(en.REMOTE_APP_NAME).fill('Remote Rae');
    await phone.getByLabel(en.REMOTE_APP_NUMBER).fill('9');
    await phone.getByRole('button', { name: en.REMOTE_APP_JOIN, exact: true }).click();
    await phone.getByTestId('remote-question').getByText(oxTitle).waitFor(WAIT);

    const ack = await press(['O', 'O', 'O', 'X', 'X']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(Array(5).fill('accepted'));
    await phone.getByRole('button', { name: 'O', exact: true }).click();
    await expect
      .poll(() => phone.getByTestId('remote-answer').textContent(), WAIT)
      .toBe(en.REMOTE_APP_ANSWER_SENT.replace('{{answer}}', 'O'));

    // Seats: 3 buttons and the phone on O, 2 buttons on X; the phone's student is added after the seated ones.
    await expect.poll(() => seats().count(), WAIT).toBe(6);
    await expect.poll(() => answeredAs('O').count(), WAIT).toBe(4);
    await expect.poll(() => answeredAs('X').count()).toBe(2);
    const order = await seats().evaluateAll((tiles) =>
      tiles.map((tile) => tile.getAttribute('data-student')),
    );
    remoteStudent = order.at(-1) ?? '';
    expect(order.slice(0, 5)).toEqual(students);
    expect(
      await teacher
        .locator(`[data-testid="seat"][data-student="${remoteStudent}"]`)
        .getAttribute('data-answer'),
    ).toBe('O');
    // The chart and the live percentage (correct answer O: 4 of 6).
    await expect.poll(() => countOf('O')).toBe('4');
    await expect.poll(() => countOf('X')).toBe('2');
    await expect.poll(shownRate).toBe('66.7');

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await teacher.screenshot({ path: `${SCREENSHOT_DIR}/live-class-1920x1080.png` });
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/live-class-remote-390x844.png` });
  });

  it('has no serious or critical accessibility violations on the running class, whole page (axe-core)', async () => {
    expect(await severeViolations(teacher)).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the student app (axe-core)', async () => {
    expect(await severeViolations(phone)).toEqual([]);
  });

  it('stops the question, changes the correct answer and shows the percentages change', async () => {
    await teacher.getByTestId('stop-question').click();
    await teacher.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
    await expect.poll(shownRate).toBe('66.7');
    await expect
      .poll(() => phone.getByTestId('remote-outcome').getAttribute('data-outcome'), WAIT)
      .toBe('waitingReveal');

    await teacher.getByTestId('correct-answer').getByText('X', { exact: true }).click();
    await expect.poll(shownRate).toBe('33.3');
    const [link] = await links();
    const stored = await api<{ questionLink: { correct: string; rate: number } }>(
      'query ($id: ID!) { questionLink(id: $id) { correct rate } }',
      { id: link?._id },
    );
    expect(stored.questionLink).toEqual({ correct: '2', rate: 33.3 });
  });

  it('runs a Quiz Express playlist of 3 questions in order, followed on the phone', async () => {
    await pickOption('playlist-select', playlistTitle);
    await teacher.getByTestId('playlist-start').click();
    for (const [index, title] of playlistTitles.entries()) {
      await teacher
        .getByTestId('playlist-position')
        .getByText(`Question ${index + 1} of 3`)
        .waitFor();
      await teacher.getByTestId('chosen-question').getByText(title).waitFor();
      await teacher.getByTestId('start-question').click();
      await teacher.getByTestId('question-title').getByText(title).waitFor();
      await phone.getByTestId('remote-question').getByText(title).waitFor(WAIT);
      await teacher.getByTestId('stop-question').click();
      await teacher.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
      await teacher.getByTestId('playlist-next').click();
    }
    await teacher.getByTestId('choose-question').waitFor();
    const asked = (await links()).slice(1).map((link) => link.question[0]?.[0]?._id);
    expect(asked).toEqual(playlistQuestions);
  });

  it('groups into 2 groups with every student, the remote one too, exactly once', async () => {
    await teacher.getByTestId('grouping').getByRole('button').first().click();
    await teacher.getByTestId('group-number').fill('2');
    await teacher.getByTestId('make-groups').click();
    await expect.poll(() => teacher.getByTestId('group').count()).toBe(2);
    const members = await teacher
      .getByTestId('group-member')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-student')));
    expect(members).toHaveLength(6);
    expect(new Set(members)).toEqual(new Set([...students, remoteStudent]));
  });

  it("ends the class: the teacher sees the class's summary and the phone shows that it ended", async () => {
    await teacher.getByTestId('end-class').click();
    await teacher.getByTestId('end-class-ok').click();
    await teacher.getByTestId('class-summary').waitFor();
    await expect.poll(() => phone.getByTestId('remote-exit').textContent(), WAIT).toBe(en.CLASS_ENDED);
    const { session } = await api<{ session: { endtime: string | null } }>(
      'query ($id: ID!) { session(id: $id) { endtime } }',
      { id: sessionId },
    );
    expect(session.endtime).not.toBeNull();
  });
});
