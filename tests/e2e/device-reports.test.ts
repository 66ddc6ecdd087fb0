/// <reference lib="dom" />
/**
 * Device data and scanner data filled by a class's ordinary traffic (docs/system-data.md): a
 * scanner on the real broker says who it is in its status message and relays presses of two
 * seated buttons; an admin at 1366x768 then finds the scanner's model and firmware under Scanner
 * data, and each button with the scanner that relayed it and its student under Device data, in
 * ko, en and es (screenshots under test-results/).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { statusTopic } from '../../functions/src/devices/contract';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, openRoute, signedInPage } from '../support/browser';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { createSpot, randomMac } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const tag = `rd${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const buttons = [randomMac(), randomMac()];
const FIRMWARE = `2.${Date.now() % 1000}.0`;

let browser: Browser;
let scanner: TestScanner;

beforeAll(async () => {
  const spot = await createSpot(SITE, `Report room ${tag}`);
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  await seatStudents(testTable(), room, buttons, tag);
  await registerScanners(testTable(), room, [scid]);
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
});

/** The list's row that names `text`, once it is there (the consumer writes after the acks). */
async function rowOf(page: Page, type: 'scanner_data' | 'device_data', text: string) {
  const row = page.getByTestId(`${type}-list`).locator('tr', { hasText: text });
  for (let attempt = 0; attempt < 10 && (await row.count()) === 0; attempt += 1) {
    await openRoute(page, stack.url, `/admin/manage/setting/${type}`, `${type}-list-page`);
    await page.waitForTimeout(attempt === 0 ? 0 : 1000);
  }
  await row.waitFor();
  return (await row.textContent()) ?? '';
}

describe('scanner data and device data', () => {
  it('are reported by a scanner that says who it is and relays two buttons', async () => {
    await scanner.publish(
      statusTopic(LOCAL_STAGE, scid),
      JSON.stringify({
        v: 1,
        state: 'online',
        sentAt: Date.now(),
        model: 'CP-S1',
        firmware: FIRMWARE,
        ssid: 'Room-3',
      }),
    );
    // Presses before any question: refused, yet the scanner heard the buttons.
    const ack = await scanner.press(buttons, ['1', '2']);

    expect(ack.acks).toHaveLength(2);
  });

  it.each([
    ['en', en],
    ['ko', ko],
    ['es', es],
  ] as const)('show what the scanner said and which buttons it relayed, in %s', async (language, texts) => {
    const page = await signedInPage(browser, stack.url, 'admin');
    await page.evaluate((lang) => localStorage.setItem('cp.lang', lang), language);
    await page.setViewportSize({ width: 1366, height: 768 });

    const scannerRow = await rowOf(page, 'scanner_data', scid);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scanner-data-${language}.png` });
    const buttonRows = [];
    for (const mac of buttons) buttonRows.push(await rowOf(page, 'device_data', mac));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/device-data-${language}.png` });

    expect(await page.getByText(texts.SYSDATA_RELAYED_BY, { exact: true }).count()).toBeGreaterThan(0);
    expect(scannerRow).toContain('CP-S1');
    expect(scannerRow).toContain(FIRMWARE);
    expect(scannerRow).toContain('Room-3');
    buttonRows.forEach((text, index) => {
      expect(text).toContain(scid);
      expect(text).toContain(`Student ${String(index + 1).padStart(3, '0')}`);
    });
    await page.context().close();
  });
});
