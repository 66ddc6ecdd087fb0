/// <reference lib="dom" />
/**
 * The teacher's screens show the choices' texts, not bare numbers (issue 31, item 5), in ko, en
 * and es at 1920x1080: a stopped multiple-choice quiz with short, long and picture choices, some
 * answered, on the running class (the chart's category labels, the counts, the correct-answer
 * control and the results table) and on the results page (the chart, the counts and the correct answer); the projector
 * keeps its choices. O/X keeps O and X. Screenshots go to test-results/e2e/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import createWrapper from '@cloudscape-design/components/test-utils/selectors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser } from '../support/browser';
import { type Language, openClassScreens, startClass, teacherApi, teacherIn } from '../support/class-screens';
import { signin } from '../support/graphql';
import { solidPng } from '../support/media-samples';
import { answerRecorder, getLinkRecord } from '../support/session-fixtures';
import { uploadFile } from '../support/uploads';

const stack = inject('stack');
const SCREENSHOT_DIR = 'test-results/e2e';
const WAIT = { timeout: 15_000 };
const tag = `ct${Date.now().toString(36)}`;

const LONG = {
  title: '사과와 배와 포도를 모두 담은 과일 바구니의 무게',
  en: 'The weight of a fruit basket holding apples, pears and grapes',
  es: 'El peso de una cesta con manzanas, peras y uvas',
};
/** What each key reads, per language: the full text, and the start of a cut one. */
const EXPECTED: Record<Language, { full: string[]; cut: string; picture: string }> = {
  ko: {
    full: ['1. 1/2', '2. 3/4', `3. ${LONG.title}`, '4. 원 (이미지)'],
    cut: '3. 사과와 배와',
    picture: ko.CHOICE_PICTURE,
  },
  en: {
    full: ['1. 1/2', '2. 3/4', `3. ${LONG.en}`, '4. Circle (image)'],
    cut: '3. The weight of',
    picture: en.CHOICE_PICTURE,
  },
  es: {
    full: ['1. 1/2', '2. 3/4', `3. ${LONG.es}`, '4. Círculo (imagen)'],
    cut: '3. El peso de una',
    picture: es.CHOICE_PICTURE,
  },
};
const TEXTS = { ko, en, es };

const CREATE = 'mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }';
const START = 'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }';
const STOP = 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }';

let browser: Browser;
let token = '';
let multipleId = '';
let oxId = '';
const pages: Page[] = [];

/** The texts of the elements a Cloudscape test-utils selector finds. */
const textsOf = (page: Page, selector: string) => page.locator(selector).allTextContents();

/** Asks a question, records presses of `values` (device buttons), and stops it. */
async function askAndAnswer(sessionId: string, question: string, values: string[]): Promise<string> {
  const { startQuestion } = await teacherApi<{ startQuestion: { _id: string } }>(token, START, {
    i: { session: sessionId, question },
  });
  const link = await getLinkRecord(startQuestion._id);
  if (!link) throw new Error('the started link is not stored');
  const started = Date.parse(link.createdAt);
  for (const [index, value] of values.entries()) {
    const mac = `AA:BB:CC:31:05:${String(index).padStart(2, '0')}`;
    await answerRecorder().recordAnswer(
      link,
      { value, at: new Date(started + 100 * (index + 1)).toISOString(), device: { mac, user: null } },
      1,
    );
  }
  await teacherApi(token, STOP, { id: startQuestion._id });
  return startQuestion._id;
}

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  token = await signin('teacher', 'demo1234');
  const image = await uploadFile(stack.url, token, {
    bytes: await solidPng(120, 80),
    name: 'circle.png',
    category: 'question-image',
  });
  const multiple = await teacherApi<{ createQuestion: { _id: string } }>(token, CREATE, {
    i: {
      title: { main: `${tag} 알맞은 것은?`, en: `${tag} Which one?`, es: `${tag} ¿Cuál?` },
      type: 'quiz',
      answerType: 'multiple',
      selection: [
        { title: '1/2' },
        { title: '3/4' },
        LONG,
        { title: '원', en: 'Circle', es: 'Círculo', image },
      ],
      correct: '2',
    },
  });
  multipleId = multiple.createQuestion._id;
  const ox = await teacherApi<{ createQuestion: { _id: string } }>(token, CREATE, {
    i: { title: { main: `${tag} 하늘은 파란가요?` }, type: 'quiz', answerType: 'ox', correct: '1' },
  });
  oxId = ox.createQuestion._id;
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await browser?.close();
});

describe.each(['ko', 'en', 'es'] as const)('the teacher screens in %s', (language) => {
  const expected = EXPECTED[language];
  let teacher: Page;
  let present: Page;
  let sessionId = '';
  const linkIds: string[] = [];

  beforeAll(async () => {
    const session = await startClass(token, `${tag} ${language}`);
    sessionId = session._id;
    linkIds.push(await askAndAnswer(sessionId, multipleId, ['1', '2', '2', '3', '4']));
    teacher = await teacherIn(browser, stack.url, language);
    pages.push(teacher);
    ({ present } = await openClassScreens(teacher, stack.url, sessionId));
  });

  it('labels the chart, the counts and the correct-answer control with the choice texts', async () => {
    const ticks = createWrapper().findBarChart().findXTicks().toSelector();
    await expect.poll(() => textsOf(teacher, `${ticks} text`), WAIT).toHaveLength(4);
    const labels = await textsOf(teacher, `${ticks} text`);
    expect(labels.slice(0, 2)).toEqual(expected.full.slice(0, 2));
    expect(labels[2]?.startsWith(expected.cut)).toBe(true);
    expect(labels[2]?.endsWith('…')).toBe(true);
    expect(labels[3]).toBe(expected.full[3]);

    const counts = await teacher.getByTestId('answer-count').locator('strong').allTextContents();
    expect(counts).toEqual(expected.full);

    const segments = createWrapper().findSegmentedControl('[data-testid="correct-answer"]').findSegments();
    const options = await textsOf(teacher, segments.toSelector());
    expect(options.slice(0, 2)).toEqual(expected.full.slice(0, 2));
    expect(options[2]?.startsWith(expected.cut)).toBe(true);
    expect(options[3]).toBe(expected.full[3]);
    expect(await teacher.locator(`${segments.toSelector()}[aria-pressed="true"]`).textContent()).toBe(
      '2. 3/4',
    );

    const table = teacher.getByTestId('question-results');
    expect(await table.getByRole('cell', { name: '2. 3/4', exact: true }).count()).toBe(1);

    await teacher.screenshot({
      path: `${SCREENSHOT_DIR}/teacher-choice-texts-${language}.png`,
      fullPage: true,
    });
  });

  it('keeps the projector choices, which read the same texts', async () => {
    const titles = await present.getByTestId('present-choice-title').allTextContents();
    expect(titles.map((title, index) => `${index + 1}. ${title}`)).toEqual([
      ...expected.full.slice(0, 3),
      expected.full[3]?.replace(` (${expected.picture})`, ''),
    ]);
    await present.screenshot({ path: `${SCREENSHOT_DIR}/present-choice-texts-${language}.png` });
  });

  it('shows the choice texts on the results page, O and X stay O and X', async () => {
    const multipleLink = linkIds[0] ?? '';
    const oxLink = await askAndAnswer(sessionId, oxId, ['O', 'X']);
    await teacher.goto(`${stack.url}/class/results?session=${sessionId}`);
    await expect.poll(() => teacher.getByTestId('question-stats').count(), WAIT).toBe(2);
    const card = (link: string) => `[data-testid="question-stats"][data-link="${link}"]`;
    const ticksOf = (link: string) =>
      textsOf(teacher, `${createWrapper(card(link)).findBarChart().findXTicks().toSelector()} text`);
    const countsOf = (link: string) =>
      teacher.locator(`${card(link)} [data-testid="stats-bar"] strong`).allTextContents();

    const multiple = await ticksOf(multipleLink);
    expect(multiple.slice(0, 2)).toEqual(expected.full.slice(0, 2));
    expect(multiple[2]?.startsWith(expected.cut)).toBe(true);
    expect(multiple[3]).toBe(expected.full[3]);
    expect(await countsOf(multipleLink)).toEqual(expected.full);
    const correct = teacher.getByText(`${TEXTS[language].CORRECT_ANSWER}: 2. 3/4`, { exact: true });
    expect(await correct.count()).toBe(1);

    expect(await ticksOf(oxLink)).toEqual(['O', 'X']);
    expect(await countsOf(oxLink)).toEqual(['O', 'X']);
    await teacher.screenshot({
      path: `${SCREENSHOT_DIR}/results-choice-texts-${language}.png`,
      fullPage: true,
    });
  });
});
