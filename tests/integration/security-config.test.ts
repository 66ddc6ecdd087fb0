/**
 * The console's runtime configuration (issue 32, docs/security.md "The console's configuration"):
 * the local `/config.json` copied the request's Host header into `graphqlUrl`, so whoever chose
 * the name a browser used for the machine (a page that rebinds a name of its own to it) chose
 * where the console sent its sign-in and token. Now it and the console's security headers come
 * from the stack's configuration only: its own address by default, LOCAL_PUBLIC_URL when set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freeStackPorts } from '../../infra/local/ports';
import { startStackProcess } from '../support/stack-process';

interface Answer {
  status: number;
  csp: string;
  body: { graphqlUrl?: string; apiKey?: string; local?: boolean };
}

/** GET with a Host header of the caller's choosing (fetch does not let one set it). */
function getWithHost(url: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          csp: String(res.headers['content-security-policy'] ?? ''),
          body: JSON.parse(text) as Answer['body'],
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const HOSTS = ['evil.example', 'evil.example:4000', '127.0.0.1.evil.example', 'localhost'];

describe('/config.json', () => {
  it("names the stack's own GraphQL endpoint whatever Host the request names", async () => {
    // Prepare
    const stack = inject('stack');

    // Act
    const answers = await Promise.all(HOSTS.map((host) => getWithHost(`${stack.url}/config.json`, host)));

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ graphqlUrl: stack.graphqlUrl, apiKey: stack.apiKey, local: true });
      expect(answer.csp).not.toContain('evil');
      expect(answer.csp).toContain(`ws://${new URL(stack.url).host}`);
    }
  });

  it('names the configured public origin (LOCAL_PUBLIC_URL), and the headers allow it', async () => {
    // Prepare: a stack told that browsers reach it at another address of this machine's network
    const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-public-url-'));
    const configured = 'http://192.0.2.10:4000';
    const other = await startStackProcess({
      dataDir,
      ports: await freeStackPorts(),
      env: { LOCAL_PUBLIC_URL: `${configured}/` },
    });
    try {
      // Act
      const answers = await Promise.all(
        HOSTS.map((host) => getWithHost(`${other.info.url}/config.json`, host)),
      );

      // Assess
      expect(other.info.publicUrl).toBe(configured);
      for (const answer of answers) {
        expect(answer.body.graphqlUrl).toBe(`${configured}/graphql`);
        expect(answer.csp).toContain(`connect-src 'self' ${configured} ws://192.0.2.10:4000`);
        expect(answer.csp).not.toContain('evil');
      }
    } finally {
      await other.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
