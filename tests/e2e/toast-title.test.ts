/// <reference lib="dom" />
/**
 * The toasts' title is in the reader's language (issue 31, item 8; docs/console-shell.md
 * "Toasts"): on the sign-in page (a failed sign-in) and for a teacher (a question moved in the
 * library), in ko, en and es, the flash reads the neutral Notice of that language, never the
 * English "Admin"; its close button is labelled in the language too.
 */
import createWrapper from '@cloudscape-design/components/test-utils/selectors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInPage } from '../support/browser';
import { LOCALES } from '../support/class-screens';
import { createUser } from '../support/fixtures';
import { createQuestionRecord } from '../support/question-fixtures';

const stack = inject('stack');
const TEXTS = { ko, en, es };
const LANGUAGES = ['ko', 'en', 'es'] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const flash = createWrapper().findFlashbar().findItems().get(1);

/** The shown toast's title, its message and its close button's label. */
async function shownToast(page: Page) {
  const header = page.locator(flash.findHeader().toSelector());
  await header.waitFor({ timeout: 15_000 });
  return {
    title: await header.textContent(),
    content: await page.locator(flash.findContent().toSelector()).textContent(),
    dismiss: await page.locator(flash.findDismissButton().toSelector()).getAttribute('aria-label'),
  };
}

describe.each(LANGUAGES)('the toast title in %s', (language) => {
  const texts = TEXTS[language];

  it('reads Notice in the language on the sign-in page', async () => {
    const user = await createUser({ manager: true });
    const context = await browser.newContext({ locale: 'ko-KR' });
    await context.addInitScript((chosen) => localStorage.setItem('cp.lang', chosen), language);
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.getByTestId('login-uid').fill(user.uid);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();

    const toast = await shownToast(page);

    expect(toast).toEqual({
      title: texts.TOAST_TITLE,
      content: texts.WRONG_PASSWORD,
      dismiss: texts.TOAST_DISMISS,
    });
    expect(toast.title).not.toBe('Admin');
    await context.close();
  });

  it('reads Notice in the language for a teacher', async () => {
    const teacher = await createUser({ manager: true }, { siteId: 'site-demo' });
    const first = await createQuestionRecord(teacher._id, { order: 0, siteId: 'site-demo' });
    await createQuestionRecord(teacher._id, { order: 1, siteId: 'site-demo' });
    const page = await signedInPage(browser, stack.url, teacher.uid, {
      password: teacher.password,
      locale: LOCALES[language],
      prepare: async (context) => {
        await context.addInitScript((chosen) => localStorage.setItem('cp.lang', chosen), language);
      },
    });
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId(`question-move-down-${first._id}`).click();

    const toast = await shownToast(page);

    expect(toast).toEqual({
      title: texts.TOAST_TITLE,
      content: texts.ORDER_SUCCESS_MSG,
      dismiss: texts.TOAST_DISMISS,
    });
    await page.context().close();
  });
});
