/// <reference lib="dom" />
/**
 * A phone's answer and a class notice reach the teacher's screen through the wiring the cloud
 * assembly declares (docs/local-stack.md "Wiring from the assembly"). The resolver pushes both to
 * subscribers through GRAPHQL_URL, and the local stack takes that variable from nowhere but the
 * resolver function's template: the wiring says it is the API's own URL, and with it a phone
 * (390x844) that joins by code and answers shows on the teacher's running class (1920x1080), and
 * an administrator's message (createMessage) shows there as a notice. The handlers share one
 * process locally, where the consumer's template sets the same variable, so it is the first test
 * that fails when the resolver's template loses it (tried: it does; lambda-parity runs each bundle
 * with its own template environment alone).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SessionRecord } from '../../functions/src/data/records';
import { TEMPLATE_PLACEHOLDERS } from '../../infra/local/wiring/placeholders';
import { HANDLERS } from '../../infra/local/wiring/serve';
import { loadLocalWiring } from '../../infra/local/wiring/wiring';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { classMainPage } from '../support/class-main-page';
import { gql, signin } from '../support/graphql';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { createSessionRecord, endOngoingSession } from '../support/session-fixtures';

const stack = inject('stack');
const SITE = 'site-demo';
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };
/** An answer and a notice cross the gateway and a subscription; the polls wait this long at most. */
const WAIT = { timeout: 15_000 };
const tag = `an${Date.now().toString(36)}`;
const oxTitle = `${tag} OX wiring`;

let browser: Browser;
let teacher: Page;
let session: SessionRecord;
const contexts: BrowserContext[] = [];
const screen = () => classMainPage(teacher);

beforeAll(async () => {
  await createQuestionRecord(DEMO_TEACHER, { title: { main: oxTitle }, answerType: 'ox', correct: '1' });
  session = await createSessionRecord(SITE, DEMO_TEACHER);
  browser = await launchBrowser();
  teacher = await signedInTeacherPage(browser, stack.url, 'teacher');
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
  await teacher.getByTestId('class-main').waitFor();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  if (session) await endOngoingSession(session.spotId);
});

describe("the resolver's pushes, wired as the assembly declares", () => {
  it("sets the resolver function's GRAPHQL_URL from its template, to the API's own URL", async () => {
    // Act: the wiring the running stack was started from (cached by source hash).
    const wiring = await loadLocalWiring();

    // Assess
    const resolver = wiring.functions.find((fn) => fn.handlerModule === HANDLERS.graphql);
    expect(resolver?.environment.GRAPHQL_URL).toBe(TEMPLATE_PLACEHOLDERS.graphqlUrl);
  });

  it("shows a phone's answer on the teacher's running class", async () => {
    // Prepare: a running question, and a phone joined by the class code in the student app.
    await screen().chooseQuestion(oxTitle);
    await teacher.getByTestId('start-question').click();
    await teacher.locator('[data-testid="question-state"][data-state="running"]').waitFor();
    await screen().waitLive();
    const context = await browser.newContext(PHONE);
    contexts.push(context);
    const phone = await context.newPage();
    await phone.goto(`${stack.url}/remote`);
    await phone.getByLabel(en.REMOTE_APP_CODE).fill(session.code);
    await phone.getByLabel(en.REMOTE_APP_NAME).fill(`Phone ${tag}`);
    await phone.getByRole('button', { name: en.REMOTE_APP_JOIN, exact: true }).click();
    await phone.getByTestId('remote-question').getByText(oxTitle).waitFor(WAIT);

    // Act
    await phone.getByRole('button', { name: 'X', exact: true }).click();

    // Assess: the teacher's screen shows it without a reload, on the phone's seat.
    await expect.poll(() => screen().answeredAs('X').count(), WAIT).toBe(1);
    await screen().answeredAs('X').getByText(en.REMOTE_BADGE, { exact: true }).waitFor(WAIT);
  });

  it("shows an administrator's message as a notice on the teacher's running class", async () => {
    // Prepare: the screen's notice subscription acknowledged, so a notice from now on arrives.
    await teacher
      .locator('[data-testid="class-notices"][data-live="true"]')
      .waitFor({ ...WAIT, state: 'attached' });
    const admin = await signin('admin', 'demo1234');
    const text = `Assembly at noon ${tag}`;

    // Act
    const created = await gql<{ createMessage: { _id: string } }>(
      'mutation ($input: MessageInput!) { createMessage(input: $input) { _id } }',
      { input: { site: SITE, text } },
      { token: admin },
    );

    // Assess
    expect(created.errors).toBeUndefined();
    await expect.poll(() => teacher.getByTestId('class-notice').allTextContents(), WAIT).toContain(text);
  });
});
