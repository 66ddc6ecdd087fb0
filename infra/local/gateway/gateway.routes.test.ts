// The non-GraphQL side of the one local server: the caller's routes and the built console with its SPA
// fallback, without ever turning API paths or missing assets into index.html or escaping the directory.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gateway, startGateway } from './index.ts';
import { API_KEY, IAM, TEST_SCHEMA } from './test-support.ts';

let gateway: Gateway;
let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'gateway-static-'));
  const staticDir = join(tempDir, 'console');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(join(tempDir, 'secret.txt'), 'outside the console');
  gateway = await startGateway({
    port: 0,
    schemaSdl: TEST_SCHEMA,
    apiKey: API_KEY,
    iam: IAM,
    defaultAuthMode: 'AWS_LAMBDA',
    staticDir,
    invokeAuthorizer: async () => ({ isAuthorized: false }),
    invokeResolver: async () => null,
    httpRoutes: (req, res) => {
      if (req.method !== 'GET' || req.url !== '/api/v3/version') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ version: '3.0.0' }));
      return true;
    },
  });
});

afterAll(async () => {
  await gateway.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}${path}`, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gateway routes and static console', () => {
  it('lets the caller answer its own routes', async () => {
    // Act
    const response = await fetch(`${gateway.url}/api/v3/version`);

    // Assess
    expect(await response.json()).toEqual({ version: '3.0.0' });
  });

  it('serves console files, and index.html for unknown page paths', async () => {
    // Act
    const asset = await fetch(`${gateway.url}/assets/app-1234.js`);
    const page = await fetch(`${gateway.url}/classes/12/live`);
    const root = await fetch(`${gateway.url}/`);

    // Assess
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect(await page.text()).toContain('<title>console</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(root.status).toBe(200);
  });

  it('answers 404 for missing assets and unknown API paths instead of index.html', async () => {
    // Act
    const missingAsset = await fetch(`${gateway.url}/assets/missing.js`);
    const unknownApi = await fetch(`${gateway.url}/api/v3/nothing`);

    // Assess
    expect(missingAsset.status).toBe(404);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ errors: [{ errorType: 'NotFoundException' }] });
  });

  it('never serves a file outside the console directory', async () => {
    // Act
    const status = await rawGet('/..%2fsecret.txt');

    // Assess
    expect(status).toBe(404);
  });
});
