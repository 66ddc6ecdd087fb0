/// <reference lib="dom" />
/**
 * The rules engine's console end to end (issue 9's acceptance, docs/rules-engine.md): the demo
 * system user defines an event definition, a notice action with two parameters and, on
 * /admin/system/thing/create, a thing binding them to a seated button of a classroom whose class
 * is running. `npm run simulate -- --event` (a child process) emits that button's event and the
 * notice text appears on the teacher's running class screen. Deleting the action is then refused
 * with the translated DELETE_THING_CONNECTED_ACTION_ERR; after the thing is deleted, it goes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SessionRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { randomMac } from '../support/org-fixtures';
import { DEMO_TEACHER } from '../support/question-fixtures';
import { createSessionRecord, endOngoingSession } from '../support/session-fixtures';
import { simulateDeviceEvent } from '../support/simulator-cli';

const stack = inject('stack');
const SITE = 'site-demo';
/** Notices cross the broker, the engine, the gateway and a subscription; polls wait this long. */
const WAIT = { timeout: 20_000 };
const tag = `rc${Date.now().toString(36)}`;
const mac = randomMac();
const eventType = `call-${tag}`;
const eventTitle = `Call the office ${tag}`;
const actionCode = `NOTICE-${tag}`;
const actionName = `Post a notice ${tag}`;
const thingTitle = `Office call ${tag}`;
const noticeText = `The office is calling ${tag}`;
const spotName = `Room ${tag}`;

let browser: Browser;
let teacher: Page;
let admin: Page;
let token = '';
let siteName = '';
let session: SessionRecord;

async function asSystem<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** Opens a Cloudscape select or multiselect by test id and picks the option with this label. */
async function pick(testId: string, label: string) {
  await admin.getByTestId(testId).locator('button').first().click();
  await admin.getByRole('option', { name: label }).first().click();
}

const actionNamed = () =>
  asSystem<{ action: { code: string } | null }>('query ($code: String!) { action(code: $code) { code } }', {
    code: actionCode,
  });

beforeAll(async () => {
  token = await signin('system', 'demo1234');
  session = await createSessionRecord(SITE, DEMO_TEACHER);
  // A name of its own, so the classroom picker shows it once among the site's classrooms.
  await asSystem('mutation ($id: ID!, $input: SpotPatch!) { updateSpot(id: $id, input: $input) { _id } }', {
    id: session.spotId,
    input: { name: spotName },
  });
  siteName = (await asSystem<{ site: { name: string } }>('query { site(id: "site-demo") { name } }')).site
    .name;
  await seatStudents(testTable(), { siteId: SITE, spotId: session.spotId, spotName }, [mac], tag);

  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
  await teacher.getByTestId('class-main').waitFor();
  // The screen's notice subscription is acknowledged: a notice published from now on arrives.
  await teacher
    .locator('[data-testid="class-notices"][data-live="true"]')
    .waitFor({ ...WAIT, state: 'attached' });

  const context = await browser.newContext({ locale: 'en-US' });
  admin = await context.newPage();
  await admin.goto(`${stack.url}/`);
  await admin.getByTestId('login-uid').fill('system');
  await admin.getByTestId('login-password').fill('demo1234');
  await admin.getByTestId('login-submit').click();
  await admin.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
});

afterAll(async () => {
  await browser?.close();
  if (session) await endOngoingSession(session.spotId);
});

describe('the rules console (system user)', () => {
  it('defines an event definition', async () => {
    await admin.goto(`${stack.url}/admin/system/setting/eventDef`);
    await admin.getByTestId('eventDef-create').click();
    await admin.getByTestId('eventDef-form-title').fill(eventTitle);
    await admin.getByTestId('eventDef-form-type').fill(eventType);
    await admin.getByTestId('eventDef-form-save').click();
    await admin.getByTestId('detail-type').getByText(eventType).waitFor();
  });

  it('defines a notice action with two parameter definitions', async () => {
    await admin.goto(`${stack.url}/admin/system/setting/action`);
    await admin.getByTestId('action-create').click();
    await admin.getByTestId('action-form-code').fill(actionCode);
    await admin.getByTestId('action-form-name').fill(actionName);
    // The function is one of the built-ins, picked from a list (free text saved and failed at run time).
    await admin.getByTestId('action-form-fn').click();
    await admin.getByRole('option', { name: en.RULE_FN_NOTICE }).click();
    await admin.getByTestId('action-form-parameter-add').click();
    await admin.getByTestId('action-form-parameter-key-0').fill('text');
    const required = admin.getByTestId('action-form-parameter-required-0');
    await required.getByText(en.RULE_PARAMETER_REQUIRED).click();
    await expect.poll(() => required.locator('input').isChecked()).toBe(true);
    await admin.getByTestId('action-form-parameter-add').click();
    await admin.getByTestId('action-form-parameter-key-1').fill('noti');
    await admin.getByTestId('action-form-parameter-default-1').fill('RULE_NOTICE');
    await admin.getByTestId('action-form-save').click();

    await admin.getByTestId('detail-code').getByText(actionCode).waitFor();
    expect(await admin.getByTestId('detail-parameter').textContent()).toBe('text*: string, noti: string');
    expect(await admin.getByTestId('detail-fn').textContent()).toBe(en.RULE_FN_NOTICE);
    const stored = await asSystem<{ action: { fn: string; parameter: unknown[] } }>(
      'query ($code: String!) { action(code: $code) { fn parameter { key type required default } } }',
      { code: actionCode },
    );
    expect(stored.action).toEqual({
      fn: 'notice',
      parameter: [
        { key: 'text', type: 'string', required: true, default: null },
        { key: 'noti', type: 'string', required: false, default: '"RULE_NOTICE"' },
      ],
    });
  });

  it('creates a thing for the seated button, naming what is missing first', async () => {
    await admin.goto(`${stack.url}/admin/system/thing/create`);
    await admin.getByTestId('thing-create-page').waitFor();
    await admin.getByTestId('thing-create-submit').click();
    for (const key of ['REQUIRED_EVENT', 'REQUIRED_ACTION', 'REQUIRED_EVENTS'] as const)
      await admin.getByText(en[key]).waitFor();

    await admin.getByTestId('thing-create-title').fill(thingTitle);
    await pick('thing-create-event', eventTitle);
    await pick('thing-create-action', actionName);
    await pick('thing-create-site', siteName);
    await pick('thing-create-spot', spotName);
    await pick('thing-create-devices', 'Button 001');
    // The action's required parameter is checked on the client before the server.
    await admin.getByTestId('thing-create-submit').click();
    await admin.getByText(en.REQUIRED_PARAMETER.replace('{{key}}', 'text')).waitFor();

    await admin.getByTestId('thing-create-param-text').fill(noticeText);
    await expect.poll(() => admin.getByTestId('thing-create-rows').locator('tbody tr').count()).toBe(1);
    await admin.getByTestId('thing-create-submit').click();
    await admin.getByTestId('thing-list').getByText(thingTitle, { exact: false }).first().waitFor();

    const things = await asSystem<{
      things: { data: Array<{ device: { mac: string }; spot: { _id: string }; parameter: string }> };
    }>(
      'query ($q: String) { things(perPage: 10, filter: { q: $q }) { data { device { mac } spot { _id } parameter } } }',
      {
        q: tag,
      },
    );
    expect(things.things.data).toEqual([
      { device: { mac }, spot: { _id: session.spotId }, parameter: JSON.stringify({ text: noticeText }) },
    ]);
  });

  it("shows the notice on the running class screen when the simulator emits the button's event", async () => {
    const stdout = await simulateDeviceEvent(stack.mqttUrl, eventType, mac);
    expect(stdout).toContain('/events');
    await expect
      .poll(async () => teacher.getByTestId('class-notice').allTextContents(), WAIT)
      .toContain(noticeText);
  });

  it('refuses to delete the action while the thing uses it, with the translated reason', async () => {
    await admin.goto(`${stack.url}/admin/system/setting/action/detail/${encodeURIComponent(actionCode)}`);
    await admin.getByTestId('detail-delete').click();
    await admin.getByTestId('detail-delete-confirm-ok').click();
    await admin.getByText(en.DELETE_THING_CONNECTED_ACTION_ERR).waitFor();
    expect(new URL(admin.url()).pathname).toBe(`/admin/system/setting/action/detail/${actionCode}`);
    expect((await actionNamed()).action?.code).toBe(actionCode);
  });

  it('deletes the action once the thing is deleted', async () => {
    await admin.goto(`${stack.url}/admin/system/setting/thing`);
    await admin.getByTestId('thing-list').getByText(thingTitle, { exact: false }).first().click();
    await admin.getByTestId('detail-title').waitFor();
    await admin.getByTestId('detail-delete').click();
    await admin.getByTestId('detail-delete-confirm-ok').click();
    await admin.waitForURL((url) => url.pathname === '/admin/system/setting/thing');

    await admin.goto(`${stack.url}/admin/system/setting/action/detail/${encodeURIComponent(actionCode)}`);
    await admin.getByTestId('detail-delete').click();
    await admin.getByTestId('detail-delete-confirm-ok').click();
    await admin.waitForURL((url) => url.pathname === '/admin/system/setting/action');
    expect((await actionNamed()).action).toBeNull();
  });
});
