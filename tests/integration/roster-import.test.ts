/**
 * importRoster through the gateway (docs/class-list.md "Roster import"): a whole class with its
 * buttons in one call, more rows than one DynamoDB transaction holds; an import again by seat;
 * every bad row named with its value and nothing written; tenancy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord, SpotRecord } from '../../functions/src/data/records';
import { createSite, createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';

const IMPORT =
  'mutation ($i: RosterImportInput!) { importRoster(input: $i) { created updated unchanged boundDevices releasedDevices } }';
const STUDENTS =
  'query ($f: UserFilter) { users(page: 0, perPage: 100, filter: $f) { total data { _id firstname lastname no } } }';
const DEVICES =
  'query ($f: DeviceFilter) { devices(page: 0, perPage: 100, filter: $f) { total data { mac label user { _id no } } } }';

type Result = {
  created: number;
  updated: number;
  unchanged: number;
  boundDevices: number;
  releasedDevices: number;
};
type Row = { no: number; firstname: string; lastname?: string | null; button?: string | null };
type Student = { _id: string; firstname: string; lastname: string | null; no: number | null };

let siteId = '';
let token = '';

/** An unplaced button of the school with this label. */
async function button(label: string): Promise<DeviceRecord> {
  const now = new Date().toISOString();
  const device: DeviceRecord = {
    _id: `device-${label}-${randomMac()}`,
    mac: randomMac(),
    sn: null,
    name: `Button ${label}`,
    label,
    status: 'ready',
    siteId,
    spotId: null,
    userId: null,
    active: true,
    createdAt: now,
    updatedAt: now,
  };
  await new EntityRepository(testTable()).create('DEVICE', device, { siteId, spotId: null }, [
    { kind: 'MAC', value: device.mac },
  ]);
  return device;
}

function importRoster(spot: SpotRecord, rows: Row[], as = token) {
  return gql<{ importRoster: Result }>(
    IMPORT,
    { i: { site: spot.siteId, spot: spot._id, rows } },
    { token: as },
  );
}

async function studentsOf(spot: SpotRecord): Promise<Student[]> {
  const result = await gql<{ users: { data: Student[] } }>(
    STUDENTS,
    { f: { spot: spot._id, students: true } },
    { token },
  );
  return (result.data?.users.data ?? []).sort((a, b) => (a.no ?? 0) - (b.no ?? 0));
}

async function buttonsOf(spot: SpotRecord) {
  const result = await gql<{
    devices: { data: { mac: string; label: string; user: { no: number } | null }[] };
  }>(DEVICES, { f: { spot: spot._id } }, { token });
  return result.data?.devices.data ?? [];
}

beforeAll(async () => {
  // A school of its own, so its unplaced buttons' labels are only the ones made here.
  siteId = (await createSite())._id;
  const teacher = await createUser({ manager: true }, { siteId });
  token = await signin(teacher.uid, teacher.password);
});

describe('importRoster', () => {
  it('imports 40 students with their buttons whole, more than one transaction holds', async () => {
    const spot = await createSpot(siteId, 'Roster 40');
    for (let seat = 1; seat <= 40; seat += 1) await button(String(seat));
    const rows = Array.from({ length: 40 }, (_, index) => ({
      no: index + 1,
      firstname: `Student ${index + 1}`,
      lastname: 'Kim',
      button: String(index + 1),
    }));

    const result = await importRoster(spot, rows);

    expect(result.errors).toBeUndefined();
    expect(result.data?.importRoster).toEqual({
      created: 40,
      updated: 0,
      unchanged: 0,
      boundDevices: 40,
      releasedDevices: 0,
    });
    const students = await studentsOf(spot);
    expect(students.map((student) => [student.no, student.firstname, student.lastname])).toEqual(
      rows.map((row) => [row.no, row.firstname, 'Kim']),
    );
    const buttons = await buttonsOf(spot);
    expect(buttons).toHaveLength(40);
    for (const device of buttons) expect(device.user?.no).toBe(Number(device.label));
  });

  it('imports again by seat: the same rows change nothing, a new name renames, a new button moves', async () => {
    const spot = await createSpot(siteId, 'Roster again');
    const [a, b, spare] = [await button('a1'), await button('a2'), await button('a3')];
    const rows = [
      { no: 1, firstname: 'Ana', button: 'a1' },
      { no: 2, firstname: 'Ben', button: 'a2' },
    ];
    await importRoster(spot, rows);
    const before = await studentsOf(spot);

    const same = await importRoster(spot, rows);
    const changed = await importRoster(spot, [
      { no: 1, firstname: 'Ana' },
      { no: 2, firstname: 'Benjamin', button: spare.mac.toLowerCase() },
    ]);

    expect(same.data?.importRoster).toMatchObject({ created: 0, unchanged: 2, boundDevices: 0 });
    expect(changed.data?.importRoster).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      boundDevices: 1,
      releasedDevices: 1,
    });
    const after = await studentsOf(spot);
    expect(after.map((student) => student._id)).toEqual(before.map((student) => student._id));
    expect(after.map((student) => student.firstname)).toEqual(['Ana', 'Benjamin']);
    const owner = new Map((await buttonsOf(spot)).map((device) => [device.mac, device.user?.no ?? null]));
    expect([owner.get(a.mac), owner.get(b.mac), owner.get(spare.mac)]).toEqual([1, null, 2]);
  });

  it('names every bad row with its value and writes nothing', async () => {
    const spot = await createSpot(siteId, 'Roster bad');
    await button('b1');

    const result = await importRoster(spot, [
      { no: 1, firstname: 'Fine', button: 'b1' },
      { no: 1, firstname: 'Twice' },
      { no: 3, firstname: '  ' },
      { no: 4, firstname: 'Dan', button: 'no-such-button' },
      { no: 5, firstname: 'Eve', button: 'b1' },
    ]);

    expect(result.errors?.[0]?.errorType).toBe('BadRequest');
    expect(result.errors?.[0]?.errorInfo).toEqual({
      key: 'ROSTER_ROWS',
      rows: [
        { index: 1, key: 'DUPLICATE_SEAT', field: 'no', value: '1' },
        { index: 2, key: 'REQUIRED_NAME_MSG', field: 'firstname', value: '' },
        { index: 3, key: 'UNKNOWN_BUTTON', field: 'button', value: 'no-such-button' },
        { index: 4, key: 'DUPLICATE_BUTTON', field: 'button', value: 'b1' },
      ],
    });
    expect(await studentsOf(spot)).toEqual([]);
    expect(await buttonsOf(spot)).toEqual([]);
  });

  it('lets a teacher fill only a classroom of their own school', async () => {
    const otherSite = await createSite();
    const elsewhere = await createSpot(otherSite._id, 'Not mine');
    const own = await createSpot(siteId, 'Mine');

    const foreign = await importRoster(elsewhere, [{ no: 1, firstname: 'X' }]);
    const mislabelled = await gql(
      IMPORT,
      { i: { site: otherSite._id, spot: own._id, rows: [{ no: 1, firstname: 'X' }] } },
      { token },
    );

    expect(foreign.errors?.[0]?.errorType).toBe('Forbidden');
    expect(mislabelled.errors?.[0]?.errorType).toBe('BadRequest');
    expect(mislabelled.errors?.[0]?.errorInfo).toMatchObject({ key: 'UNKNOWN_SPOT' });
    expect(await studentsOf(own)).toEqual([]);
  });
});
