/// <reference lib="dom" />
/**
 * Account approval in the browser: a teacher whose account awaits approval is refused at
 * sign-in with 1007; an administrator opens the account, sees it awaiting approval and approves
 * it; the teacher then signs in. The user form's Approved switch takes approval back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, openRoute, signedInPage } from '../support/browser';
import { createUser } from '../support/fixtures';

const stack = inject('stack');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, stack.url, 'admin');
  await admin.getByTestId('admin-shell').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

/** A sign-in attempt on a fresh login page: where it lands, or the error shown. */
async function signIn(uid: string, password: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill(uid);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  return page;
}

const userDetail = (id: string) => `/admin/manage/user/detail/${encodeURIComponent(id)}`;

describe('account approval', () => {
  it('approves a 1007 account from its detail, and the teacher then signs in', async () => {
    // Prepare
    const teacher = await createUser({ manager: true }, { siteId: 'site-demo', verified: false });
    const refused = await signIn(teacher.uid, teacher.password);
    await refused.getByText(en.REQUIRED_VERIFIED, { exact: true }).waitFor();
    await refused.context().close();
    await openRoute(admin, stack.url, userDetail(teacher._id), 'detail-page');
    const awaiting = await admin.getByTestId('detail-approval').textContent();

    // Act
    await admin.getByTestId('user-approve').click();
    await admin.getByText(en.APPROVED_MSG).waitFor();
    const signedIn = await signIn(teacher.uid, teacher.password);

    // Assess
    expect(awaiting).toContain(en.AWAITING_APPROVAL);
    await signedIn.getByTestId('class-ready').waitFor();
    expect(new URL(signedIn.url()).pathname).toBe('/class/ready');
    await expect.poll(() => admin.getByTestId('detail-approval').textContent()).toContain(en.APPROVED);
    expect(await admin.getByTestId('user-approve').count()).toBe(0);
    await signedIn.context().close();
  });

  it("takes approval back with the user form's Approved switch, and sign-in is refused again", async () => {
    // Prepare
    const teacher = await createUser({ manager: true }, { siteId: 'site-demo' });
    await openRoute(admin, stack.url, userDetail(teacher._id), 'detail-page');

    // Act
    await admin.getByTestId('detail-edit').click();
    await admin.getByTestId('user-form-verified').getByText(en.APPROVED, { exact: true }).click();
    await admin.getByTestId('user-form-save').click();
    await expect
      .poll(() => admin.getByTestId('detail-approval').textContent())
      .toContain(en.AWAITING_APPROVAL);
    const refused = await signIn(teacher.uid, teacher.password);

    // Assess
    await refused.getByText(en.REQUIRED_VERIFIED, { exact: true }).waitFor();
    expect(new URL(refused.url()).pathname).not.toBe('/class/ready');
    await refused.context().close();
  });
});
