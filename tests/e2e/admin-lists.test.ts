/// <reference lib="dom" />
/**
 * The admin lists at a 1366 x 768 laptop screen: axe-core finds no serious or critical violation
 * on the devices, users, sites and scanners lists (row checkboxes and the menu's close button are
 * named), the devices list fits the screen with its default columns, the columns shown are
 * chosen in the preferences and remembered per list, statuses read in the user's language, and
 * the breadcrumbs name the menu section a page is under.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser } from '../support/browser';
import { createScanner } from '../support/fleet-fixtures';
import { createDevice } from '../support/org-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const LISTS = [
  ['devices', '/admin/manage/dusetting/device', 'device-list'],
  ['users', '/admin/manage/dusetting/user', 'user-list'],
  ['sites', '/admin/manage/setting/site', 'site-list'],
  ['scanners', '/admin/manage/dusetting/scanner', 'scanner-list'],
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A laptop-sized window signed in as `uid`, in the browser language `locale`. */
async function laptop(uid: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale });
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill(uid);
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
  return page;
}

/** Opens a list and waits until its first rows are in. */
async function openList(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${stack.url}${path}`);
  await page.getByTestId(testId).locator('tbody tr').first().waitFor();
}

async function severeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

const headers = (page: Page, testId: string) => page.getByTestId(testId).locator('thead th').allInnerTexts();

describe('the admin lists', () => {
  let page: Page;

  beforeAll(async () => {
    page = await laptop('system', 'en-US');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each(LISTS)(
    'have no serious or critical accessibility violation: %s (axe-core)',
    async (_name, path, testId) => {
      // Act
      await openList(page, path, testId);
      const violations = await severeViolations(page);

      // Assess
      expect(violations).toEqual([]);
    },
  );

  it('have no serious or critical violation with the preferences open (axe-core)', async () => {
    // Prepare
    await openList(page, '/admin/manage/dusetting/device', 'device-list');

    // Act
    await page.getByRole('button', { name: en.PREFERENCES }).click();
    await page.getByRole('dialog').getByText(en.VISIBLE_COLUMNS).waitFor();
    const violations = await severeViolations(page);

    // Assess
    expect(violations).toEqual([]);
  });

  it("names each row's checkbox after its device's MAC", async () => {
    // Prepare
    const device = await createDevice(SITE);
    await openList(page, '/admin/manage/dusetting/device', 'device-list');

    // Act
    await page.getByTestId('filter-bar-q').fill(device.mac);
    const row = page.getByTestId('device-list').locator('tbody tr', { hasText: device.mac });
    await row.waitFor();

    // Assess
    const name = en.TABLE_SELECT_ROW.replace('{{name}}', device.mac);
    expect(await row.getByRole('checkbox', { name, exact: true }).count()).toBe(1);
  });

  it('fit the devices list in 1366 px: its last column is on the screen', async () => {
    // Act
    await openList(page, '/admin/manage/dusetting/device', 'device-list');
    const last = await page.getByTestId('device-list').locator('thead th').last().boundingBox();

    // Assess
    expect(last).not.toBeNull();
    expect((last?.x ?? Number.POSITIVE_INFINITY) + (last?.width ?? 0)).toBeLessThanOrEqual(1366);
    expect(await headers(page, 'device-list')).not.toContain(en.SN);
  });

  it('remember the columns chosen for one list after a reload, and leave the other lists alone', async () => {
    // Prepare
    await openList(page, '/admin/manage/dusetting/device', 'device-list');
    await page.getByRole('button', { name: en.PREFERENCES }).click();
    const dialog = page.getByRole('dialog');

    // Act
    await dialog.getByRole('checkbox', { name: en.SN, exact: true }).click();
    await dialog.getByRole('checkbox', { name: en.LABEL, exact: true }).click();
    await dialog.getByRole('button', { name: en.CONFIRM }).click();
    await page.reload();
    await page.getByTestId('device-list').locator('tbody tr').first().waitFor();
    const devices = await headers(page, 'device-list');
    await openList(page, '/admin/manage/dusetting/scanner', 'scanner-list');
    const scanners = await headers(page, 'scanner-list');

    // Assess
    expect(devices).toContain(en.SN);
    expect(devices).not.toContain(en.LABEL);
    expect(scanners).toContain(en.STATUS);
  });

  it('put a system setting under System in the breadcrumbs, not under Manage', async () => {
    // Act
    await page.goto(`${stack.url}/admin/system/setting/action`);
    await page.getByTestId('action-list-page').waitFor();
    // By role: Cloudscape keeps a hidden copy of the trail for its responsive layout.
    const crumbs = await page
      .getByRole('navigation', { name: en.BREADCRUMBS })
      .getByRole('listitem')
      .allInnerTexts();

    // Assess
    expect(crumbs.map((crumb) => crumb.trim())).toEqual([en.ADMIN, en.MENU_SYSTEM, en.ACTION]);
  });
});

describe('statuses in the admin lists', () => {
  it("read in the user's language: a device ready, a scanner offline", async () => {
    // Prepare
    const device = await createDevice(SITE);
    const scanner = await createScanner(SITE);
    const page = await laptop('admin', 'ko-KR');

    // Act
    await openList(page, '/admin/manage/dusetting/device', 'device-list');
    await page.getByTestId('filter-bar-q').fill(device.mac);
    const deviceText = await page
      .getByTestId('device-list')
      .locator('tbody tr', { hasText: device.mac })
      .textContent();
    await openList(page, '/admin/manage/dusetting/scanner', 'scanner-list');
    await page.getByTestId('filter-bar-q').fill(scanner.scid);
    const scannerText = await page
      .getByTestId('scanner-list')
      .locator('tbody tr', { hasText: scanner.scid })
      .textContent();
    await page.context().close();

    // Assess
    expect(deviceText).toContain(ko.STATUS_READY);
    expect(deviceText).not.toContain('ready');
    expect(scannerText).toContain(ko.STATUS_OFFLINE);
    expect(scannerText).not.toContain('offline');
  });
});
