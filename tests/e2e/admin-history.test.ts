/// <reference lib="dom" />
/**
 * Issue 10's history screens in the browser: an admin opens the question, question link and
 * session lists under /admin/manage/setting/:type and a question link's detail (the asked
 * question, its answers per student and device, the correct rate); a teacher opens
 * /common/questionLink and sees the questions asked in their classrooms with the answers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { createUser } from '../support/fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { answerRecorder, createLinkRecord, createSessionRecord } from '../support/session-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
let browser: Browser;
let linkId: string;
let title: string;
/** A question the school's staff member asked: not the teacher's, so not on their page. */
let othersTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // An O/X quiz asked in a fresh classroom of the demo school, answered by a student (O, right)
  // and by a button nobody sits at (X, wrong): a 50% correct rate.
  const question = await createQuestionRecord(DEMO_TEACHER, { correct: '1' });
  title = question.title.main;
  const session = await createSessionRecord(SITE);
  const link = await createLinkRecord(session, question);
  linkId = link._id;
  const student = await createUser({ user: true }, { firstname: 'Ana', lastname: 'Answer', siteId: SITE });
  const at = new Date(Date.parse(link.createdAt) + 1234).toISOString();
  const recorder = answerRecorder();
  await recorder.recordAnswer(link, { value: 'O', at, student: student._id }, 1);
  await recorder.recordAnswer(link, { value: 'X', at, device: { mac: 'AA:BB:CC:10:10:10' } }, 1);
  const others = await createQuestionRecord(DEMO_TEACHER, { correct: '1' });
  othersTitle = others.title.main;
  await createLinkRecord(await createSessionRecord(SITE, 'user-staff'), others);
});

afterAll(async () => {
  await browser?.close();
});

async function signedInAdmin(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill('admin');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
  return page;
}

describe('admin history lists', () => {
  it('lists sessions and question links, and a link opens its detail with answers and rate', async () => {
    const page = await signedInAdmin();

    await page.goto(`${stack.url}/admin/manage/setting/session`);
    await page.getByTestId('session-list').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('session-list').locator('tbody tr').count()).toBeGreaterThan(0);

    await page.goto(`${stack.url}/admin/manage/setting/questionLink`);
    const list = page.getByTestId('questionLink-list');
    await list.getByText(title).waitFor();
    await list.getByRole('link', { name: title }).click();

    await page.waitForURL(new RegExp(`/admin/manage/questionLink/detail/${linkId}$`));
    const detail = page.getByTestId('question-link-detail');
    expect(await detail.getByTestId('link-question').innerText()).toBe(title);
    expect(await detail.getByTestId('link-rate').innerText()).toBe('50%');
    const answers = detail.getByTestId('link-answers');
    await answers.getByText('Answer Ana').waitFor();
    expect(await answers.innerText()).toContain('AA:BB:CC:10:10:10');
    // The time from the question's start, mm:ss with milliseconds.
    expect(await answers.innerText()).toContain('00:01.234');
    await page.context().close();
  });

  it("lists the admin's own question library under manage/setting/question", async () => {
    const question = await createQuestionRecord('user-admin');
    const page = await signedInAdmin();

    await page.goto(`${stack.url}/admin/manage/setting/question`);

    await page.getByTestId('question-list').getByText(question.title.main).waitFor();
    await page.context().close();
  });
});

describe('teacher question links', () => {
  it('shows the questions they asked, not a colleague’s, with the answers', async () => {
    const page = await signedInTeacherPage(browser, stack.url, 'teacher');

    await page.goto(`${stack.url}/common/questionLink`);
    const list = page.getByTestId('common-question-link-list');
    await list.getByText(title).waitFor();
    await list.getByRole('link', { name: title }).click();

    const detail = page.getByTestId('common-question-link-detail');
    await detail.getByText('Answer Ana').waitFor();
    expect(await detail.getByTestId('link-rate').innerText()).toBe('50%');
    expect(await list.getByText(othersTitle).count()).toBe(0);
    await page.context().close();
  });
});
