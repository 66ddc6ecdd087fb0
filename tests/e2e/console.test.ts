/// <reference lib="dom" />
/**
 * The console in a real browser (Debian's Chromium) against the local stack and its demo data:
 * sign-in routing by role and policy, the three languages, and logout.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openLogin(): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').waitFor();
  return page;
}

async function signIn(page: Page, uid: string, password = 'demo1234') {
  await page.getByTestId('login-uid').fill(uid);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('sign-in routing', () => {
  it('sends the demo manager (teacher) to the class route', async () => {
    const page = await openLogin();

    await signIn(page, 'teacher');

    await page.getByTestId('class-ready').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/class/);
    expect(await page.evaluate(() => localStorage.getItem('cp.token'))).toBeTruthy();
    await page.context().close();
  });

  it('sends the demo admin to /admin', async () => {
    const page = await openLogin();

    await signIn(page, 'admin');

    await page.getByTestId('admin-shell').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin/);
    await page.context().close();
  });

  it('sends a user who has not agreed to the policy to /terms?mode=agree, and on after agreeing', async () => {
    const page = await openLogin();

    await signIn(page, 'newteacher');
    await page.waitForURL((url) => url.pathname === '/terms');
    const url = new URL(page.url());
    await page.getByTestId('terms-agree').check();
    await page.getByTestId('terms-agree-submit').click();

    expect(url.searchParams.get('mode')).toBe('agree');
    await page.getByTestId('class-ready').waitFor();
    await page.context().close();
  });

  it('shows the spec message for a wrong password', async () => {
    const page = await openLogin();

    await signIn(page, 'staff', 'wrong-password');

    await page.getByText(ko.WRONG_PASSWORD).first().waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/class/);
    await page.context().close();
  });
});

describe('languages', () => {
  it('shows ko by default for a Korean browser, then en and es when chosen', async () => {
    const page = await openLogin();
    const submit = page.getByTestId('login-submit');

    const korean = (await submit.textContent())?.trim();
    await page.getByTestId('language-select').selectOption('en');
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="login-submit"]')?.textContent?.includes(text),
      en.SIGN_IN,
    );
    const english = (await submit.textContent())?.trim();
    await page.getByTestId('language-select').selectOption('es');
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="login-submit"]')?.textContent?.includes(text),
      es.SIGN_IN,
    );
    const spanish = (await submit.textContent())?.trim();

    expect([korean, english, spanish]).toEqual([ko.SIGN_IN, en.SIGN_IN, es.SIGN_IN]);
    expect(await page.evaluate(() => localStorage.getItem('cp.lang'))).toBe('es');
    await page.context().close();
  });
});

describe('logout', () => {
  it('returns to / and clears the stored token', async () => {
    const page = await openLogin();
    await signIn(page, 'teacher');
    await page.getByTestId('class-ready').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('cp.token'));

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-uid').waitFor();

    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('cp.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cp.user'))).toBeNull();
    const after = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token ?? '' },
      body: JSON.stringify({ query: '{ me { uid } }' }),
    });
    expect(after.status).toBe(401);
    await page.context().close();
  });
  it('lands a Spanish user on the sign-in page in Spanish, also after a reload', async () => {
    // Prepare: an English browser, so only the stored choice can bring Spanish back.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await signIn(page, 'teacher');
    await page.getByTestId('class-ready').waitFor();
    await page.selectOption('[data-testid="language-select"]', 'es');

    // Act
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-uid').waitFor();
    await page.reload();
    await page.getByTestId('login-uid').waitFor();

    // Assess
    expect(await page.getByTestId('login-submit').textContent()).toContain(es.SIGN_IN);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('cp.token'))).toBeNull();
    await context.close();
  });
});
