/**
 * The console's single-page fallback in AWS (docs/deploy.md "The console"): a page path of the
 * console gets the shell, and nothing else does. A CloudFront Function on the console's default
 * behaviour rewrites page paths to `/index.html` before the bucket is asked; the distribution has
 * no error-page fallback, so a 404 or 403 of the file routes and a missing asset reach the browser
 * as they are. The function's rule is the local gateway's (infra/lib/console-routes.ts).
 */
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES_FUNCTION, CONSOLE_SHELL, isConsolePagePath } from '../lib/console-routes.ts';
import { type Synthesized, synthesize } from './synth.ts';

interface Behavior {
  PathPattern?: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}

/** What CloudFront's runtime does with the function for one viewer request path. */
function rewrite(code: string, uri: string): string {
  const request = runInNewContext(`${code}\nhandler(event)`, {
    event: { version: '1.0', context: { eventType: 'viewer-request' }, request: { method: 'GET', uri } },
  });
  return request.uri;
}

const PAGES = [
  '/',
  '/login',
  '/site/s-1/classes',
  '/admin/manage/register/scanner',
  '/remote',
  '/class/main/',
];
const FILES = [
  '/assets/index-3f2a.js',
  '/assets/missing-chunk.js',
  '/favicon.ico',
  '/robots.txt',
  '/index.html',
];

describe('the console distribution (dev stage)', () => {
  let dev: Synthesized;
  let config: {
    CustomErrorResponses?: unknown;
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
  };

  beforeAll(() => {
    dev = synthesize('dev');
    const [distribution] = Object.values(dev.web.findResources('AWS::CloudFront::Distribution'));
    config = distribution?.Properties.DistributionConfig;
  }, 60_000);

  it('has no distribution-wide error page: no 404 or 403 of any origin becomes the shell', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('runs the console routes function on the default behaviour only, at viewer request', () => {
    // Act
    const functions = dev.web.findResources('AWS::CloudFront::Function');
    const [[functionId, fn] = []] = Object.entries(functions);

    // Assess
    expect(Object.keys(functions)).toHaveLength(1);
    expect(fn?.Properties.FunctionCode).toBe(CONSOLE_ROUTES_FUNCTION);
    expect(fn?.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual([
      '/api/*',
      '/config.json',
      '/files/*',
    ]);
    for (const behavior of config.CacheBehaviors)
      expect(behavior.FunctionAssociations, behavior.PathPattern).toBeUndefined();
  });

  it('answers page paths with the shell and passes every file path on, as the local gateway does', () => {
    for (const page of PAGES) {
      expect(rewrite(CONSOLE_ROUTES_FUNCTION, page), page).toBe(CONSOLE_SHELL);
      expect(isConsolePagePath(page), page).toBe(true);
    }
    for (const file of FILES) {
      expect(rewrite(CONSOLE_ROUTES_FUNCTION, file), file).toBe(file);
      expect(isConsolePagePath(file), file).toBe(false);
    }
  });
});
