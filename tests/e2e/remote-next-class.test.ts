/// <reference lib="dom" />
/**
 * The same phone in the next class (docs/sessions.md "Remote students", "The student app"), at
 * 390x844 in ko, en and es: the phone keeps one class at a time, and a class that ended or a new
 * code opened never holds it back.
 * - Its tab closed, the teacher ends the class and starts the next one: the next class's link
 *   shows the join form with that class's code at once (no stale token is tried), and joining
 *   works; the link of the class it is in brings the class back without the form; without a code
 *   in the link, a refused token gives way to the join form after one refusal (once the class's
 *   end is past the second an instance keeps class state, docs/decisions.md 21).
 * - Still open when the class ends: "Join again" leads to the form without the ended class's code,
 *   and the next class's link fills in its own code and joins a running class.
 * Screenshots of the forms in each language go to test-results/e2e/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLASS_STATE_TTL_MS } from '../../functions/src/domain/remote/class-reads';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser } from '../support/browser';
import { gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const LANGUAGES = [
  { lang: 'ko', locale: 'ko-KR', texts: ko },
  { lang: 'en', locale: 'en-US', texts: en },
  { lang: 'es', locale: 'es-ES', texts: es },
] as const;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A join form must show up well within this, not after polls of a refused token. */
const PROMPT = { timeout: 5_000 };
const WAIT = { timeout: 10_000 };

let browser: Browser;
let teacher: string;

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token: teacher });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** A class of the classroom with a running O/X question titled `title`. */
async function startClass(spot: string, title: string): Promise<{ _id: string; code: string }> {
  const { createSession } = await api<{ createSession: { _id: string; code: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: SITE, spot } },
  );
  const question = await createQuestionRecord(DEMO_TEACHER, { title: { main: title } });
  await api('mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }', {
    i: { session: createSession._id, question: question._id },
  });
  return createSession;
}

/** A classroom of its own per test, so a failed test leaves no class running in the next one's. */
async function newClassroom(): Promise<string> {
  return (await createSpot(SITE, `Next class ${Date.now()}`))._id;
}

async function endClass(session: { _id: string }): Promise<void> {
  await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: session._id });
}

/** GraphQL calls the phone's context got refused with HTTP 401. */
function refusals(context: BrowserContext): Response[] {
  const refused: Response[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/graphql') && response.status() === 401) refused.push(response);
  });
  return refused;
}

beforeAll(async () => {
  browser = await launchBrowser();
  teacher = await signin('teacher', 'demo1234');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(LANGUAGES)('the same phone in the next class, in $lang', ({ lang, locale, texts }) => {
  const name = `Mina ${lang} ${Date.now() % 100_000}`;
  const contexts: BrowserContext[] = [];

  const codeField = (page: Page) => page.getByLabel(texts.REMOTE_APP_CODE);
  const nameField = (page: Page) => page.getByLabel(texts.REMOTE_APP_NAME);
  const joinButton = (page: Page) => page.getByRole('button', { name: texts.REMOTE_APP_JOIN, exact: true });
  const questionOn = (page: Page, title: string) =>
    page.getByTestId('remote-question').getByText(title, { exact: true }).waitFor(WAIT);

  /** A phone of its own per test, in the language: the student picks it once (Spanish is never guessed), it is kept. */
  async function newPhone(): Promise<{ context: BrowserContext; refused: Response[] }> {
    const context = await browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.url}/remote`);
    await page.getByTestId('language-select').selectOption(lang);
    await page.close();
    return { context, refused: refusals(context) };
  }

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('opens the next class from its link after the tab was closed, and joins it', async () => {
    const { context, refused } = await newPhone();
    const spot = await newClassroom();
    const first = await startClass(spot, `First class ${lang}`);
    const page = await context.newPage();
    await page.goto(`${stack.url}/remote?code=${first.code}`);
    await nameField(page).fill(name);
    await joinButton(page).click();
    await questionOn(page, `First class ${lang}`);
    await page.close();

    await endClass(first);
    const next = await startClass(spot, `Next class ${lang}`);
    const opened = await context.newPage();
    await opened.goto(`${stack.url}/remote?code=${next.code}`);
    await expect.poll(() => codeField(opened).inputValue(), PROMPT).toBe(next.code);
    expect(await nameField(opened).inputValue()).toBe(name);
    await opened.screenshot({ path: `${SCREENSHOT_DIR}/remote-next-class-form-${lang}-390x844.png` });
    await joinButton(opened).click();
    await questionOn(opened, `Next class ${lang}`);
    // The ended class's token was never tried.
    expect(refused.map((response) => response.url())).toEqual([]);

    // The link of the class the phone is in brings it back as it was, without the form.
    await opened.close();
    const again = await context.newPage();
    await again.goto(`${stack.url}/remote?code=${next.code}`);
    await questionOn(again, `Next class ${lang}`);
    expect(await codeField(again).count()).toBe(0);

    // Without a code in the link, the ended class's refused token gives way to the form.
    await again.close();
    await endClass(next);
    // An instance may take the ended class for running for CLASS_STATE_TTL_MS (decision 21); a
    // phone opened in that second shows the class and learns of its end from its next poll.
    await new Promise((resolve) => setTimeout(resolve, CLASS_STATE_TTL_MS + 200));
    const bare = await context.newPage();
    await bare.goto(`${stack.url}/remote`);
    await nameField(bare).waitFor(PROMPT);
    expect(await codeField(bare).inputValue()).toBe('');
    expect(await nameField(bare).inputValue()).toBe(name);
    await bare.waitForTimeout(1_000);
    expect(refused).toHaveLength(1);
    await bare.close();
  });

  it('leads from "class ended" to a form without the ended code, and joins the next class from its link', async () => {
    const { context } = await newPhone();
    const spot = await newClassroom();
    const first = await startClass(spot, `Open class ${lang}`);
    const page = await context.newPage();
    await page.goto(`${stack.url}/remote?code=${first.code}`);
    await nameField(page).fill(name);
    await joinButton(page).click();
    await questionOn(page, `Open class ${lang}`);

    await endClass(first);
    await expect.poll(() => page.getByTestId('remote-exit').textContent(), WAIT).toBe(texts.CLASS_ENDED);
    await page.getByRole('button', { name: texts.REMOTE_APP_JOIN_AGAIN }).click();
    await nameField(page).waitFor(PROMPT);
    expect(await codeField(page).inputValue()).toBe('');
    expect(await nameField(page).inputValue()).toBe(name);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/remote-join-again-${lang}-390x844.png` });

    const next = await startClass(spot, `Following class ${lang}`);
    await page.goto(`${stack.url}/remote?code=${next.code}`);
    await expect.poll(() => codeField(page).inputValue(), PROMPT).toBe(next.code);
    await nameField(page).fill(`${name} B`);
    await joinButton(page).click();
    await questionOn(page, `Following class ${lang}`);
    expect(await page.getByTestId('remote-who').textContent()).toContain(`${name} B`);
    await endClass(next);
    await page.close();
  });
});
