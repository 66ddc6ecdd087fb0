/** Bad requests never crash the gateway and each gets a clear 4xx or GraphQL error. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { TokenSigner } from '../../functions/src/auth/tokens';
import { gql, signin } from '../support/graphql';

const stack = inject('stack');
const ME = 'query { me { uid } }';

async function post(body: string, headers: Record<string, string> = { 'x-api-key': stack.apiKey }) {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as { errors?: { errorType?: string; message: string }[] },
  };
}

async function stillServes() {
  const result = await gql<{ version: { version: string } }>('{ version { version } }');
  expect(result.data?.version.version).toBeTruthy();
}

describe('the gateway under bad input', () => {
  it('answers 400 to malformed JSON', async () => {
    const result = await post('{"query": ');

    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.message).toBeTruthy();
    await stillServes();
  });

  it('answers a GraphQL error to an invalid document', async () => {
    const syntax = await post(JSON.stringify({ query: '{ version { ' }));
    const unknownField = await post(JSON.stringify({ query: '{ nope }' }));

    expect(syntax.status).toBe(400);
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors?.[0]?.message).toMatch(/nope/);
    await stillServes();
  });

  it('answers 413 to a body over 1 MB', async () => {
    const huge = JSON.stringify({
      query: '{ version { version } }',
      variables: { pad: 'x'.repeat(1_100_000) },
    });

    const result = await post(huge);

    expect(result.status).toBe(413);
    await stillServes();
  });

  it('answers 401 to a wrong API key and to no credentials at all', async () => {
    const wrongKey = await post(JSON.stringify({ query: '{ version { version } }' }), {
      'x-api-key': 'da2-wrong',
    });
    const none = await post(JSON.stringify({ query: '{ version { version } }' }), {});

    expect(wrongKey.status).toBe(401);
    expect(none.status).toBe(401);
    await stillServes();
  });

  it('refuses forged, expired and revoked tokens with 401', async () => {
    const secret = readFileSync(join(stack.dataDir, 'token-secret'), 'utf8').trim();
    const good = await signin('teacher', 'demo1234');
    // Same user and same open session as a valid token: only the signature or the expiry is wrong.
    const claims = JSON.parse(Buffer.from(good.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const live = { userId: claims.sub, sid: claims.sid };
    const forged = await new TokenSigner('f'.repeat(48)).sign(live, new Date(Date.now() + 60_000));
    const expired = await new TokenSigner(secret).sign(live, new Date(Date.now() - 1000));
    const revoked = await signin('teacher', 'demo1234');
    await gql('mutation { signout { success } }', {}, { token: revoked });

    const results = await Promise.all(
      [forged, expired, revoked, 'garbage'].map((token) => gql(ME, {}, { token })),
    );
    const valid = await gql<{ me: { uid: string } }>(ME, {}, { token: good });

    expect(results.map((result) => result.status)).toEqual([401, 401, 401, 401]);
    expect(valid.data?.me.uid).toBe('teacher');
  });

  it('answers a clear error to arguments of the wrong type', async () => {
    const result = await post(
      JSON.stringify({
        query: 'mutation ($u: String!) { signin(uid: $u, password: 1) { token } }',
        variables: { u: 'x' },
      }),
    );

    expect(result.status).toBe(400);
    await stillServes();
  });
});

describe('REST', () => {
  it('serves the server version at /api/v3/version', async () => {
    const response = await fetch(`${stack.url}/api/v3/version`);
    const body = (await response.json()) as { data: { version: string } };

    expect(response.status).toBe(200);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the console runtime config without any secret but the app token', async () => {
    const response = await fetch(`${stack.url}/config.json`);
    const body = (await response.json()) as Record<string, unknown>;

    expect(body).toMatchObject({ apiKey: stack.apiKey, local: true });
    expect(JSON.stringify(body)).not.toContain(
      readFileSync(join(stack.dataDir, 'token-secret'), 'utf8').trim(),
    );
  });
});
