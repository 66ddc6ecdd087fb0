/** Integrity and validation rules found by review: each would otherwise corrupt data or crash a call. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createEmptySite, createSpot } from '../support/org-fixtures';

let admin = '';
let system = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  system = await signin('system', 'demo1234');
});

describe('removal keeps references whole', () => {
  it('refuses to remove a site that still has a user', async () => {
    const site = await createEmptySite();
    await createUser({ manager: true }, { siteId: site._id });

    const result = await gql(
      'mutation ($id: ID!) { removeSite(id: $id) { success } }',
      { id: site._id },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('SITE_NOT_EMPTY');
  });

  it('refuses to remove a classroom that still has a scanner', async () => {
    const site = await createEmptySite();
    const spot = await createSpot(site._id);
    const scanner = await gql(
      'mutation ($i: ScannerInput!) { createScanner(input: $i) { _id } }',
      { i: { scid: `SCN-${Date.now()}`, site: site._id, spot: spot._id } },
      { token: admin },
    );

    const result = await gql(
      'mutation ($id: ID!) { removeSpot(id: $id) { success } }',
      { id: spot._id },
      { token: admin },
    );

    expect(scanner.errors).toBeUndefined();
    expect(result.errors?.[0]?.errorInfo?.key).toBe('SPOT_NOT_EMPTY');
  });
});

describe('users leave nothing behind', () => {
  it('releases the remote app of a removed user', async () => {
    const student = await createUser({ user: true }, { siteId: 'site-demo' });
    const created = await gql<{ createApp: { _id: string } }>(
      'mutation ($i: AppInput!) { createApp(input: $i) { _id } }',
      { i: { uuid: `app-${Date.now()}`, site: 'site-demo', user: student._id } },
      { token: admin },
    );
    const appId = created.data?.createApp._id ?? '';

    await gql(
      'mutation ($id: ID!) { removeUser(id: $id) { success } }',
      { id: student._id },
      { token: admin },
    );
    // The stored record, not the view: a view shows a removed user as null either way.
    const stored = await new EntityRepository(testTable()).get<{ userId: string | null }>('APP', appId);

    expect(appId).not.toBe('');
    expect(stored?.userId).toBeNull();
  });
});

describe('bounded input', () => {
  it('refuses free-form JSON that is too deep or too large', async () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 20; i += 1) deep = { inner: deep };
    const large = { text: 'x'.repeat(20_000) };

    const results = await Promise.all(
      [deep, large].map((info) =>
        gql(
          'mutation ($i: SiteInput!) { createSite(input: $i) { _id } }',
          { i: { name: 'JSON test', info: JSON.stringify(info) } },
          { token: admin },
        ),
      ),
    );

    expect(results.map((result) => result.errors?.[0]?.errorInfo?.key)).toEqual([
      'JSON_TOO_LARGE',
      'JSON_TOO_LARGE',
    ]);
  });

  it('answers INVALID_ID to an absurdly long id instead of failing', async () => {
    const result = await gql(
      'query ($id: ID!) { spot(id: $id) { _id } }',
      { id: 'x'.repeat(3000) },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('INVALID_ID');
  });

  it('refuses a seat number below 1', async () => {
    const result = await gql(
      'mutation ($i: UserInput!) { addUser(input: $i) { _id } }',
      {
        i: { uid: `seat-${Date.now()}`, firstname: 'Seat', no: -5, role: { user: true }, site: 'site-demo' },
      },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('INVALID_SEAT');
  });

  it('refuses a site in an unknown category', async () => {
    const result = await gql(
      'mutation { createSite(input: { name: "Cat", category: "no-such-category" }) { _id } }',
      {},
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_CATEGORY');
  });
});

describe('names and roles', () => {
  it('shows a renamed site under its new name in its classrooms', async () => {
    const site = await createEmptySite();
    const spot = await createSpot(site._id);

    await gql(
      'mutation ($id: ID!) { updateSite(id: $id, input: { name: "Renamed school" }) { _id } }',
      { id: site._id },
      { token: admin },
    );
    const after = await gql<{ spot: { site: { name: string } } }>(
      'query ($id: ID!) { spot(id: $id) { site { name } } }',
      { id: spot._id },
      { token: admin },
    );

    expect(after.data?.spot.site.name).toBe('Renamed school');
  });

  it('ranks an operator with staff: a manager may create an operator but not an admin', async () => {
    const teacher = await signin('teacher', 'demo1234');
    const addUser = (role: Record<string, boolean>) =>
      gql<{ addUser: { _id: string } }>(
        'mutation ($i: UserInput!) { addUser(input: $i) { _id } }',
        {
          i: {
            uid: `op-${Date.now()}-${Math.random()}`,
            password: 'Password-123',
            firstname: 'Op',
            role,
            site: 'site-demo',
          },
        },
        { token: teacher },
      );

    const operator = await addUser({ operator: true });
    const adminAttempt = await addUser({ admin: true });

    expect(operator.errors).toBeUndefined();
    expect(adminAttempt.errors?.[0]?.errorType).toBe('Forbidden');
  });

  it('links the distributor user of a new distributor, so it then reaches the assigned sites', async () => {
    const user = await createUser({ distributor: true });
    const site = await createEmptySite();
    const dist = await gql<{ createDist: { _id: string } }>(
      'mutation ($i: DistInput!) { createDist(input: $i) { _id } }',
      { i: { title: `Dist ${Date.now()}`, distributor: user._id } },
      { token: system },
    );
    await gql(
      'mutation ($id: ID!, $s: [ID!]!) { setDist(id: $id, sites: $s) { success } }',
      { id: dist.data?.createDist._id, s: [site._id] },
      { token: admin },
    );
    const token = await signin(user.uid, user.password);

    const sites = await gql<{ sites: { data: { _id: string }[] } }>(
      '{ sites(perPage: 10) { data { _id } } }',
      {},
      { token },
    );

    expect(sites.data?.sites.data.map((s) => s._id)).toEqual([site._id]);
  });
});

describe('served files', () => {
  it('answers 404 to a malformed escape in a file path', async () => {
    const response = await fetch(`${inject('stack').url}/files/%E0%A4%A`);

    expect(response.status).toBe(404);
  });
});
