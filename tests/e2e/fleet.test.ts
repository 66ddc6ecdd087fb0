/// <reference lib="dom" />
/**
 * Sites, classrooms and devices in a real browser against the local stack: the admin creates a
 * site and a classroom, registers devices by MAC, links them to the classroom and deletes one;
 * the demo manager sees only the devices of their own site.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, openRoute, signedInPage } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const signedIn = (uid: string): Promise<Page> => signedInPage(browser, stack.url, uid, { locale: 'ko-KR' });

const open = (page: Page, path: string, testId: string) => openRoute(page, stack.url, path, testId);

const deviceRow = (page: Page, mac: string) =>
  page.getByTestId('device-list').locator('tr', { hasText: mac });

const SITE = `E2E School ${Date.now()}`;
const ROOM = 'E2E Room 1';
const MACS = ['AA:BB:CC:E2:00:01', 'AA:BB:CC:E2:00:02', 'AA:BB:CC:E2:00:03'];

describe('fleet management as admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedIn('admin');
    await page.getByTestId('admin-shell').waitFor();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('creates a site and opens its detail', async () => {
    await open(page, '/admin/manage/setting/site', 'site-list-page');

    await page.getByTestId('site-create').click();
    await page.getByTestId('site-form-save').click();
    const required = page.getByText(ko.REQUIRED_FIELD_MSG.replace('{{field}}', ko.NAME));
    await required.waitFor();
    await page.getByTestId('site-form-name').fill(SITE);
    await page.getByTestId('site-form-save').click();

    await page.getByTestId('detail-page').waitFor();
    expect(await page.getByTestId('detail-name').textContent()).toBe(SITE);
  });

  it('creates a classroom of that site', async () => {
    await open(page, '/admin/manage/setting/spot', 'spot-list-page');

    await page.getByTestId('spot-create').click();
    await page.getByTestId('spot-form-site').click();
    await page.getByRole('option', { name: SITE }).click();
    await page.getByTestId('spot-form-name').fill(ROOM);
    await page.getByTestId('spot-form-save').click();

    await page.getByTestId('spot-list').locator('tr', { hasText: ROOM }).waitFor();
  });

  it('rejects a malformed MAC, then registers several devices by MAC', async () => {
    await open(page, '/admin/manage/register/device', 'register-device-page');

    await page.getByTestId('register-macs').fill(`${MACS[0]}\nnot-a-mac`);
    await page.getByTestId('register-submit').click();
    await page.getByText(ko.INVALID_MAC).waitFor();
    // Lower case, dashes and commas are accepted; the console normalises them.
    await page.getByTestId('register-macs').fill(`aa-bb-cc-e2-00-01\n${MACS[1]}, ${MACS[2]}`);
    await page.getByTestId('register-submit').click();

    await page.getByText(ko.REGISTER_DEVICE_SUCCESS_MSG.replace('{{count}}', '3')).waitFor();
    expect(await page.getByTestId('register-failures').count()).toBe(0);
  });

  it('links the new devices to the classroom through the pickers', async () => {
    await open(page, '/admin/manage/dusetting/device', 'device-list-page');
    await page.getByTestId('filter-bar-q').fill('AA:BB:CC:E2');
    for (const mac of MACS) await deviceRow(page, mac).waitFor();

    for (const mac of MACS) await deviceRow(page, mac).getByRole('checkbox').check();
    await page.getByTestId('device-link').click();
    await page.getByTestId('pick-site-q').fill(SITE);
    await page.getByTestId('pick-site-list').locator('tr', { hasText: SITE }).getByRole('radio').check();
    await page.getByTestId('pick-site-connect').click();
    await page.getByTestId('pick-spot-list').locator('tr', { hasText: ROOM }).getByRole('radio').check();
    await page.getByTestId('pick-spot-connect').click();

    await page.getByText(ko.LINK_SUCCESS_MSG.replace('{{count}}', '3')).waitFor();
    for (const mac of MACS) await deviceRow(page, mac).filter({ hasText: ROOM }).waitFor();
  });

  it('deletes a device only after confirming', async () => {
    const [, , last] = MACS;
    await deviceRow(page, last ?? '')
      .getByRole('checkbox')
      .check();
    await page.getByTestId('device-delete').click();
    await page.getByTestId('device-delete-confirm-cancel').click();
    expect(await deviceRow(page, last ?? '').count()).toBe(1);

    await page.getByTestId('device-delete').click();
    await page.getByTestId('device-delete-confirm-ok').click();

    await page.getByText(ko.DELETE_SUCCESS_MSG).first().waitFor();
    await deviceRow(page, last ?? '').waitFor({ state: 'detached' });
    expect(await deviceRow(page, MACS[0] ?? '').count()).toBe(1);
  });
});

describe('fleet management as the demo manager', () => {
  it('shows only the devices of Demo Elementary School', async () => {
    const page = await signedIn('teacher');

    await open(page, '/admin/manage/dusetting/device', 'device-list-page');
    const rows = page.getByTestId('device-list').locator('tbody tr');
    // Wait for a device row rather than any row: the loading state is a row too. Other tests add
    // buttons to the demo school, so the seeded ones need not be on the first page.
    await rows
      .filter({ hasText: /([0-9A-F]{2}:){5}[0-9A-F]{2}/ })
      .first()
      .waitFor();
    const texts = await rows.allTextContents();

    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes('Demo Elementary School'))).toBe(true);
    expect(texts.some((text) => text.includes('AA:BB:CC:E2'))).toBe(false);
    await page.context().close();
  });
});
