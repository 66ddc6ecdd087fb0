/**
 * Query cost after fragment expansion (issue 32, docs/security.md "Cost limits"): 23 fragments
 * that each spread the previous one twice, under `signin` with only the public API key, froze the
 * whole local stack for 9.3 s; `{ me { ...L25 } }` took 81 s. Both are now refused before anything
 * runs with ExpandedFieldLimitReached, within 100 ms, while a request sent alongside is served,
 * and nothing is written (the sign-in under the bomb names real credentials: run, it would store
 * a session).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../infra/lib/api-limits';
import { gql, signin } from '../support/graphql';
import { changedItems, tableSnapshot } from '../support/table-snapshot';

/** `levels` fragments on User, each spreading the one before twice, spread once at SPREAD. */
function fragmentBomb(levels: number, operation: string): string {
  const fragments = ['fragment L0 on User{_id uid}'];
  for (let i = 1; i <= levels; i += 1) fragments.push(`fragment L${i} on User{...L${i - 1} ...L${i - 1}}`);
  return `${operation.replace('SPREAD', `...L${levels}`)}${fragments.join(' ')}`;
}

const SIGNIN_BOMB = fragmentBomb(
  23,
  'mutation{signin(uid:"teacher",password:"demo1234"){token user{SPREAD}}}',
);
const ME_BOMB = fragmentBomb(25, '{me{SPREAD}}');

let teacher = '';

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  // The stack's first signed-in request loads the authorizer's reads; the timings below are the bomb's.
  await gql('{ me { uid } }', {}, { token: teacher });
});

/** Sends the bomb and, while it is on its way, an ordinary request; both answers and the bomb's time. */
async function bombAlongside(bomb: string, auth: { token?: string }) {
  const started = performance.now();
  const [refused, served] = await Promise.all([
    gql(bomb, {}, auth).then((answer) => ({ answer, ms: performance.now() - started })),
    gql<{ version: { version: string } }>('{ version { version } }'),
  ]);
  return { refused: refused.answer, ms: refused.ms, served };
}

describe('a fragment bomb', () => {
  it('under signin with the public key: ExpandedFieldLimitReached within 100 ms, a concurrent request served, nothing written', async () => {
    // Prepare
    const before = await tableSnapshot();

    // Act
    const { refused, ms, served } = await bombAlongside(SIGNIN_BOMB, {});

    // Assess
    expect(SIGNIN_BOMB.length).toBeLessThan(1000);
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      errorType: 'ExpandedFieldLimitReached',
      message: `Query has more than ${API_LIMITS.expandedFields} fields once its fragments are expanded`,
    });
    expect(ms).toBeLessThan(100);
    expect(served.status).toBe(200);
    expect(served.data?.version.version).toEqual(expect.any(String));
    expect(changedItems(before, await tableSnapshot())).toEqual([]);
  });

  it('under me with a teacher session: refused within 100 ms, a concurrent request served', async () => {
    const { refused, ms, served } = await bombAlongside(ME_BOMB, { token: teacher });

    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.errorType).toBe('ExpandedFieldLimitReached');
    expect(ms).toBeLessThan(100);
    expect(served.status).toBe(200);
  });

  it('leaves the same fragments, spread to a size the console uses, whole', async () => {
    const result = await gql<{ me: { uid: string } }>(
      fragmentBomb(3, '{me{SPREAD}}'),
      {},
      { token: teacher },
    );

    expect(result.status).toBe(200);
    expect(result.data?.me.uid).toBe('teacher');
  });
});

describe('document size', () => {
  it('refuses a document over the limit with DocumentSizeLimitReached, nothing written', async () => {
    // Prepare: a sign-in that would store a session, made long by a comment
    const before = await tableSnapshot();
    const query = `mutation{signin(uid:"teacher",password:"demo1234"){token}}#${'x'.repeat(API_LIMITS.documentBytes)}`;

    // Act
    const result = await gql(query);

    // Assess
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.errorType).toBe('DocumentSizeLimitReached');
    expect(changedItems(before, await tableSnapshot())).toEqual([]);
  });
});
