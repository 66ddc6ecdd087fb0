/// <reference lib="dom" />
/**
 * The device-to-seat picker of the running class lists the classroom's buttons in natural order
 * of their seat labels, 1, 2, ..., 12 (not newest first, 12 down to 1, nor 1, 10, 11, 12, 2),
 * for a teacher at 1920x1080. The buttons are written one after another, seat 1 first, so the
 * server lists them newest first.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const SEATS = 12;
const tag = `sp${Date.now().toString(36)}`;
const macs = Array.from({ length: SEATS }, () => randomMac());

let browser: Browser;
let token = '';
let sessionId = '';
let firstStudent = '';

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Picker room ${tag}`);
  // One at a time: seat n's button is written after seat n - 1's, so it is listed before it.
  const studentOf = await seatStudents(
    testTable(),
    { siteId: SITE, spotId: spot._id, spotName: spot.name },
    macs,
    tag,
    1,
  );
  firstStudent = studentOf.get(macs[0] as string) ?? '';
  const created = await gql<{ createSession: { _id: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
    { i: { site: SITE, spot: spot._id } },
    { token },
  );
  sessionId = created.data?.createSession._id ?? '';
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('the device-to-seat picker', () => {
  it('lists the buttons by seat label, 1 to 12', async () => {
    const page = await signedInTeacherPage(browser, stack.url, 'teacher');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${stack.url}/class/main?session=${sessionId}`);
    await page.getByTestId('class-main').waitFor();

    const tile = page.locator(`[data-testid="seat"][data-student="${firstStudent}"]`);
    await tile.getByRole('button', { name: new RegExp(en.LINK_DEVICE) }).click();
    await page.getByTestId('seat-device-select').locator('button').first().click();
    const options = page.getByTestId('seat-device').getByRole('option');
    await expect.poll(async () => (await options.allTextContents()).join(' | ')).toContain(macs[0]);
    const labels = (await options.allTextContents()).map((text) => text.split(' · ')[0]);

    expect(labels).toEqual(Array.from({ length: SEATS }, (_, index) => String(index + 1)));
    await page.screenshot({ path: 'test-results/e2e/seat-device-picker.png' });
    await page.context().close();
  });
});
