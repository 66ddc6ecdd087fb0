// AppSync's cost settings as the gateway applies them: fields past the depth limit fail with
// QueryDepthLimitReached, resolvers past the count limit fail with ResolverExecutionLimitReached
// without running (so aliases cannot multiply calls), and introspection is a validation error
// when it is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './index.ts';
import { API_KEY, type Harness, IAM, postGraphql, startHarness, TEST_SCHEMA } from './test-support.ts';

const apiKey = { 'x-api-key': API_KEY };
let limited: Harness;
let open: Harness;

beforeAll(async () => {
  limited = await startHarness(undefined, { queryDepth: 2, resolverCount: 2, introspection: false });
  open = await startHarness();
});

afterAll(async () => {
  await limited.gateway.close();
  await open.gateway.close();
});

const callsSince = (harness: Harness, before: number) => harness.resolverCalls.length - before;

describe('gateway limits: query depth', () => {
  it('answers fields past the depth limit with QueryDepthLimitReached and keeps the rest', async () => {
    // Prepare: me (1) -> friend (2) -> name (3), with a limit of 2
    const query = '{ me { name friend { id name } } }';

    // Act
    const { status, json } = await postGraphql(
      limited.gateway,
      { query },
      { authorization: 'Bearer valid-token' },
    );

    // Assess: friend's fields are non-null, so the error reaches friend, the first nullable parent
    expect(status).toBe(200);
    expect(json).toMatchObject({
      data: { me: { name: 'Ann', friend: null } },
      errors: [
        {
          path: ['me', 'friend', 'id'],
          errorType: 'QueryDepthLimitReached',
          message: 'Query depth limit of 2 reached',
        },
      ],
    });
  });

  it('runs the same query whole without a depth limit', async () => {
    const query = '{ me { friend { name } } }';
    const { json } = await postGraphql(open.gateway, { query }, { authorization: 'Bearer valid-token' });
    expect(json).toEqual({ data: { me: { friend: { name: 'Bo' } } } });
  });
});

describe('gateway limits: resolver count', () => {
  it('runs only the first resolvers of an aliased query and refuses the others without calling them', async () => {
    // Prepare
    const before = limited.resolverCalls.length;
    const query = '{ a: whoami b: whoami c: whoami d: whoami }';

    // Act
    const { status, json } = await postGraphql(limited.gateway, { query }, apiKey);

    // Assess
    expect(status).toBe(200);
    expect(callsSince(limited, before)).toBe(2);
    const body = json as { data: Record<string, unknown>; errors: Array<Record<string, unknown>> };
    expect(body.data.a).not.toBeNull();
    expect(body.data.b).not.toBeNull();
    expect(body.data.c).toBeNull();
    expect(body.data.d).toBeNull();
    expect(body.errors.map((e) => [e.path, e.errorType, e.message])).toEqual([
      [['c'], 'ResolverExecutionLimitReached', 'Resolver execution limit of 2 reached'],
      [['d'], 'ResolverExecutionLimitReached', 'Resolver execution limit of 2 reached'],
    ]);
  });

  it('counts aliased mutations too, so one request cannot try many passwords', async () => {
    // Prepare
    const before = limited.resolverCalls.length;
    const attempts = Array.from({ length: 50 }, (_, i) => `t${i}: signin(uid: "u", password: "p${i}")`);

    // Act
    const { json } = await postGraphql(
      limited.gateway,
      { query: `mutation { ${attempts.join(' ')} }` },
      apiKey,
    );

    // Assess
    expect(callsSince(limited, before)).toBe(2);
    const errors = (json as { errors: Array<{ errorType: string }> }).errors;
    expect(errors).toHaveLength(48);
    expect(new Set(errors.map((e) => e.errorType))).toEqual(new Set(['ResolverExecutionLimitReached']));
  });

  it('gives every request its own count', async () => {
    const first = await postGraphql(limited.gateway, { query: '{ a: whoami b: whoami }' }, apiKey);
    const second = await postGraphql(limited.gateway, { query: '{ a: whoami b: whoami }' }, apiKey);
    expect(first.json).not.toHaveProperty('errors');
    expect(second.json).not.toHaveProperty('errors');
  });
});

describe('gateway limits: introspection', () => {
  it('refuses __schema and __type as validation errors when introspection is off', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      // Act
      const { status, json } = await postGraphql(limited.gateway, { query }, apiKey);

      // Assess
      expect(status).toBe(400);
      const [error] = (json as { errors: Array<{ errorType: string; message: string }> }).errors;
      expect(error?.errorType).toBe('GraphQLError');
      expect(error?.message).toMatch(/^Validation error: GraphQL introspection has been disabled/);
    }
  });

  it('still answers __typename, which discloses no schema', async () => {
    const { json } = await postGraphql(
      limited.gateway,
      { query: '{ __typename version { __typename } }' },
      apiKey,
    );
    expect(json).toEqual({ data: { __typename: 'Query', version: { __typename: 'Version' } } });
  });

  it('answers introspection when it is on, as AppSync does by default', async () => {
    const { status, json } = await postGraphql(
      open.gateway,
      { query: '{ __schema { queryType { name } } }' },
      apiKey,
    );
    expect(status).toBe(200);
    expect(json).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('gateway limits: settings', () => {
  it.each([
    { queryDepth: 0 },
    { queryDepth: 76 },
    { resolverCount: 0 },
    { resolverCount: 10_001 },
    { queryDepth: 2.5 },
  ])('refuses to start with a value AppSync would refuse: %o', async (limits) => {
    await expect(
      startGateway({
        port: 0,
        schemaSdl: TEST_SCHEMA,
        apiKey: API_KEY,
        iam: IAM,
        defaultAuthMode: 'AWS_LAMBDA',
        limits,
        invokeAuthorizer: async () => ({ isAuthorized: false }),
        invokeResolver: async () => null,
      }),
    ).rejects.toThrow(/AppSync's range/);
  });
});
