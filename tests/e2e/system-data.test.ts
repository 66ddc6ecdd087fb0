/// <reference lib="dom" />
/**
 * The system data screens in a real browser (docs/system-data.md): the system operator creates a
 * token and sees its value once, then masked in the list; an admin writes a message to the demo
 * school, uploads a countdown sound and finds it in the list, and opens the device and scanner
 * report lists (rows written through the same store the answer consumer uses).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import { ListReader } from '../../functions/src/data/lists';
import type { ScannerRecord } from '../../functions/src/data/records';
import { DeviceReportService } from '../../functions/src/domain/system-data/device-reports';
import { launchBrowser, openRoute, signedInPage } from '../support/browser';
import { testTable } from '../support/fixtures';
import { toneWav } from '../support/media-samples';
import { randomMac } from '../support/org-fixtures';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const signedIn = (uid: string): Promise<Page> => signedInPage(browser, stack.url, uid, { locale: 'en-US' });

const open = (page: Page, path: string, testId: string) => openRoute(page, stack.url, path, testId);

describe('tokens as the system operator', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedIn('system');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows a new token value once, then only masked in the detail and the list', async () => {
    const name = `E2E token ${randomUUID().slice(0, 8)}`;
    await open(page, '/admin/system/setting/token', 'token-list-page');

    await page.getByTestId('token-create').click();
    await page.getByTestId('token-form-name').fill(name);
    await page.getByTestId('token-form-env').fill('staging');
    await page.getByTestId('token-form-save').click();
    await page.getByTestId('detail-page').waitFor();
    const clear = (await page.getByTestId('token-fresh-value').textContent()) ?? '';
    const detailValue = (await page.getByTestId('detail-value').textContent()) ?? '';
    await open(page, '/admin/system/setting/token', 'token-list-page');
    const row = page.getByTestId('token-list').locator('tr', { hasText: name });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';

    expect(clear).toMatch(/^cpt_[A-Za-z0-9_-]{32}$/);
    expect(detailValue).toBe(`${clear.slice(0, 8)}••••${clear.slice(-4)}`);
    expect(rowText).toContain(detailValue);
    expect(rowText).not.toContain(clear);
  });
});

describe('messages, countdown sounds and reports as admin', () => {
  let page: Page;
  const scid = `E2E-${randomUUID().slice(0, 8)}`;
  const buttonMac = randomMac();

  beforeAll(async () => {
    page = await signedIn('admin');
    const table = testTable();
    const reports = new DeviceReportService(new EntityRepository(table), new ListReader(table));
    const now = new Date().toISOString();
    const scanner: ScannerRecord = {
      _id: `scanner-${scid}`,
      scid,
      mac: null,
      name: null,
      status: 'offline',
      siteId: null,
      spotId: null,
      alive: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await reports.scannerReported(scanner, { model: 'CP-S1', firmware: '3.1.0' }, now);
    await reports.devicesScanned(scanner, [{ mac: buttonMac, model: 'CP-B2' }], now);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('writes a message to the demo school', async () => {
    const text = `Assembly at noon ${randomUUID().slice(0, 6)}`;
    await open(page, '/admin/manage/setting/message', 'message-list-page');

    await page.getByTestId('message-create').click();
    await page.getByTestId('message-form-site').click();
    await page.getByRole('option', { name: 'Demo Elementary School', exact: true }).click();
    await page.getByTestId('message-form-text').fill(text);
    await page.getByTestId('message-form-save').click();
    await page.getByTestId('detail-page').waitFor();

    expect(await page.getByTestId('detail-text').textContent()).toBe(text);
    expect(await page.getByTestId('detail-site').textContent()).toBe('Demo Elementary School');
  });

  it('uploads a countdown sound under a name and lists it', async () => {
    const name = `E2E ticks ${randomUUID().slice(0, 6)}`;
    await open(page, '/admin/manage/setting/countdown', 'countdown-list-page');

    await page.getByTestId('countdown-create').click();
    await page.getByTestId('countdown-form-name').fill(name);
    await page.getByTestId('countdown-form-file-input').setInputFiles({
      name: 'ticks.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(),
    });
    await page.getByTestId('countdown-form-file-chosen').waitFor();
    await page.getByTestId('countdown-form-save').click();
    await page.getByTestId('detail-page').waitFor();
    const path = (await page.getByTestId('detail-path').textContent()) ?? '';
    await open(page, '/admin/manage/setting/countdown', 'countdown-list-page');
    const row = page.getByTestId('countdown-list').locator('tr', { hasText: name });
    await row.waitFor();

    expect(path).toMatch(/\/countdown\/[0-9a-f-]{36}\.wav$/);
    expect(await row.locator('audio').getAttribute('src')).toBe(path);
  });

  it('opens the scanner and device report lists', async () => {
    await open(page, '/admin/manage/setting/scanner_data', 'scanner_data-list-page');
    const scannerRow = page.getByTestId('scanner_data-list').locator('tr', { hasText: scid });
    await scannerRow.waitFor();
    const scannerText = (await scannerRow.textContent()) ?? '';
    await open(page, '/admin/manage/setting/device_data', 'device_data-list-page');
    const buttonRow = page.getByTestId('device_data-list').locator('tr', { hasText: buttonMac });
    await buttonRow.waitFor();

    expect(scannerText).toContain('CP-S1');
    expect(scannerText).toContain('3.1.0');
    expect(await buttonRow.textContent()).toContain('CP-B2');
  });
});
