/**
 * Account holes a probe found (issue 21 "Why"), each now refused with its typed error and nothing
 * written: changePassword as an unlimited password oracle, a token that outlived deactivation
 * (and came back on reactivation), a token without `exp`, and an account that had not agreed to
 * the terms reading the school's users (docs/auth.md).
 */
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { UserStore } from '../../functions/src/data/users';
import { tokenSecret } from '../../infra/local/config';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';

const ME = 'query { me { _id } }';
const CHANGE =
  'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) { success } }';
const PATCH = 'mutation ($id: ID!, $i: UserPatch!) { patchUser(id: $id, input: $i) { _id active } }';
const USERS = 'query ($f: UserFilter) { users(perPage: 50, filter: $f) { total data { _id } } }';

describe('changePassword and the sign-in throttle', () => {
  it('locks the old-password check after five wrong guesses and keeps the password', async () => {
    const user = await createUser({ manager: true }, { siteId: 'site-demo' });
    const token = await signin(user.uid, user.password);
    const users = new UserStore(testTable());
    const before = (await users.getByUid(user.uid))?.passwordHash;

    const guesses: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1)
      guesses.push(
        (await gql(CHANGE, { o: `wrong-${i}`, n: 'Taken-over-1' }, { token })).errors?.[0]?.errorType,
      );
    const right = await gql(CHANGE, { o: user.password, n: 'Taken-over-1' }, { token });

    expect(guesses).toEqual(['1002', '1002', '1002', '1002', '1002']);
    expect(right.errors?.[0]?.errorType).toBe('1008');
    expect(Number(right.errors?.[0]?.errorInfo?.retryAfterSeconds)).toBeGreaterThan(0);
    expect((await users.getByUid(user.uid))?.passwordHash).toBe(before);
  });
});

describe('sessions of a deactivated account', () => {
  it('ends the token for good: refused while inactive and still refused after reactivation', async () => {
    const user = await createUser({ staff: true }, { siteId: 'site-demo' });
    const token = await signin(user.uid, user.password);
    const admin = await signin('admin', 'demo1234');
    const before = await gql(ME, {}, { token });

    const off = await gql(PATCH, { id: user._id, i: { active: false } }, { token: admin });
    const whileOff = await gql(ME, {}, { token });
    const on = await gql(PATCH, { id: user._id, i: { active: true } }, { token: admin });
    const afterOn = await gql(ME, {}, { token });

    expect(before.status).toBe(200);
    expect(off.data).toEqual({ patchUser: { _id: user._id, active: false } });
    expect(on.data).toEqual({ patchUser: { _id: user._id, active: true } });
    expect(whileOff.status).toBe(401);
    expect(afterOn.status).toBe(401);
    // The account itself works again: only the old token is dead.
    expect((await gql(ME, {}, { token: await signin(user.uid, user.password) })).status).toBe(200);
  });
});

describe('tokens without an expiry', () => {
  it('refuses a correctly signed token that has no exp, and accepts the same claims with one', async () => {
    const user = await createUser({ manager: true }, { siteId: 'site-demo' });
    const issued = decodeJwt(await signin(user.uid, user.password));
    const key = new TextEncoder().encode(tokenSecret(inject('stack').dataDir));
    const resign = (withExp: boolean) => {
      const jwt = new SignJWT({ sid: issued.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(issued.sub))
        .setIssuer(String(issued.iss))
        .setAudience(issued.aud as string)
        .setIssuedAt();
      return (withExp ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };

    const forever = await gql(ME, {}, { token: await resign(false) });
    const bounded = await gql(ME, {}, { token: await resign(true) });

    expect(forever.status).toBe(401);
    expect(bounded.status).toBe(200);
  });
});

describe('policy agreement on the server', () => {
  it("refuses a manager who has not agreed the school's users with REQUIRED_AGREE, and serves them after agreeing", async () => {
    const user = await createUser(
      { manager: true },
      { siteId: 'site-demo', private_policy: { agree: false, date: null } },
    );
    const token = await signin(user.uid, user.password);

    const refused = await gql(USERS, { f: { site: 'site-demo' } }, { token });
    await gql('mutation { agreePolicy { _id } }', {}, { token });
    const served = await gql<{ users: { total: number } }>(USERS, { f: { site: 'site-demo' } }, { token });

    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      errorType: 'Forbidden',
      errorInfo: { key: 'REQUIRED_AGREE' },
    });
    expect(served.data?.users.total).toBeGreaterThan(0);
  });
});
