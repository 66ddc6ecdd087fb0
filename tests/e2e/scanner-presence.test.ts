/// <reference lib="dom" />
/**
 * A scanner's disconnect on the fleet health page and on the running class within 5 s (issue 19
 * acceptance; docs/devices-mqtt.md "Presence"): two test scanners connect over the real broker
 * as real scanners do, an admin watches the classroom's fleet health and a teacher runs a class
 * in it; one scanner's connection is dropped without a DISCONNECT (its socket closes, as when
 * the scanner's process dies), the other disconnects cleanly; each page shows each scanner
 * offline within 5 s of the disconnect, from the broker's disconnect event through onScannerStatus,
 * with no reload. The measured times are printed. Then both screens are opened in ko, en and es,
 * show the scanners offline in that language, and are saved as screenshots under test-results/.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInPage, signedInTeacherPage } from '../support/browser';
import { registerScanners, tableAt } from '../support/classroom-seed';
import { gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';
import { until } from '../support/until';

const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const OFFLINE_WITHIN_MS = 5_000;
const stack = inject('stack');
const tag = Date.now().toString(36);
const dropped = `E2EPR-D-${tag}`;
const ended = `E2EPR-E-${tag}`;
const LANGUAGES = [
  { lang: 'ko', locale: 'ko-KR', texts: ko },
  { lang: 'en', locale: 'en-US', texts: en },
  { lang: 'es', locale: 'es-ES', texts: es },
];

let browser: Browser;
let healthPage: Page;
let classPage: Page;
let spotId = '';
let spotName = '';
let sessionId = '';
let teacherToken = '';
const scanners = new Map<string, TestScanner>();

const healthPath = () => `/admin/manage/health?site=${SITE}&spot=${spotId}`;
const healthState = (page: Page, scid: string, online: boolean) =>
  page
    .getByTestId('fleet-health-scanners')
    .locator('tr', { hasText: scid })
    .getByTestId(online ? 'scanner-online' : 'scanner-offline');
const classState = (page: Page, scid: string, online: boolean) =>
  page.locator(`[data-testid="class-scanner"][data-scid="${scid}"][data-online="${online}"]`);

/** The language as the console's language menu stores it (the browser's locale picks only ko or en). */
async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('cp.lang', chosen), lang);
}

/** Both scanners online as the server sees it, so the pages open on a known state. */
async function serverOnline(token: string): Promise<string[]> {
  const result = await gql<{ fleetHealth: { scanners: { scid: string; online: boolean }[] } }>(
    'query ($s: ID!, $p: ID) { fleetHealth(site: $s, spot: $p) { scanners { scid online } } }',
    { s: SITE, p: spotId },
    { token },
  );
  return (result.data?.fleetHealth.scanners ?? [])
    .filter((row) => row.online)
    .map((row) => row.scid)
    .sort();
}

/** Disconnects, then measures how long each page takes to show the scanner offline. */
async function timeToOffline(
  scid: string,
  disconnect: () => unknown,
): Promise<{ health: number; class: number }> {
  const started = Date.now();
  await disconnect();
  const seen = async (locator: ReturnType<typeof classState>) => {
    await locator.waitFor({ timeout: OFFLINE_WITHIN_MS + 5_000 });
    return Date.now() - started;
  };
  const [health, onClass] = await Promise.all([
    seen(healthState(healthPage, scid, false)),
    seen(classState(classPage, scid, false)),
  ]);
  return { health, class: onClass };
}

beforeAll(async () => {
  const spot = await createSpot(SITE, `Presence ${tag}`);
  spotId = spot._id;
  spotName = spot.name;
  await registerScanners(tableAt(stack.dynamoEndpoint), { siteId: SITE, spotId, spotName }, [dropped, ended]);
  for (const scid of [dropped, ended]) scanners.set(scid, await connectTestScanner(stack.mqttUrl, scid));
  const adminToken = await signin('admin', 'demo1234');
  const both = [dropped, ended].sort().join(' ');
  await until(async () => (await serverOnline(adminToken)).join(' ') === both, 'both scanners online');

  browser = await launchBrowser();
  healthPage = await signedInPage(browser, stack.url, 'admin');
  await healthPage.setViewportSize({ width: 1366, height: 768 });
  classPage = await signedInTeacherPage(browser, stack.url, 'teacher');
  await classPage.setViewportSize({ width: 1920, height: 1080 });
  teacherToken = await signin('teacher', 'demo1234');
});

afterAll(async () => {
  for (const scanner of scanners.values()) await scanner.end().catch(() => undefined);
  await browser?.close();
  if (sessionId)
    await gql(
      'mutation ($id: ID!) { clearSession(id: $id) { success } }',
      { id: sessionId },
      { token: teacherToken },
    );
});

describe('scanner presence on the fleet health page and the running class', () => {
  it('shows both scanners online, with the live status watch acknowledged on both pages', async () => {
    await healthPage.goto(`${stack.url}${healthPath()}`);
    await classPage
      .locator(`[data-testid="class-card"][data-name="${spotName}"]`)
      .getByTestId('class-card-start')
      .click();
    await classPage.waitForURL((url) => url.pathname === '/class/main');
    sessionId = new URL(classPage.url()).searchParams.get('session') ?? '';

    for (const scid of [dropped, ended]) {
      await healthState(healthPage, scid, true).waitFor();
      await classState(classPage, scid, true).waitFor();
    }
    await healthPage.locator('[data-testid="fleet-health-presence"][data-presence="live"]').waitFor();
    await classPage.locator('[data-testid="class-scanners"][data-presence="live"]').waitFor();
    await expect(classPage.getByTestId('class-scanner').count()).resolves.toBe(2);
  });

  it('shows a scanner whose connection dropped without a DISCONNECT offline within 5 s', async () => {
    const scanner = scanners.get(dropped) as TestScanner;

    const took = await timeToOffline(dropped, () => scanner.drop());

    console.log(
      `connection dropped: offline on fleet health after ${took.health} ms, on the running class after ${took.class} ms`,
    );
    expect(took.health).toBeLessThanOrEqual(OFFLINE_WITHIN_MS);
    expect(took.class).toBeLessThanOrEqual(OFFLINE_WITHIN_MS);
    // The other scanner stays online on both pages.
    await healthState(healthPage, ended, true).waitFor({ timeout: 1_000 });
    await classState(classPage, ended, true).waitFor({ timeout: 1_000 });
  });

  it('shows a scanner that disconnected cleanly offline within 5 s', async () => {
    const scanner = scanners.get(ended) as TestScanner;

    const took = await timeToOffline(ended, () => scanner.end());

    console.log(
      `clean disconnect: offline on fleet health after ${took.health} ms, on the running class after ${took.class} ms`,
    );
    expect(took.health).toBeLessThanOrEqual(OFFLINE_WITHIN_MS);
    expect(took.class).toBeLessThanOrEqual(OFFLINE_WITHIN_MS);
  });

  it('shows the scanners offline in ko, en and es on both screens (screenshots saved)', async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const { lang, locale, texts } of LANGUAGES) {
      const admin = await signedInPage(browser, stack.url, 'admin', { locale });
      await admin.setViewportSize({ width: 1366, height: 768 });
      await chooseLanguage(admin, lang);
      await admin.goto(`${stack.url}${healthPath()}`);
      await healthState(admin, dropped, false).getByText(texts.FLEET_HEALTH_OFFLINE).waitFor();
      await admin.screenshot({ path: `${SCREENSHOT_DIR}/scanner-presence-health-${lang}.png` });
      await admin.context().close();

      const teacher = await signedInTeacherPage(browser, stack.url, 'teacher', { locale });
      await teacher.setViewportSize({ width: 1920, height: 1080 });
      await chooseLanguage(teacher, lang);
      await teacher.goto(`${stack.url}/class/main?session=${sessionId}`);
      await classState(teacher, dropped, false)
        .getByText(texts.FLEET_HEALTH_OFFLINE, { exact: false })
        .waitFor();
      await teacher.screenshot({ path: `${SCREENSHOT_DIR}/scanner-presence-class-${lang}.png` });
      await teacher.context().close();
    }
  });
});
