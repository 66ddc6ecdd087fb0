/// <reference lib="dom" />
/**
 * The question library in a real browser: a teacher creates an O/X question (after the title
 * rule refuses an empty one) and finds it in the list; the demo library is there too; a question
 * dragged by its handle in the reorder panel keeps its new place on the server.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { testTable } from '../support/fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';

const stack = inject('stack');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher');
});

afterAll(async () => {
  await browser?.close();
});

describe('question library', () => {
  it('lists the teacher’s questions at /class/manage-question', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();

    // The list shows each question's main title (the demo library is written in Korean). Other
    // test files add and reorder questions of the same teacher, so each is found by the search
    // rather than expected on the first page.
    const list = page.getByTestId('question-list');
    for (const title of ['지구는 태양 주위를 돈다.', '7 × 8 은?']) {
      await page.getByTestId('question-filter-q').fill(title);
      await list.getByText(title).first().waitFor();
    }
    await page.getByTestId('question-filter-q').fill('');
  });

  it('refuses an empty title, then creates an O/X question that appears in the list', async () => {
    const title = `Is ice frozen water? ${Date.now()}`;
    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-save').click();
    await page.getByText(en.REQUIRED_QUESTION_TITLE).first().waitFor();

    await page.getByTestId('question-form-title').fill(title);
    await page.getByTestId('question-form-correct').click();
    await page.getByRole('option', { name: 'O', exact: true }).click();
    await page.getByTestId('question-form-save').click();

    // A new question goes to the end of the library, which other tests may have filled: search.
    await page.getByTestId('question-form').waitFor({ state: 'hidden' });
    await page.getByTestId('question-filter-q').fill(title);
    await page.getByTestId('question-list').getByText(title).waitFor();
  });

  it('reorders by dragging: the dropped question takes the first place, on screen and on the server', async () => {
    // Prepare: three questions in a group of their own, so the page holds only them.
    const group = `reorder-${Date.now()}`;
    const made = [];
    for (const [index, title] of ['First', 'Second', 'Third'].entries()) {
      made.push(
        await createQuestionRecord(DEMO_TEACHER, {
          title: { main: `${title} ${group}` },
          group,
          order: 500 + index,
        }),
      );
    }
    const [first, second, third] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-filter-group').fill(group);
    await page.getByText(third.title.main).first().waitFor();
    await page.getByTestId('question-reorder-open').click();
    const list = page.getByTestId('question-reorder-list');
    await list.waitFor();

    // Act: drag the third row's handle onto the first row, in small steps like a hand would.
    const handle = await page.getByTestId(`question-reorder-list-handle-${third._id}`).boundingBox();
    const target = await page.getByTestId(`question-reorder-list-row-${first._id}`).boundingBox();
    if (!handle || !target) throw new Error('reorder rows not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 10, { steps: 3 });
    await page.mouse.move(target.x + 20, target.y + 2, { steps: 12 });
    await page.mouse.up();

    // Assess: the success toast, the shown order, and the stored orders.
    await page.getByText(en.ORDER_SUCCESS_MSG).first().waitFor();
    const rows = list.locator('li');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([
        expect.stringContaining(third.title.main),
        expect.stringContaining(first.title.main),
        expect.stringContaining(second.title.main),
      ]);
    const stored = await Promise.all(
      made.map((question) =>
        new EntityRepository(testTable()).get<{ order: number }>('QUESTION', question._id),
      ),
    );
    expect(stored.map((item) => item?.order)).toEqual([501, 502, 500]);
  });
});
