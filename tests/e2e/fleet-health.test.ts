/// <reference lib="dom" />
/**
 * The fleet health page in a real browser with Playwright's controllable clock: a test scanner
 * sends a status message and presses a button with battery and rssi; the page shows the scanner
 * online and the button's battery and signal, and once the clock passes two minutes with no new
 * alive message, the scanner shows as offline without a reload.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DeviceRecord, SpotRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser } from '../support/browser';
import { registerScanners, tableAt } from '../support/classroom-seed';
import { gql, signin } from '../support/graphql';
import { createDevice, createSpot } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const SITE = 'site-demo';
const stack = inject('stack');
const scid = `E2EFH-${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;
let scanner: TestScanner;
let spot: SpotRecord;
let button: DeviceRecord;

type Health = {
  scanners: { scid: string; online: boolean }[];
  buttons: { mac: string; battery: number | null }[];
};

/** The server's view, so the page opens once the consumer has stored the status and the press. */
async function serverHealth(token: string): Promise<Health | undefined> {
  const result = await gql<{ fleetHealth: Health }>(
    'query ($s: ID!, $p: ID) { fleetHealth(site: $s, spot: $p) { scanners { scid online } buttons { mac battery } } }',
    { s: SITE, p: spot._id },
    { token },
  );
  return result.data?.fleetHealth;
}

beforeAll(async () => {
  browser = await launchBrowser();
  spot = await createSpot(SITE, `E2E fleet health ${Date.now()}`);
  await registerScanners(
    tableAt(stack.dynamoEndpoint),
    { siteId: SITE, spotId: spot._id, spotName: spot.name },
    [scid],
  );
  button = await createDevice(SITE, spot._id);
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  const context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
  // Installed before the console loads, so its timers and Date follow the controlled clock.
  await page.clock.install();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('login-uid').fill('admin');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await scanner?.end();
});

const scannerRow = () => page.getByTestId('fleet-health-scanners').locator('tr', { hasText: scid });
const buttonRow = () => page.getByTestId('fleet-health-buttons').locator('tr', { hasText: button.mac });

describe('fleet health page', () => {
  it('shows the scanner online and the button battery and signal', async () => {
    await scanner.status('online');
    await scanner.press([button.mac], ['1'], [{ battery: 55, rssi: -62 }]);
    const token = await signin('admin', 'demo1234');
    await expect
      .poll(
        async () => {
          const health = await serverHealth(token);
          return {
            online: health?.scanners.find((row) => row.scid === scid)?.online,
            battery: health?.buttons.find((row) => row.mac === button.mac)?.battery,
          };
        },
        { timeout: 15_000 },
      )
      .toEqual({ online: true, battery: 55 });

    await page.goto(`${stack.url}/admin/manage/health?site=${SITE}&spot=${spot._id}`);
    await page.getByTestId('fleet-health-page').waitFor();
    await scannerRow().getByTestId('scanner-online').waitFor();
    expect(await scannerRow().textContent()).toContain(en.FLEET_HEALTH_ONLINE);
    await buttonRow().getByText('55%').waitFor();
    expect(await buttonRow().textContent()).toContain('-62 dBm');
    expect(await buttonRow().getByTestId('button-stale').count()).toBe(0);
  });

  it('shows the scanner offline once the clock passes two minutes without an alive message', async () => {
    await page.clock.fastForward('02:05');
    await scannerRow().getByTestId('scanner-offline').waitFor();
    expect(await scannerRow().textContent()).toContain(en.FLEET_HEALTH_OFFLINE);
    expect(await scannerRow().getByTestId('scanner-online').count()).toBe(0);
  });

  it('marks the button stale and keeps it under "not seen in N days" after N days', async () => {
    await page.getByTestId('fleet-health-only-stale').locator('input').check();
    await expect.poll(() => buttonRow().count()).toBe(0);
    await page.clock.fastForward('24:00:00');
    await page.getByTestId('fleet-health-stale-days').locator('input').fill('1');
    await buttonRow().getByTestId('button-stale').waitFor();
    expect(await buttonRow().textContent()).toContain(en.FLEET_HEALTH_STALE);
  });
});
