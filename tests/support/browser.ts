/**
 * Debian's Chromium driven by playwright-core (Playwright's own browser download cannot run
 * here). The flags keep Chromium from reaching out to the network on its own.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface SignInOptions {
  password?: string;
  /** The browser's locale, which picks the console's language (default en-US). */
  locale?: string;
  acceptDownloads?: boolean;
  /** Run on the fresh context before its first page loads, e.g. to add listeners or init scripts. */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/**
 * A new browser context signed in to the console as `uid`, once it has left the login page for
 * wherever the role lands (fresh context: no token or language left from another test).
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  uid: string,
  options: SignInOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    acceptDownloads: options.acceptDownloads ?? false,
  });
  await options.prepare?.(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('login-uid').fill(uid);
  await page.getByTestId('login-password').fill(options.password ?? 'demo1234');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '/login');
  return page;
}

/** The same, for a teacher or staff: waits for the class list where they land. */
export async function signedInTeacherPage(
  browser: Browser,
  baseUrl: string,
  uid: string,
  options: SignInOptions = {},
): Promise<Page> {
  const page = await signedInPage(browser, baseUrl, uid, options);
  await page.getByTestId('class-ready').waitFor();
  return page;
}

/** Opens a console route directly (the stored token restores the session) and waits for `testId`. */
export async function openRoute(page: Page, baseUrl: string, path: string, testId: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(testId).waitFor();
}
