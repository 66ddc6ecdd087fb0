/// <reference lib="dom" />
/**
 * The registration wizard places the scanner and tells its real connection (docs/devices-mqtt.md
 * "(d) Registration"). An admin at 1366x768 registers a new scanner id, choosing the demo school
 * and a classroom with a seated button in step 2; only then can the scanner onboard, and when a
 * test scanner on the real broker connects, the wizard says so and goes on through the six steps.
 * A press of the classroom's button relayed by that scanner is then accepted into a running class.
 * With a scanner that never connects, the wizard says it is not connected, and its WiFi step says
 * the scanner joined no network (in ko, en and es; screenshots of each step under test-results/).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { ScannerRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { ko } from '../../web/src/i18n/locales/ko';
import { launchBrowser, signedInPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { createScanner } from '../support/fleet-fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SITE_NAME = 'Demo Elementary School';
const SCREENSHOT_DIR = 'test-results/e2e';
const tag = `wz${Date.now().toString(36)}`;
const button = randomMac();
const ROOM = `Wizard room ${tag}`;

let browser: Browser;
let teacher = '';
let spotId = '';
let sessionId = '';
const scanners: TestScanner[] = [];

type Texts = typeof en;

async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<Record<string, T>>(query, variables, { token: teacher });
  const value = Object.values(result.data ?? {})[0];
  if (!value) throw new Error(JSON.stringify(result.errors));
  return value;
}

async function choose(page: Page, selectTestId: string, option: string) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The admin on the wizard at 1366x768, in `language`. */
async function openWizard(language: 'ko' | 'en' | 'es'): Promise<Page> {
  const page = await signedInPage(browser, stack.url, 'admin');
  await page.evaluate((lang) => localStorage.setItem('cp.lang', lang), language);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${stack.url}/admin/manage/register/scanner`);
  await page.getByTestId('scanner-register-page').waitFor();
  return page;
}

/** Steps 1 and 2: the id, the names, the demo school and the test classroom. */
async function registerOnRoom(page: Page, scid: string, texts: Texts) {
  await page.getByTestId('sr-scid').fill(scid);
  await page.getByTestId('sr-check').click();
  await page.getByTestId('sr-user-name').fill('Kim Teacher');
  await page.getByTestId('sr-scanner-name').fill(`Scanner ${scid}`);
  await choose(page, 'sr-site', SITE_NAME);
  await choose(page, 'sr-spot', ROOM);
  await page.getByTestId('sr-register').click();
  await page
    .getByText(texts.SR_PLACED.replace('{{site}}', SITE_NAME).replace('{{spot}}', ROOM), { exact: true })
    .waitFor();
}

const connection = (page: Page) => page.getByTestId('sr-connection').getAttribute('data-online');
const stored = (id: string) => new EntityRepository(testTable()).get<ScannerRecord>('SCANNER', id);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOT_DIR}/scanner-register-${name}.png`, fullPage: true });

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, ROOM);
  spotId = spot._id;
  await seatStudents(testTable(), { siteId: SITE, spotId, spotName: ROOM }, [button], tag);
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await Promise.all(scanners.map((scanner) => scanner.end()));
  await browser?.close();
  if (sessionId) await mutate('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId });
});

describe('the scanner registration wizard places the scanner', () => {
  it("registers a new scanner on a classroom; once it connects, its button's press counts in the running class", async () => {
    const scid = `SCN-${tag}`;
    const page = await openWizard('en');

    await registerOnRoom(page, scid, en);
    // A new id cannot onboard before step 2 made its record: it is not connected yet.
    expect(await connection(page)).toBe('false');
    const owner = await new EntityRepository(testTable()).ownerOf('SCID', scid);
    const scanner = await connectTestScanner(stack.mqttUrl, scid, { register: {} });
    scanners.push(scanner);
    await page.getByText(en.SR_IDENTIFIED, { exact: true }).waitFor({ timeout: 20_000 });
    expect(await connection(page)).toBe('true');
    await shot(page, 'connected-names-en');
    await page.getByTestId('sr-next').click();
    await page.getByText(en.SR_DEVICE_COUNT.replace('{{count}}', '3')).waitFor();
    await expect.poll(() => page.getByTestId('sr-next').isEnabled()).toBe(true);
    await page.getByTestId('sr-next').click();
    await page.getByText('Room-3', { exact: true }).click();
    await page.getByTestId('sr-wifi-password').fill('correct-horse');
    await page.getByTestId('sr-wifi-join').click();
    await page.getByText(en.SR_WIFI_JOINED.replace('{{ssid}}', 'Room-3'), { exact: true }).waitFor();
    await shot(page, 'connected-wifi-en');
    await page.getByTestId('sr-next').click();
    const confirm = (await page.getByTestId('scanner-register-page').textContent()) ?? '';
    await page.getByTestId('sr-commit').click();
    await page.getByTestId('sr-done').waitFor();

    expect(confirm).toContain(SITE_NAME);
    expect(confirm).toContain(ROOM);
    expect(await stored(owner ?? '')).toMatchObject({ scid, siteId: SITE, spotId });
    // A class runs in that classroom, and the scanner relays its seated button's press.
    sessionId = (
      await mutate<{ _id: string }>('mutation ($i: SessionInput!) { createSession(input: $i) { _id } }', {
        i: { site: SITE, spot: spotId },
      })
    )._id;
    const question = await createQuestionRecord(DEMO_TEACHER, {
      answerType: 'multiple',
      selection: ['a', 'b', 'c'].map((title) => ({ title, image: null })),
    });
    await mutate('mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }', {
      i: { session: sessionId, question: question._id },
    });
    const ack = await scanner.press([button], ['2']);
    expect(ack.acks).toEqual([expect.objectContaining({ mac: button, status: 'accepted' })]);
    await page.context().close();
  });

  it.each([
    ['en', en],
    ['ko', ko],
    ['es', es],
  ] as const)(
    'with the scanner offline, says it is not connected and joined no network, in %s',
    async (language, texts) => {
      const stock = await createScanner(null);
      const page = await openWizard(language);

      await registerOnRoom(page, stock.scid, texts);
      const notConnected = texts.SR_NOT_CONNECTED.replace('{{scid}}', stock.scid);
      await page.getByText(notConnected, { exact: true }).waitFor();
      await shot(page, `offline-names-${language}`);
      await page.getByTestId('sr-next').click();
      await page.getByTestId('sr-step-devices').and(page.locator('[data-current="true"]')).waitFor();
      await shot(page, `offline-devices-${language}`);
      await page.getByTestId('sr-next').click();
      await page.getByText('Sample-WiFi', { exact: true }).click();
      await page.getByTestId('sr-wifi-password').fill('correct-horse');
      const state = page.getByTestId('sr-wifi-state');
      await state.waitFor();
      await shot(page, `offline-wifi-${language}`);
      const wifiText = (await page.getByTestId('scanner-register-page').textContent()) ?? '';
      const joined = await state.getAttribute('data-joined');
      const joinEnabled = await page.getByTestId('sr-wifi-join').isEnabled();
      await page.getByTestId('sr-next').click();
      await page.getByTestId('sr-commit').waitFor();
      await shot(page, `offline-confirm-${language}`);
      await page.getByTestId('sr-commit').click();
      await page.getByTestId('sr-done').waitFor();
      await shot(page, `offline-done-${language}`);

      expect(await connection(page)).toBe('false');
      expect(joined).toBe('false');
      expect(wifiText).toContain(texts.SR_WIFI_NOT_JOINED);
      expect(wifiText).not.toContain(texts.SR_WIFI_JOINED.replace('{{ssid}}', 'Sample-WiFi'));
      expect(joinEnabled).toBe(false);
      expect(await stored(stock._id)).toMatchObject({ siteId: SITE, spotId });
      await page.context().close();
    },
  );
});
