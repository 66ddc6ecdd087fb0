/// <reference lib="dom" />
/**
 * Issue 17's acceptance run, once per console language (ko, en, es): a teacher (1920x1080) opens
 * the running class and its class view for the projector; a multiple-choice quiz with an image,
 * a sound and translated title and choices is asked with a time limit; the class view shows the
 * title and choices in the teacher's language with the key numbers, how many answered, and no
 * chart and no correct answer until the teacher stops and reveals; the QR code decodes (jsQR) to
 * the join link, which opens /remote with the code filled in; a phone (390x844) joins through it,
 * sees the countdown, answers, and after the reveal reads that its answer was right. axe-core
 * checks the three pages; screenshots go to test-results/e2e/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { solidPng, toneWav } from '../support/media-samples';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { uploadFile } from '../support/uploads';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const WAIT = { timeout: 15_000 };
const tag = `pv${Date.now().toString(36)}`;

const LANGUAGES = [
  { lang: 'ko', locale: 'ko-KR', texts: ko },
  { lang: 'en', locale: 'en-US', texts: en },
  { lang: 'es', locale: 'es-ES', texts: es },
] as const;

const TITLE = { main: `${tag} 7 곱하기 8은?`, en: `${tag} What is 7 x 8?`, es: `${tag} ¿Cuánto es 7 x 8?` };
const CHOICES = [
  { title: '마흔여덟', en: 'Forty-eight', es: 'Cuarenta y ocho' },
  { title: '쉰여섯', en: 'Fifty-six', es: 'Cincuenta y seis' },
  { title: '예순넷', en: 'Sixty-four', es: 'Sesenta y cuatro' },
];
const inLanguage = (text: { main?: string; title?: string; en: string; es: string }, lang: string) =>
  lang === 'en' ? text.en : lang === 'es' ? text.es : (text.main ?? text.title ?? '');

let browser: Browser;
let token = '';
let questionId = '';
const contexts: BrowserContext[] = [];

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** axe-core on the whole page: the serious and critical violations, by rule and element. */
async function severeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The QR code as the projector shows it, read back by a QR decoder from its screenshot. */
async function decodeQr(page: Page): Promise<string | null> {
  const png = await page.getByTestId('join-qr').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  token = await signin('teacher', 'demo1234');
  const [image, audio] = await Promise.all([
    uploadFile(stack.url, token, {
      bytes: await solidPng(320, 200),
      name: 'q.png',
      category: 'question-image',
    }),
    uploadFile(stack.url, token, { bytes: toneWav(), name: 'q.wav', category: 'question-audio' }),
  ]);
  const question = await createQuestionRecord(DEMO_TEACHER, {
    title: TITLE,
    answerType: 'multiple',
    selection: CHOICES.map((choice) => ({ ...choice, image: null })),
    correct: '2',
    image,
    audio,
  });
  questionId = question._id;
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe.each(LANGUAGES)('the class view in $lang', ({ lang, locale, texts }) => {
  let teacher: Page;
  let present: Page;
  let phone: Page;
  let session: { _id: string; code: string };
  let linkId = '';
  const choiceTitles = () => present.getByTestId('present-choice-title').allTextContents();
  const phoneOutcome = () => phone.getByTestId('remote-outcome').getAttribute('data-outcome');

  beforeAll(async () => {
    const spot = await createSpot(SITE, `${tag} ${lang}`);
    await seatStudents(
      testTable(),
      { siteId: SITE, spotId: spot._id, spotName: spot.name },
      [randomMac(), randomMac()],
      `${tag}-${lang}`,
    );
    ({ createSession: session } = await api<{ createSession: { _id: string; code: string } }>(
      'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
      { i: { site: SITE, spot: spot._id } },
    ));
    teacher = await signedInTeacherPage(browser, stack.url, 'teacher', { locale });
    contexts.push(teacher.context());
    // Spanish is only ever chosen, never guessed from the browser (spec section 9): store the choice.
    await teacher.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), lang);
    await teacher.setViewportSize({ width: 1920, height: 1080 });
    await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
    await teacher.getByTestId('class-main').waitFor();
    // The class view opens in its own window from the teacher's screen.
    const opened = teacher.context().waitForEvent('page');
    await teacher.getByTestId('open-present').click();
    present = await opened;
    await present.setViewportSize({ width: 1920, height: 1080 });
    await present.getByTestId('class-present').waitFor();
  });

  it('is connected before the first question and shows how to join', async () => {
    await expect
      .poll(() => teacher.getByTestId('live-state').getAttribute('data-connected'), WAIT)
      .toBe('true');
    await expect.poll(() => present.getByTestId('present-code').textContent()).toBe(session.code);
    expect(await present.getByText(texts.PRESENT_WAITING).count()).toBe(1);
  });

  it('has a QR code that decodes to the join link, which opens /remote with the code filled in', async () => {
    const link = await decodeQr(present);
    expect(link).toBe(`${stack.url}/remote?code=${session.code}`);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale,
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(context);
    await context.addInitScript((chosen) => localStorage.setItem('cp.lang', chosen), lang);
    phone = await context.newPage();
    await phone.goto(link ?? '');
    const code = phone.getByLabel(texts.REMOTE_APP_CODE);
    await expect.poll(() => code.inputValue()).toBe(session.code);
    await phone.getByLabel(texts.REMOTE_APP_NAME).fill(`Remote ${lang}`);
    await phone.getByRole('button', { name: texts.REMOTE_APP_JOIN, exact: true }).click();
    await phone.getByTestId('remote-who').waitFor(WAIT);
  });

  it('shows the question in the teacher language with its keys, image and sound, and no results', async () => {
    ({
      startQuestion: { _id: linkId },
    } = await api<{ startQuestion: { _id: string } }>(
      'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
      { i: { session: session._id, question: questionId, limit: 90 } },
    ));
    await expect
      .poll(() => present.getByTestId('present-title').textContent(), WAIT)
      .toBe(inLanguage(TITLE, lang));
    expect(await choiceTitles()).toEqual(CHOICES.map((choice) => inLanguage(choice, lang)));
    expect(
      await present
        .getByTestId('present-choice')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-key'))),
    ).toEqual(['1', '2', '3']);
    expect(await present.getByTestId('present-image').getAttribute('src')).toMatch(
      /^\/files\/question-image\//,
    );
    expect(await present.getByTestId('present-audio').getAttribute('src')).toMatch(
      /^\/files\/question-audio\//,
    );
    expect(await present.getByTestId('present-chart').count()).toBe(0);
    expect(await present.getByTestId('present-correct').count()).toBe(0);
    // The teacher's screen follows the start made elsewhere, in the same language.
    await expect
      .poll(() => teacher.getByTestId('question-title').textContent(), WAIT)
      .toBe(inLanguage(TITLE, lang));
  });

  it('counts down on the phone, and the class view counts the answer without showing it', async () => {
    await phone.getByTestId('remote-question').getByText(inLanguage(TITLE, lang)).waitFor(WAIT);
    const left = Number(await phone.getByTestId('remote-time-left').getAttribute('data-seconds'));
    expect(left).toBeGreaterThan(30);
    expect(left).toBeLessThanOrEqual(90);
    await phone
      .getByRole('button', { name: `2. ${inLanguage(CHOICES[1] as (typeof CHOICES)[0], lang)}` })
      .click();
    await phone
      .getByTestId('remote-answer')
      .getByText(texts.REMOTE_APP_ANSWER_SENT.split('{{')[0] ?? '')
      .waitFor();
    await expect
      .poll(() => present.getByTestId('present-answered').getAttribute('data-answered'), WAIT)
      .toBe('1');
    // Two seated students and the phone that just joined (read again on its first answer).
    await expect
      .poll(() => present.getByTestId('present-answered').textContent(), WAIT)
      .toBe(texts.PRESENT_ANSWERED.replace('{{answered}}', '1').replace('{{total}}', '3'));
    expect(await present.getByTestId('present-chart').count()).toBe(0);
  });

  it('keeps the results hidden after the stop, until the teacher reveals them', async () => {
    await teacher.getByTestId('stop-question').click();
    await teacher.locator('[data-testid="question-state"][data-state="stopped"]').waitFor();
    await expect.poll(phoneOutcome, WAIT).toBe('waitingReveal');
    await expect
      .poll(() => present.getByTestId('present-status').textContent(), WAIT)
      .toContain(texts.PRESENT_STOPPED);
    expect(await present.getByTestId('present-chart').count()).toBe(0);
    expect(await present.getByTestId('present-correct').count()).toBe(0);

    await teacher.getByTestId('reveal-results').click();
    await teacher.getByTestId('results-revealed').waitFor();
    await present.getByTestId('present-chart').waitFor(WAIT);
    expect(
      await present.locator('[data-testid="present-choice"][data-correct="true"]').getAttribute('data-key'),
    ).toBe('2');
    expect(
      await present.locator('[data-testid="present-choice"][data-key="2"]').getAttribute('data-count'),
    ).toBe('1');
    await expect.poll(phoneOutcome, WAIT).toBe('right');
    expect(await phone.getByTestId('remote-outcome').textContent()).toContain(texts.REMOTE_APP_RIGHT);
    const stored = await api<{ questionLink: { revealedAt: string | null; limit: number } }>(
      'query ($id: ID!) { questionLink(id: $id) { revealedAt limit } }',
      { id: linkId },
    );
    expect(stored.questionLink).toEqual({ revealedAt: expect.any(String), limit: 90 });
  });

  it('has no serious or critical accessibility violations on the three screens (axe-core)', async () => {
    await present.screenshot({ path: `${SCREENSHOT_DIR}/class-present-${lang}.png` });
    await teacher.screenshot({ path: `${SCREENSHOT_DIR}/class-present-teacher-${lang}.png`, fullPage: true });
    await phone.screenshot({ path: `${SCREENSHOT_DIR}/class-present-phone-${lang}.png` });
    expect(await severeViolations(present)).toEqual([]);
    expect(await severeViolations(teacher)).toEqual([]);
    expect(await severeViolations(phone)).toEqual([]);
    await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: session._id });
  });
});
