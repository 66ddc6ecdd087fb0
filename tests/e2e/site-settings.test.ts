/// <reference lib="dom" />
/**
 * A site's class screen settings in a real browser (issue 10 item 5, spec section 9): a new
 * site's running class shows the shipped defaults; an admin uploads a background image and a
 * countdown sound in the site's edit form; the teacher's running class screen then shows that
 * background and loads that sound. A distributor's background (set by system on its detail) is
 * used by its site with none of its own, while a site's own wins. Sites and a distributor of
 * their own, so no other test's screen changes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { createSite, createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { solidPng, toneWav } from '../support/media-samples';
import { createDist } from '../support/org-fixtures';
import { createSessionRecord } from '../support/session-fixtures';

const stack = inject('stack');
let browser: Browser;
let teacher: Page;
let siteId = '';
let classUrl = '';
/** The first site's own background, once the admin has uploaded it. */
let siteBackground = '';
let distId = '';
let distClassUrl = '';
let distTeacher: Page;

const screen = (page = teacher) => page.getByTestId('class-main');
const backgroundOf = (page = teacher) =>
  screen(page).evaluate((element) => getComputedStyle(element).backgroundImage);
const audioSrc = () =>
  teacher.getByTestId('countdown-audio').evaluate((audio: HTMLAudioElement) => audio.src);

beforeAll(async () => {
  const site = await createSite({ name: `Screen site ${Date.now()}` });
  siteId = site._id;
  const user = await createUser({ manager: true }, { siteId });
  const session = await createSessionRecord(siteId, user._id);
  classUrl = `${stack.url}/class/main?session=${session._id}`;
  // A site of a distributor, with no settings of its own.
  distId = (await createDist(`Screen distributor ${Date.now()}`))._id;
  const distSite = await createSite({ name: `Screen dist site ${Date.now()}`, distId });
  const distUser = await createUser({ manager: true }, { siteId: distSite._id });
  const distSession = await createSessionRecord(distSite._id, distUser._id);
  distClassUrl = `${stack.url}/class/main?session=${distSession._id}`;
  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, user.uid, { password: user.password });
  distTeacher = await signedInTeacherPage(browser, stack.url, distUser.uid, { password: distUser.password });
});

afterAll(async () => {
  await browser?.close();
});

describe('class screen settings per site', () => {
  it('runs a new site’s class with the shipped defaults', async () => {
    await teacher.goto(classUrl);
    await screen().waitFor();
    expect(await backgroundOf()).toBe('none');
    expect(await audioSrc()).toMatch(/countdown[^/]*\.wav$/);
  });

  it('uses the background and countdown audio an admin chose for the site', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const admin = await context.newPage();
    await admin.goto(`${stack.url}/`);
    await admin.getByTestId('login-uid').fill('admin');
    await admin.getByTestId('login-password').fill('demo1234');
    await admin.getByTestId('login-submit').click();
    await admin.getByTestId('admin-shell').waitFor();

    await admin.goto(`${stack.url}/admin/manage/detail/site/${siteId}`);
    await admin.getByTestId('detail-edit').click();
    await admin.getByText(en.CLASS_SCREEN_SETTINGS, { exact: true }).waitFor();
    await admin
      .getByTestId('site-form-background-file')
      .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: await solidPng() });
    await admin
      .getByTestId('site-form-audio-file')
      .setInputFiles({ name: 'tick.wav', mimeType: 'audio/wav', buffer: toneWav() });
    const background = await admin
      .getByTestId('site-form-background-preview')
      .evaluate((img: HTMLImageElement) => new URL(img.src).pathname);
    const audio = await admin
      .getByTestId('site-form-audio-player')
      .evaluate((player: HTMLAudioElement) => new URL(player.src).pathname);
    expect(background).toMatch(/\.png$/);
    expect(audio).toMatch(/\.wav$/);
    await admin.getByTestId('site-form-save').click();
    await admin.getByTestId('site-form').waitFor({ state: 'hidden' });
    await context.close();

    // Stored in the site's info, as the class screen reads it.
    const token = await signin('admin', 'demo1234');
    const stored = await gql<{ site: { info: string } }>(
      'query ($id: ID!) { site(id: $id) { info } }',
      { id: siteId },
      { token },
    );
    expect(JSON.parse(stored.data?.site.info ?? '{}').classScreen).toMatchObject({ background, audio });
    siteBackground = background;

    await teacher.goto(classUrl);
    await screen().waitFor();
    await expect.poll(backgroundOf).toBe(`url("${stack.url}${background}")`);
    expect(new URL(await audioSrc()).pathname).toBe(audio);
    // The sound really loads from the stored file.
    const duration = await teacher.waitForFunction(() => {
      const player = document.querySelector<HTMLAudioElement>('[data-testid="countdown-audio"]');
      return player && player.readyState >= 1 && Number.isFinite(player.duration) ? player.duration : null;
    });
    expect(await duration.jsonValue()).toBeCloseTo(0.25, 2);
  });

  it('uses the distributor’s background for a site with none, and a site’s own over it', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const system = await context.newPage();
    await system.goto(`${stack.url}/`);
    await system.getByTestId('login-uid').fill('system');
    await system.getByTestId('login-password').fill('demo1234');
    await system.getByTestId('login-submit').click();
    await system.getByTestId('admin-shell').waitFor();

    await system.goto(`${stack.url}/admin/system/setting/dist/detail/${distId}`);
    await system.getByText(en.DIST_CLASS_SCREEN_HINT).waitFor();
    await system
      .getByTestId('dist-screen-background-file')
      .setInputFiles({ name: 'dist-board.png', mimeType: 'image/png', buffer: await solidPng() });
    const background = await system
      .getByTestId('dist-screen-background-preview')
      .evaluate((img: HTMLImageElement) => new URL(img.src).pathname);
    expect(background).toMatch(/\.png$/);
    expect(background).not.toBe(siteBackground);
    await system.getByTestId('dist-screen-save').click();
    await system.getByText(en.SAVE_SUCCESS_MSG).first().waitFor();
    await context.close();

    // Stored in the distributor's info, the way a site keeps its own.
    const token = await signin('system', 'demo1234');
    const stored = await gql<{ dist: { info: string } }>(
      'query ($id: ID!) { dist(id: $id) { info } }',
      { id: distId },
      { token },
    );
    expect(JSON.parse(stored.data?.dist.info ?? '{}').classScreen).toMatchObject({ background });

    // The distributor's site has no background of its own: its class runs with the distributor's.
    await distTeacher.goto(distClassUrl);
    await screen(distTeacher).waitFor();
    await expect.poll(() => backgroundOf(distTeacher)).toBe(`url("${stack.url}${background}")`);

    // The first site joins the distributor and keeps its own background.
    const moved = await gql(
      'mutation ($id: ID!, $sites: [ID!]!) { setDist(id: $id, sites: $sites) { success } }',
      {
        id: distId,
        sites: [siteId],
      },
      { token },
    );
    expect(moved.errors).toBeUndefined();
    await teacher.goto(classUrl);
    await screen().waitFor();
    await expect.poll(backgroundOf).toBe(`url("${stack.url}${siteBackground}")`);
  });
});
