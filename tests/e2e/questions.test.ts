/// <reference lib="dom" />
/**
 * The question library in a real browser: a teacher creates an O/X question (after the title
 * rule refuses an empty one) and finds it in the list; the demo library is there too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill('teacher');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('class-ready').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('question library', () => {
  it('lists the teacher’s questions at /class/manage-question', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();

    // The list shows each question's main title (the demo library is written in Korean).
    await page.getByText('지구는 태양 주위를 돈다.').first().waitFor();
    expect(await page.getByText('7 × 8 은?').count()).toBeGreaterThan(0);
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

    await page.getByText(title).first().waitFor();
    expect(await page.getByTestId('question-form').isVisible()).toBe(false);
  });
});
