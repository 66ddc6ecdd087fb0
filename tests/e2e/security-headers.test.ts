/// <reference lib="dom" />
/**
 * The console under its security headers (docs/security.md "Security headers") in Chromium
 * against the local stack: the pages arrive with the headers of infra/lib/security-headers.ts;
 * a teacher signs in and runs a class with live data (the realtime subscription, a question
 * started from elsewhere, its picture and sound on the class view) while a student joins on a
 * phone and answers, and no page reports a Content-Security-Policy violation; an inline script and
 * an inline event handler injected into the page do not run (and do once the browser is told to
 * ignore the policy, so it is the policy that stops them).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleSecurityHeaders } from '../../infra/lib/security-headers';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { solidPng, toneWav } from '../support/media-samples';
import { createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { uploadFile } from '../support/uploads';

const stack = inject('stack');
const SITE = 'site-demo';
const tag = `csp${Date.now().toString(36)}`;
const TITLE = `${tag} Is 7 x 8 = 56?`;
const WAIT = { timeout: 10_000 };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };

let browser: Browser;
let token = '';
let questionId = '';
let session: { _id: string; code: string };
let teacher: Page;
let present: Page;
let phone: Page;
const contexts: BrowserContext[] = [];
/** The CSP violations each side's pages reported. */
const violations = { teacher: [] as string[], phone: [] as string[] };

async function api<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/**
 * Collects the CSP violations of every page of `context` into `into`: the `securitypolicyviolation`
 * events pages receive, and Chromium's own console reports (which also cover workers).
 */
async function recordViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('securitypolicyviolation') || /Content Security Policy/i.test(text)) into.push(text);
  });
}

/** Adds an inline script and an image with an inline onload handler; each would set a flag. */
async function injectInlineCode(page: Page): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedScriptRan = true;';
    document.head.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/logo.svg?injected" onload="window.__injectedHandlerRan = true" alt="">';
    document.body.append(holder);
  });
  // The handler would run once the image has loaded: wait for that.
  await page.waitForFunction(
    () => document.querySelector<HTMLImageElement>('img[src$="?injected"]')?.complete,
  );
}

const injectedRan = (page: Page) =>
  page.evaluate(() => {
    const flags = window as unknown as Record<string, unknown>;
    return { script: flags.__injectedScriptRan === true, handler: flags.__injectedHandlerRan === true };
  });

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signin('teacher', 'demo1234');
  const [image, audio] = await Promise.all([
    uploadFile(stack.url, token, {
      bytes: await solidPng(320, 200),
      name: 'q.png',
      category: 'question-image',
    }),
    uploadFile(stack.url, token, { bytes: toneWav(), name: 'q.wav', category: 'question-audio' }),
  ]);
  questionId = (
    await createQuestionRecord(DEMO_TEACHER, { title: { main: TITLE }, answerType: 'ox', image, audio })
  )._id;
  const spot = await createSpot(SITE, `Room ${tag}`);
  await seatStudents(
    testTable(),
    { siteId: SITE, spotId: spot._id, spotName: spot.name },
    [randomMac(), randomMac()],
    tag,
  );
  ({ createSession: session } = await api<{ createSession: { _id: string; code: string } }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: SITE, spot: spot._id } },
  ));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  if (session) await api('mutation ($id: ID!) { clearSession(id: $id) { success } }', { id: session._id });
});

describe('the console under its security headers', () => {
  it("arrives with the security headers module's headers, no HSTS over http, styled by Cloudscape", async () => {
    // Prepare: signed in through the login page, under the policy from the first request
    teacher = await signedInTeacherPage(browser, stack.url, 'teacher', {
      prepare: (context) => recordViolations(context, violations.teacher),
    });
    contexts.push(teacher.context());
    await teacher.setViewportSize({ width: 1920, height: 1080 });

    // Act
    const response = await teacher.goto(`${stack.url}/class/main?session=${session._id}`);
    await teacher.getByTestId('class-main').waitFor();

    // Assess
    const headers = response?.headers() ?? {};
    // The stack's configured public origin (its own address here): the API and its realtime socket.
    const origin = new URL(stack.url);
    const expected = consoleSecurityHeaders({
      https: false,
      apiOrigins: [origin.origin, `ws://${origin.host}`],
    });
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]))).toEqual(expected);
    expect(headers['strict-transport-security']).toBeUndefined();
    // Cloudscape's stylesheet styles its button, and its font (a data: URL) has loaded.
    const font = await teacher.getByTestId('open-present').evaluate(async (button) => {
      await document.fonts.ready;
      const family = getComputedStyle(button).fontFamily;
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.family.includes('Open Sans') && face.status === 'loaded') loaded = true;
      });
      return { family, loaded };
    });
    expect(font.family).toContain('Open Sans');
    expect(font.loaded).toBe(true);
  });

  it('runs the class live: the subscription connects, a question started elsewhere shows with its picture and sound', async () => {
    // Prepare: the class view for the projector, opened from the teacher's screen
    await expect
      .poll(() => teacher.getByTestId('live-state').getAttribute('data-connected'), WAIT)
      .toBe('true');
    const opened = teacher.context().waitForEvent('page');
    await teacher.getByTestId('open-present').click();
    present = await opened;
    await present.getByTestId('class-present').waitFor();

    // Act: started through the API, so only the subscriptions can bring it on screen
    await api('mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }', {
      i: { session: session._id, question: questionId, limit: 120 },
    });

    // Assess
    await teacher.locator('[data-testid="question-state"][data-state="running"]').waitFor(WAIT);
    await expect.poll(() => present.getByTestId('present-title').textContent(), WAIT).toBe(TITLE);
    const pictureWidth = await present.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="present-image"]');
      return img?.complete && img.naturalWidth > 0 ? img.naturalWidth : null;
    });
    expect(await pictureWidth.jsonValue()).toBe(320);
    const soundSeconds = await present.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="present-audio"]');
      return audio && audio.readyState >= 1 && Number.isFinite(audio.duration) ? audio.duration : null;
    });
    expect(await soundSeconds.jsonValue()).toBeCloseTo(0.25, 2);
  });

  it("lets a student join on a phone and answer; the teacher's screen and the phone follow live", async () => {
    // Prepare
    const context = await browser.newContext(PHONE);
    contexts.push(context);
    await recordViolations(context, violations.phone);
    phone = await context.newPage();
    await phone.goto(`${stack.url}/remote?code=${session.code}`);

    // Act
    await phone.getByLabel(en.REMOTE_APP_NAME).fill(`Student ${tag}`);
    await phone.getByRole('button', { name: en.REMOTE_APP_JOIN, exact: true }).click();
    await expect.poll(() => phone.getByTestId('remote-question').textContent(), WAIT).toBe(TITLE);
    await phone.getByRole('button', { name: 'O', exact: true }).click();

    // Assess: the answer reaches the teacher's seats through the subscription
    await expect.poll(() => teacher.locator('[data-testid="seat"][data-answer="O"]').count(), WAIT).toBe(1);
    // and the teacher's stop reaches the phone through its own
    await teacher.getByTestId('stop-question').click();
    await expect
      .poll(() => phone.getByTestId('remote-outcome').getAttribute('data-outcome'), WAIT)
      .toBe('waitingReveal');
  });

  it('reports no CSP violation on the sign-in, class, class view or student pages', () => {
    // Assess
    expect(violations.teacher).toEqual([]);
    expect(violations.phone).toEqual([]);
  });

  it('runs neither an injected inline script nor an inline event handler, and reports both', async () => {
    // Act
    await injectInlineCode(teacher);

    // Assess
    expect(await injectedRan(teacher)).toEqual({ script: false, handler: false });
    expect(
      violations.teacher.some((text) => text.includes('securitypolicyviolation script-src-elem inline')),
    ).toBe(true);
    expect(
      violations.teacher.some((text) => text.includes('securitypolicyviolation script-src-attr inline')),
    ).toBe(true);
  });

  it('runs both in a browser told to ignore the policy, so the policy is what stops them', async () => {
    // Prepare
    const context = await browser.newContext({ bypassCSP: true });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.getByTestId('login-uid').waitFor();

    // Act
    await injectInlineCode(page);

    // Assess
    await expect.poll(() => injectedRan(page)).toEqual({ script: true, handler: true });
  });
});
