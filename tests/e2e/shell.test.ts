/// <reference lib="dom" />
/**
 * The console shell (issue 10): the footer on the public, admin and class layouts with the
 * company contacts and links that open the right terms tab, in the user's language; Account Info
 * with the signed-in user's own details and the way to change the password; dates in the
 * YY_MM_DD_HH_MM_SS format of the language.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInTeacherPage } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signedInAdmin(locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill('admin');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
  return page;
}

describe('footer', () => {
  it('shows the contacts on the login page and opens the privacy tab, in Korean', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);

    const footer = page.getByTestId('app-footer');
    expect(await footer.getByTestId('footer-company').innerText()).toBe(ko.FOOTER_COMPANY);
    await footer.getByTestId('footer-privacy').getByRole('link').click();

    await page.waitForURL(/\/terms\?tab=privacy$/);
    // The address changes before the terms page's code has loaded and rendered.
    await expect
      .poll(() => page.locator('main').innerText(), { timeout: 15_000 })
      .toContain(ko.PRIVACY_POLICY_BODY.slice(0, 20));
    await context.close();
  });

  it('is on the admin layout, in Spanish, and its terms link opens the terms tab', async () => {
    const page = await signedInAdmin('es-ES');
    // The browser language reads as en for anything but ko: switch to Spanish the user's way.
    await page.selectOption('[data-testid="language-select"]', 'es');
    const footer = page.getByTestId('app-footer');
    await footer.waitFor();

    await page.getByText(es.FOOTER_COMPANY).waitFor();
    await footer.getByTestId('footer-terms').getByRole('link').click();

    await page.waitForURL(/\/terms\?tab=terms$/);
    // The terms page renders after the URL changes: wait for its text.
    await expect.poll(() => page.locator('main').innerText()).toContain(es.TERMS_BODY.slice(0, 20));
    await page.context().close();
  });

  it('is on the class layout of a teacher', async () => {
    const page = await signedInTeacherPage(browser, stack.url, 'teacher');

    expect(await page.getByTestId('app-footer').getByTestId('footer-company').innerText()).toBe(
      en.FOOTER_COMPANY,
    );
    expect(await page.getByTestId('footer-privacy').getByRole('link').getAttribute('href')).toBe(
      '/terms?tab=privacy',
    );
    await page.context().close();
  });
});

describe('Account Info', () => {
  it("shows the teacher's own details and leads to Change Password", async () => {
    const page = await signedInTeacherPage(browser, stack.url, 'teacher');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('account-info').click();
    const modal = page.getByTestId('account-info-modal');
    await modal.getByTestId('account-uid').waitFor();

    expect(await modal.getByTestId('account-uid').innerText()).toBe('teacher');
    expect(await modal.getByTestId('account-role').innerText()).toBe(en.ROLE_MANAGER);
    expect(await modal.getByTestId('account-site').innerText()).toBe('Demo Elementary School');
    expect(await modal.getByTestId('account-name').innerText()).not.toBe('');
    // An agreed policy shows its date in the YY_MM_DD_HH_MM_SS format of English (MM/DD/YY HH:mm:ss).
    expect(await modal.getByTestId('account-policy').innerText()).toMatch(
      /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
    );

    await modal.getByTestId('account-change-password').click();
    await page.waitForURL(/\/change-password$/);
    await page.context().close();
  });

  it('shows an administrator without a site as such, in Korean', async () => {
    const page = await signedInAdmin('ko-KR');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('account-info').click();
    const modal = page.getByTestId('account-info-modal');
    await modal.getByTestId('account-uid').waitFor();

    expect(await modal.getByTestId('account-uid').innerText()).toBe('admin');
    expect(await modal.getByTestId('account-role').innerText()).toBe(ko.ROLE_ADMIN);
    await page.context().close();
  });
});
