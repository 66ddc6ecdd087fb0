// The two document limits AppSync does not have (document-limits.ts): a document whose fragments
// expand past `expandedFields`, or larger than `documentBytes`, is a 400 before any resolver runs,
// and costs milliseconds; and the gateway's own walks of a selection never expand a fragment twice
// in one selection set, so even without the limit a fragment bomb is no longer exponential.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandedFieldsMessage } from './document-limits.ts';
import { startGateway } from './index.ts';
import { realtimeHelpers } from './test-realtime-support.ts';
import { API_KEY, type Harness, IAM, postGraphql, startHarness, TEST_SCHEMA } from './test-support.ts';

const signedIn = { authorization: 'Bearer valid-token' };
let limited: Harness;
let open: Harness;

beforeAll(async () => {
  limited = await startHarness(undefined, { expandedFields: 100, documentBytes: 4096 });
  open = await startHarness();
});

afterAll(async () => {
  await limited.gateway.close();
  await open.gateway.close();
});

/** `levels` fragments, each spreading the one before twice: 2^levels copies of `id name`. */
function fragmentBomb(levels: number, root: string): string {
  const fragments = ['fragment L0 on Profile { id name }'];
  for (let i = 1; i <= levels; i += 1)
    fragments.push(`fragment L${i} on Profile { ...L${i - 1} ...L${i - 1} }`);
  return `${root.replace('SPREAD', `...L${levels}`)}\n${fragments.join('\n')}`;
}

describe('expanded field limit', () => {
  it('refuses a fragment bomb with ExpandedFieldLimitReached in milliseconds, calling no resolver', async () => {
    // Prepare: 2^23 * 2 fields once expanded, in about 900 bytes
    const query = fragmentBomb(23, '{ me { SPREAD } }');
    const calls = limited.resolverCalls.length;

    // Act
    const started = performance.now();
    const { status, headers, json } = await postGraphql(limited.gateway, { query }, signedIn);
    const elapsed = performance.now() - started;

    // Assess
    expect(status).toBe(400);
    expect(headers.get('x-amzn-errortype')).toBe('ExpandedFieldLimitReached');
    expect(json).toMatchObject({
      errors: [{ errorType: 'ExpandedFieldLimitReached', message: expandedFieldsMessage(100) }],
    });
    expect(limited.resolverCalls.length).toBe(calls);
    expect(elapsed).toBeLessThan(100);
  });

  it('counts fields, not fragments: the same fields written out past the limit are refused too', async () => {
    const query = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;

    const { status, json } = await postGraphql(limited.gateway, { query }, signedIn);

    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ errorType: 'ExpandedFieldLimitReached' }] });
  });

  it('runs a document within the limit, fragments and all', async () => {
    // 2^4 * 2 = 32 fields, plus me
    const query = fragmentBomb(4, '{ me { SPREAD } }');

    const { status, json } = await postGraphql(limited.gateway, { query }, signedIn);

    expect(status).toBe(200);
    expect(json).toEqual({ data: { me: { id: 'u1', name: 'Ann' } } });
  });

  it('leaves fragment cycles and unknown fragments to graphql-js, which refuses them', async () => {
    const cycle = '{ me { ...A } } fragment A on Profile { id ...B } fragment B on Profile { name ...A }';
    const unknown = '{ me { ...Nowhere } }';

    const answers = await Promise.all(
      [cycle, unknown].map((query) => postGraphql(limited.gateway, { query }, signedIn)),
    );

    expect(answers.map((a) => a.status)).toEqual([400, 400]);
    expect(answers.map((a) => (a.json as { errors: { errorType: string }[] }).errors[0]?.errorType)).toEqual([
      'GraphQLError',
      'GraphQLError',
    ]);
  });

  it('refuses a subscription whose fragments expand past the limit', async () => {
    // Prepare
    const { connect, start, lambdaAuth } = realtimeHelpers(limited.gateway);
    const { client } = await connect(lambdaAuth());
    const fragments = ['fragment N0 on Notice { id text }'];
    for (let i = 1; i <= 20; i += 1) fragments.push(`fragment N${i} on Notice { ...N${i - 1} ...N${i - 1} }`);
    const query = `subscription { onNotice(site: "s1") { ...N20 } }\n${fragments.join('\n')}`;

    // Act
    const answer = await start(client, 'bomb', query, {}, lambdaAuth());
    client.close();

    // Assess
    expect(answer).toMatchObject({
      type: 'error',
      payload: { errors: [{ errorType: 'ExpandedFieldLimitReached' }] },
    });
  });
});

describe('document size limit', () => {
  it('refuses a document over documentBytes with DocumentSizeLimitReached before parsing it', async () => {
    // Prepare: valid GraphQL, only long (comments), 2 bytes over the limit in Korean text
    const query = `{ version { version } }\n#${'가'.repeat(1365)}`;

    const { status, json } = await postGraphql(limited.gateway, { query }, { 'x-api-key': API_KEY });

    expect(Buffer.byteLength(query)).toBeGreaterThan(4096);
    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ errorType: 'DocumentSizeLimitReached' }] });
  });

  it('runs a document of exactly documentBytes', async () => {
    const head = '{ version { version } }\n#';
    const query = `${head}${'x'.repeat(4096 - head.length)}`;

    const { status } = await postGraphql(limited.gateway, { query }, { 'x-api-key': API_KEY });

    expect(Buffer.byteLength(query)).toBe(4096);
    expect(status).toBe(200);
  });
});

describe('without the limits (AppSync has neither)', () => {
  it('answers a fragment bomb in well under a second: no selection set expands a fragment twice', async () => {
    const query = fragmentBomb(23, '{ me { SPREAD } }');

    const started = performance.now();
    const { status, json } = await postGraphql(open.gateway, { query }, signedIn);

    expect(status).toBe(200);
    expect(json).toEqual({ data: { me: { id: 'u1', name: 'Ann' } } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(open.resolverCalls.at(-1)?.info.selectionSetList).toEqual(['id', 'name']);
  });

  it.each([{ expandedFields: 0 }, { documentBytes: 2 * 1024 * 1024 }, { expandedFields: 1.5 }])(
    'refuses to start with a limit out of range: %o',
    async (limits) => {
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
      ).rejects.toThrow(/the gateway's range/);
    },
  );
});
