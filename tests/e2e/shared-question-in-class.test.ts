/// <reference lib="dom" />
/**
 * A question shared with the demo teacher (docs/questions.md "Shares") is usable, not only
 * readable: the running class's question picker offers "Shared with me", the teacher asks the
 * shared question, a button answers it over the real broker, and the playlist editor's picker
 * puts the same question in a Quiz Express playlist.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage, sessionLinks } from '../support/class-main-page';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, createShareRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const tag = `sq${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const mac = randomMac();
const sharedTitle = `${tag} shared capital`;

let browser: Browser;
let page: Page;
let token = '';
let sessionId = '';
let sharedId = '';
let scanner: TestScanner;

/** Picks `title` from the picker `testId` after switching it to the questions shared with the teacher. */
async function pickShared(testId: string, title: string, multi = false) {
  const picker = page.getByTestId(testId);
  await picker.waitFor();
  await picker.getByTestId(`${testId}-source`).getByText(en.SHARED_WITH_ME).click();
  await page.getByTestId(`${testId}-q`).fill(title);
  const row = picker.locator('tbody tr', { hasText: title });
  await expect.poll(() => row.count()).toBe(1);
  await row.locator('input').click();
  await picker.getByTestId(`${testId}-connect`).click();
  await picker.waitFor({ state: 'hidden' });
  if (!multi) await page.getByTestId('chosen-question').getByText(title).waitFor();
}

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const owner = await createUser({ manager: true }, { siteId: SITE });
  const shared = await createQuestionRecord(owner._id, {
    title: { main: sharedTitle },
    answerType: 'ox',
    correct: '1',
  });
  sharedId = shared._id;
  await createShareRecord(owner._id, DEMO_TEACHER, { questionIds: [sharedId] });
  const spot = await createSpot(SITE, `Room ${tag}`);
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  await seatStudents(testTable(), room, [mac], tag);
  await registerScanners(testTable(), room, [scid]);
  sessionId = (
    await gql<{ createSession: { _id: string } }>(
      'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
      { i: { site: SITE, spot: spot._id } },
      { token },
    )
  ).data?.createSession._id as string;
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

describe('a question shared with the teacher', () => {
  it('is asked in class from the picker and answered by a button', async () => {
    // Prepare
    await page.goto(`${stack.url}/class/main?session=${sessionId}`);
    await page.getByTestId('class-main').waitFor();

    // Act
    await page.getByTestId('choose-question').click();
    await pickShared('class-question-search', sharedTitle);
    await page.getByTestId('start-question').click();
    await page.locator('[data-testid="question-state"][data-state="running"]').waitFor();
    await classMainPage(page).waitLive();
    const ack = await scanner.press([mac], ['O']);

    // Assess
    expect(ack.acks.map((entry) => entry.status)).toEqual(['accepted']);
    await expect.poll(() => classMainPage(page).answeredAs('O').count()).toBe(1);
    const links = await sessionLinks(token, sessionId);
    expect(links.map((link) => link.question[0]?.[0]?._id)).toEqual([sharedId]);
  });

  it('is put in a Quiz Express playlist from the playlist editor', async () => {
    // Prepare: an empty playlist of the teacher, opened in the editor.
    const created = await gql<{ createPlayList: { _id: string } }>(
      'mutation ($input: PlayListInput!) { createPlayList(input: $input) { _id } }',
      { input: { title: `${tag} express`, list: [] } },
      { token },
    );
    const playlistId = created.data?.createPlayList._id as string;
    await page.goto(`${stack.url}/class/manage-question?tab=playlists&playlist=${playlistId}`);
    await page.getByTestId('playlist-add-questions').click();

    // Act
    await pickShared('playlist-question-search', sharedTitle, true);

    // Assess: the server stored the shared question as the playlist's item.
    await expect
      .poll(async () => {
        const result = await gql<{ playList: { list: { question: { _id: string } | null }[] } }>(
          'query ($id: ID!) { playList(id: $id) { list { question { _id } } } }',
          { id: playlistId },
          { token },
        );
        return result.data?.playList.list.map((item) => item.question?._id);
      })
      .toEqual([sharedId]);
  });
});
