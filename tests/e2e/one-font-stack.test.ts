/// <reference lib="dom" />
/**
 * One font stack for every language on every screen (issue 31, item 7): the class view on the
 * projector, the teacher's screen and the student phone, in ko, en and es, use the same families,
 * sans-serif, never the browser's serif default; Chromium's own report of the fonts it drew
 * (DevTools CSS.getPlatformFontsForNode) shows Latin text in Open Sans and Hangul in a CJK font
 * in English and Spanish too. Screenshots of the projector go to test-results/e2e/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  type Language,
  LOCALES,
  openClassScreens,
  startClass,
  teacherApi,
  teacherIn,
} from '../support/class-screens';
import { signin } from '../support/graphql';

const stack = inject('stack');
const SCREENSHOT_DIR = 'test-results/e2e';
const WAIT = { timeout: 15_000 };
const tag = `fs${Date.now().toString(36)}`;

/** A title in each language, and a choice with no translation: Korean in every language. */
const TITLE = { main: `${tag} 인사말은?`, en: `${tag} Which greeting?`, es: `${tag} ¿Qué saludo?` };
const HANGUL = '안녕하세요';

let browser: Browser;
let token = '';
let questionId = '';
const pages: Page[] = [];
/** The computed font-family of every screen, per language, compared at the end. */
const stacks = new Map<string, string>();

/** The font-family the page computes for the first element of `selector`. */
const fontFamily = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

/** The families of a computed font-family value, without quotes. */
const families = (value: string) => value.split(',').map((family) => family.trim().replace(/^"|"$/g, ''));

/** The fonts Chromium drew the element's text with (DevTools protocol), by family. */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

function expectOneSansStack(value: string) {
  const list = families(value);
  expect(list[0]).toBe('Open Sans');
  expect(list).toContain('Noto Sans CJK KR');
  expect(list.at(-1)).toBe('sans-serif');
  expect(list.filter((family) => /serif/i.test(family) && family !== 'sans-serif')).toEqual([]);
}

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  token = await signin('teacher', 'demo1234');
  const created = await teacherApi<{ createQuestion: { _id: string } }>(
    token,
    'mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }',
    {
      i: {
        title: TITLE,
        type: 'survey',
        answerType: 'multiple',
        selection: [{ title: HANGUL }, { title: '좋은 아침', en: 'Good morning', es: 'Buenos días' }],
      },
    },
  );
  questionId = created.createQuestion._id;
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await browser?.close();
});

describe.each(['ko', 'en', 'es'] as const)('the screens in %s', (language: Language) => {
  let teacher: Page;
  let present: Page;
  let session: { _id: string; code: string };

  beforeAll(async () => {
    session = await startClass(token, `${tag} ${language}`);
    teacher = await teacherIn(browser, stack.url, language);
    pages.push(teacher);
    ({ present } = await openClassScreens(teacher, stack.url, session._id));
    await teacherApi(token, 'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }', {
      i: { session: session._id, question: questionId, limit: 0 },
    });
    await present.getByTestId('present-choice-title').first().waitFor(WAIT);
  });

  it('sets the projector in the one sans-serif stack, Latin in Open Sans and Hangul in a CJK font', async () => {
    const value = await fontFamily(present, '[data-testid="present-title"]');
    expectOneSansStack(value);
    stacks.set(`present-${language}`, value);
    expect(await fontFamily(present, '[data-testid="present-choice-title"]')).toBe(value);

    const title = await drawnFonts(present, '[data-testid="present-title"]');
    expect(title).toContain('Open Sans');
    expect(title.every((family) => family === 'Open Sans' || family.startsWith('Noto Sans CJK'))).toBe(true);
    expect(await drawnFonts(present, '[data-testid="present-choice-title"]')).toEqual(['Noto Sans CJK KR']);
    await present.screenshot({ path: `${SCREENSHOT_DIR}/one-font-present-${language}.png` });
  });

  it('sets the teacher screen and the phone app in the same stack', async () => {
    await teacher.getByTestId('question-title').waitFor(WAIT);
    stacks.set(`teacher-${language}`, await fontFamily(teacher, '[data-testid="question-title"]'));
    stacks.set(`console-${language}`, await fontFamily(teacher, 'body'));

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: LOCALES[language],
      isMobile: true,
    });
    await context.addInitScript((chosen) => localStorage.setItem('cp.lang', chosen), language);
    const phone = await context.newPage();
    pages.push(phone);
    await phone.goto(`${stack.url}/remote?code=${session.code}`);
    await phone.locator('.remote-app').waitFor(WAIT);
    stacks.set(`phone-${language}`, await fontFamily(phone, '.remote-app'));
    await teacher.screenshot({ path: `${SCREENSHOT_DIR}/one-font-teacher-${language}.png` });
  });
});

describe('every screen and language', () => {
  it('computes one and the same font stack', () => {
    expect(stacks.size).toBe(12);
    const values = new Set(stacks.values());
    expect([...values]).toHaveLength(1);
    expectOneSansStack([...values][0] ?? '');
  });
});
