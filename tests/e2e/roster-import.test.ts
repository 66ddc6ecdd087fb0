/// <reference lib="dom" />
/**
 * Roster import in a real browser (docs/class-list.md "Roster import"): in the classroom editor
 * a teacher sees every bad row of a roster with its value (found in the browser, or by the server
 * for a button no one has), imports the 30 students of a roster LibreOffice wrote with Korean
 * headers and button labels, then runs a class with them: every student on their seat, every
 * button answering for its student. Screenshots of the row problems at 1366x768 in ko, en and es
 * go under test-results/ (git-ignored).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage } from '../support/class-main-page';
import { registerScanners } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const stack = inject('stack');
const SITE = 'site-demo';
const SCREENSHOT_DIR = 'test-results/e2e';
const COUNT = 30;
const tag = `ro${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const macs = Array.from({ length: COUNT }, () => randomMac());
const roster30 = readFileSync(
  new URL('../../web/src/pages/class/manage/roster/fixtures/roster-30.xlsx', import.meta.url),
);
const questionTitle = `${tag} roster O/X`;

let browser: Browser;
let page: Page;
let token = '';
let spotId = '';
let spotName = '';
let sessionId = '';
let scanner: TestScanner;

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function studentsOfClassroom() {
  const { users } = await api<{ users: { data: { _id: string; firstname: string; no: number }[] } }>(
    'query ($f: UserFilter) { users(page: 0, perPage: 100, filter: $f) { data { _id firstname no } } }',
    { f: { spot: spotId, students: true } },
  );
  return users.data.sort((a, b) => a.no - b.no);
}

/** 30 buttons in the classroom, labelled 1..30 as the roster names them, linked to no one yet. */
async function placeButtons() {
  const entities = new EntityRepository(testTable());
  for (const [index, mac] of macs.entries()) {
    const now = new Date().toISOString();
    const device: DeviceRecord = {
      _id: `device-${tag}-${index + 1}`,
      mac,
      sn: null,
      name: `Button ${index + 1}`,
      label: String(index + 1),
      status: 'ready',
      siteId: SITE,
      spotId,
      userId: null,
      active: true,
      createdAt: now,
      updatedAt: now,
    };
    await entities.create('DEVICE', device, { siteId: SITE, spotId }, [{ kind: 'MAC', value: mac }]);
  }
}

async function openEditor() {
  await page
    .locator(`[data-testid="class-card"][data-name="${spotName}"]`)
    .getByTestId('class-card-manage')
    .click();
  await page.getByTestId('class-manage').getByTestId('student-table').waitFor();
  await page.getByTestId('roster-open').click();
  await page.getByTestId('roster-import').waitFor();
}

async function chooseRoster(name: string, buffer: Buffer, mimeType = 'text/csv') {
  await page
    .getByTestId('roster-file')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType, buffer });
}

const texts = (testId: string) => page.getByTestId(testId).allTextContents();

beforeAll(async () => {
  token = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Roster ${tag}`);
  spotId = spot._id;
  spotName = spot.name;
  await placeButtons();
  await registerScanners(testTable(), { siteId: SITE, spotId, spotName }, [scid]);
  await createQuestionRecord(DEMO_TEACHER, {
    title: { main: questionTitle },
    answerType: 'ox',
    correct: '1',
  });
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher', { acceptDownloads: true });
  await page.setViewportSize({ width: 1366, height: 768 });
});

afterAll(async () => {
  await scanner?.end();
  await browser?.close();
  if (sessionId)
    await gql('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: sessionId }, { token });
});

describe('roster import in the classroom editor', () => {
  it('lists the rows the browser refuses, each with its value, and keeps Import disabled', async () => {
    await openEditor();
    const file = ['번호,이름,버튼', '1,Ana,1', 'x,Ben,2', '1,Twice,3', '4,,4'].join('\n');

    await chooseRoster('bad.csv', Buffer.from(file));

    await page.getByTestId('roster-errors').waitFor();
    expect(await texts('roster-error-row')).toEqual(['3', '4', '5']);
    expect(await texts('roster-error-value')).toEqual(['x', '1', en.IMPORT_EMPTY_VALUE]);
    expect(await texts('roster-error-message')).toEqual([
      en.ROSTER_INVALID_SEAT,
      en.ROSTER_DUPLICATE_SEAT,
      en.ROSTER_REQUIRED_NAME,
    ]);
    expect(await page.getByTestId('roster-start').isDisabled()).toBe(true);
  });

  it('shows the button the server cannot find on its row, and imports nothing', async () => {
    await chooseRoster(
      'unknown-button.csv',
      Buffer.from(['No.,First name,Button', '1,Ana,1', '2,Ben,99'].join('\n')),
    );
    await page.getByTestId('roster-preview').waitFor();

    await page.getByTestId('roster-start').click();

    await page.getByTestId('roster-errors').waitFor();
    expect(await texts('roster-error-row')).toEqual(['3']);
    expect(await texts('roster-error-value')).toEqual(['99']);
    expect(await texts('roster-error-message')).toEqual([en.ROSTER_UNKNOWN_BUTTON]);
    expect(await studentsOfClassroom()).toEqual([]);
  });

  it('shows the row problems in every language (screenshots at 1366x768)', async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const language of ['ko', 'es', 'en']) {
      await page.selectOption('[data-testid="language-select"]', language);
      await page.getByTestId('roster-errors').waitFor();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/roster-import-errors-${language}-1366x768.png` });
    }
    expect(await page.getByTestId('roster-errors').count()).toBe(1);
  });

  it('imports the 30 students LibreOffice wrote, with their buttons, and lists them by seat', async () => {
    await chooseRoster(
      'roster-30.xlsx',
      roster30,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    await page
      .getByTestId('roster-preview-count')
      .getByText(/^30 students/)
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/roster-import-preview-en-1366x768.png` });

    await page.getByTestId('roster-start').click();

    await page
      .getByText(
        en.ROSTER_SUCCESS_MSG.replace('{{created}}', '30')
          .replace('{{updated}}', '0')
          .replace('{{unchanged}}', '0')
          .replace('{{bound}}', '30'),
      )
      .waitFor();
    await expect.poll(() => page.getByTestId('student-table').locator('tbody tr').count()).toBe(COUNT);
    expect(await page.getByTestId('student-firstname-0').inputValue()).toBe('민준');
    expect(await page.getByTestId('student-no-29').inputValue()).toBe('30');
    const students = await studentsOfClassroom();
    expect(students.map((student) => student.no)).toEqual(
      Array.from({ length: COUNT }, (_, index) => index + 1),
    );
    await page.getByTestId('class-manage-cancel').click();
  });

  it('runs a class with them: every student on a seat, each button answering for its student', async () => {
    const students = await studentsOfClassroom();
    await page
      .locator(`[data-testid="class-card"][data-name="${spotName}"]`)
      .getByTestId('class-card-start')
      .click();
    await page.waitForURL((url) => url.pathname === '/class/main');
    sessionId = new URL(page.url()).searchParams.get('session') ?? '';
    const screen = classMainPage(page);
    await expect.poll(() => screen.seats().count()).toBe(COUNT);
    const shown = await screen
      .seats()
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-student')));
    expect(new Set(shown)).toEqual(new Set(students.map((student) => student._id)));

    await screen.chooseQuestion(questionTitle);
    await page.getByTestId('start-question').click();
    await screen.waitLive();
    // Button n answers O when n is odd: the seat of student n shows it.
    const values = macs.map((_, index) => (index % 2 === 0 ? 'O' : 'X'));
    const ack = await scanner.press(macs, values);

    expect(ack.acks.every((entry) => entry.status === 'accepted')).toBe(true);
    await expect.poll(() => screen.answeredAs('O').count()).toBe(COUNT / 2);
    await expect.poll(() => screen.answeredAs('X').count()).toBe(COUNT / 2);
    const seven = students.find((student) => student.no === 7);
    expect(
      await page.locator(`[data-testid="seat"][data-student="${seven?._id}"]`).getAttribute('data-answer'),
    ).toBe('O');
  });
});
