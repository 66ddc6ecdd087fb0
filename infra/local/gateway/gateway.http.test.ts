// POST /graphql spoken raw: AppSync's status codes, error shapes, auth modes and resolver events, and
// that no bad input takes the gateway down.
import { request } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  CACHED_TOKEN,
  type Harness,
  IAM,
  postGraphql,
  postRaw,
  startHarness,
  THROWING_TOKEN,
  VALID_TOKEN,
} from './test-support.ts';

let harness: Harness;
const apiKey = { 'x-api-key': API_KEY };

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.gateway.close();
});

/** Signs a POST /graphql like the back end does (the AWS SDK's signer), optionally with a wrong secret or date. */
async function signedPost(body: string, options: { secret?: string; signingDate?: Date } = {}) {
  const url = new URL(harness.gateway.graphqlUrl);
  const signer = new SignatureV4({
    service: 'appsync',
    region: IAM.region,
    sha256: Sha256,
    credentials: { accessKeyId: IAM.accessKeyId, secretAccessKey: options.secret ?? IAM.secretAccessKey },
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': 'application/json' },
      body,
    },
    { signingDate: options.signingDate },
  );
  const { host: _host, ...headers } = signed.headers; // fetch sends the same host itself
  return postRaw(harness.gateway.graphqlUrl, body, headers);
}

const unauthorizedBody = (message: string) => ({ errors: [{ errorType: 'UnauthorizedException', message }] });

describe('gateway HTTP: bad requests are answered, never fatal', () => {
  it('answers malformed JSON with 400 MalformedHttpRequestException', async () => {
    // Act
    const response = await postRaw(harness.gateway.graphqlUrl, '{"query": ', apiKey);

    // Assess
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: [{ errorType: 'MalformedHttpRequestException' }] });
    expect(response.headers.get('x-amzn-errortype')).toBe('MalformedHttpRequestException');
  });

  it('answers a GraphQL syntax error and an unknown field with 400 GraphQLError', async () => {
    // Act
    const syntax = await postGraphql(harness.gateway, { query: '{ version { ' }, apiKey);
    const unknown = await postGraphql(harness.gateway, { query: '{ nope }' }, apiKey);

    // Assess
    expect(syntax.status).toBe(400);
    expect(syntax.json).toMatchObject({ errors: [{ errorType: 'GraphQLError', message: /Syntax Error/ }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      errors: [{ errorType: 'GraphQLError', message: /Cannot query field "nope"/, locations: [{ line: 1 }] }],
    });
  });

  it('answers a body over 1 MB with 413 PayloadTooLargeException', async () => {
    // Prepare
    const body = JSON.stringify({ query: '{ version { version } }', pad: 'x'.repeat(1024 * 1024) });

    // Act
    const response = await postRaw(harness.gateway.graphqlUrl, body, apiKey);

    // Assess
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ errors: [{ errorType: 'PayloadTooLargeException' }] });
  });

  it('answers an oversized chunked body (no Content-Length) with 413 too', async () => {
    // Prepare
    const url = new URL(harness.gateway.graphqlUrl);
    const chunk = 'x'.repeat(64 * 1024);

    // Act
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', headers: { ...apiKey, 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write(chunk);
      req.end();
    });

    // Assess
    expect(status).toBe(413);
  });

  it('answers GET on /graphql with 405 and OPTIONS with a CORS preflight', async () => {
    // Act
    const get = await fetch(harness.gateway.graphqlUrl);
    const preflight = await fetch(harness.gateway.graphqlUrl, { method: 'OPTIONS' });

    // Assess
    expect(get.status).toBe(405);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-security-token');
  });

  it('refuses a subscription over HTTP with 400', async () => {
    // Act
    const response = await postGraphql(
      harness.gateway,
      { query: 'subscription { onNotice { id } }' },
      apiKey,
    );

    // Assess
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: [{ errorType: 'UnsupportedOperation' }] });
  });
});

describe('gateway HTTP: authentication', () => {
  it('refuses a wrong API key with 401 UnauthorizedException', async () => {
    // Act
    const response = await postGraphql(
      harness.gateway,
      { query: '{ version { version } }' },
      { 'x-api-key': 'nope' },
    );

    // Assess
    expect(response.status).toBe(401);
    expect(response.json).toEqual(unauthorizedBody('You are not authorized to make this call.'));
    expect(response.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
  });

  it('refuses a request without any auth header with 401', async () => {
    // Act
    const response = await postGraphql(harness.gateway, { query: '{ version { version } }' }, {});

    // Assess
    expect(response.status).toBe(401);
    expect(response.json).toEqual(unauthorizedBody('Valid authorization header not provided.'));
  });

  it('refuses with 401 when the authorizer throws, and logs why', async () => {
    // Act
    const response = await postGraphql(
      harness.gateway,
      { query: '{ version { version } }' },
      { authorization: THROWING_TOKEN },
    );

    // Assess
    expect(response.status).toBe(401);
    expect(response.json).toEqual(unauthorizedBody('You are not authorized to make this call.'));
    expect(harness.logged.some((l) => l.level === 'error' && l.msg === 'Lambda authorizer failed')).toBe(
      true,
    );
  });

  it('passes the whole Authorization header and AppSync request context to the authorizer', async () => {
    // Prepare
    const query = 'query Who { whoami }';

    // Act
    await postGraphql(
      harness.gateway,
      { query, operationName: 'Who', variables: { a: 1 } },
      {
        authorization: VALID_TOKEN,
      },
    );

    // Assess
    expect(harness.authorizerCalls.at(-1)).toMatchObject({
      authorizationToken: VALID_TOKEN,
      requestContext: { apiId: 'local', accountId: '000000000000', queryString: query, operationName: 'Who' },
      requestHeaders: { authorization: VALID_TOKEN },
    });
    expect(harness.authorizerCalls.at(-1)?.requestContext.variables).toEqual({ a: 1 });
  });

  it('caches an authorizer result for its ttlOverride, and not at all for ttlOverride 0', async () => {
    // Prepare
    const count = (token: string) =>
      harness.authorizerCalls.filter((c) => c.authorizationToken === token).length;
    const before = { cached: count(CACHED_TOKEN), uncached: count(VALID_TOKEN) };

    // Act
    for (const token of [CACHED_TOKEN, CACHED_TOKEN, VALID_TOKEN, VALID_TOKEN]) {
      await postGraphql(harness.gateway, { query: '{ version { version } }' }, { authorization: token });
    }

    // Assess
    expect(count(CACHED_TOKEN) - before.cached).toBe(1);
    expect(count(VALID_TOKEN) - before.uncached).toBe(2);
  });

  it('accepts a SigV4-signed request from the back-end identity with an IAM identity', async () => {
    // Prepare
    const body = JSON.stringify({ query: '{ whoami }' });

    // Act
    const response = await signedPost(body);

    // Assess
    expect(response.status).toBe(200);
    const data = (response.json as { data: { whoami: string } }).data;
    expect(JSON.parse(data.whoami)).toEqual({
      identity: {
        accountId: '000000000000',
        cognitoIdentityAuthProvider: null,
        cognitoIdentityAuthType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        sourceIp: ['127.0.0.1'],
        userArn: 'arn:aws:iam::000000000000:user/local-backend',
        username: IAM.accessKeyId,
      },
    });
  });

  it('refuses a SigV4 signature made with the wrong secret, or 20 minutes old, with 403', async () => {
    // Prepare
    const body = JSON.stringify({ query: '{ whoami }' });

    // Act
    const wrongSecret = await signedPost(body, { secret: 'not-the-secret' });
    const stale = await signedPost(body, { signingDate: new Date(Date.now() - 20 * 60 * 1000) });

    // Assess
    expect(wrongSecret.status).toBe(403);
    expect(wrongSecret.json).toMatchObject({ errors: [{ errorType: 'InvalidSignatureException' }] });
    expect(stale.status).toBe(403);
    expect(stale.json).toMatchObject({
      errors: [{ errorType: 'InvalidSignatureException', message: /expired/ }],
    });
  });
});

describe('gateway HTTP: survival', () => {
  it('still answers after every kind of bad request above', async () => {
    // Act
    const response = await postGraphql(harness.gateway, { query: '{ version { version } }' }, apiKey);

    // Assess
    expect(response).toMatchObject({ status: 200, json: { data: { version: { version: '3.0.0' } } } });
  });
});
