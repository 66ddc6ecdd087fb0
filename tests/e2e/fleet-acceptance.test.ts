/// <reference lib="dom" />
/**
 * The fleet issue's acceptance in a real browser against the local stack: an admin creates a
 * site and a classroom, registers 30 devices by MAC and 5 by serial number into that classroom,
 * and creates a manager for the site; the manager sees only that site; the admin blacklists a
 * MAC (registering it is then refused with BLACKLISTED_MAC) and deletes a device after confirming.
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

// Unique per run, so the test can run again on the same stack.
const RUN = Date.now().toString(16).slice(-4).toUpperCase();
const PREFIX = `AC:CE:${RUN.slice(0, 2)}:${RUN.slice(2, 4)}`;
const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const MAC_DEVICES = Array.from({ length: 30 }, (_, i) => `${PREFIX}:00:${hex(i + 1)}`);
const SN_DEVICES = Array.from({ length: 5 }, (_, i) => ({
  sn: `SN-${RUN}-${i + 1}`,
  mac: `${PREFIX}:01:${hex(i + 1)}`,
}));
const BLOCKED = `${PREFIX}:02:01`;
const SITE = `Acceptance School ${RUN}`;
const ROOM = `Acceptance Room ${RUN}`;
const MANAGER = { uid: `mgr${RUN.toLowerCase()}`, password: 'Manager-1234' };

const signedIn = (uid: string, password: string): Promise<Page> =>
  signedInPage(browser, stack.url, uid, { password, locale: 'ko-KR' });

const open = (page: Page, path: string, testId: string) => openRoute(page, stack.url, path, testId);

async function choose(page: Page, selectTestId: string, option: string) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) => page.getByText(text).first();

describe('fleet acceptance', () => {
  let admin: Page;

  beforeAll(async () => {
    admin = await signedIn('admin', 'demo1234');
    await admin.getByTestId('admin-shell').waitFor();
  });

  afterAll(async () => {
    await admin?.context().close();
  });

  it('creates a site and a classroom', async () => {
    await open(admin, '/admin/manage/setting/site', 'site-list-page');
    await admin.getByTestId('site-create').click();
    await admin.getByTestId('site-form-name').fill(SITE);
    await admin.getByTestId('site-form-save').click();
    await admin.getByTestId('detail-page').waitFor();

    await open(admin, '/admin/manage/setting/spot', 'spot-list-page');
    await admin.getByTestId('spot-create').click();
    await choose(admin, 'spot-form-site', SITE);
    await admin.getByTestId('spot-form-name').fill(ROOM);
    await admin.getByTestId('spot-form-save').click();
    await admin.getByTestId('spot-list').locator('tr', { hasText: ROOM }).waitFor();
  });

  it('registers 30 devices by MAC into the classroom', async () => {
    await open(admin, '/admin/manage/register/device', 'register-device-page');
    await admin.getByTestId('register-macs').fill(MAC_DEVICES.join('\n'));
    await choose(admin, 'register-site', SITE);
    await choose(admin, 'register-spot', ROOM);
    await admin.getByTestId('register-submit').click();

    await toast(admin, ko.REGISTER_DEVICE_SUCCESS_MSG.replace('{{count}}', '30')).waitFor();
    expect(await admin.getByTestId('register-failures').count()).toBe(0);
  });

  it('checks serial-number lines, then registers 5 devices by serial number', async () => {
    await open(admin, '/admin/manage/register/device-sn', 'register-device-sn-page');
    await admin.getByTestId('register-sn-lines').fill('SN-ONLY\nSN-X, not-a-mac');
    await admin.getByTestId('register-submit').click();
    await admin.getByTestId('register-sn-errors').getByText(ko.INVALID_LINE).waitFor();
    await admin.getByTestId('register-sn-errors').getByText(ko.INVALID_MAC).waitFor();

    // A barcode scanner types a tab between the two codes.
    await admin.getByTestId('register-sn-lines').fill(SN_DEVICES.map((d) => `${d.sn}\t${d.mac}`).join('\n'));
    await choose(admin, 'register-site', SITE);
    await choose(admin, 'register-spot', ROOM);
    await admin.getByTestId('register-submit').click();

    await toast(admin, ko.REGISTER_DEVICE_SUCCESS_MSG.replace('{{count}}', '5')).waitFor();
  });

  it('lists the 35 devices in the classroom', async () => {
    await open(admin, '/admin/manage/dusetting/device', 'device-list-page');
    await admin.getByTestId('filter-bar-q').fill(PREFIX);
    const list = admin.getByTestId('device-list');
    await list.getByText('(35)').waitFor();
    await list
      .locator('tr', { hasText: SN_DEVICES[0]?.mac ?? '' })
      .filter({ hasText: ROOM })
      .waitFor();
  });

  it('creates a manager for the site', async () => {
    await open(admin, '/admin/manage/dusetting/user', 'user-list-page');
    await admin.getByTestId('user-create').click();
    await admin.getByTestId('user-form-uid').fill(MANAGER.uid);
    await admin.getByTestId('user-form-firstname').fill('Acceptance');
    await choose(admin, 'user-form-role', ko.ROLE_MANAGER);
    // A console role needs a password: saving without one is refused in the form.
    await admin.getByTestId('user-form-save').click();
    await admin.getByText(ko.REQUIRED_FIELD_MSG.replace('{{field}}', ko.PASSWORD)).waitFor();
    await admin.getByTestId('user-form-password').fill(MANAGER.password);
    await choose(admin, 'user-form-site', SITE);
    await admin.getByTestId('user-form-save').click();

    await admin.getByTestId('detail-page').waitFor();
    expect(await admin.getByTestId('detail-uid').textContent()).toBe(MANAGER.uid);
    expect(await admin.getByTestId('detail-site').textContent()).toBe(SITE);
  });

  it('lets the manager see only that site', async () => {
    const manager = await signedIn(MANAGER.uid, MANAGER.password);
    if (new URL(manager.url()).pathname === '/terms') {
      await manager.getByTestId('terms-agree').check();
      await manager.getByTestId('terms-agree-submit').click();
      await manager.waitForURL((url) => url.pathname !== '/terms');
    }

    // The site list is not theirs: they land on their own site.
    await manager.goto(`${stack.url}/admin/manage/setting/site`);
    await manager.getByTestId('my-site-page').waitFor();
    expect(await manager.getByTestId('detail-name').textContent()).toBe(SITE);

    await open(manager, '/admin/manage/dusetting/device', 'device-list-page');
    const list = manager.getByTestId('device-list');
    await list.getByText('(35)').waitFor();
    const texts = await list.locator('tbody tr').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes(SITE))).toBe(true);
    await manager.context().close();
  });

  it('blacklists a MAC, after which registering it is refused', async () => {
    await open(admin, '/admin/system/setting/blacklist', 'blacklist-list-page');
    await admin.getByTestId('blacklist-create').click();
    await admin.getByTestId('blacklist-form-mac').fill(BLOCKED);
    await admin.getByTestId('blacklist-form-description').fill('acceptance');
    await admin.getByTestId('blacklist-form-save').click();
    await admin.getByTestId('detail-page').waitFor();
    expect(await admin.getByTestId('detail-mac').textContent()).toBe(BLOCKED);

    await open(admin, '/admin/manage/register/device', 'register-device-page');
    await admin.getByTestId('register-macs').fill(BLOCKED);
    await admin.getByTestId('register-submit').click();

    await admin.getByTestId('register-failures').getByText(ko.BLACKLISTED_MAC).waitFor();
    await toast(admin, `${BLOCKED}: ${ko.BLACKLISTED_MAC}`).waitFor();
  });

  it('deletes a device only after confirming', async () => {
    const [mac] = MAC_DEVICES;
    await open(admin, '/admin/manage/dusetting/device', 'device-list-page');
    await admin.getByTestId('filter-bar-q').fill(mac ?? '');
    const row = admin.getByTestId('device-list').locator('tr', { hasText: mac ?? '' });
    await row.getByRole('checkbox').check();
    await admin.getByTestId('device-delete').click();
    await admin.getByTestId('device-delete-confirm-cancel').click();
    expect(await row.count()).toBe(1);

    await admin.getByTestId('device-delete').click();
    await admin.getByTestId('device-delete-confirm-ok').click();
    await toast(admin, ko.DELETE_SUCCESS_MSG).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
