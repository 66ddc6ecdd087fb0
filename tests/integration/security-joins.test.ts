/**
 * Class-code holes a probe found (issue 21 "Why"), each now refused with its typed error and
 * nothing written: codes guessed with the public key alone, without limit (docs/sessions.md
 * "Join limits"), and anonymous joins that each left a permanent user in the school. (A name alone
 * taking a roster student's seat is in remote-students.test.ts: SEAT_PIN_REQUIRED.)
 *
 * Every test here joins from this machine, one client for the limits: the client's window is
 * cleared before and after the guessing test, so other files' joins are not refused for it.
 */
import { randomInt } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinLimitKey } from '../../functions/src/data/keys';
import { CLIENT_LIMIT, clientKey } from '../../functions/src/domain/remote/join-limits';
import { testTable } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';

const SITE = 'site-demo';
const JOIN = 'mutation ($i: JoinSessionInput!) { joinSession(input: $i) { token student { _id } } }';
const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }';
const USERS = 'query ($f: UserFilter) { users(perPage: 1, filter: $f) { total } }';

let teacher = '';

const join = (input: Record<string, unknown>) => gql(JOIN, { i: input });
const errorOf = (result: GraphqlResponse) => ({
  type: result.errors?.[0]?.errorType,
  key: result.errors?.[0]?.errorInfo?.key,
});

async function ongoingClass(): Promise<{ _id: string; code: string }> {
  const spot = await createSpot(SITE, `Probe ${Date.now()}`);
  const result = await gql<{ createSession: { _id: string; code: string } }>(
    CREATE,
    { i: { site: SITE, spot: spot._id } },
    { token: teacher },
  );
  if (!result.data) throw new Error(`createSession failed: ${JSON.stringify(result.errors)}`);
  return result.data.createSession;
}

async function schoolUserCount(): Promise<number> {
  const result = await gql<{ users: { total: number } }>(USERS, { f: { site: SITE } }, { token: teacher });
  return result.data?.users.total ?? Number.NaN;
}

/** Opens a fresh window for this machine's joins (the local gateway sees IPv4 or IPv6 loopback). */
async function clearClientWindow(): Promise<void> {
  const table = testTable();
  for (const address of ['127.0.0.1', '::1'])
    await table.client.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: joinLimitKey('client', clientKey({ 'x-forwarded-for': address })),
      }),
    );
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

afterAll(clearClientWindow);

describe('guessing class codes', () => {
  it('refuses a client with JOIN_RATE_LIMITED after its budget of wrong codes, even for a real code', async () => {
    const real = await ongoingClass();
    await clearClientWindow();
    const wrongCode = () => {
      let code = real.code;
      while (code === real.code) code = String(randomInt(1_000_000)).padStart(6, '0');
      return code;
    };

    const guesses: string[] = [];
    for (let i = 0; i < CLIENT_LIMIT.maxFailures; i += 1)
      guesses.push(String(errorOf(await join({ code: wrongCode(), name: 'Guesser' })).key));
    const realJoin = await join({ code: real.code, name: 'Guesser' });

    expect(new Set(guesses)).toEqual(new Set(['CLASS_CODE_NOT_FOUND']));
    expect(guesses).toHaveLength(CLIENT_LIMIT.maxFailures);
    expect(errorOf(realJoin)).toEqual({ type: 'RateLimited', key: 'JOIN_RATE_LIMITED' });
    expect(Number(realJoin.errors?.[0]?.errorInfo?.retryAfterSeconds)).toBeGreaterThan(0);
    expect(realJoin.data).toBeNull();
    // The refusal is the client's window, not the class: a new window lets the same join in.
    await clearClientWindow();
    expect((await join({ code: real.code, name: 'Guesser' })).errors).toBeUndefined();
  });
});

describe('anonymous joins', () => {
  it('adds no user to the school however many strangers join', async () => {
    await clearClientWindow();
    const session = await ongoingClass();
    const before = await schoolUserCount();

    const joined = [];
    for (let i = 0; i < 20; i += 1) joined.push(await join({ code: session.code, name: `Stranger ${i}` }));

    expect(joined.map((result) => result.errors)).toEqual(Array(20).fill(undefined));
    expect(await schoolUserCount()).toBe(before);
  });
});
