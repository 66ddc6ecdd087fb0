/** Sign-in through the local gateway: every login error code comes from a real attempt. */
import { describe, expect, it } from 'vitest';
import { createSite, createUser } from '../support/fixtures';
import { gql, SIGNIN } from '../support/graphql';

async function attempt(uid: string, password: string) {
  return gql<{ signin: { token: string; user: { uid: string } } }>(SIGNIN, { uid, password });
}

describe('signin', () => {
  it('returns a token and the user for the demo teacher', async () => {
    const result = await attempt('teacher', 'demo1234');

    expect(result.errors).toBeUndefined();
    expect(result.data?.signin.user.uid).toBe('teacher');
    expect(result.data?.signin.token.split('.')).toHaveLength(3);
  });

  it('answers 1001 for an unknown user id', async () => {
    const result = await attempt('nobody-at-all', 'whatever1');

    expect(result.errors?.[0]?.errorType).toBe('1001');
    expect(result.data).toBeNull();
  });

  it('answers 1002 for a wrong password', async () => {
    const user = await createUser({ manager: true });

    const result = await attempt(user.uid, 'not-the-password');

    expect(result.errors?.[0]?.errorType).toBe('1002');
  });

  it('answers 1006 for an inactive account', async () => {
    const user = await createUser({ manager: true }, { active: false });

    const result = await attempt(user.uid, user.password);

    expect(result.errors?.[0]?.errorType).toBe('1006');
  });

  it('answers 1007 for an account that awaits approval', async () => {
    const user = await createUser({ manager: true }, { verified: false });

    const result = await attempt(user.uid, user.password);

    expect(result.errors?.[0]?.errorType).toBe('1007');
  });

  it('answers 4001 when the user site is inactive', async () => {
    const site = await createSite({ active: false });
    const user = await createUser({ manager: true }, { siteId: site._id });

    const result = await attempt(user.uid, user.password);

    expect(result.errors?.[0]?.errorType).toBe('4001');
  });

  it('does not reveal account state to someone without the password', async () => {
    const user = await createUser({ manager: true }, { active: false });

    const result = await attempt(user.uid, 'wrong-password');

    expect(result.errors?.[0]?.errorType).toBe('1002');
  });

  it('locks a user id for a while after five failures, even for the right password', async () => {
    const user = await createUser({ manager: true });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await attempt(user.uid, 'wrong-password')).errors?.[0]?.errorType);

    const locked = await attempt(user.uid, user.password);

    expect(codes).toEqual(['1002', '1002', '1002', '1002', '1002']);
    expect(locked.errors?.[0]?.errorType).toBe('1008');
    expect(Number(locked.errors?.[0]?.errorInfo?.retryAfterSeconds)).toBeGreaterThan(0);
  });

  it('lets no more than five of many parallel guesses reach the password check', async () => {
    const user = await createUser({ manager: true });

    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(user.uid, 'wrong-password')));
    const codes = results.map((result) => result.errors?.[0]?.errorType);

    expect(codes.filter((code) => code === '1002').length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === '1008').length).toBeGreaterThanOrEqual(7);
    expect((await attempt(user.uid, user.password)).errors?.[0]?.errorType).toBe('1008');
  });

  it('treats user ids case-insensitively', async () => {
    const result = await attempt('TEACHER', 'demo1234');

    expect(result.data?.signin.user.uid).toBe('teacher');
  });

  it('rejects an empty user id with LOGIN_ERR_UID', async () => {
    const result = await attempt('  ', 'demo1234');

    expect(result.errors?.[0]?.errorType).toBe('BadRequest');
    expect(result.errors?.[0]?.errorInfo?.key).toBe('LOGIN_ERR_UID');
  });
});
