/// <reference lib="dom" />
/**
 * Every route of spec section 2 for each demo role, in ko, en and es: it renders or redirects as
 * the guard rules of the spec say (written out here from the spec, not read from the console's
 * guard module), and no page shows an untranslated key (a raw KEY_LIKE_THIS text). One browser,
 * one context per role; routes change inside the app (history + popstate), as links do.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const stack = inject('stack');
let browser: Browser;

interface Role {
  uid: string;
  system?: boolean;
  admin?: boolean;
  distributor?: boolean;
  manager?: boolean;
  staff?: boolean;
  agreed: boolean;
}

const ROLES: Role[] = [
  { uid: 'system', system: true, agreed: true },
  { uid: 'admin', admin: true, agreed: true },
  { uid: 'dist', distributor: true, agreed: true },
  { uid: 'teacher', manager: true, agreed: true },
  { uid: 'staff', staff: true, agreed: true },
  { uid: 'newteacher', manager: true, agreed: false },
];

const MANAGE_SETTING = [
  'site',
  'spot',
  'message',
  'question',
  'questionLink',
  'session',
  'countdown',
  'device_data',
  'scanner_data',
];
const DUSETTING = ['device', 'user', 'app', 'scanner'];

const ROUTES = [
  '/signup',
  '/terms?tab=privacy',
  '/terms?tab=terms',
  '/sample',
  '/change-password',
  '/no-such-page',
  '/admin',
  '/admin/system/setting/action',
  '/admin/system/setting/action/1',
  '/admin/system/setting/action/detail/none',
  '/admin/system/thing/create',
  '/admin/manage',
  ...MANAGE_SETTING.map((type) => `/admin/manage/setting/${type}`),
  ...DUSETTING.map((type) => `/admin/manage/dusetting/${type}`),
  '/admin/manage/register/device',
  '/admin/manage/register/device-sn',
  '/admin/manage/user/detail/none',
  '/admin/manage/questionLink/detail/none',
  '/admin/manage/detail/site/none',
  '/admin/manage/site',
  '/admin/common/product',
  '/class/ready',
  '/class/manage-question',
  '/common/question',
  '/common/questionLink',
];

/** Where the spec's guard rules leave `role` after opening `route` (a path, or a path prefix). */
function expected(role: Role, route: string): { path: string; prefix?: boolean; search?: string } {
  const adminSide = Boolean(role.system || role.admin || role.distributor);
  const mayEnterAdmin = adminSide || Boolean(role.manager);
  const [path = route] = route.split('?');
  if (path.startsWith('/admin')) {
    if (!mayEnterAdmin) return { path: '/admin', prefix: true, search: 'not' };
    const manageHome = role.system || role.admin ? '/admin/manage/setting/site' : '/admin/manage/site';
    if (path === '/admin')
      return role.system ? { path: '/admin/system/setting/action' } : { path: manageHome };
    if (path.startsWith('/admin/system/') && !role.system) return { path: manageHome };
    if (path === '/admin/manage') return { path: manageHome };
    if (path === '/admin/manage/setting/site') return { path: manageHome };
    return { path };
  }
  if (path.startsWith('/class') || path.startsWith('/common')) {
    if (adminSide) return { path: '/admin', prefix: true };
    if (!role.agreed) return { path: '/terms', search: 'mode=agree' };
    return { path };
  }
  return { path };
}

// A translation key left on screen: two or more upper-case words joined by underscores.
const RAW_KEY = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

async function visit(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/** The page's text once it stops changing (data loads after the route renders). */
async function settledText(page: Page): Promise<string> {
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    await page.waitForTimeout(150);
    const text = await page.locator('body').innerText();
    if (text === last && !(await page.locator('[class*="awsui_spinner"]').count())) return text;
    last = text;
  }
  return last;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('route walk', () => {
  it.each(ROLES)(
    '$uid: every route renders or redirects as the guard says, in ko, en and es',
    async (role) => {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${stack.url}/login`);
      await page.getByTestId('login-uid').fill(role.uid);
      await page.getByTestId('login-password').fill('demo1234');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname !== '/login');
      // Let the landing's own redirects finish before the walk starts changing the route.
      await settledText(page);
      const problems: string[] = [];
      for (const language of ['ko', 'en', 'es']) {
        await page.selectOption('[data-testid="language-select"]', language);
        for (const route of ROUTES) {
          await visit(page, route);
          const want = expected(role, route);
          const text = await settledText(page);
          const url = new URL(page.url());
          const pathOk =
            want.search === 'not'
              ? !url.pathname.startsWith(want.path)
              : want.prefix
                ? url.pathname.startsWith(want.path)
                : url.pathname === want.path;
          const searchOk =
            want.search === undefined || want.search === 'not' || url.search.includes(want.search);
          if (!pathOk || !searchOk) problems.push(`${language} ${route}: at ${url.pathname}${url.search}`);
          const raw = text.match(RAW_KEY);
          if (raw) problems.push(`${language} ${route}: untranslated ${[...new Set(raw)].join(', ')}`);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    },
  );
});
