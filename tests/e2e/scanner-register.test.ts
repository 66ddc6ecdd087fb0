/// <reference lib="dom" />
/**
 * The scanner registration wizard in a real browser (docs/devices-mqtt.md "(d) Registration"):
 * an admin opens it from the scanner list and registers a scanner through all six steps while a
 * test scanner on the real broker answers each request; the scanner's record keeps the names and
 * the site chosen in step 2 (no classroom: a site-wide scanner).
 * An empty id shows ERR_INPUT_SCID, a scanner that already has a site the already-registered
 * notice, and a wrong WiFi password the scanner's wifi-auth-failed, translated.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { ScannerRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser } from '../support/browser';
import { testTable } from '../support/fixtures';
import { createScanner } from '../support/fleet-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const WRONG = 'not-the-password';
let browser: Browser;
let page: Page;
let scanner: TestScanner;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill('admin');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
});

const visible = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('scanner registration wizard', () => {
  it('refuses an empty id and a scanner that already has a site', async () => {
    const placed = await createScanner('site-demo');
    await page.goto(`${stack.url}/admin/manage/dusetting/scanner`);
    await page.getByTestId('scanner-register-open').click();
    await page.getByTestId('scanner-register-page').waitFor();

    await page.getByTestId('sr-check').click();
    await visible(en.ERR_INPUT_SCID);
    await page.getByTestId('sr-scid').fill(placed.scid);
    await page.getByTestId('sr-check').click();
    await visible(en.SCANNER_ALREADY_REGISTERED);

    expect(await page.getByTestId('sr-step-scid').getAttribute('data-current')).toBe('true');
  });

  it('registers a scanner through the six steps with the scanner answering', async () => {
    const stock = await createScanner(null);
    scanner = await connectTestScanner(stack.mqttUrl, stock.scid, { register: { wrongPassword: WRONG } });
    const stored = () => new EntityRepository(testTable()).get<ScannerRecord>('SCANNER', stock._id);
    await expect.poll(async () => (await stored())?.status, { timeout: 15_000 }).toBe('online');
    await page.goto(`${stack.url}/admin/manage/register/scanner`);

    await page.getByTestId('sr-scid').fill(stock.scid);
    await page.getByTestId('sr-check').click();
    await page.getByTestId('sr-user-name').fill('Kim Teacher');
    await page.getByTestId('sr-scanner-name').fill('Room 3 scanner');
    // A site, and no classroom: a site-wide scanner.
    await page.getByTestId('sr-site').click();
    await page.getByRole('option', { name: 'Demo Elementary School', exact: true }).click();
    await page.getByTestId('sr-register').click();
    await visible(en.SR_IDENTIFIED);
    await page.getByTestId('sr-next').click();
    await visible(en.SR_DEVICE_COUNT.replace('{{count}}', '3'));
    await expect.poll(() => page.getByTestId('sr-next').isEnabled()).toBe(true);
    await page.getByTestId('sr-next').click();
    await page.getByText('Room-3', { exact: true }).click();
    await page.getByTestId('sr-wifi-password').fill(WRONG);
    await page.getByTestId('sr-wifi-join').click();
    await visible(en.REGISTER_ERR_WIFI_AUTH_FAILED);
    await page.getByTestId('sr-wifi-password').fill('correct-horse');
    await page.getByTestId('sr-wifi-join').click();
    await visible(en.SR_WIFI_JOINED.replace('{{ssid}}', 'Room-3'));
    await page.getByTestId('sr-next').click();
    await page.getByTestId('sr-commit').click();
    await page.getByTestId('sr-done').waitFor();

    expect(await page.getByTestId('sr-step-done').getAttribute('data-current')).toBe('true');
    expect(scanner.registerRequests.map((request) => request.op)).toEqual([
      'identify',
      'scan-devices',
      'scan-wifi',
      'set-wifi',
      'set-wifi',
      'commit',
    ]);
    expect(await stored()).toMatchObject({
      name: 'Room 3 scanner',
      info: { userName: 'Kim Teacher' },
      siteId: 'site-demo',
      spotId: null,
    });
  });
});
