/// <reference lib="dom" />
/**
 * Sign-in errors in the browser: a wrong password reads as such (not the sign-up "passwords do
 * not match") with its code in ko, en and es, and errors replace one another in a single flash
 * rather than stacking. Each test signs in as its own new user, so the failed attempts never
 * reach the lock-out of a demo account other tests use.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser } from '../support/browser';
import { createUser } from '../support/fixtures';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The login page in `language` (a Korean browser starts in ko; en and es are chosen). */
async function openLogin(language: 'ko' | 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').waitFor();
  if (language !== 'ko') {
    await page.getByTestId('language-select').selectOption(language);
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="login-submit"]')?.textContent?.includes(text),
      { en, es }[language].SIGN_IN,
    );
  }
  return page;
}

/**
 * Submits the form and returns once the attempt has settled: the sign-in response is in and the
 * button has stopped loading (the mutation's onError, which raises the toast, runs before that).
 */
async function attempt(page: Page, uid: string, password: string): Promise<void> {
  await page.getByTestId('login-uid').fill(uid);
  await page.getByTestId('login-password').fill(password);
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST',
  );
  await page.getByTestId('login-submit').click();
  await response;
  await page.waitForFunction(
    () => document.querySelector('[data-testid="login-submit"]')?.getAttribute('aria-disabled') !== 'true',
  );
}

/** The texts of the flashes on screen (NotificationsProvider ids them toast-N). */
function flashTexts(page: Page): Promise<string[]> {
  return page.locator('[data-itemid^="toast-"]').allInnerTexts();
}

describe('sign-in error messages', () => {
  it.each([
    ['ko', ko.WRONG_PASSWORD],
    ['en', en.WRONG_PASSWORD],
    ['es', es.WRONG_PASSWORD],
  ] as const)('says the password is wrong, with code 1002, in %s', async (language, expected) => {
    // Prepare
    const user = await createUser({ manager: true });
    const page = await openLogin(language);

    // Act
    await attempt(page, user.uid, 'not-the-password');

    // Assess
    await page.getByText(expected, { exact: true }).waitFor();
    expect(expected).toContain('1002');
    expect(await flashTexts(page)).toEqual([expect.stringContaining(expected)]);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});

describe('error flashes', () => {
  it('shows one flash: a new error replaces the last, the same error again is not repeated', async () => {
    // Prepare
    const user = await createUser({ manager: true });
    const page = await openLogin('en');

    // Act: an unknown id, then a wrong password for a real one.
    await attempt(page, `nobody-${randomUUID().slice(0, 8)}`, 'whatever-1');
    await page.getByText(en.NOT_FOUND_USER, { exact: true }).waitFor();
    await attempt(page, user.uid, 'not-the-password');
    await page.getByText(en.WRONG_PASSWORD, { exact: true }).waitFor();
    // Cloudscape animates a replaced flash out; wait until it has left.
    await expect.poll(() => flashTexts(page)).toHaveLength(1);
    const afterTwo = await flashTexts(page);
    const shownId = await page.locator('[data-itemid^="toast-"]').getAttribute('data-itemid');
    // The same wrong password once more.
    await attempt(page, user.uid, 'not-the-password');

    // Assess
    expect(afterTwo).toEqual([expect.stringContaining(en.WRONG_PASSWORD)]);
    expect(await flashTexts(page)).toEqual([expect.stringContaining(en.WRONG_PASSWORD)]);
    expect(await page.locator('[data-itemid^="toast-"]').getAttribute('data-itemid')).toBe(shownId);
    await page.context().close();
  });
});
