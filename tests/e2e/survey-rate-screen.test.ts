/// <reference lib="dom" />
/**
 * Issue 17's survey acceptance, as the teacher sees it: a class of 10 seated buttons (a test
 * client plays the scanner over the real MQTT broker) and 2 phones answers a survey. The running
 * class and the class view show the answered rate of the whole class, and it is the rate the
 * server stores (a phone joining once dropped the buttons out of it: 0%).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage } from '../support/class-main-page';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const WAIT = { timeout: 15_000 };
const tag = `sr${Date.now().toString(36)}`;
const macs = Array.from({ length: 10 }, () => randomMac());

let browser: Browser;
let teacher: Page;
let present: Page;
let token = '';
let scanner: TestScanner;
let session: { _id: string; code: string };

async function api<T>(query: string, variables: Record<string, unknown>, auth = token): Promise<T> {
  const result = await gql<T>(query, variables, { token: auth });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Survey ${tag}`);
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  await seatStudents(testTable(), room, macs, tag);
  await registerScanners(testTable(), room, [`SCN-${tag}`]);
  scanner = await connectTestScanner(stack.mqttUrl, `SCN-${tag}`);
  ({ createSession: session } = await api<{ createSession: { _id: string; code: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: SITE, spot: spot._id } },
  ));
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
  await teacher.getByTestId('class-main').waitFor();
  present = await teacher.context().newPage();
  await present.goto(`${stack.url}/class/present?session=${session._id}`);
  await present.getByTestId('class-present').waitFor();
});

afterAll(async () => {
  await scanner?.end();
  if (session) await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: session._id });
  await browser?.close();
});

describe('a survey answered by 10 buttons and 2 phones', () => {
  it('shows and stores the answered rate of the whole class', async () => {
    const phones: string[] = [];
    for (const name of ['Phone Ana', 'Phone Ben']) {
      const { joinSession } = await api<{ joinSession: { token: string } }>(
        'mutation ($i: JoinSessionInput!) { joinSession(input: $i) { token } }',
        { i: { code: session.code, name } },
        '',
      );
      phones.push(joinSession.token);
    }
    const question = await createQuestionRecord(DEMO_TEACHER, {
      title: { main: `${tag} How was today?` },
      type: 'survey',
      answerType: 'survey',
      correct: null,
    });
    const { startQuestion: link } = await api<{ startQuestion: { _id: string } }>(
      'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
      { i: { session: session._id, question: question._id } },
    );
    const screen = classMainPage(teacher);
    await teacher.locator(`[data-testid="live-state"][data-live="${link._id}"]`).waitFor(WAIT);

    // Nine of the ten buttons and both phones: 11 of 12.
    const ack = await scanner.press(macs.slice(0, 9), ['3', '4', '5', '3', '4', '5', '3', '4', '5']);
    expect(ack.acks.map((entry) => entry.status)).toEqual(macs.slice(0, 9).map(() => 'accepted'));
    for (const phone of phones)
      await api(
        'mutation ($i: AnswerQuestionInput!) { answerQuestion(input: $i) { outcome } }',
        { i: { questionLink: link._id, value: '5' } },
        phone,
      );
    await expect.poll(() => screen.shownRate(), WAIT).toBe('91.7');
    await expect
      .poll(() => present.getByTestId('present-answered').getAttribute('data-answered'), WAIT)
      .toBe('11');

    await teacher.getByTestId('stop-question').click();
    await teacher.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
    const { questionLink } = await api<{ questionLink: { rate: number; countOfAnswers: number } }>(
      'query ($id: ID!) { questionLink(id: $id) { rate countOfAnswers } }',
      { id: link._id },
    );
    expect(questionLink).toEqual({ rate: 91.7, countOfAnswers: 11 });
    // After the stop the screen shows the server's figure: the same.
    await expect.poll(() => screen.shownRate(), WAIT).toBe('91.7');
    await teacher.getByTestId('reveal-results').click();
    await expect.poll(() => present.getByTestId('present-status').textContent(), WAIT).toContain('91.7%');
  });
});
