/**
 * The console's security headers on the local stack: the gateway sends the headers of
 * infra/lib/security-headers.ts (the module CloudFront's policy is built from) with the console's
 * files, its page paths and the product's own routes, without HSTS over plain http, naming the
 * configured public origin and its realtime socket, never a request's Host header.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecurityHeaders } from '../lib/security-headers';
import { localConsoleHeaders } from './console-headers';
import { type Gateway, startGateway } from './gateway';
import { API_KEY, IAM, TEST_SCHEMA } from './gateway/test-support';

/** The configured origin, as a mode serving phones on the machine's network would set it. */
const PUBLIC_ORIGIN = 'http://192.168.0.10:4000';
const expected = consoleSecurityHeaders({
  https: false,
  apiOrigins: [PUBLIC_ORIGIN, 'ws://192.168.0.10:4000'],
});

let gateway: Gateway;
let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'console-headers-'));
  const staticDir = join(tempDir, 'console');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
  gateway = await startGateway({
    port: 0,
    schemaSdl: TEST_SCHEMA,
    apiKey: API_KEY,
    iam: IAM,
    defaultAuthMode: 'AWS_LAMBDA',
    staticDir,
    pageHeaders: localConsoleHeaders(PUBLIC_ORIGIN),
    invokeAuthorizer: async () => ({ isAuthorized: false }),
    invokeResolver: async () => null,
    httpRoutes: (req, res) => {
      if (req.url !== '/config.json') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
      return true;
    },
  });
});

afterAll(async () => {
  await gateway.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A GET with its own Host header (fetch does not let a caller set one). */
function getWithHost(path: string, host: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}${path}`, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.headers);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('console security headers on the local gateway', () => {
  it("sends the module's headers with the shell, page paths, assets and config.json, and no HSTS", async () => {
    // Act
    const responses = await Promise.all(
      ['/', '/class/main', '/assets/app-1234.js', '/config.json'].map((path) =>
        fetch(`${gateway.url}${path}`),
      ),
    );

    // Assess
    for (const response of responses) {
      expect(response.status).toBe(200);
      const sent = Object.fromEntries(
        Object.keys(expected).map((name) => [name, response.headers.get(name)]),
      );
      expect(sent).toEqual(expected);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('names the configured origin and its realtime socket, whatever Host a request names', async () => {
    // Act: the machine's own name, another name for it, and a page that rebound a name of its own
    const sent = await Promise.all(
      ['127.0.0.1:4000', 'localhost:4000', 'evil.example:4000'].map((host) => getWithHost('/remote', host)),
    );

    // Assess
    for (const headers of sent) {
      expect(headers['content-security-policy']).toBe(expected['content-security-policy']);
    }
    expect(expected['content-security-policy']).toContain(
      "connect-src 'self' http://192.168.0.10:4000 ws://192.168.0.10:4000",
    );
  });

  it('never copies a Host header that could add a directive', async () => {
    // Act
    const headers = await getWithHost('/', "evil.example; script-src 'unsafe-inline'");

    // Assess: the policy stays the module's, with the configured origin only
    expect(headers['content-security-policy']).toBe(expected['content-security-policy']);
  });

  it('adds nothing to GraphQL answers, which AppSync sends from its own host in AWS', async () => {
    // Act
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
