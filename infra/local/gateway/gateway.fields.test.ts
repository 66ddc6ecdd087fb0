// Field-level auth and the resolver contract over POST /graphql: AppSync's Unauthorized nulls, the
// authorizer's deniedFields, the direct-Lambda event, the `{ __error }` envelope and hidden failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  type Harness,
  LIMITED_TOKEN,
  postGraphql,
  startHarness,
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

describe('gateway HTTP: field auth and resolvers', () => {
  it('nulls a root field the mode may not read, with an Unauthorized error', async () => {
    // Act: `me` has no directive, so only the default mode (AWS_LAMBDA) may read it.
    const response = await postGraphql(harness.gateway, { query: '{ me { id } }' }, apiKey);

    // Assess
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: null,
      errors: [
        {
          path: ['me'],
          data: null,
          errorType: 'Unauthorized',
          errorInfo: null,
          locations: [{ line: 1, column: 3, sourceName: null }],
          message: 'Not Authorized to access me on type Query',
        },
      ],
    });
  });

  it('nulls a nested field of a type the mode may not read and keeps the rest', async () => {
    // Act: Secret is @aws_iam only.
    const response = await postGraphql(
      harness.gateway,
      { query: '{ me { name secret { code } } }' },
      { authorization: VALID_TOKEN },
    );

    // Assess
    expect(response.json).toMatchObject({
      data: { me: { name: 'Ann', secret: { code: null } } },
      errors: [{ path: ['me', 'secret', 'code'], errorType: 'Unauthorized' }],
    });
  });

  it('honours the authorizer deniedFields (given as ARNs)', async () => {
    // Act
    const denied = await postGraphql(
      harness.gateway,
      { query: 'mutation { resetPassword(id: "u9") }' },
      { authorization: LIMITED_TOKEN },
    );
    const allowed = await postGraphql(
      harness.gateway,
      { query: '{ version { version } }' },
      {
        authorization: LIMITED_TOKEN,
      },
    );

    // Assess
    expect(denied.json).toMatchObject({
      data: { resetPassword: null },
      errors: [
        { errorType: 'Unauthorized', message: 'Not Authorized to access resetPassword on type Mutation' },
      ],
    });
    expect(allowed.json).toEqual({ data: { version: { version: '3.0.0' } } });
  });

  it('turns a resolver __error envelope into the GraphQL error type, message and info', async () => {
    // Act
    const response = await postGraphql(harness.gateway, { query: '{ version { version } fail }' }, apiKey);

    // Assess
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: { version: { version: '3.0.0' }, fail: null },
      errors: [
        {
          path: ['fail'],
          data: null,
          errorType: '1001',
          errorInfo: { code: 1001 },
          locations: [{ line: 1, column: 23, sourceName: null }],
          message: 'Unknown user',
        },
      ],
    });
  });

  it('reports a throwing resolver as InternalFailure without leaking its message', async () => {
    // Act
    const response = await postGraphql(harness.gateway, { query: '{ crash }' }, apiKey);

    // Assess
    expect(response.json).toMatchObject({
      data: { crash: null },
      errors: [{ path: ['crash'], errorType: 'InternalFailure', message: 'Internal error' }],
    });
    expect(JSON.stringify(response.json)).not.toContain('hunter2');
    expect(JSON.stringify(harness.logged)).toContain('hunter2');
  });

  it('calls the resolver with the AppSync direct-Lambda event', async () => {
    // Prepare
    harness.resolverCalls.length = 0;
    const query = `mutation Pub($site: ID!) { n: publishNotice(site: $site, text: "hi") { id ...F } }
      fragment F on Notice { site spot }`;

    // Act
    await postGraphql(harness.gateway, { query, variables: { site: 's1' } }, { authorization: VALID_TOKEN });

    // Assess
    expect(harness.resolverCalls).toEqual([
      {
        arguments: { site: 's1', text: 'hi' },
        identity: { resolverContext: { userId: 'u1' } },
        source: null,
        request: { headers: expect.objectContaining({ authorization: VALID_TOKEN }), domainName: null },
        prev: null,
        stash: {},
        info: {
          fieldName: 'publishNotice',
          parentTypeName: 'Mutation',
          variables: { site: 's1' },
          selectionSetList: ['id', 'site', 'spot'],
          selectionSetGraphQL: '{\n  id\n  ...F\n}',
        },
      },
    ]);
  });

  it('parses AWSJSON arguments for the resolver and returns AWSJSON as a string', async () => {
    // Act
    const good = await postGraphql(
      harness.gateway,
      { query: 'query($i: AWSJSON) { echo(input: $i) }', variables: { i: '{"a":[1,2]}' } },
      apiKey,
    );
    const badDate = await postGraphql(harness.gateway, { query: '{ echo(at: "yesterday") }' }, apiKey);

    // Assess
    expect(harness.resolverCalls.at(-1)?.arguments).toEqual({ input: { a: [1, 2] } });
    expect(good.json).toEqual({ data: { echo: '{"a":[1,2]}' } });
    expect(badDate.status).toBe(400);
  });

  it('still answers after resolver failures and refused fields', async () => {
    // Act
    const response = await postGraphql(harness.gateway, { query: '{ version { version } }' }, apiKey);

    // Assess
    expect(response).toMatchObject({ status: 200, json: { data: { version: { version: '3.0.0' } } } });
  });
});
