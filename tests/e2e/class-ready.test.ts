/// <reference lib="dom" />
/**
 * The class list in a real browser (spec section 2 "Class list", "Class manage modal", "Start
 * flow"): a teacher creates a classroom with 5 students and a phone photo (HEIC, converted to
 * JPEG in the browser), finds it in the list, edits it, starts class (the session is checked on
 * the server), comes back, starts again and is asked to continue or end the unfinished class;
 * staff sees no Add Classroom card and no Delete.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { gql, signin } from '../support/graphql';

const stack = inject('stack');
let browser: Browser;
let teacher: Page;
let token: string;

/** A 64x48 red HEIC (libheif's heif-enc from a solid PNG): the photo a phone would upload. */
const HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAGgACAAEAAAAAAAAA' +
    'AQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAA' +
    'ALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQED' +
    'cAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlz' +
    'cGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGlt' +
    'ZwACAAEAAQAAACJtZGF0AAAAFigBrxmA70mlv//If3/flr/e61pj5uA=',
  'base64',
);

const title = `Class 5-${Date.now()}`;
const renamed = `${title} (edited)`;

interface StudentRow {
  _id: string;
  firstname: string;
  lastname: string | null;
  no: number | null;
}

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function spotNamed(name: string) {
  const { spots } = await api<{
    spots: { data: Array<{ _id: string; site: { _id: string }; image: { path: string } | null }> };
  }>(
    'query ($filter: SpotFilter) { spots(perPage: 5, filter: $filter) { data { _id site { _id } image { path } } } }',
    { filter: { q: name } },
  );
  const spot = spots.data[0];
  if (!spot) throw new Error(`no classroom ${name}`);
  return spot;
}

async function studentsOf(spot: string): Promise<StudentRow[]> {
  const { users } = await api<{ users: { data: StudentRow[] } }>(
    'query ($filter: UserFilter) { users(perPage: 100, filter: $filter) { data { _id firstname lastname no } } }',
    { filter: { spot, students: true } },
  );
  return users.data.sort((a, b) => a.firstname.localeCompare(b.firstname));
}

async function session(id: string) {
  const result = await api<{ session: { _id: string; endtime: string | null } | null }>(
    'query ($id: ID!) { session(id: $id) { _id endtime } }',
    { id },
  );
  return result.session;
}

function card(page: Page, name: string) {
  return page.locator(`[data-testid="class-card"][data-name="${name}"]`);
}

/** Fills the student row at `index` (rows are added at the top, so the table order is the fill order). */
async function fillRow(page: Page, index: number, firstname: string, lastname: string, no: string) {
  await page.getByTestId(`student-firstname-${index}`).fill(firstname);
  await page.getByTestId(`student-lastname-${index}`).fill(lastname);
  await page.getByTestId(`student-no-${index}`).fill(no);
}

/** The session id in the running class URL once Start Class has navigated there. */
async function runningSession(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/class/main');
  const id = new URL(page.url()).searchParams.get('session');
  if (!id) throw new Error('no session in the URL');
  return id;
}

async function backToList(page: Page) {
  await page.goBack();
  await page.getByTestId('class-ready').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  token = await signin('teacher', 'demo1234');
});

afterAll(async () => {
  await browser?.close();
});

describe('class list', () => {
  it('shows the school footer images and the Add Classroom card to a manager', async () => {
    await teacher.getByTestId('class-add').waitFor();
    expect(await teacher.getByTestId('class-footer-image').count()).toBe(2);
    expect(await teacher.getByTestId('class-card').count()).toBeLessThanOrEqual(5);
  });

  it('refuses an empty title and a student without a first name, sending nothing', async () => {
    await teacher.getByTestId('class-add').click();
    await teacher.getByTestId('class-manage').waitFor();
    await teacher.getByTestId('class-manage-save').click();

    await teacher.getByText(en.REQUIRED_CLASSROOM_TITLE).waitFor();
    await teacher.getByText(en.REQUIRED_NAME_MSG).waitFor();
    await teacher.getByTestId('class-manage-cancel').click();
    await teacher.getByTestId('class-manage').waitFor({ state: 'hidden' });
    const { spots } = await api<{ spots: { total: number } }>(
      'query ($filter: SpotFilter) { spots(perPage: 1, filter: $filter) { total } }',
      { filter: { q: title } },
    );
    expect(spots.total).toBe(0);
  });

  it('creates a classroom with 5 students and a HEIC photo converted to JPEG in the browser', async () => {
    await teacher.getByTestId('class-add').click();
    await teacher.getByTestId('class-manage-title').fill(title);
    for (let added = 1; added < 5; added += 1) await teacher.getByTestId('student-add').click();
    await fillRow(teacher, 0, 'Ann', 'Lee', '1');
    await fillRow(teacher, 1, 'Bo', '', '2');
    await fillRow(teacher, 2, 'Cy', 'Kim', 'three');
    await fillRow(teacher, 3, 'Di', '', '4');
    await fillRow(teacher, 4, 'Ed', 'Park', '5');

    // Records what the console hands to fetch: the multipart body is not readable from outside.
    await teacher.evaluate(() => {
      const original = window.fetch;
      window.fetch = (input, init) => {
        const file = init?.body instanceof FormData ? init.body.get('file') : null;
        if (file instanceof File) document.body.dataset.uploaded = `${file.name}|${file.type}`;
        return original(input, init);
      };
    });
    await teacher
      .getByTestId('class-image-file')
      .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await teacher.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="class-image-preview"]');
      return img?.complete && img.naturalWidth > 0;
    });
    await teacher.getByTestId('class-manage-save').click();
    await teacher.getByTestId('class-manage').waitFor({ state: 'hidden' });
    await card(teacher, title).waitFor();

    expect(await teacher.evaluate(() => document.body.dataset.uploaded)).toBe('IMG_0001.jpg|image/jpeg');
    const spot = await spotNamed(title);
    expect(spot.image?.path).toMatch(/\.jpg$/);
    expect(await card(teacher, title).getByTestId('class-card-image').count()).toBe(1);
    const students = await studentsOf(spot._id);
    expect(students.map(({ firstname, lastname, no }) => ({ firstname, lastname, no }))).toEqual([
      { firstname: 'Ann', lastname: 'Lee', no: 1 },
      { firstname: 'Bo', lastname: null, no: 2 },
      { firstname: 'Cy', lastname: 'Kim', no: null },
      { firstname: 'Di', lastname: null, no: 4 },
      { firstname: 'Ed', lastname: 'Park', no: 5 },
    ]);
  });

  it('edits the classroom: renames it, changes a student, removes one and adds one at the top', async () => {
    await card(teacher, title).getByTestId('class-card-manage').click();
    await teacher.getByTestId('student-firstname-4').waitFor();
    // Seat order: Ann 1, Bo 2, Di 4, Ed 5, then Cy without a number.
    expect(await teacher.getByTestId('student-firstname-2').inputValue()).toBe('Di');
    await teacher.getByTestId('class-manage-title').fill(renamed);
    await teacher.getByTestId('student-no-4').fill('3');
    await teacher.getByTestId('student-delete-1').click();
    await teacher.getByTestId('student-add').click();
    await fillRow(teacher, 0, 'Fay', '', '6');
    await teacher.getByTestId('class-manage-save').click();
    await teacher.getByTestId('class-manage').waitFor({ state: 'hidden' });
    await card(teacher, renamed).waitFor();

    const students = await studentsOf((await spotNamed(renamed))._id);
    expect(students.map(({ firstname, no }) => `${firstname}:${no}`)).toEqual([
      'Ann:1',
      'Cy:3',
      'Di:4',
      'Ed:5',
      'Fay:6',
    ]);
  });

  it('starts class, then offers to continue or end the unfinished class', async () => {
    const spot = await spotNamed(renamed);
    await card(teacher, renamed).getByTestId('class-card-start').click();
    const first = await runningSession(teacher);
    const last = await api<{ lastSession: { _id: string; endtime: string | null } | null }>(
      'query ($site: ID!, $spot: ID) { lastSession(site: $site, spot: $spot) { _id endtime } }',
      { site: spot.site._id, spot: spot._id },
    );
    expect(last.lastSession).toEqual({ _id: first, endtime: null });

    await backToList(teacher);
    await card(teacher, renamed).getByTestId('class-card-start').click();
    await teacher.getByTestId('unfinished-class').waitFor();
    await teacher.getByTestId('unfinished-class-using').click();
    expect(await runningSession(teacher)).toBe(first);

    await backToList(teacher);
    await card(teacher, renamed).getByTestId('class-card-start').click();
    await teacher.getByTestId('unfinished-class-clear').click();
    const second = await runningSession(teacher);
    expect(second).not.toBe(first);
    expect((await session(first))?.endtime).toEqual(expect.any(String));
    expect((await session(second))?.endtime).toBeNull();
    await backToList(teacher);
  });

  it('shows staff no Add Classroom card and no Delete', async () => {
    const staff = await signedInTeacherPage(browser, stack.url, 'staff');
    await card(staff, renamed).waitFor();
    await card(staff, renamed).getByTestId('class-card-manage').click();
    await staff.getByTestId('student-firstname-0').waitFor();

    expect(await staff.getByTestId('class-add').count()).toBe(0);
    expect(await staff.getByTestId('class-manage-delete').count()).toBe(0);
    expect(await staff.getByTestId('class-manage-save').isVisible()).toBe(true);
    await staff.context().close();
  });

  it('deletes a classroom with its students, and keeps one with a linked device, saying why', async () => {
    const spot = await spotNamed(renamed);
    const last = await api<{ lastSession: { _id: string } | null }>(
      'query ($site: ID!, $spot: ID) { lastSession(site: $site, spot: $spot) { _id } }',
      { site: spot.site._id, spot: spot._id },
    );
    await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: last.lastSession?._id });
    const students = await studentsOf(spot._id);
    expect(students.length).toBeGreaterThan(0);
    const before = await api<{ user: { _id: string } | null }>('query ($id: ID!) { user(id: $id) { _id } }', {
      id: students[0]?._id,
    });
    expect(before.user?._id).toBe(students[0]?._id);

    // A button linked to the classroom itself keeps it: an administrator moves devices.
    const mac = `AA:BB:CD:${[1, 2, 3]
      .map(() =>
        Math.floor(Math.random() * 256)
          .toString(16)
          .padStart(2, '0'),
      )
      .join(':')}`.toUpperCase();
    await api('mutation ($input: DeviceInput!) { upsertDevice(input: $input) { mac } }', {
      input: { mac, site: spot.site._id, spot: spot._id },
    });
    await card(teacher, renamed).getByTestId('class-card-manage').click();
    await teacher.getByTestId('student-firstname-0').waitFor();
    await teacher.getByTestId('class-manage-delete').click();
    await teacher.getByTestId('class-manage-delete-confirm-ok').click();
    await teacher.getByText(en.CLASSROOM_NOT_EMPTY).waitFor();
    await teacher.getByTestId('class-manage-cancel').click();
    expect(await card(teacher, renamed).count()).toBe(1);

    // Without it, Delete removes the classroom and its students.
    await api('mutation ($mac: String!) { removeDevice(mac: $mac) { success } }', { mac });
    await card(teacher, renamed).getByTestId('class-card-manage').click();
    await teacher.getByTestId('student-firstname-0').waitFor();
    await teacher.getByTestId('class-manage-delete').click();
    await teacher.getByTestId('class-manage-delete-confirm-ok').click();
    await card(teacher, renamed).waitFor({ state: 'detached' });
    const { spots } = await api<{ spots: { total: number } }>(
      'query ($filter: SpotFilter) { spots(perPage: 1, filter: $filter) { total } }',
      { filter: { q: renamed } },
    );
    expect(spots.total).toBe(0);
    // An unknown user answers Forbidden (no probing for ids); the same query found them before.
    for (const student of students) {
      const result = await gql('query ($id: ID!) { user(id: $id) { _id } }', { id: student._id }, { token });
      expect(result.errors?.[0]?.errorType).toBe('Forbidden');
    }
  });
});
