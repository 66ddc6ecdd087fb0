/// <reference lib="dom" />
/**
 * The question library's acceptance story in one browser walk, for a new teacher whose library
 * starts empty: create an O/X, a 5-choice and a survey question with an image and a sound;
 * reorder them by dragging; import a 200-row sheet; see a sheet with 5 broken rows refused with
 * its row numbers and messages (and nothing added); build a Quiz Express playlist of 4
 * questions; share 2 questions with a second teacher, who sees them until the due date passes.
 * Each step is checked on the server too. The parts are tested in more detail in
 * questions, question-media, question-import, playlists and question-sharing.
 */
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { solidPng, toneWav } from '../support/media-samples';
import { setShareDuedate } from '../support/question-fixtures';

const stack = inject('stack');
const stamp = Date.now();
const TITLES = {
  ox: `Acceptance ${stamp} the sun is a star`,
  multiple: `Acceptance ${stamp} which is a prime`,
  survey: `Acceptance ${stamp} how was the lesson`,
};
const imported = (n: number) => `Imported ${stamp} question ${String(n).padStart(3, '0')}`;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LIBRARY = `query ($q: String) {
  questions(perPage: 100, filter: { q: $q }, sortField: "order", sortOrder: asc) {
    total data { _id title { main } order info { answerType image audio } selection { title } correct }
  }
}`;
const PLAYLISTS = `query { playLists(perPage: 20) { data { _id title list { order question { _id title { main } } } } } }`;
const SHARES = `query { questionShares(perPage: 20) { data { _id questions to { uid } } } }`;

interface LibraryQuestion {
  _id: string;
  title: { main: string };
  order: number;
  info: { answerType: string; image: string | null; audio: string | null };
  selection: { title: string }[];
  correct: string | null;
}

let browser: Browser;
let page: Page;
let teacher: { uid: string; password: string };
let colleague: { uid: string; password: string; firstname: string | null };
let teacherToken: string;

const signedInPage = (user: { uid: string; password: string }) =>
  signedInTeacherPage(browser, stack.url, user.uid, { password: user.password });

async function library(q?: string): Promise<{ total: number; data: LibraryQuestion[] }> {
  const result = await gql<{ questions: { total: number; data: LibraryQuestion[] } }>(
    LIBRARY,
    { q },
    { token: teacherToken },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.questions;
}

async function pick(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function sheetFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  sheet.addRow(['type', 'answerType', 'title', 'choice1', 'choice2', 'correct', 'grade']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function chooseImportFile(name: string, buffer: Buffer): Promise<void> {
  await page
    .getByTestId('question-import-file')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: XLSX_MIME, buffer });
}

/** Presses a drag handle, moves like a hand would (a few steps) onto the target and lets go. */
async function drag(handleTestId: string, targetTestId: string): Promise<void> {
  const handle = await page.getByTestId(handleTestId).boundingBox();
  const target = await page.getByTestId(targetTestId).boundingBox();
  if (!handle || !target) throw new Error('drag: rows not laid out');
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y + handle.height / 2 - 10, { steps: 3 });
  await page.mouse.move(x, target.y + target.height / 3, { steps: 12 });
  await page.mouse.up();
}

beforeAll(async () => {
  const site = { siteId: 'site-demo', distId: 'dist-demo' };
  teacher = await createUser({ manager: true }, { ...site, firstname: 'Ada', lastname: 'Accept' });
  colleague = await createUser({ staff: true }, { ...site, firstname: 'Grace', lastname: 'Colleague' });
  teacherToken = await signin(teacher.uid, teacher.password);
  browser = await launchBrowser();
  page = await signedInPage(teacher);
});

afterAll(async () => {
  await browser?.close();
});

describe('question library acceptance', () => {
  it('creates an O/X, a 5-choice and a survey question with an image and a sound', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-library-tab').waitFor();

    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-title').fill(TITLES.ox);
    await pick('question-form-correct', 'O');
    await page.getByTestId('question-form-save').click();
    await page.getByTestId('question-list').getByText(TITLES.ox).waitFor();

    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-title').fill(TITLES.multiple);
    await pick('question-form-answer-type', en.ANSWER_MULTIPLE);
    const choices = ['4', '6', '7', '8', '9'];
    for (const [index, choice] of choices.entries()) {
      await page.getByTestId(`question-form-choice-${index + 1}`).fill(choice);
    }
    await pick('question-form-correct', '3. 7');
    await page.getByTestId('question-form-save').click();
    await page.getByTestId('question-list').getByText(TITLES.multiple).waitFor();

    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-title').fill(TITLES.survey);
    await pick('question-form-type', en.SURVEY);
    await pick('question-form-answer-type', en.ANSWER_SURVEY);
    const image = await solidPng();
    await page
      .getByTestId('question-form-image-file')
      .setInputFiles({ name: 'lesson.png', mimeType: 'image/png', buffer: image });
    await page
      .getByTestId('question-form-audio-file')
      .setInputFiles({ name: 'lesson.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await page.getByTestId('question-form-image-preview').waitFor();
    await page.getByTestId('question-form-audio-player').waitFor();
    await page.getByTestId('question-form-save').click();
    await page.getByTestId('question-list').getByText(TITLES.survey).waitFor();

    const { data } = await library(`Acceptance ${stamp}`);
    expect(data.map((q) => [q.title.main, q.info.answerType])).toEqual([
      [TITLES.ox, 'ox'],
      [TITLES.multiple, 'multiple'],
      [TITLES.survey, 'survey'],
    ]);
    expect(data[0]?.correct).toBe('1');
    expect(data[1]?.selection.map((choice) => choice.title)).toEqual(choices);
    expect(data[1]?.correct).toBe('3');
    expect(data[2]?.info.image).toMatch(/\.png$/);
    expect(data[2]?.info.audio).toMatch(/\.wav$/);
  });

  it('reorders them by dragging the survey to the top', async () => {
    const before = (await library(`Acceptance ${stamp}`)).data;
    const [ox, , survey] = before as [LibraryQuestion, LibraryQuestion, LibraryQuestion];
    await page.getByTestId('question-reorder-open').click();
    // The save toasts above the page leave after a few seconds; dragging while one leaves would
    // shift the rows under the pointer, so wait until they have gone.
    await expect.poll(() => page.getByText(en.SAVE_SUCCESS_MSG).count(), { timeout: 10_000 }).toBe(0);
    await drag(`question-reorder-list-handle-${survey._id}`, `question-reorder-list-row-${ox._id}`);
    await page.getByText(en.ORDER_SUCCESS_MSG).first().waitFor();

    await expect
      .poll(async () => (await library(`Acceptance ${stamp}`)).data.map((q) => q.title.main))
      .toEqual([TITLES.survey, TITLES.ox, TITLES.multiple]);
    await page.getByTestId('question-reorder-done').click();
  });

  it('imports a 200-row sheet', async () => {
    await page.getByTestId('question-import').click();
    await page.getByTestId('question-import-page').waitFor();
    const rows = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0
        ? ['quiz', 'ox', imported(index + 1), null, null, 'X', 4]
        : ['quiz', 'multiple', imported(index + 1), 'yes', 'no', 2, 5],
    );
    await chooseImportFile(`questions-${stamp}.xlsx`, await sheetFile(rows));
    await page.getByTestId('question-import-preview').waitFor();
    await page.getByTestId('question-import-start').click();
    await page
      .getByTestId('question-import-success')
      .getByText(en.IMPORT_SUCCESS_MSG.replace('{{count}}', '200'))
      .waitFor();

    expect((await library()).total).toBe(203);
    expect((await library(imported(200))).data.map((q) => q.title.main)).toEqual([imported(200)]);
  });

  it('refuses a sheet with 5 broken rows, naming each row, and adds nothing', async () => {
    const fine = (n: number) => ['quiz', 'ox', `Unsaved ${stamp} ${n}`, null, null, 'O', 3];
    await chooseImportFile(
      `broken-${stamp}.xlsx`,
      await sheetFile([
        fine(1), // row 2
        ['quiz', 'ox', '', null, null, 'O', 3], // row 3: no title
        ['quiz', 'ox', `Unsaved ${stamp} no answer`, null, null, null, 3], // row 4
        fine(2), // row 5
        ['quiz', 'multiple', `Unsaved ${stamp} one choice`, 'only', null, 1, 3], // row 6
        ['quiz', 'ox', `Unsaved ${stamp} grade`, null, null, 'O', 'third'], // row 7
        ['quiz', 'ox', `Unsaved ${stamp} answer`, null, null, 'Y', 3], // row 8
      ]),
    );
    await page.getByTestId('question-import-errors').waitFor();
    expect(await page.getByTestId('question-import-error-row').allTextContents()).toEqual([
      '3',
      '4',
      '6',
      '7',
      '8',
    ]);
    expect(await page.getByTestId('question-import-error-message').allTextContents()).toEqual([
      en.EMPTY_TITLE,
      en.MISSING_CORRECT,
      en.EMPTY_CHOICE.replace('{{no}}', '2'),
      en.GRADE_NOT_NUMBER,
      en.BAD_CORRECT_FORMAT,
    ]);
    expect(await page.getByTestId('question-import-start').isDisabled()).toBe(true);
    expect((await library()).total).toBe(203);
    expect((await library(`Unsaved ${stamp}`)).total).toBe(0);
  });

  it('builds a Quiz Express playlist from 4 questions', async () => {
    const title = `Quiz Express ${stamp}`;
    await page.goto(`${stack.url}/class/manage-question?tab=playlists`);
    await page.getByTestId('playlist-create').click();
    await page.getByTestId('playlist-form-title').fill(title);
    await page.getByTestId('playlist-form-save').click();
    await page.getByTestId('playlist-editor').waitFor();

    // The three made by hand (one page of the 3-per-page picker), then one imported question.
    const picker = page.getByTestId('playlist-question-search');
    for (const search of [`Acceptance ${stamp}`, imported(7)]) {
      await page.getByTestId('playlist-add-questions').click();
      await picker.waitFor();
      await picker.getByTestId('playlist-question-search-q').fill(search);
      const rows = picker.getByTestId('playlist-question-search-list').locator('tbody tr');
      await expect
        .poll(async () => {
          const texts = await rows.allTextContents();
          return texts.length > 0 && texts.every((text) => text.includes(search));
        })
        .toBe(true);
      for (const row of await rows.all()) await row.locator('input[type="checkbox"]').click();
      await picker.getByTestId('playlist-question-search-connect').click();
      await picker.waitFor({ state: 'hidden' });
    }

    const expected = [TITLES.survey, TITLES.ox, TITLES.multiple, imported(7)];
    await expect
      .poll(async () => {
        const result = await gql<{
          playLists: {
            data: {
              title: string;
              list: { order: number; question: { title: { main: string } } | null }[];
            }[];
          };
        }>(PLAYLISTS, {}, { token: teacherToken });
        const saved = result.data?.playLists.data.find((playlist) => playlist.title === title);
        return saved?.list.map((item) => [item.order, item.question?.title.main]);
      })
      .toEqual(expected.map((main, order) => [order, main]));
    for (const main of expected) await page.getByTestId('playlist-editor').getByText(main).waitFor();
  });

  it('shares 2 questions with a second teacher, who sees them until the due date passes', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-filter-q').fill(`Acceptance ${stamp}`);
    const rowOf = (text: string) => page.getByTestId('question-list').locator('tr', { hasText: text });
    for (const main of [TITLES.ox, TITLES.multiple]) {
      await rowOf(main).waitFor();
      await rowOf(main).locator('input[type="checkbox"]').click();
    }
    await page.getByTestId('question-bulk-share').click();
    const dialog = page.getByTestId('share-dialog');
    await page.getByTestId('share-dialog-teachers').locator('button').first().click();
    await dialog.getByPlaceholder(en.SEARCH_PLACEHOLDER).fill(colleague.firstname ?? '');
    await page.getByRole('option', { name: new RegExp(`\\(${colleague.uid}\\)`) }).click();
    const day = new Date(Date.now() + 3 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByTestId('share-dialog-duedate')
      .locator('input')
      .fill(`${day.getFullYear()}/${pad(day.getMonth() + 1)}/${pad(day.getDate())}`);
    await page.getByTestId('share-dialog-submit').click();
    await page.getByText(en.SHARE_SUCCESS_MSG.replace('{{count}}', '1')).first().waitFor();

    const shares = await gql<{
      questionShares: { data: { _id: string; questions: string[]; to: { uid: string } }[] };
    }>(SHARES, {}, { token: teacherToken });
    const [share] = shares.data?.questionShares.data ?? [];
    expect(shares.data?.questionShares.data).toHaveLength(1);
    expect(share?.to.uid).toBe(colleague.uid);
    expect(share?.questions).toHaveLength(2);

    // The colleague sees both, as a subscriber.
    const colleaguePage = await signedInPage(colleague);
    await colleaguePage.goto(`${stack.url}/class/manage-question?tab=shared`);
    const sharedList = colleaguePage.getByTestId('shared-question-list');
    for (const main of [TITLES.ox, TITLES.multiple]) await sharedList.getByText(main).waitFor();
    expect(await sharedList.getByText(TITLES.survey).count()).toBe(0);
    await expect
      .poll(() => colleaguePage.getByTestId('subscriber-status').getAttribute('data-status'))
      .toBe('subscriber');

    // The due date passes (moved into the past in the table rather than waited for).
    await setShareDuedate(share?._id ?? '', new Date(Date.now() - 1_000).toISOString());
    await colleaguePage.reload();
    await colleaguePage.getByTestId('shared-question-list-empty').waitFor();
    await expect
      .poll(() => colleaguePage.getByTestId(`share-state-${share?._id}`).textContent())
      .toBe(en.SHARE_OVERDUE);
    await expect
      .poll(() => colleaguePage.getByTestId('subscriber-status').getAttribute('data-status'))
      .toBe('notSubscriber');
  });
});
