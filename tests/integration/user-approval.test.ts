/**
 * Approving an account that sign-in refuses with 1007 (REQUIRED_VERIFIED): `patchUser` with
 * `verified: true`, which the policy lets only someone who may edit the user do: a manager or
 * above, within the user's tenant, who outranks the user (docs/auth.md "Approval").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser } from '../support/fixtures';
import { gql, SIGNIN, signin } from '../support/graphql';

const APPROVE = 'mutation ($id: ID!) { patchUser(id: $id, input: { verified: true }) { _id verified } }';

const attempt = (uid: string, password: string) => gql(SIGNIN, { uid, password });

let admin = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
});

async function awaitingOn(siteId: string) {
  return createUser({ staff: true }, { siteId, verified: false });
}

describe('account approval', () => {
  it('lets an administrator approve a 1007 account, which can then sign in', async () => {
    // Prepare
    const site = await createSite();
    const waiting = await awaitingOn(site._id);
    const before = await attempt(waiting.uid, waiting.password);

    // Act
    const approved = await gql(APPROVE, { id: waiting._id }, { token: admin });
    const after = await attempt(waiting.uid, waiting.password);

    // Assess
    expect(before.errors?.[0]?.errorType).toBe('1007');
    expect(approved.data).toEqual({ patchUser: { _id: waiting._id, verified: true } });
    expect(after.errors).toBeUndefined();
  });

  it("lets a manager approve a lower account on their own site, and not another site's", async () => {
    // Prepare
    const own = await createSite();
    const other = await createSite();
    const manager = await createUser({ manager: true }, { siteId: own._id });
    const token = await signin(manager.uid, manager.password);
    const mine = await awaitingOn(own._id);
    const theirs = await awaitingOn(other._id);

    // Act
    const onOwn = await gql(APPROVE, { id: mine._id }, { token });
    const onOther = await gql(APPROVE, { id: theirs._id }, { token });

    // Assess
    expect(onOwn.errors).toBeUndefined();
    expect(onOther.errors?.[0]?.errorType).toBe('Forbidden');
    expect((await attempt(theirs.uid, theirs.password)).errors?.[0]?.errorType).toBe('1007');
  });

  it('refuses staff, and a manager approving a manager of the same rank', async () => {
    // Prepare
    const site = await createSite();
    const staff = await createUser({ staff: true }, { siteId: site._id });
    const manager = await createUser({ manager: true }, { siteId: site._id });
    const peer = await createUser({ manager: true }, { siteId: site._id, verified: false });
    const waiting = await awaitingOn(site._id);

    // Act
    const byStaff = await gql(
      APPROVE,
      { id: waiting._id },
      { token: await signin(staff.uid, staff.password) },
    );
    const byPeer = await gql(
      APPROVE,
      { id: peer._id },
      { token: await signin(manager.uid, manager.password) },
    );

    // Assess
    expect(byStaff.errors?.[0]?.errorType).toBe('Forbidden');
    expect(byPeer.errors?.[0]?.errorType).toBe('Forbidden');
    expect((await attempt(peer.uid, peer.password)).errors?.[0]?.errorType).toBe('1007');
  });
});
