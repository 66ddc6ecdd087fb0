/// <reference lib="dom" />
/**
 * Question sharing in a real browser: the teacher shares two new questions with `staff` through
 * the library's Share dialog (after its validation refuses an empty form); staff sees them, the
 * share as Active and the subscriber status. Once the share is made overdue (its due date moved
 * into the past in DynamoDB Local, no waiting), staff no longer sees the questions, the share
 * reads Overdue and staff is not a subscriber; the teacher then removes the share.
 *
 * "Not a subscriber" assumes no other active share to `staff` in this run's stack (the stack is
 * fresh per run and no other browser test shares with staff).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { gql, signin } from '../support/graphql';
import { setShareDuedate } from '../support/question-fixtures';

const stack = inject('stack');
const stamp = Date.now();
const titles = [`Shared moon question ${stamp}`, `Shared sun question ${stamp}`];
const CREATE = 'mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }';
const MY_SHARES = `query { questionShares(perPage: 100) { data { _id questions to { uid } } } }`;

let browser: Browser;
let teacherPage: Page;
let staffPage: Page;
const questionIds: string[] = [];
let shareId = '';

const signedInPage = (uid: string) => signedInTeacherPage(browser, stack.url, uid);

/** The YYYY/MM/DD a week ahead, as typed into the DatePicker (browser and tests share a clock). */
function weekAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}/${pad(day.getMonth() + 1)}/${pad(day.getDate())}`;
}

const rowOf = (page: Page, text: string) => page.locator('tr', { hasText: text });

async function openSharedTab(page: Page) {
  await page.goto(`${stack.url}/class/manage-question?tab=shared`);
  await page.getByTestId('shared-with-me-tab').waitFor();
  // Only this run's questions: other shares to staff may exist.
  await page.getByTestId('shared-question-filter-q').fill(String(stamp));
}

beforeAll(async () => {
  const token = await signin('teacher', 'demo1234');
  for (const title of titles) {
    const result = await gql<{ createQuestion: { _id: string } }>(
      CREATE,
      { i: { title: { main: title }, type: 'quiz', answerType: 'ox', correct: '1' } },
      { token },
    );
    if (!result.data?.createQuestion) throw new Error(JSON.stringify(result.errors));
    questionIds.push(result.data.createQuestion._id);
  }
  browser = await launchBrowser();
  teacherPage = await signedInPage('teacher');
  staffPage = await signedInPage('staff');
});

afterAll(async () => {
  await browser?.close();
});

describe('question sharing', () => {
  it('the teacher shares two selected questions with staff through the dialog', async () => {
    const page = teacherPage;
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-library-tab').waitFor();
    await page.getByTestId('question-filter-q').fill(String(stamp));
    for (const title of titles) await rowOf(page, title).waitFor();
    for (const title of titles) await rowOf(page, title).locator('input[type="checkbox"]').click();
    await page.getByTestId('question-bulk-share').click();

    const dialog = page.getByTestId('share-dialog');
    await dialog.getByText(en.SHARE_QUESTIONS_TITLE.replace('{{count}}', '2')).waitFor();
    // An empty form is refused with both rules, translated.
    await page.getByTestId('share-dialog-submit').click();
    await dialog.getByText(en.REQUIRED_SHARE_TEACHER).waitFor();
    await dialog.getByText(en.REQUIRED_DUEDATE).waitFor();

    // The teacher list offers staff (searched on the server) and never the teacher themself.
    await page.getByTestId('share-dialog-teachers').locator('button').first().click();
    await dialog.getByPlaceholder(en.SEARCH_PLACEHOLDER).fill('e');
    await page.getByRole('option', { name: /\(staff\)/ }).waitFor();
    expect(await page.getByRole('option', { name: /\(teacher\)/ }).count()).toBe(0);
    await page.getByRole('option', { name: /\(staff\)/ }).click();

    await page.getByTestId('share-dialog-duedate').locator('input').fill(weekAhead());
    await page.getByTestId('share-dialog-submit').click();
    await page.getByText(en.SHARE_SUCCESS_MSG.replace('{{count}}', '1')).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The share holds exactly the two questions, for staff.
    const token = await signin('teacher', 'demo1234');
    const shares = await gql<{
      questionShares: { data: { _id: string; questions: string[] | null; to: { uid: string } }[] };
    }>(MY_SHARES, {}, { token });
    const made = shares.data?.questionShares.data.filter((share) =>
      share.questions?.some((id) => questionIds.includes(id)),
    );
    expect(made).toHaveLength(1);
    expect(made?.[0]?.to.uid).toBe('staff');
    expect([...(made?.[0]?.questions ?? [])].sort()).toEqual([...questionIds].sort());
    shareId = made?.[0]?._id ?? '';

    await page.goto(`${stack.url}/class/manage-question?tab=shares`);
    await expect.poll(() => page.getByTestId(`share-state-${shareId}`).textContent()).toBe(en.SHARE_ACTIVE);
  });

  it('staff sees the shared questions, the share as Active and is a subscriber', async () => {
    const page = staffPage;
    await openSharedTab(page);
    for (const title of titles) await page.getByTestId('shared-question-list').getByText(title).waitFor();
    await expect.poll(() => page.getByTestId(`share-state-${shareId}`).textContent()).toBe(en.SHARE_ACTIVE);
    expect(await rowOf(page, en.SHARE_ACTIVE).filter({ hasText: 'Teacher Tom' }).count()).toBeGreaterThan(0);
    const status = page.getByTestId('subscriber-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('subscriber');
    expect((await status.textContent())?.trim()).toBe(en.SUBSCRIBER);
    // Read-only: the owner's edit buttons are not there.
    expect(await page.getByTestId(`question-edit-${questionIds[0]}`).count()).toBe(0);
  });

  it('once overdue, staff loses the questions and the subscription', async () => {
    await setShareDuedate(shareId, new Date(Date.now() - 60_000).toISOString());
    const page = staffPage;
    await openSharedTab(page);
    await expect.poll(() => page.getByTestId(`share-state-${shareId}`).textContent()).toBe(en.SHARE_OVERDUE);
    const status = page.getByTestId('subscriber-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('notSubscriber');
    expect((await status.textContent())?.trim()).toBe(en.NOT_SUBSCRIBER);
    await page.getByTestId('shared-question-list-empty').waitFor();
    for (const title of titles) expect(await page.getByText(title).count()).toBe(0);
  });

  it('the teacher sees the share as Overdue and removes it after confirming', async () => {
    const page = teacherPage;
    await page.goto(`${stack.url}/class/manage-question?tab=shares`);
    const state = page.getByTestId(`share-state-${shareId}`);
    await expect.poll(() => state.textContent()).toBe(en.SHARE_OVERDUE);
    await page.locator('tr', { has: state }).locator('input[type="checkbox"]').click();
    await page.getByTestId('my-shares-remove').click();
    await page
      .getByTestId('share-remove-modal')
      .getByText(en.REMOVE_SHARES_CONFIRM_MSG.replace('{{count}}', '1'))
      .waitFor();
    await page.getByTestId('share-remove-ok').click();
    await state.waitFor({ state: 'detached' });
  });
});
