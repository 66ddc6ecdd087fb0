/// <reference lib="dom" />
/**
 * System notices on the running class screen and the student app (docs/class-main.md "Notices"):
 * a teacher's class is running at 1920x1080 and a phone (390x844) has joined it by code. A system
 * user publishes notices through the real Amplify client: the classroom's text shows on both
 * screens (newest on top, dismissible), another classroom's and a class-control notice's do not,
 * and a notice to one phone reaches that phone only; axe-core checks both notice areas. Then
 * `npm run simulate -- --event` (a child process) sends a seated button's event, bound by a thing
 * to a notice action, and the rules engine's notice shows on both screens.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SessionRecord, SpotRecord } from '../../functions/src/data/records';
import { en } from '../../web/src/i18n/locales/en';
import { amplifyClient } from '../support/amplify';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { DEMO_TEACHER } from '../support/question-fixtures';
import { createSessionRecord, endOngoingSession } from '../support/session-fixtures';
import { simulateDeviceEvent } from '../support/simulator-cli';

const stack = inject('stack');
const SITE = 'site-demo';
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };
/** Notices cross the gateway and a subscription; the polls wait this long at most. */
const WAIT = { timeout: 15_000 };
const tag = `cn${Date.now().toString(36)}`;
const mac = randomMac();

// Subscribers get only the fields the mutation selects (AppSync), so it selects them all.
const PUBLISH =
  'mutation ($i: NoticeInput!) { publishNotice(input: $i) { _id site spot app noti text createdAt } }';
const CREATE_ACTION = 'mutation ($i: ActionInput!) { createAction(input: $i) { _id code } }';
const CREATE_DEF = 'mutation ($i: EventDefInput!) { createEventDef(input: $i) { _id type } }';
const CREATE_THING = 'mutation ($i: ThingInput!) { createThing(input: $i) { _id } }';

let browser: Browser;
let teacher: Page;
let phone: Page;
let system = '';
let session: SessionRecord;
let otherSpot: SpotRecord;
const contexts: BrowserContext[] = [];
// Amplify's full client types are too deep for tsc; the test needs only graphql().
const client = amplifyClient() as unknown as {
  graphql(options: unknown): Promise<{ data?: unknown; errors?: unknown[] }>;
};

/** publishNotice as the system user, through the real Amplify client. */
async function publish(input: { spot?: string; app?: string; noti?: string; text: string }) {
  const result = await client.graphql({
    query: PUBLISH,
    variables: { i: { site: SITE, noti: 'RULE_NOTICE', ...input } },
    authMode: 'lambda',
    authToken: system,
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
}

async function asSystem<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token: system });
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** axe-core on the notices of a page: the serious and critical violations, by rule. */
async function severeViolations(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

const screenTexts = () => teacher.getByTestId('class-notice').allTextContents();
const phoneTexts = () => phone.getByTestId('remote-notice').allTextContents();

beforeAll(async () => {
  const operator = await createUser({ system: true });
  system = await signin(operator.uid, operator.password);
  session = await createSessionRecord(SITE, DEMO_TEACHER);
  otherSpot = await createSpot(SITE, `Other ${tag}`);
  await seatStudents(
    testTable(),
    { siteId: SITE, spotId: session.spotId, spotName: 'Test classroom' },
    [mac],
    tag,
  );

  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
  await teacher.getByTestId('class-main').waitFor();

  const context = await browser.newContext(PHONE);
  contexts.push(context);
  phone = await context.newPage();
  await phone.goto(`${stack.url}/remote`);
  await phone.getByLabel(en.REMOTE_APP_CODE).fill(session.code);
  await phone.getByLabel(en.REMOTE_APP_NAME).fill(`Phone ${tag}`);
  await phone.getByRole('button', { name: en.REMOTE_APP_JOIN, exact: true }).click();

  // Both subscriptions acknowledged by the server: a notice published from now on arrives.
  await teacher
    .locator('[data-testid="class-notices"][data-live="true"]')
    .waitFor({ ...WAIT, state: 'attached' });
  await phone
    .locator('[data-testid="remote-notices"][data-live="true"]')
    .waitFor({ ...WAIT, state: 'attached' });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  if (session) await endOngoingSession(session.spotId);
});

describe('system notices during a class', () => {
  it("shows the classroom's notices on the screen and the phone, not another classroom's or a control notice", async () => {
    const other = `Other room ${tag}`;
    const control = `Control ${tag}`;
    const first = `Line up for lunch ${tag}`;
    const second = `Fire drill at 10 ${tag}`;
    await publish({ spot: otherSpot._id, text: other });
    await publish({ spot: session.spotId, noti: 'QUESTION_STOPPED', text: control });
    await publish({ spot: session.spotId, text: first });
    await publish({ spot: session.spotId, text: second });

    // Newest on top, on both screens.
    await expect.poll(screenTexts, WAIT).toEqual([second, first]);
    await expect.poll(phoneTexts, WAIT).toEqual([second, first]);
    for (const texts of [await screenTexts(), await phoneTexts()]) {
      expect(texts).not.toContain(other);
      expect(texts).not.toContain(control);
    }
    // The phone's notices are a live region named for screen readers.
    expect(await phone.getByRole('status', { name: en.CLASS_NOTICES }).textContent()).toContain(second);
    expect(await severeViolations(phone, '[data-testid="remote-notices"]')).toEqual([]);
    expect(await severeViolations(teacher, '[data-testid="class-notices"]')).toEqual([]);
  });

  it('dismisses a notice on each screen', async () => {
    // Its own notices: those of the test before may have left by themselves (SHOW_MS) on a slow run.
    const older = `Bring your books ${tag}`;
    const newer = `Quiet please ${tag}`;
    await publish({ spot: session.spotId, text: older });
    await publish({ spot: session.spotId, text: newer });
    await expect.poll(async () => (await screenTexts()).slice(0, 2), WAIT).toEqual([newer, older]);
    await expect.poll(async () => (await phoneTexts()).slice(0, 2), WAIT).toEqual([newer, older]);

    await teacher
      .getByTestId('class-notices')
      .getByRole('button', { name: en.CLASS_NOTICE_DISMISS })
      .first()
      .click();
    await expect.poll(async () => (await screenTexts())[0], WAIT).toBe(older);
    expect(await screenTexts()).not.toContain(newer);
    await phone.getByRole('button', { name: en.CLASS_NOTICE_DISMISS }).first().click();
    await expect.poll(async () => (await phoneTexts())[0], WAIT).toBe(older);
    expect(await phoneTexts()).not.toContain(newer);
  });

  it("gives a notice to one phone's app to that phone only", async () => {
    const uuid = await phone.evaluate(() => localStorage.getItem('classpulse.remote.uuid'));
    expect(uuid).toBeTruthy();
    const notMine = `For another phone ${tag}`;
    const mine = `See me after class ${tag}`;
    await publish({ spot: session.spotId, app: randomUUID(), text: notMine });
    await publish({ spot: session.spotId, app: uuid ?? '', text: mine });
    await expect.poll(async () => (await phoneTexts())[0], WAIT).toBe(mine);
    expect(await phoneTexts()).not.toContain(notMine);
  });

  it('shows the notice of a button event the simulator publishes (npm run simulate -- --event)', async () => {
    const type = `call-${randomUUID().slice(0, 8)}`;
    const text = `The teacher is called ${tag}`;
    const def = (
      await asSystem<{ createEventDef: { _id: string } }>(CREATE_DEF, { i: { title: type, type } })
    ).createEventDef;
    const code = `notice-${randomUUID().slice(0, 8)}`;
    await asSystem(CREATE_ACTION, {
      i: {
        code,
        name: code,
        fn: 'notice',
        parameter: [
          { key: 'text', type: 'string', required: true },
          { key: 'noti', type: 'string', default: '"RULE_NOTICE"' },
        ],
      },
    });
    await asSystem(CREATE_THING, {
      i: {
        event: def._id,
        action: code,
        site: SITE,
        spot: session.spotId,
        device: { mac },
        parameter: JSON.stringify({ text }),
      },
    });

    const stdout = await simulateDeviceEvent(stack.mqttUrl, type, mac);
    expect(stdout).toContain('/events');

    await expect.poll(async () => (await screenTexts())[0], WAIT).toBe(text);
    await expect.poll(async () => (await phoneTexts())[0], WAIT).toBe(text);
  });
});
