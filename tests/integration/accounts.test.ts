/** Sign-up, current user, sign-out, passwords and policy agreement, end to end through the gateway. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserStore } from '../../functions/src/data/users';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';

const SIGNUP = /* GraphQL */ `
  mutation Signup($input: SignupInput!) {
    signup(input: $input) { token user { uid role { manager } private_policy { agree } site { _id } } }
  }
`;
const ME =
  /* GraphQL */ 'query { me { _id uid firstname private_policy { agree date } site { name dist { title } } } }';
const SIGNOUT = /* GraphQL */ 'mutation { signout { success } }';

function signupInput(overrides: Record<string, unknown> = {}) {
  return {
    uid: `new-${randomUUID().slice(0, 8)}`,
    password: 'Password-123',
    passwordConfirm: 'Password-123',
    email: 'new.teacher@example.com',
    firstname: 'New',
    lastname: 'Teacher',
    agreePolicy: true,
    agreeTerms: true,
    ...overrides,
  };
}

describe('signup', () => {
  it('creates a teacher account that is signed in at once', async () => {
    const input = signupInput();

    const result = await gql<{
      signup: { token: string; user: { uid: string; role: { manager: boolean } } };
    }>(SIGNUP, { input });

    expect(result.errors).toBeUndefined();
    expect(result.data?.signup.user).toMatchObject({ uid: input.uid, role: { manager: true } });
    const me = await gql<{ me: { uid: string } }>(ME, {}, { token: result.data?.signup.token });
    expect(me.data?.me.uid).toBe(input.uid);
  });

  it('refuses a user id that exists with 1003', async () => {
    const result = await gql(SIGNUP, { input: signupInput({ uid: 'teacher' }) });

    expect(result.errors?.[0]?.errorType).toBe('1003');
  });

  it.each([
    [{ agreeTerms: false }, 'REQUIRED_AGREE'],
    [{ agreePolicy: false }, 'REQUIRED_AGREE'],
    [{ passwordConfirm: 'Different-123' }, 'PASSWORD_MISMATCH'],
    [{ password: 'short', passwordConfirm: 'short' }, 'PASSWORD_TOO_SHORT'],
    [{ firstname: ' ' }, 'REQUIRED_NAME_MSG'],
  ])('rejects %o with %s and writes nothing', async (overrides, key) => {
    const input = signupInput(overrides);

    const result = await gql(SIGNUP, { input });

    expect(result.errors?.[0]?.errorInfo?.key).toBe(key);
    const retry = await gql(SIGNUP, { input: { ...signupInput(), uid: input.uid } });
    expect(retry.errors).toBeUndefined();
  });

  it('rejects a malformed e-mail before any write (AWSEmail scalar)', async () => {
    const input = signupInput({ email: 'not-an-email' });

    const result = await gql(SIGNUP, { input });

    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/email/i);
    const retry = await gql(SIGNUP, { input: { ...signupInput(), uid: input.uid } });
    expect(retry.errors).toBeUndefined();
  });
});

describe('me and signout', () => {
  it('returns the signed-in user with site and distributor', async () => {
    const token = await signin('teacher', 'demo1234');

    const result = await gql<{ me: { uid: string; site: { name: string; dist: { title: string } } } }>(
      ME,
      {},
      { token },
    );

    expect(result.data?.me).toMatchObject({ uid: 'teacher', site: { name: 'Demo Elementary School' } });
    expect(result.data?.me.site.dist.title).toBeTruthy();
  });

  it('revokes the server-side session so the token stops working', async () => {
    const token = await signin('staff', 'demo1234');

    const signout = await gql<{ signout: { success: boolean } }>(SIGNOUT, {}, { token });
    const after = await gql(ME, {}, { token });

    expect(signout.data?.signout.success).toBe(true);
    expect(after.status).toBe(401);
    expect(after.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it('refuses me with the API key alone', async () => {
    const result = await gql(ME);

    expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});

describe('passwords', () => {
  const CHANGE =
    'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) { success } }';
  const RESET = 'mutation ($id: ID!, $p: String) { resetPassword(id: $id, password: $p) { password } }';

  it('changes the password when the old one is right', async () => {
    const user = await createUser({ manager: true });
    const token = await signin(user.uid, user.password);

    const result = await gql(CHANGE, { o: user.password, n: 'Another-456' }, { token });

    expect(result.errors).toBeUndefined();
    await expect(signin(user.uid, 'Another-456')).resolves.toBeTruthy();
  });

  it('answers 1002 when the old password is wrong', async () => {
    const user = await createUser({ manager: true });
    const token = await signin(user.uid, user.password);

    const result = await gql(CHANGE, { o: 'wrong-one', n: 'Another-456' }, { token });

    expect(result.errors?.[0]?.errorType).toBe('1002');
  });

  it('lets an admin reset a password and returns the new one', async () => {
    const user = await createUser({ manager: true });
    const token = await signin('admin', 'demo1234');

    const result = await gql<{ resetPassword: { password: string } }>(RESET, { id: user._id }, { token });

    const password = result.data?.resetPassword.password ?? '';
    expect(password).toHaveLength(12);
    await expect(signin(user.uid, password)).resolves.toBeTruthy();
  });

  it('refuses a manager resetting the password of a user of another site or of an admin', async () => {
    const otherSiteUser = await createUser({ user: true }, { siteId: 'site-elsewhere' });
    const token = await signin('teacher', 'demo1234');

    const other = await gql(RESET, { id: otherSiteUser._id, p: 'Password-999' }, { token });
    const admin = await gql(RESET, { id: 'user-admin', p: 'Password-999' }, { token });

    expect(other.errors?.[0]?.errorType).toBe('Forbidden');
    expect(admin.errors?.[0]?.errorType).toBe('Forbidden');
  });

  it('refuses a manager resetting the password of another manager of the same site', async () => {
    const peer = await createUser({ manager: true }, { siteId: 'site-demo' });
    const token = await signin('teacher', 'demo1234');

    const result = await gql(RESET, { id: peer._id, p: 'Password-999' }, { token });

    expect(result.errors?.[0]?.errorType).toBe('Forbidden');
  });

  it('signs out the other sessions on a password change and every session on a reset', async () => {
    const user = await createUser({ manager: true });
    const [tokenA, tokenB] = [await signin(user.uid, user.password), await signin(user.uid, user.password)];

    await gql(CHANGE, { o: user.password, n: 'Changed-789' }, { token: tokenA });
    const afterChange = [await gql(ME, {}, { token: tokenA }), await gql(ME, {}, { token: tokenB })];
    const admin = await signin('admin', 'demo1234');
    await gql(RESET, { id: user._id }, { token: admin });
    const afterReset = await gql(ME, {}, { token: tokenA });

    expect(afterChange.map((result) => result.status)).toEqual([200, 401]);
    expect(afterReset.status).toBe(401);
  });

  it('lets a manager reset the password of a student of their own site', async () => {
    const token = await signin('teacher', 'demo1234');

    const result = await gql<{ resetPassword: { password: string } }>(
      RESET,
      { id: 'user-student-01', p: 'Student-pass-1' },
      { token },
    );

    expect(result.data?.resetPassword.password).toBe('Student-pass-1');
  });
});

describe('account state and open sessions', () => {
  it('ends an open session when the account is deactivated or loses its approval', async () => {
    const users = new UserStore(testTable());
    const first = await createUser({ manager: true });
    const second = await createUser({ manager: true });
    const [tokenFirst, tokenSecond] = [
      await signin(first.uid, first.password),
      await signin(second.uid, second.password),
    ];

    await users.update(first._id, { active: false });
    await users.update(second._id, { verified: false });

    expect((await gql(ME, {}, { token: tokenFirst })).status).toBe(401);
    expect((await gql(ME, {}, { token: tokenSecond })).status).toBe(401);
  });
});

describe('policy agreement', () => {
  it('records the agreement and its date', async () => {
    const user = await createUser({ manager: true }, { private_policy: { agree: false, date: null } });
    const token = await signin(user.uid, user.password);

    const result = await gql<{ agreePolicy: { private_policy: { agree: boolean; date: string } } }>(
      'mutation { agreePolicy { private_policy { agree date } } }',
      {},
      { token },
    );

    expect(result.data?.agreePolicy.private_policy.agree).toBe(true);
    expect(Date.parse(result.data?.agreePolicy.private_policy.date ?? '')).toBeGreaterThan(0);
  });
});
