/// <reference lib="dom" />
/**
 * One MAC normaliser for every input and search (docs/data-model.md "Device search"): an admin at
 * 1366x768 registers four buttons written in four notations (AABBCC000102 among them) into a
 * classroom; and searches the device list for a part in the middle of four other buttons' MACs
 * (XX:XX:XX:00:01:01 to 04), written "00:01", "0001" and "00-01": fleet-wide (the search index)
 * and within their classroom (the list's filter), every spelling finds all four.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, openRoute, signedInPage } from '../support/browser';
import { testTable } from '../support/fixtures';
import { createDevice, createSpot } from '../support/org-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const SITE_NAME = 'Demo Elementary School';
const SCREENSHOT_DIR = 'test-results/e2e';
/** A maker prefix of this run only, so the counts below are this test's buttons. */
const prefix = () => [...randomBytes(3)].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase());
const [r1, r2, r3] = prefix();
const REGISTERED = [1, 2, 3, 4].map((n) => `${r1}:${r2}:${r3}:00:01:0${n}`);
const WRITTEN = [
  `${r1}${r2}${r3}000101`,
  `${r1}-${r2}-${r3}-00-01-02`.toLowerCase(),
  `${r1}${r2}.${r3}00.0103`.toLowerCase(),
  `${r1}:${r2}:${r3}:00:01:04`,
];
const [p1, p2, p3] = prefix();
const SEARCHED = [1, 2, 3, 4].map((n) => `${p1}:${p2}:${p3}:00:01:0${n}`);
const ROOM = `MAC room ${r1}${r2}${r3}`;
const SEARCH_ROOM = `MAC search room ${p1}${p2}${p3}`;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

async function choose(selectTestId: string, option: string) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The MACs the device list shows for `q`, once its count reads `count`. A search that finds
 * nothing runs first, so the list read is this query's, not the previous one's.
 */
async function search(q: string, count: number): Promise<string[]> {
  const list = page.getByTestId('device-list');
  await page.getByTestId('filter-bar-q').fill(`nothing-${p1}${p2}${p3}`);
  await list.getByText('(0)', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByTestId('filter-bar-q').fill(q);
  await list.getByText(`(${count})`, { exact: true }).waitFor({ timeout: 15_000 });
  const cells = await list.locator('tbody tr').allTextContents();
  return SEARCHED.filter((mac) => cells.some((cell) => cell.includes(mac)));
}

beforeAll(async () => {
  await createSpot(SITE, ROOM);
  const searchRoom = await createSpot(SITE, SEARCH_ROOM);
  for (const mac of SEARCHED) await createDevice(SITE, searchRoom._id, mac);
  browser = await launchBrowser();
  page = await signedInPage(browser, stack.url, 'admin');
  await page.setViewportSize({ width: 1366, height: 768 });
});

afterAll(async () => {
  await browser?.close();
});

describe('device MACs in any notation', () => {
  it('registers MACs written with colons, dashes, dots or nothing at all', async () => {
    await openRoute(page, stack.url, '/admin/manage/register/device', 'register-device-page');
    await page.getByTestId('register-macs').fill(WRITTEN.join('\n'));
    await choose('register-site', SITE_NAME);
    await choose('register-spot', ROOM);
    await page.getByTestId('register-submit').click();

    await page.getByText(en.REGISTER_DEVICE_SUCCESS_MSG.replace('{{count}}', '4')).first().waitFor();
    expect(await page.getByTestId('register-failures').count()).toBe(0);
    expect(await page.getByText(en.INVALID_MAC).count()).toBe(0);
    const stored = await Promise.all(
      REGISTERED.map((mac) => new EntityRepository(testTable()).ownerOf('MAC', mac)),
    );
    expect(stored.every(Boolean)).toBe(true);
  });

  it('finds a part in the middle of the MACs, fleet-wide, however it is written', async () => {
    await openRoute(page, stack.url, '/admin/manage/dusetting/device', 'device-list-page');

    for (const q of [`${p2}:${p3}:00:01`, `${p2}${p3}0001`, `${p2}-${p3}-00-01`.toLowerCase()])
      expect(await search(q, 4), q).toEqual(SEARCHED);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/device-macs-fleet-search.png` });
  });

  it('finds "00:01", "0001" and "00-01" within the classroom', async () => {
    await openRoute(page, stack.url, '/admin/manage/dusetting/device', 'device-list-page');
    await choose('filter-bar-site', SITE_NAME);
    await choose('filter-bar-spot', SEARCH_ROOM);

    for (const q of ['00:01', '0001', '00-01']) expect(await search(q, 4), q).toEqual(SEARCHED);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/device-macs-classroom-search.png` });
  });
});
