/// <reference lib="dom" />
/**
 * The student app at /remote on a phone-sized viewport (390x844; docs/sessions.md "Remote
 * students"): a teacher's class with a running O/X question is set up through the API; a student
 * joins by code, sees the question, answers (checked on the server), refreshes and keeps the
 * identity and the answer; a second phone with the same name is asked for the seat PIN (the first
 * phone shows it to its student; a wrong one is refused), then to confirm, and takes over, and the
 * first phone shows the exit message; the teacher stops the question and ends the class,
 * and the phone shows that it ended. An unknown code gets the spec's message. A 390x844
 * screenshot is saved under test-results/ (git-ignored), and axe-core checks the question screen.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser } from '../support/browser';
import { gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };
/** Notices and the refetch they cause take a moment; the polls wait this long at most. */
const WAIT = { timeout: 10_000 };
const NAME = `Mina ${Date.now() % 100_000}`;

let browser: Browser;
let teacher: string;
let session: { _id: string; code: string };
let link: { _id: string };
let firstPhone: Page;
let secondPhone: Page;
const contexts: BrowserContext[] = [];

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token: teacher });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** The answers stored on the running link, as the teacher's console reads them. */
async function storedAnswers() {
  const { questionLink } = await api<{
    questionLink: {
      answers: { value: string; student: { firstname: string } | null; app: { uuid: string } | null }[];
    };
  }>('query ($id: ID!) { questionLink(id: $id) { answers { value student { firstname } app { uuid } } } }', {
    id: link._id,
  });
  return questionLink.answers;
}

async function newPhone(): Promise<Page> {
  const context = await browser.newContext(PHONE);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${stack.url}/remote`);
  return page;
}

async function joinOn(page: Page, code: string, name: string, no: string) {
  await page.getByLabel(en.REMOTE_APP_CODE).fill(code);
  await page.getByLabel(en.REMOTE_APP_NAME).fill(name);
  await page.getByLabel(en.REMOTE_APP_NUMBER).fill(no);
  await page.getByRole('button', { name: en.REMOTE_APP_JOIN, exact: true }).click();
}

const storedUuid = (page: Page) => page.evaluate(() => localStorage.getItem('classpulse.remote.uuid'));

beforeAll(async () => {
  browser = await launchBrowser();
  teacher = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Remote app ${Date.now()}`);
  ({ createSession: session } = await api<{ createSession: { _id: string; code: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: SITE, spot: spot._id } },
  ));
  const question = await createQuestionRecord(DEMO_TEACHER, { title: { main: 'Is the sun a star?' } });
  ({ startQuestion: link } = await api<{ startQuestion: { _id: string } }>(
    'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
    { i: { session: session._id, question: question._id } },
  ));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('the student app on a phone', () => {
  it('says so when no class has the code', async () => {
    const page = await newPhone();
    const unused = session.code === '999999' ? '999998' : '999999';
    await joinOn(page, unused, 'Nobody', '');
    await expect
      .poll(() => page.getByTestId('remote-join-error').textContent(), WAIT)
      .toBe(en.CLASS_CODE_NOT_FOUND);
  });

  it('joins by code, shows the O/X question and stores the answer', async () => {
    firstPhone = await newPhone();
    await joinOn(firstPhone, session.code, NAME, '7');
    await firstPhone.getByTestId('remote-question').waitFor();
    expect(await firstPhone.getByTestId('remote-question').textContent()).toBe('Is the sun a star?');
    expect(await firstPhone.getByTestId('remote-who').textContent()).toContain(`${NAME} (7)`);

    await firstPhone.getByRole('button', { name: 'O', exact: true }).click();
    await expect
      .poll(() => firstPhone.getByTestId('remote-answer').textContent(), WAIT)
      .toBe(en.REMOTE_APP_ANSWER_SENT.replace('{{answer}}', 'O'));
    const answers = await storedAnswers();
    expect(answers).toEqual([
      { value: '1', student: { firstname: NAME }, app: { uuid: await storedUuid(firstPhone) } },
    ]);

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await firstPhone.screenshot({ path: `${SCREENSHOT_DIR}/remote-app-390x844.png` });
  });

  it('has no serious or critical accessibility violations on the question (axe-core)', async () => {
    const result = await new AxeBuilder({ page: firstPhone }).analyze();
    const severe = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(severe).toEqual([]);
  });

  it('keeps the identity and the answer after a refresh', async () => {
    const uuid = await storedUuid(firstPhone);
    await firstPhone.reload();
    await firstPhone.getByTestId('remote-question').waitFor();
    expect(
      await firstPhone.getByRole('button', { name: 'O', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await firstPhone.getByTestId('remote-answer').textContent()).toBe(
      en.REMOTE_APP_ANSWER_SENT.replace('{{answer}}', 'O'),
    );
    expect(await storedUuid(firstPhone)).toBe(uuid);

    // A changed answer replaces the stored one: still one row for the student.
    await firstPhone.getByRole('button', { name: 'X', exact: true }).click();
    await expect.poll(async () => (await storedAnswers()).map((answer) => answer.value), WAIT).toEqual(['2']);
  });

  it('asks a second phone with the same name for the seat PIN, then to confirm, then moves the student there', async () => {
    // The first phone shows the student their own PIN: the name alone moves nobody.
    const shown = (await firstPhone.getByTestId('remote-own-pin').textContent()) ?? '';
    const pin = /\d{4}/.exec(shown)?.[0] ?? '';
    expect(pin).toMatch(/^\d{4}$/);
    secondPhone = await newPhone();
    await joinOn(secondPhone, session.code, NAME, '7');
    await secondPhone.getByText(en.REMOTE_APP_PIN_TITLE).waitFor();
    await secondPhone.getByLabel(en.REMOTE_APP_PIN).fill(pin === '0000' ? '1111' : '0000');
    await secondPhone.getByRole('button', { name: en.REMOTE_APP_PIN_CONTINUE }).click();
    await expect
      .poll(() => secondPhone.getByTestId('remote-pin-error').textContent(), WAIT)
      .toBe(en.SEAT_PIN_WRONG);
    await secondPhone.getByLabel(en.REMOTE_APP_PIN).fill(pin);
    await secondPhone.getByRole('button', { name: en.REMOTE_APP_PIN_CONTINUE }).click();
    await secondPhone.getByText(en.REMOTE_ALREADY_CONNECTED).waitFor();
    await secondPhone.getByRole('button', { name: en.REMOTE_APP_MOVE_HERE }).click();
    await secondPhone.getByTestId('remote-question').waitFor();
    // The same student: their answer (X) is shown on the new phone.
    expect(
      await secondPhone.getByRole('button', { name: 'X', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    await expect
      .poll(() => firstPhone.getByTestId('remote-exit').textContent(), WAIT)
      .toBe(en.LOGGED_IN_ELSEWHERE);

    await secondPhone.getByRole('button', { name: 'O', exact: true }).click();
    await expect
      .poll(async () => (await storedAnswers()).map((answer) => [answer.value, answer.app?.uuid]), WAIT)
      .toEqual([['1', await storedUuid(secondPhone)]]);
  });

  it('says time is up when the teacher stops the question and shows the end of the class', async () => {
    await api('mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id: link._id });
    await expect
      .poll(() => secondPhone.getByTestId('remote-outcome').getAttribute('data-outcome'), WAIT)
      .toBe('waitingReveal');
    expect(await secondPhone.getByRole('button', { name: 'O', exact: true }).isDisabled()).toBe(true);

    await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: session._id });
    await expect.poll(() => secondPhone.getByTestId('remote-exit').textContent(), WAIT).toBe(en.CLASS_ENDED);
  });
});
