/// <reference lib="dom" />
/**
 * The running class in a real browser (spec section 2 "Class area", issue 6 item 4): a teacher
 * starts class in a classroom of 5 seated students with buttons, asks an O/X question, the
 * buttons press over the real MQTT broker (a test client plays the classroom's scanner), and the
 * seat view and the chart follow without a reload; the teacher stops, changes the correct answer
 * and sees the percentage the server recomputed; a 3-question Quiz Express playlist runs in
 * order; a start refused because a question already runs is explained; grouping into 2 groups
 * places every student once; a seat's button is disconnected and linked again; a remote student
 * who joins by code appears with their answer; End class shows the class's summary. A 1920x1080 screenshot of
 * the running class is saved under test-results/ (git-ignored), and axe-core checks the screen.
 */

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage, createPlaylist, sessionLinks } from '../support/class-main-page';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const tag = `cm${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const macs = Array.from({ length: 5 }, () => randomMac());

let browser: Browser;
let page: Page;
let token = '';
let spotName = '';
let sessionId = '';
let studentOf = new Map<string, string>();
let scanner: TestScanner;

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** The scanner relays one press per button (in `macs` order) and the test waits for the ack. */
const press = (values: string[]) => scanner.press(macs, values);

const oxTitle = `${tag} OX capital`;
const playlistTitle = `${tag} express`;
const playlistTitles = [1, 2, 3].map((no) => `${tag} express ${no}`);
const playlistQuestions: string[] = [];

const screen = () => classMainPage(page);
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
  const table = testTable();
  const spot = await createSpot(SITE, `Room ${tag}`);
  spotName = spot.name;
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  studentOf = await seatStudents(table, room, macs, tag);
  await registerScanners(table, room, [scid]);
  await createQuestionRecord(DEMO_TEACHER, { title: { main: oxTitle }, answerType: 'ox', correct: '1' });
  for (const title of playlistTitles) {
    playlistQuestions.push((await createQuestionRecord(DEMO_TEACHER, { title: { main: title } }))._id);
  }
  await createPlaylist(token, playlistTitle, playlistQuestions);

  scanner = await connectTestScanner(stack.mqttUrl, scid);

  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher');
  await page.setViewportSize({ width: 1920, height: 1080 });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('the running class', () => {
  it('starts class and shows every seated student with their button', async () => {
    await page
      .locator(`[data-testid="class-card"][data-name="${spotName}"]`)
      .getByTestId('class-card-start')
      .click();
    await page.waitForURL((url) => url.pathname === '/class/main');
    sessionId = new URL(page.url()).searchParams.get('session') ?? '';
    expect(sessionId).not.toBe('');
    await page.getByTestId('class-main').waitFor();

    await expect.poll(() => seats().count()).toBe(5);
    const shown = await seats().evaluateAll((tiles) =>
      tiles.map((tile) => tile.getAttribute('data-student')),
    );
    expect(new Set(shown)).toEqual(new Set(studentOf.values()));
    await page.getByText(en.BUTTON_LABEL.replace('{{label}}', '3')).waitFor();
  });

  it('asks an O/X question: presses over MQTT reach the seats and the chart without a reload', async () => {
    await chooseQuestion(oxTitle);
    await pickOption('time-limit', en.SECONDS.replace('{{count}}', '120'));
    await page.getByTestId('start-question').click();
    await page.locator('[data-testid="question-state"][data-state="running"]').waitFor();
    await waitLive();
    await expect
      .poll(async () => page.getByTestId('question-clock').textContent())
      .toMatch(/^01:[0-5]\d\.\d{3}$/);

    const ack = await press(['O', 'O', 'O', 'X', 'X']);
    expect(ack.acks.map((entry) => entry.status)).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
    ]);

    await expect.poll(() => answeredAs('O').count()).toBe(3);
    await expect.poll(() => answeredAs('X').count()).toBe(2);
    await expect.poll(() => countOf('O')).toBe('3');
    expect(await countOf('X')).toBe('2');
    expect(await shownRate()).toBe('60');
    // The seat of the first button shows its student's answer.
    const first = studentOf.get(macs[0] as string);
    expect(
      await page.locator(`[data-testid="seat"][data-student="${first}"]`).getAttribute('data-answer'),
    ).toBe('O');

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/class-main-1920x1080.png` });
  });

  it('has no serious or critical accessibility violations while a question runs (axe-core)', async () => {
    // The screen's own content; the shared top navigation is checked where it is built.
    const result = await new AxeBuilder({ page }).include('[data-testid="class-main"]').analyze();
    const severe = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(severe).toEqual([]);
  });

  it('stops, then changes the correct answer and shows the recomputed percentage', async () => {
    await page.getByTestId('stop-question').click();
    await page.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
    await expect.poll(shownRate).toBe('60');
    // Stopped: the seats are coloured by result (3 O right, 2 X wrong).
    const withResult = (result: string) =>
      page.locator(`[data-testid="seat"][data-result="${result}"]`).count();
    await expect.poll(() => withResult('right')).toBe(3);
    expect(await withResult('wrong')).toBe(2);

    await page.getByTestId('correct-answer').getByText('X', { exact: true }).click();
    await expect.poll(shownRate).toBe('40');
    await expect.poll(() => withResult('right')).toBe(2);
    expect(await withResult('wrong')).toBe(3);
    const [link] = await links();
    const stored = await api<{ questionLink: { correct: string; rate: number } }>(
      'query ($id: ID!) { questionLink(id: $id) { correct rate } }',
      { id: link?._id },
    );
    expect(stored.questionLink).toEqual({ correct: '2', rate: 40 });
    await page.getByTestId('question-results').getByText(oxTitle).waitFor();
  });

  it('runs a Quiz Express playlist of 3 questions in order, with its position shown', async () => {
    await pickOption('playlist-select', playlistTitle);
    await page.getByTestId('playlist-start').click();
    for (const [index, title] of playlistTitles.entries()) {
      await page
        .getByTestId('playlist-position')
        .getByText(`Question ${index + 1} of 3`)
        .waitFor();
      await page.getByTestId('chosen-question').getByText(title).waitFor();
      await page.getByTestId('start-question').click();
      await page.getByTestId('question-title').getByText(title).waitFor();
      await page.getByTestId('stop-question').click();
      await page.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
      await page.getByTestId('playlist-next').click();
    }
    await page.getByTestId('choose-question').waitFor();

    const asked = (await links()).slice(1).map((link) => link.question[0]?.[0]?._id);
    expect(asked).toEqual(playlistQuestions);
  });

  it('brings on screen a question started from another screen, which it can stop', async () => {
    // Another screen (here: the API) starts a question; its QUESTION_STARTED notice reaches this one.
    const { startQuestion } = await api<{ startQuestion: { _id: string } }>(
      'mutation ($input: StartQuestionInput!) { startQuestion(input: $input) { _id } }',
      { input: { session: sessionId, question: playlistQuestions[0] } },
    );
    await page.locator(`[data-testid="live-state"][data-live="${startQuestion._id}"]`).waitFor();
    await page
      .getByTestId('question-title')
      .getByText(playlistTitles[0] ?? '')
      .waitFor();
    await page.getByTestId('stop-question').click();
    await page.getByTestId('start-question').waitFor();
    expect((await links()).every((link) => link.end !== null)).toBe(true);
  });

  it('refuses a group number outside 1..num and groups every student exactly once', async () => {
    await page.getByTestId('grouping').getByRole('button').first().click();
    await page.getByTestId('group-number').fill('6');
    await page.getByTestId('make-groups').click();
    await page.getByText(en.NUMBER_RANGE_MSG.replace('{{num}}', '5')).waitFor();

    await page.getByTestId('group-number').fill('2');
    await page.getByTestId('make-groups').click();
    await expect.poll(() => page.getByTestId('group').count()).toBe(2);
    const members = await page
      .getByTestId('group-member')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-student')));
    expect(members).toHaveLength(5);
    expect(new Set(members)).toEqual(new Set(studentOf.values()));
  });

  it("disconnects a seat's button and links it again", async () => {
    const mac = macs[4] as string;
    const student = studentOf.get(mac) as string;
    const tile = page.locator(`[data-testid="seat"][data-student="${student}"]`);
    const userOfDevice = async () =>
      (
        await api<{ device: { user: { _id: string } | null } }>(
          'query ($mac: String!) { device(mac: $mac) { user { _id } } }',
          {
            mac,
          },
        )
      ).device.user?._id ?? null;

    await tile.getByRole('button', { name: new RegExp(en.LINK_DEVICE) }).click();
    await page.getByTestId('seat-device-disconnect').click();
    await page.getByTestId('seat-device').waitFor({ state: 'hidden' });
    await tile.getByText(en.NO_DEVICE).waitFor();
    expect(await userOfDevice()).toBeNull();

    await tile.getByRole('button', { name: new RegExp(en.LINK_DEVICE) }).click();
    await pickOption('seat-device-select', mac);
    await page.getByTestId('seat-device-link').click();
    await page.getByTestId('seat-device').waitFor({ state: 'hidden' });
    await tile.getByText(en.BUTTON_LABEL.replace('{{label}}', '5')).waitFor();
    expect(await userOfDevice()).toBe(student);
  });

  it('shows a remote student who joins by code, with their answer, after the seated ones', async () => {
    const { session } = await api<{ session: { code: string } }>(
      'query ($id: ID!) { session(id: $id) { code } }',
      {
        id: sessionId,
      },
    );
    await page.getByText(session.code).waitFor();
    const joined = await gql<{ joinSession: { token: string; student: { _id: string } } }>(
      'mutation ($input: JoinSessionInput!) { joinSession(input: $input) { token student { _id } } }',
      { input: { code: session.code, name: 'Remote Rae', no: 9 } },
    );
    const remote = joined.data?.joinSession;
    if (!remote) throw new Error(JSON.stringify(joined.errors));

    await chooseQuestion(oxTitle);
    await page.getByTestId('start-question').click();
    await page.locator('[data-testid="question-state"][data-state="running"]').waitFor();
    await waitLive();
    const running = (await links()).find((link) => link.end === null);
    const answered = await gql<{ answerQuestion: { outcome: string } }>(
      'mutation ($input: AnswerQuestionInput!) { answerQuestion(input: $input) { outcome } }',
      { input: { questionLink: running?._id, value: 'X' } },
      { token: remote.token },
    );
    expect(answered.data?.answerQuestion.outcome).toBe('recorded');

    const tile = page.locator(`[data-testid="seat"][data-student="${remote.student._id}"]`);
    await expect.poll(() => tile.getAttribute('data-answer')).toBe('X');
    await tile.getByText(en.REMOTE_BADGE, { exact: true }).waitFor();
    const order = await seats().evaluateAll((tiles) =>
      tiles.map((item) => item.getAttribute('data-student')),
    );
    expect(order).toHaveLength(6);
    expect(order.at(-1)).toBe(remote.student._id);
    await page.getByTestId('stop-question').click();
    await page.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
  });

  it("ends the class and shows the class's summary", async () => {
    await page.getByTestId('end-class').click();
    await page.getByTestId('end-class-ok').click();
    await page.getByTestId('class-summary').waitFor();
    const { session } = await api<{ session: { endtime: string | null } }>(
      'query ($id: ID!) { session(id: $id) { endtime } }',
      { id: sessionId },
    );
    expect(session.endtime).not.toBeNull();
  });
});
