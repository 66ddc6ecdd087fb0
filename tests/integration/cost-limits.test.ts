/**
 * The API's cost limits on the whole local stack (docs/security.md "Cost limits"): a request of
 * 1,000 aliases runs only as many resolvers as the shared limit allows, nesting deeper than the
 * schema is refused before anything runs, and introspection is refused without the dev flag
 * (fragment expansion and document size: security-query-cost.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../infra/lib/api-limits';
import { gql, signin } from '../support/graphql';

interface LimitedResponse {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ errorType?: string; message: string; path?: string[] }>;
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n');

describe('resolver count limit (aliases)', () => {
  it('runs 1,000 aliases of a query as only the first resolverCount calls; the rest are typed refusals', async () => {
    // Prepare
    const teacher = await signin('teacher', 'demo1234');
    const query = `query { ${aliases(1000, 'mySite { name }')} }`;

    // Act
    const result = (await gql(query, {}, { token: teacher })) as LimitedResponse;

    // Assess
    expect(result.status).toBe(200);
    const answered = Object.values(result.data ?? {}).filter((value) => value !== null);
    expect(answered).toHaveLength(API_LIMITS.resolverCount);
    expect(answered[0]).toEqual({ name: expect.any(String) });
    const refusals = result.errors ?? [];
    expect(refusals).toHaveLength(1000 - API_LIMITS.resolverCount);
    expect(new Set(refusals.map((e) => e.errorType))).toEqual(new Set(['ResolverExecutionLimitReached']));
    expect(refusals[0]?.path).toEqual([`a${API_LIMITS.resolverCount}`]);
  });

  it('refuses aliased public queries past the limit too (API key)', async () => {
    const result = (await gql(`query { ${aliases(1000, 'version { version }')} }`)) as LimitedResponse;

    // version is non-null: the first refusal nulls the whole answer, as in AppSync.
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.errorType).toBe('ResolverExecutionLimitReached');
  });

  it('leaves a request within the limit whole', async () => {
    const result = (await gql(
      `query { ${aliases(API_LIMITS.resolverCount, 'version { version }')} }`,
    )) as LimitedResponse;

    expect(result.errors).toBeUndefined();
    expect(Object.keys(result.data ?? {})).toHaveLength(API_LIMITS.resolverCount);
  });
});

describe('query depth', () => {
  it('answers the deepest path the schema has (6 levels, under the limit)', async () => {
    // Prepare
    const teacher = await signin('teacher', 'demo1234');
    const query = 'query { playLists(perPage: 1) { data { list { question { title { main } } } } } }';

    // Act
    const result = (await gql(query, {}, { token: teacher })) as LimitedResponse;

    // Assess
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty('playLists.data');
  });

  it.each([
    // 700 KB: past the document size limit, refused before it is parsed
    [100_000, 'DocumentSizeLimitReached'],
    // within the size limit, deeper than the parser's stack: a request error, not a crash
    [8_000, 'GraphQLError'],
  ])(
    'refuses a document nested %i levels deep with a 400 %s, and keeps serving',
    async (levels, errorType) => {
      // Prepare
      const query = `query { me ${'{ site '.repeat(levels)}${'}'.repeat(levels)} }`;

      // Act
      const deep = (await gql(query)) as LimitedResponse;
      const after = (await gql('{ version { version } }')) as LimitedResponse;

      // Assess
      expect(deep.status).toBe(400);
      expect(deep.errors?.[0]?.errorType).toBe(errorType);
      expect(after.status).toBe(200);
    },
  );

  it('refuses selections nested past the schema as validation errors before any resolver runs', async () => {
    const teacher = await signin('teacher', 'demo1234');
    const query = 'query { me { site { category { _id { x { y { z } } } } } } }';

    const result = (await gql(query, {}, { token: teacher })) as LimitedResponse;

    expect(result.status).toBe(400);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/^Validation error/);
  });
});

describe('introspection', () => {
  it.each([
    ['__schema', '{ __schema { types { name } } }'],
    ['__type', '{ __type(name: "Mutation") { fields { name } } }'],
  ])('refuses %s with the public key and with a session as a validation error', async (_name, query) => {
    // Prepare
    const admin = await signin('admin', 'demo1234');

    // Act
    const anonymous = (await gql(query)) as LimitedResponse;
    const signedIn = (await gql(query, {}, { token: admin })) as LimitedResponse;

    // Assess
    for (const result of [anonymous, signedIn]) {
      expect(result.status).toBe(400);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ errorType: 'GraphQLError' });
      expect(result.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    }
  });

  it('still answers __typename, which the clients may ask for', async () => {
    const result = (await gql('{ __typename version { __typename } }')) as LimitedResponse;

    expect(result.data).toEqual({ __typename: 'Query', version: { __typename: 'Version' } });
  });
});
