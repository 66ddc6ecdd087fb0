/** Business setting of a classroom (spec section 5): seats 1..count, new users, device binding. */
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord, SpotRecord } from '../../functions/src/data/records';
import { createSite, createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDevice, createSpot } from '../support/org-fixtures';

const SET =
  'mutation ($id: ID!, $n: Int!) { setSpotBusiness(id: $id, count: $n) { seats createdUsers renumberedUsers boundDevices } }';
const USERS =
  'query ($f: UserFilter) { users(perPage: 100, filter: $f) { total data { _id firstname lastname no } } }';
const DEVICES =
  'query ($f: DeviceFilter) { devices(perPage: 100, filter: $f) { data { label spot { _id } user { _id no } } } }';

type Seat = { _id: string; firstname: string | null; lastname: string | null; no: number | null };
type Result = { seats: number; createdUsers: number; renumberedUsers: number; boundDevices: number };

let admin = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
});

/** A labelled device: on the site without a classroom when `spot` is null. */
async function device(siteId: string, spot: SpotRecord | null, label: string) {
  const created = await createDevice(siteId, spot?._id ?? null);
  await new EntityRepository(testTable()).update<DeviceRecord>('DEVICE', created._id, { label });
  return created;
}

/** Seats 1 and 3 taken, one student without a seat, devices '1', '2', '4' and 'x'. */
async function businessRoom() {
  const site = await createSite();
  const spot = await createSpot(site._id, 'Hall');
  const spots = [{ _id: spot._id, name: spot.name }];
  const one = await createUser({ user: true }, { siteId: site._id, spots, no: 1, firstname: 'One' });
  const three = await createUser({ user: true }, { siteId: site._id, spots, no: 3, firstname: 'Three' });
  const unseated = await createUser({ user: true }, { siteId: site._id, spots, no: null, firstname: 'Late' });
  await device(site._id, spot, '1');
  await device(site._id, spot, '2');
  await device(site._id, null, '4');
  await device(site._id, spot, 'x');
  return { site, spot, one, three, unseated };
}

async function seats(spotId: string): Promise<Seat[]> {
  const result = await gql<{ users: { data: Seat[] } }>(USERS, { f: { spot: spotId } }, { token: admin });
  return result.data?.users.data ?? [];
}

async function bindings(siteId: string) {
  const result = await gql<{
    devices: { data: { label: string; spot: { _id: string } | null; user: { no: number | null } | null }[] };
  }>(DEVICES, { f: { site: siteId } }, { token: admin });
  return Object.fromEntries(
    (result.data?.devices.data ?? []).map((entry) => [
      entry.label,
      { seat: entry.user?.no ?? null, spot: entry.spot?._id ?? null },
    ]),
  );
}

describe('setSpotBusiness', () => {
  it('fills seats 1..count: seated users kept, the unseated one takes 2, a new user takes 4', async () => {
    const { spot, one, three, unseated } = await businessRoom();

    const result = await gql<{ setSpotBusiness: Result }>(SET, { id: spot._id, n: 4 }, { token: admin });

    expect(result.data?.setSpotBusiness).toMatchObject({ seats: 4, createdUsers: 1, renumberedUsers: 1 });
    const after = await seats(spot._id);
    expect(after.map((user) => user.no)).toEqual([1, 2, 3, 4]);
    expect(after.slice(0, 3).map((user) => user._id)).toEqual([one._id, unseated._id, three._id]);
    expect(after[3]).toMatchObject({ firstname: '4', lastname: '' });
  });

  it('binds devices with a numeric label to the seat of that number and leaves the others alone', async () => {
    const { site, spot } = await businessRoom();

    const result = await gql<{ setSpotBusiness: Result }>(SET, { id: spot._id, n: 4 }, { token: admin });

    expect(result.data?.setSpotBusiness.boundDevices).toBe(3);
    expect(await bindings(site._id)).toEqual({
      '1': { seat: 1, spot: spot._id },
      '2': { seat: 2, spot: spot._id },
      '4': { seat: 4, spot: spot._id },
      x: { seat: null, spot: spot._id },
    });
  });

  it('changes nothing when run a second time', async () => {
    const { site, spot } = await businessRoom();
    await gql(SET, { id: spot._id, n: 4 }, { token: admin });
    const seatsBefore = await seats(spot._id);
    const devicesBefore = await bindings(site._id);

    const again = await gql<{ setSpotBusiness: Result }>(SET, { id: spot._id, n: 4 }, { token: admin });

    expect(again.data?.setSpotBusiness).toEqual({
      seats: 4,
      createdUsers: 0,
      renumberedUsers: 0,
      boundDevices: 0,
    });
    expect(await seats(spot._id)).toEqual(seatsBefore);
    expect(await bindings(site._id)).toEqual(devicesBefore);
  });

  it.each([0, 501])('refuses the count %i with INVALID_COUNT and changes nothing', async (count) => {
    const { spot } = await businessRoom();
    const before = await seats(spot._id);

    const result = await gql(SET, { id: spot._id, n: count }, { token: admin });

    expect(result.errors?.[0]?.errorType).toBe('BadRequest');
    expect(result.errors?.[0]?.errorInfo?.key).toBe('INVALID_COUNT');
    expect(await seats(spot._id)).toEqual(before);
  });

  it('refuses a manager of another site', async () => {
    const { spot } = await businessRoom();
    const teacher = await signin('teacher', 'demo1234');

    const result = await gql(SET, { id: spot._id, n: 4 }, { token: teacher });

    expect(result.errors?.[0]?.errorType).toBe('Forbidden');
  });
});
