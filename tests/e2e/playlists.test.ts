/// <reference lib="dom" />
/**
 * Quiz Express playlists in a real browser: the teacher's own questions are made through the API
 * (one inactive, which the search picker must hide); the teacher is refused an empty title,
 * creates a playlist, adds 4 questions through the 3-per-page search picker, drags the last one
 * to the top, removes one and deletes the playlist, and the server's list follows every step.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { gql, signin } from '../support/graphql';

const stack = inject('stack');
const stamp = Date.now();
// Korean main titles with English ones: the picker's search matches both.
const koTag = `퀴즈 ${stamp}`;
const enTag = `Express ${stamp}`;
const playlistTitle = `Quiz Express ${stamp}`;

const CREATE_QUESTION = `mutation ($input: QuestionInput!) { createQuestion(input: $input) { _id } }`;
const REMOVE_QUESTIONS = `mutation ($ids: [ID!]!) { removeQuestions(ids: $ids) { success } }`;
const PLAYLIST = `query ($id: ID!) { playList(id: $id) { _id title list { order question { _id } } } }`;

interface ServerPlaylist {
  _id: string;
  title: string;
  list: { order: number; question: { _id: string } | null }[];
}

let browser: Browser;
let page: Page;
let token: string;
/** Main title -> id of the 4 active questions, and the inactive one's title. */
const questionIds = new Map<string, string>();
const hiddenTitle = `${koTag} 숨김`;
let hiddenId = '';

async function createQuestion(main: string, english: string, active: boolean): Promise<string> {
  const result = await gql<{ createQuestion: { _id: string } }>(
    CREATE_QUESTION,
    {
      input: {
        title: { main, en: english },
        type: 'quiz',
        answerType: 'ox',
        correct: '1',
        difficulty: 'low',
        active,
      },
    },
    { token },
  );
  if (!result.data?.createQuestion) throw new Error(JSON.stringify(result.errors));
  return result.data.createQuestion._id;
}

async function serverPlaylist(id: string) {
  return gql<{ playList: ServerPlaylist | null }>(PLAYLIST, { id }, { token });
}

/** The ids of the editor's rows, top to bottom. */
async function shownIds(): Promise<string[]> {
  const rows = await page.locator('[data-testid^="playlist-items-row-"]').all();
  return Promise.all(
    rows.map(async (row) =>
      ((await row.getAttribute('data-testid')) ?? '').replace('playlist-items-row-', ''),
    ),
  );
}

async function rowTitles(list: Locator): Promise<string[]> {
  return list.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
}

/**
 * Types into the picker's search and waits for the server's answer to that text: both searches
 * match the same 4 questions, so the rows alone cannot tell the new answer from the previous one.
 */
async function searchFor(text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/graphql') && (response.request().postData() ?? '').includes(text),
  );
  await page.getByTestId('playlist-question-search-q').fill(text);
  await answered;
}

/** True once the picker shows rows and every one matches the search text. */
async function showsOnly(list: Locator, text: string): Promise<boolean> {
  const titles = await rowTitles(list);
  return titles.length > 0 && titles.every((title) => title.includes(text));
}

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  for (const no of [1, 2, 3, 4]) {
    const main = `${koTag} 문항 ${no}`;
    questionIds.set(main, await createQuestion(main, `${enTag} question ${no}`, true));
  }
  hiddenId = await createQuestion(hiddenTitle, `${enTag} hidden`, false);

  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher');
});

afterAll(async () => {
  await browser?.close();
  // Leave the teacher's library as it was.
  const ids = [...questionIds.values(), hiddenId].filter(Boolean);
  if (token && ids.length > 0) await gql(REMOVE_QUESTIONS, { ids }, { token });
});

describe('Quiz Express playlists', () => {
  let playlistId = '';
  /** The ids in the order they were added (the picker's order: library order). */
  let added: string[] = [];

  it('refuses an empty title, then creates a playlist and opens its empty editor', async () => {
    await page.goto(`${stack.url}/class/manage-question?tab=playlists`);
    await page.getByTestId('playlist-list-view').waitFor();

    await page.getByTestId('playlist-create').click();
    await page.getByTestId('playlist-form-save').click();
    await page.getByText(en.REQUIRED_FIELD_MSG.replace('{{field}}', en.TITLE)).first().waitFor();
    expect(await page.getByTestId('playlist-form').isVisible()).toBe(true);

    await page.getByTestId('playlist-form-title').fill(playlistTitle);
    await page.getByTestId('playlist-form-save').click();
    await page.getByTestId('playlist-editor').waitFor();
    await page.getByTestId('playlist-items-empty').waitFor();

    // The editor's URL names the playlist beside the tab.
    const url = new URL(page.url());
    expect(url.searchParams.get('tab')).toBe('playlists');
    playlistId = url.searchParams.get('playlist') ?? '';
    const saved = await serverPlaylist(playlistId);
    expect(saved.data?.playList).toMatchObject({ title: playlistTitle, list: [] });
  });

  it('adds 4 active questions through the search picker, 3 per page, the inactive one hidden', async () => {
    await page.getByTestId('playlist-add-questions').click();
    const picker = page.getByTestId('playlist-question-search');
    const list = picker.getByTestId('playlist-question-search-list');
    await picker.waitFor();

    // The English titles are searched too: 4 of the 5 match (the inactive one is not offered).
    await searchFor(enTag);
    await expect.poll(() => showsOnly(list, enTag)).toBe(true);
    await list.getByText('(4)').waitFor();

    // The Korean titles: 3 on page 1, 1 on page 2, never the inactive question.
    await searchFor(koTag);
    await expect.poll(() => showsOnly(list, koTag)).toBe(true);
    await list.getByText('(4)').waitFor();
    const firstPage = await rowTitles(list);
    expect(firstPage).toHaveLength(3);
    for (const row of await list.locator('tbody tr').all())
      await row.locator('input[type="checkbox"]').click();

    await picker.getByRole('button', { name: en.NEXT_PAGE }).click();
    await expect.poll(async () => (await rowTitles(list)).join('|')).not.toBe(firstPage.join('|'));
    const secondPage = await rowTitles(list);
    expect(secondPage).toHaveLength(1);
    await list.locator('tbody tr input[type="checkbox"]').click();
    expect([...firstPage, ...secondPage].some((text) => text.includes(hiddenTitle))).toBe(false);

    await picker.getByTestId('playlist-question-search-connect').click();
    await picker.waitFor({ state: 'hidden' });

    // Appended in the picked order (library order): the titles as the picker showed them.
    const idOfRow = (text: string) => [...questionIds].find(([main]) => text.includes(main))?.[1] ?? '';
    added = [...firstPage, ...secondPage].map(idOfRow);
    expect(new Set(added).size).toBe(4);
    expect(added.every((id) => id !== '')).toBe(true);
    await expect.poll(shownIds).toEqual(added);
    for (const [index, id] of added.entries()) {
      expect(await page.getByTestId(`playlist-item-position-${id}`).textContent()).toBe(`${index + 1}.`);
    }
    const saved = await serverPlaylist(playlistId);
    expect(saved.data?.playList?.list.map((item) => item.question?._id)).toEqual(added);
    expect(saved.data?.playList?.list.map((item) => item.order)).toEqual([0, 1, 2, 3]);
  });

  it('drags the 4th question to the top; the console and the server keep the new order', async () => {
    const [a, b, c, d] = added as [string, string, string, string];
    const handle = page.getByTestId(`playlist-items-handle-${d}`);
    const firstRow = await page.getByTestId(`playlist-items-row-${a}`).boundingBox();
    if (!firstRow) throw new Error('first row not visible');

    await handle.hover();
    await page.mouse.down();
    const start = await handle.boundingBox();
    if (!start) throw new Error('handle not visible');
    // Several steps, so the sensor sees a real drag (it starts after a few pixels of travel).
    const targetY = firstRow.y + firstRow.height / 3;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 });
    await page.mouse.move(start.x + start.width / 2, targetY, { steps: 15 });
    await page.mouse.up();

    await expect.poll(shownIds).toEqual([d, a, b, c]);
    await page.getByText(en.ORDER_SUCCESS_MSG).first().waitFor();
    const saved = await serverPlaylist(playlistId);
    expect(saved.data?.playList?.list.map((item) => item.question?._id)).toEqual([d, a, b, c]);
    expect(saved.data?.playList?.list.map((item) => item.order)).toEqual([0, 1, 2, 3]);
    expect(await page.getByTestId(`playlist-item-position-${d}`).textContent()).toBe('1.');
  });

  it('removes one question and renumbers the rest', async () => {
    const [a, b, c, d] = added as [string, string, string, string];
    await page.getByTestId(`playlist-item-remove-${a}`).click();
    await expect.poll(shownIds).toEqual([d, b, c]);
    await expect.poll(async () => (await serverPlaylist(playlistId)).data?.playList?.list.length).toBe(3);

    const saved = await serverPlaylist(playlistId);
    expect(saved.data?.playList?.list.map((item) => item.question?._id)).toEqual([d, b, c]);
    expect(saved.data?.playList?.list.map((item) => item.order)).toEqual([0, 1, 2]);
    expect(await page.getByTestId(`playlist-item-position-${c}`).textContent()).toBe('3.');
  });

  it('lists the playlist with its 3 questions and deletes it after the confirmation', async () => {
    await page.getByTestId('playlist-back').click();
    await page.getByTestId('playlist-list-view').waitFor();
    expect(new URL(page.url()).searchParams.get('playlist')).toBeNull();
    await expect.poll(() => page.getByTestId(`playlist-count-${playlistId}`).textContent()).toBe('3');

    await page.getByTestId(`playlist-delete-${playlistId}`).click();
    await page.getByTestId('playlist-delete-ok').click();
    await page.getByTestId(`playlist-open-${playlistId}`).waitFor({ state: 'detached' });

    // Gone on the server: the owner now gets the same Forbidden as for anyone's missing playlist.
    const after = await serverPlaylist(playlistId);
    expect(after.data?.playList ?? null).toBeNull();
    expect(after.errors?.[0]?.errorType).toBe('Forbidden');
  });
});
