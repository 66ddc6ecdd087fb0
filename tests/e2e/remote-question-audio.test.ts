/// <reference lib="dom" />
/**
 * The question's sound on the student's phone (docs/sessions.md "The student app"), at 390x844 in
 * ko, en and es: a question with an uploaded sound (the same file the class view plays) runs; the
 * joined phone shows a player named in its language, for the product's own file, and a tap on
 * its play button plays the whole sound. axe-core checks the screen; a screenshot per language
 * goes to test-results/e2e/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser } from '../support/browser';
import { gql, signin } from '../support/graphql';
import { toneWav } from '../support/media-samples';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { uploadFile } from '../support/uploads';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const LANGUAGES = [
  { lang: 'ko', locale: 'ko-KR', texts: ko },
  { lang: 'en', locale: 'en-US', texts: en },
  { lang: 'es', locale: 'es-ES', texts: es },
] as const;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TITLE = { main: '들리는 동물은?', en: 'Which animal do you hear?', es: '¿Qué animal oye?' };
const WAIT = { timeout: 10_000 };

let browser: Browser;
let teacher: string;
let session: { _id: string; code: string };
let audioPath: string;

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token: teacher });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  teacher = await signin('teacher', 'demo1234');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  audioPath = await uploadFile(stack.url, teacher, {
    bytes: toneWav(),
    name: 'animal.wav',
    category: 'question-audio',
  });
  const spot = await createSpot(SITE, `Question sound ${Date.now()}`);
  ({ createSession: session } = await api<{ createSession: { _id: string; code: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: SITE, spot: spot._id } },
  ));
  const question = await createQuestionRecord(DEMO_TEACHER, { title: TITLE, audio: audioPath });
  await api('mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }', {
    i: { session: session._id, question: question._id },
  });
});

afterAll(async () => {
  if (session) await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: session._id });
  await browser?.close();
});

describe.each(LANGUAGES)('the question sound on a phone, in $lang', ({ lang, locale, texts }) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ ...PHONE, locale });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('offers a player named in the language that plays the question sound', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.url}/remote?code=${session.code}`);
    // Spanish is never guessed from the browser: the student picks it.
    await page.getByTestId('language-select').selectOption(lang);
    await page.getByLabel(texts.REMOTE_APP_NAME).fill(`Ari ${lang}`);
    await page.getByRole('button', { name: texts.REMOTE_APP_JOIN, exact: true }).click();
    await page
      .getByTestId('remote-question')
      .getByText(TITLE[lang === 'ko' ? 'main' : lang])
      .waitFor(WAIT);

    const player = page.getByLabel(texts.PRESENT_AUDIO);
    await player.waitFor(WAIT);
    expect(await player.evaluate((element) => element.tagName)).toBe('AUDIO');
    expect(await player.getAttribute('src')).toBe(audioPath);
    expect(await player.evaluate((element: HTMLAudioElement) => element.controls)).toBe(true);
    // The file is served and read as a sound: a quarter of a second (media-samples.ts toneWav).
    await expect
      .poll(() => player.evaluate((element: HTMLAudioElement) => element.duration), WAIT)
      .toBeCloseTo(0.25, 2);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/remote-question-audio-${lang}-390x844.png` });

    // A tap on the player's play button (its left end) plays the sound to its end.
    expect(await player.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    const box = await player.boundingBox();
    if (!box) throw new Error('The player is not on the screen');
    await page.touchscreen.tap(box.x + 20, box.y + box.height / 2);
    await expect.poll(() => player.evaluate((element: HTMLAudioElement) => element.ended), WAIT).toBe(true);

    const result = await new AxeBuilder({ page }).analyze();
    const severe = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(severe).toEqual([]);
    await page.close();
  });
});
