/// <reference lib="dom" />
/**
 * Every route of spec section 2 for each demo role, in ko, en and es: it renders or redirects as
 * the guard rules of the spec say (written out here from the spec, not read from the console's
 * guard module), and no page shows an untranslated key (a raw KEY_LIKE_THIS text). Detail routes
 * open real records and the running class a real session (route-targets.ts). One browser, one
 * context per role and language; routes change inside the app (history + popstate), as links do.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type RouteTargets, seedRouteTargets } from '../support/route-targets';

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

/**
 * Types of the system and manage lists, written out from spec section 2 rather than imported from
 * web/src/admin/entityTypes.ts: a type the console dropped must fail the walk.
 */
const SYSTEM_TYPES = [
  'action',
  'eventDef',
  'thing',
  'product',
  'service',
  'category',
  'token',
  'blacklist',
  'questionShare',
  'dist',
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
const MANAGE_DETAIL = ['site', 'spot', 'device', 'app', 'scanner', 'question', 'session'];

/**
 * Every route, one per line; `{name}` stands for the id of a real record (route-targets.ts).
 * A new page is one more line here.
 */
const ROUTES = [
  '/signup',
  '/terms?tab=privacy',
  '/terms?tab=terms',
  '/sample',
  '/change-password',
  '/remote',
  '/no-such-page',
  '/admin',
  ...SYSTEM_TYPES.map((type) => `/admin/system/setting/${type}`),
  '/admin/system/setting/action/1',
  '/admin/system/setting/dist/1',
  ...SYSTEM_TYPES.map((type) => `/admin/system/setting/${type}/detail/{${type}}`),
  '/admin/system/thing/create',
  '/admin/manage',
  ...MANAGE_SETTING.map((type) => `/admin/manage/setting/${type}`),
  ...DUSETTING.map((type) => `/admin/manage/dusetting/${type}`),
  '/admin/manage/register/device',
  '/admin/manage/register/device-sn',
  '/admin/manage/register/scanner',
  '/admin/manage/health',
  '/admin/manage/user/detail/{user}',
  '/admin/manage/questionLink/detail/{questionLink}',
  ...MANAGE_DETAIL.map((type) => `/admin/manage/detail/${type}/{${type}}`),
  '/admin/manage/site',
  '/admin/common/product',
  '/class/ready',
  '/class/manage-question',
  '/class/manage-question/import',
  '/class/main?session={session}',
  '/class/results?session={session}',
  '/class/results',
  '/common/question',
  '/common/question/import',
  '/common/questionLink',
];

/** The routes with their placeholders filled from the seeded records. */
function resolveRoutes(targets: RouteTargets): string[] {
  return ROUTES.map((route) =>
    route.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const target = targets[name];
      if (!target) throw new Error(`No seeded record for {${name}} in ${route}`);
      return encodeURIComponent(target);
    }),
  );
}

/** Where the spec's guard rules leave `role` after opening `route` (a path, or a path prefix). */
function expected(role: Role, route: string): { path: string; prefix?: boolean; search?: string } {
  const adminSide = Boolean(role.system || role.admin || role.distributor);
  const mayEnterAdmin = adminSide || Boolean(role.manager);
  const [path = route] = route.split('?');
  if (path.startsWith('/admin')) {
    if (!mayEnterAdmin) return { path: '/admin', prefix: true, search: 'not' };
    // The server refuses everything but the terms to one who has not agreed (REQUIRED_AGREE).
    if (!role.agreed) return { path: '/terms', search: 'mode=agree' };
    const manageHome = role.system || role.admin ? '/admin/manage/setting/site' : '/admin/manage/site';
    if (path === '/admin')
      return role.system ? { path: '/admin/system/setting/action' } : { path: manageHome };
    // Admins keep the blacklist (docs/decisions.md 15, where spec section 6 leaves a gap).
    const adminKeeps = role.admin && /^\/admin\/system\/setting\/blacklist(\/|$)/.test(path);
    if (path.startsWith('/admin/system/') && !role.system && !adminKeeps) return { path: manageHome };
    if (path === '/admin/manage') return { path: manageHome };
    if (path === '/admin/manage/setting/site') return { path: manageHome };
    return { path };
  }
  if (path.startsWith('/class') || path.startsWith('/common')) {
    // The results are open to the admin side too, in its shell (docs/class-list.md).
    if (adminSide && path === '/class/results') return { path };
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

/**
 * Where the page ended up and the raw keys it shows, once its address and text stop changing
 * (data loads after the route renders, and a guard may redirect twice, loading a page's code in
 * between): one call into the page, which polls its own text. Stable means unchanged over three
 * polls, so a busy machine's pause between two redirects is not taken for the end.
 */
function settle(page: Page): Promise<{ at: string; path: string; search: string; raw: string[] }> {
  return page.evaluate(async (pattern) => {
    let last = '';
    let stableRounds = 0;
    for (let round = 0; round < 50 && stableRounds < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 120));
      // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, hidden parts left out
      const text = `${window.location.href}\n${document.body.innerText}`;
      const busy = document.querySelector('[class*="awsui_spinner"]');
      stableRounds = text === last && !busy ? stableRounds + 1 : 0;
      last = text;
    }
    const raw = [...new Set(last.match(new RegExp(pattern, 'g')) ?? [])];
    const { pathname, search } = window.location;
    return { at: pathname + search, path: pathname, search, raw };
  }, RAW_KEY.source);
}

let routes: string[] = [];

beforeAll(async () => {
  [routes, browser] = await Promise.all([seedRouteTargets().then(resolveRoutes), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
});

/** One test per role and language, so a slow machine meets the test timeout per language. */
const WALKS = ROLES.flatMap((role) =>
  ['ko', 'en', 'es'].map((language, index) => ({ ...role, language, first: index === 0 })),
);

describe('route walk', () => {
  it.each(WALKS)(
    '$uid: every route renders or redirects as the guard says, in $language',
    async ({ language, first, ...role }) => {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${stack.url}/login`);
      await page.getByTestId('login-uid').fill(role.uid);
      await page.getByTestId('login-password').fill('demo1234');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname !== '/login');
      // Let the landing's own redirects finish before the walk starts changing the route.
      await settle(page);
      const problems: string[] = [];
      // Every layout but the student app has the language selector; /sample is public.
      await visit(page, '/sample');
      await page.selectOption('[data-testid="language-select"]', language);
      for (const route of routes) {
        const want = expected(role, route);
        // A redirect lands on a route that is walked in every language itself: once is enough.
        const renders = want.path === route.split('?')[0] && !want.prefix && want.search !== 'not';
        if (!renders && !first) continue;
        await visit(page, route);
        const url = await settle(page);
        const pathOk =
          want.search === 'not'
            ? !url.path.startsWith(want.path)
            : want.prefix
              ? url.path.startsWith(want.path)
              : url.path === want.path;
        const searchOk =
          want.search === undefined || want.search === 'not' || url.search.includes(want.search);
        if (!pathOk || !searchOk) problems.push(`${language} ${route}: at ${url.at}`);
        if (url.raw.length) problems.push(`${language} ${route}: untranslated ${url.raw.join(', ')}`);
      }
      await context.close();
      expect(problems).toEqual([]);
    },
    // About 50 routes of one language; a loaded machine has taken 90 s for the first language.
    180_000,
  );
});
