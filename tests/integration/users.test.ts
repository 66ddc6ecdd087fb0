/** User administration through the gateway: scoped lists, validation, rank rules, student lists. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord, SpotRecord, UserRecord } from '../../functions/src/data/records';
import { createSite, createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDevice, createSpot } from '../support/org-fixtures';

type Row = {
  _id: string;
  uid: string;
  firstname: string | null;
  no: number | null;
  role: Record<string, boolean>;
};
type UserPage = { users: { total: number; data: (Row & { site: { _id: string } | null })[] } };

const USERS =
  'query ($p: Int, $n: Int!, $f: UserFilter) { users(page: $p, perPage: $n, filter: $f) { total data { _id uid firstname no site { _id } role { user manager staff admin system } } } }';
const ADD = 'mutation ($i: UserInput!) { addUser(input: $i) { _id uid private_policy { agree } } }';
const UPDATE = 'mutation ($id: ID!, $i: UserInput!) { updateUser(id: $id, input: $i) { _id spots { _id } } }';
const ROLE =
  'mutation ($id: ID!, $r: RoleInput!) { updateUserRole(id: $id, role: $r) { role { staff admin system } } }';
const MODIFY =
  'mutation ($i: ModifyUsersInput!) { modifyUsers(input: $i) { created { _id uid firstname no } updated removed } }';
const REMOVE = 'mutation ($id: ID!) { removeUser(id: $id) { success } }';
const DEVICE = 'query ($m: String!) { device(mac: $m) { user { _id } } }';

let admin = '';
let teacher = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  teacher = await signin('teacher', 'demo1234');
});

const uid = () => `u-${randomUUID().slice(0, 8)}`;

/** A fresh school with one classroom, so writes never disturb the demo data. */
async function classroom(): Promise<{ siteId: string; spot: SpotRecord }> {
  const site = await createSite();
  return { siteId: site._id, spot: await createSpot(site._id) };
}

function student(siteId: string, spot: SpotRecord, no: number | null, firstname = `Seat ${no}`) {
  return createUser({ user: true }, { siteId, spots: [{ _id: spot._id, name: spot.name }], no, firstname });
}

async function listOf(token: string, filter: Record<string, unknown>, perPage = 100) {
  const result = await gql<UserPage>(USERS, { n: perPage, f: filter }, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.users;
}

describe('user lists', () => {
  it('shows a manager only the users of their own site', async () => {
    const elsewhere = await createSite();
    await createUser({ user: true }, { siteId: elsewhere._id });

    const own = await listOf(teacher, {});
    const foreign = await gql(USERS, { n: 5, f: { site: elsewhere._id } }, { token: teacher });

    expect(new Set(own.data.map((user) => user.site?._id))).toEqual(new Set(['site-demo']));
    expect(own.total).toBeGreaterThanOrEqual(24);
    expect(foreign.errors?.[0]?.errorType).toBe('Forbidden');
  });

  it('filters students, role flags and names', async () => {
    const students = await listOf(admin, { site: 'site-demo', students: true });
    const managers = await listOf(admin, { site: 'site-demo', role: { manager: true } });
    const named = await listOf(admin, { site: 'site-demo', q: 'student07' });

    expect(students.data.some((user) => user.uid === 'teacher' || user.uid === 'staff')).toBe(false);
    expect(students.data.every((user) => !user.role.staff && !user.role.manager)).toBe(true);
    expect(managers.data.every((user) => user.role.manager)).toBe(true);
    expect(managers.data.map((user) => user.uid)).toEqual(expect.arrayContaining(['newteacher', 'teacher']));
    expect(managers.data.some((user) => user.uid === 'student01')).toBe(false);
    expect(named.data.map((user) => user.uid)).toEqual(['student07']);
  });

  it('lists the users of one classroom by seat number', async () => {
    const { siteId, spot } = await classroom();
    await student(siteId, spot, 3);
    await student(siteId, spot, 1);
    await student(siteId, spot, 2);

    const page = await listOf(admin, { spot: spot._id }, 2);

    expect(page.total).toBe(3);
    expect(page.data.map((user) => user.no)).toEqual([1, 2]);
  });
});

describe('addUser', () => {
  it.each([
    [{ firstname: ' ' }, 'REQUIRED_NAME_MSG'],
    [{ uid: 'bad uid!' }, 'INVALID_UID'],
    [{ role: { staff: true } }, 'REQUIRED_FIELD_MSG'],
    [{ role: { staff: true }, password: 'short' }, 'PASSWORD_TOO_SHORT'],
    [{ site: 'site-missing' }, 'UNKNOWN_SITE'],
  ])('refuses %j with %s', async (change, key) => {
    const input = { uid: uid(), firstname: 'New', role: { user: true }, site: 'site-demo', ...change };

    const result = await gql(ADD, { i: input }, { token: admin });

    expect(result.errors?.[0]?.errorType).toBe('BadRequest');
    expect(result.errors?.[0]?.errorInfo?.key).toBe(key);
  });

  it('refuses a classroom of another site', async () => {
    const { siteId } = await classroom();

    const result = await gql(
      ADD,
      { i: { uid: uid(), firstname: 'New', role: { user: true }, site: siteId, spots: ['spot-demo-3-1'] } },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_SPOT');
  });

  it('answers 1003 to a duplicate uid and changes nothing', async () => {
    const before = (await listOf(admin, { site: 'site-demo' }, 1)).total;

    const result = await gql(
      ADD,
      { i: { uid: 'STUDENT01', firstname: 'Twin', role: { user: true }, site: 'site-demo' } },
      { token: teacher },
    );

    expect(result.errors?.[0]?.errorType).toBe('1003');
    expect((await listOf(admin, { site: 'site-demo' }, 1)).total).toBe(before);
  });

  it('creates a staff account that can sign in and has not agreed to the policy yet', async () => {
    const newUid = uid();

    const result = await gql<{ addUser: { private_policy: { agree: boolean } } }>(
      ADD,
      {
        i: {
          uid: newUid,
          password: 'Password-123',
          firstname: 'Sam',
          role: { staff: true },
          site: 'site-demo',
        },
      },
      { token: teacher },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.addUser.private_policy.agree).toBe(false);
    await expect(signin(newUid, 'Password-123')).resolves.toBeTruthy();
  });

  it('requires a site from a manager', async () => {
    const result = await gql(
      ADD,
      { i: { uid: uid(), firstname: 'Lost', role: { user: true } } },
      { token: teacher },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('REQUIRED_SITE');
  });
});

describe('rank rules', () => {
  it('lets nobody grant a role at or above their own, and only system grant system', async () => {
    const target = await createUser({ user: true }, { siteId: 'site-demo' });
    const system = await signin('system', 'demo1234');

    const managerMakesManager = await gql(ROLE, { id: target._id, r: { manager: true } }, { token: teacher });
    const adminMakesAdmin = await gql(ROLE, { id: target._id, r: { admin: true } }, { token: admin });
    const managerAddsManager = await gql(
      ADD,
      {
        i: {
          uid: uid(),
          password: 'Password-123',
          firstname: 'M',
          role: { manager: true },
          site: 'site-demo',
        },
      },
      { token: teacher },
    );
    const managerMakesStaff = await gql(ROLE, { id: target._id, r: { staff: true } }, { token: teacher });
    const systemMakesSystem = await gql<{ updateUserRole: { role: { system: boolean } } }>(
      ROLE,
      { id: target._id, r: { system: true } },
      { token: system },
    );

    expect(managerMakesManager.errors?.[0]?.errorType).toBe('Forbidden');
    expect(adminMakesAdmin.errors?.[0]?.errorType).toBe('Forbidden');
    expect(managerAddsManager.errors?.[0]?.errorType).toBe('Forbidden');
    expect(managerMakesStaff.errors).toBeUndefined();
    expect(systemMakesSystem.data?.updateUserRole.role.system).toBe(true);
  });

  it('refuses a manager changing a user of equal rank', async () => {
    const peer = await createUser({ manager: true }, { siteId: 'site-demo' });

    const result = await gql(REMOVE, { id: peer._id }, { token: teacher });

    expect(result.errors?.[0]?.errorType).toBe('Forbidden');
  });
});

describe('updateUser', () => {
  it('moves a user between classrooms and their counts with it', async () => {
    const { siteId, spot } = await classroom();
    const other = await createSpot(siteId, 'Other room');
    const moved = await student(siteId, spot, 1);

    const result = await gql(
      UPDATE,
      {
        id: moved._id,
        i: { uid: moved.uid, firstname: 'Moved', role: { user: true }, site: siteId, spots: [other._id] },
      },
      { token: admin },
    );

    expect(result.errors).toBeUndefined();
    expect((await listOf(admin, { spot: spot._id })).total).toBe(0);
    expect((await listOf(admin, { spot: other._id })).data.map((user) => user._id)).toEqual([moved._id]);
  });

  it('ends the sessions of a user whose password an administrator replaced', async () => {
    const account = await createUser({ staff: true }, { siteId: 'site-demo' });
    const token = await signin(account.uid, account.password);

    await gql(
      UPDATE,
      {
        id: account._id,
        i: {
          uid: account.uid,
          password: 'Another-pass-1',
          firstname: 'S',
          role: { staff: true },
          site: 'site-demo',
        },
      },
      { token: admin },
    );

    expect((await gql('{ me { uid } }', {}, { token })).status).toBe(401);
    await expect(signin(account.uid, 'Another-pass-1')).resolves.toBeTruthy();
  });
});

describe('modifyUsers', () => {
  async function roster(spotId: string) {
    return (await listOf(admin, { spot: spotId })).data.map((user) => `${user.no}:${user.firstname}`);
  }

  it.each([
    [
      {
        create: [
          { firstname: 'Fine', no: 5 },
          { firstname: '', no: 6 },
        ],
      },
      'REQUIRED_NAME_MSG',
    ],
    [{ create: [{ firstname: 'Twin', no: 1 }] }, 'DUPLICATE_SEAT'],
    [{ remove: 'all' }, 'AT_LEAST_ONE_STUDENT'],
    [{ update: [{ _id: 'user-student-01', firstname: 'Stranger' }] }, 'UNKNOWN_USER'],
  ])('writes nothing when one row is bad: %j gives %s', async (change: Record<string, unknown>, key) => {
    const { siteId, spot } = await classroom();
    const first = await student(siteId, spot, 1);
    const second = await student(siteId, spot, 2);
    const before = await roster(spot._id);
    const input = {
      site: siteId,
      spot: spot._id,
      update: [{ _id: second._id, firstname: 'Renamed', no: 3 }],
      ...change,
      ...(change.remove === 'all' ? { update: [], remove: [first._id, second._id] } : {}),
    };

    const result = await gql(MODIFY, { i: input }, { token: admin });

    expect(result.errors?.[0]?.errorInfo?.key).toBe(key);
    expect(await roster(spot._id)).toEqual(before);
  });

  it('creates, updates and removes in one call and releases removed students’ devices', async () => {
    const { siteId, spot } = await classroom();
    const kept = await student(siteId, spot, 1);
    const leaving = await student(siteId, spot, 2);
    const device = await createDevice(siteId, spot._id);
    await new EntityRepository(testTable()).update<DeviceRecord>('DEVICE', device._id, {
      userId: leaving._id,
    });

    const result = await gql<{
      modifyUsers: { created: { uid: string }[]; updated: number; removed: number };
    }>(
      MODIFY,
      {
        i: {
          site: siteId,
          spot: spot._id,
          create: [{ firstname: 'Newcomer', no: 2 }],
          update: [{ _id: kept._id, firstname: 'Kept', no: 1 }],
          remove: [leaving._id],
        },
      },
      { token: admin },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.modifyUsers).toMatchObject({ updated: 1, removed: 1 });
    expect(await roster(spot._id)).toEqual(['1:Kept', '2:Newcomer']);
    const bound = await gql<{ device: { user: unknown } }>(DEVICE, { m: device.mac }, { token: admin });
    expect(bound.data?.device.user).toBeNull();
  });

  it('refuses a classroom that is not on the given site', async () => {
    const { spot } = await classroom();

    const result = await gql(
      MODIFY,
      { i: { site: 'site-demo', spot: spot._id, create: [{ firstname: 'X' }] } },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_SPOT');
  });
});

describe('removeUser', () => {
  it('releases the devices of the removed user and frees the uid', async () => {
    const { siteId, spot } = await classroom();
    const gone: UserRecord = await student(siteId, spot, 1);
    const device = await createDevice(siteId, spot._id);
    await new EntityRepository(testTable()).update<DeviceRecord>('DEVICE', device._id, { userId: gone._id });

    const result = await gql(REMOVE, { id: gone._id }, { token: admin });
    const again = await gql(
      ADD,
      { i: { uid: gone.uid, firstname: 'Reborn', role: { user: true }, site: siteId } },
      { token: admin },
    );

    expect(result.errors).toBeUndefined();
    const bound = await gql<{ device: { user: unknown } }>(DEVICE, { m: device.mac }, { token: admin });
    expect(bound.data?.device.user).toBeNull();
    expect(again.errors).toBeUndefined();
  });
});
