import { describe, expect, it } from 'vitest';
import { newUserRecord } from '../../data/new-user';
import type { DeviceRecord, UserRecord } from '../../data/records';
import { planRoster, type RosterContext, type RosterRow } from './roster-plan';

const NOW = '2026-11-26T10:00:00.000Z';
const EARLIER = '2026-11-01T10:00:00.000Z';
const SPOT = { _id: 'spot-a', name: 'Class A', siteId: 'site-1' };

const student = (
  id: string,
  no: number | null,
  firstname: string,
  lastname: string | null = null,
): UserRecord => ({
  ...newUserRecord(
    { _id: id, uid: id, role: { user: true }, siteId: 'site-1', spots: [{ _id: SPOT._id, name: SPOT.name }] },
    EARLIER,
  ),
  no,
  firstname,
  lastname,
});

const device = (id: string, fields: Partial<DeviceRecord>): DeviceRecord => ({
  _id: id,
  mac: `AA:BB:CC:00:00:${id.slice(-2).toUpperCase()}`,
  sn: null,
  name: null,
  label: null,
  status: 'ready',
  siteId: 'site-1',
  spotId: SPOT._id,
  userId: null,
  active: true,
  createdAt: EARLIER,
  updatedAt: EARLIER,
  ...fields,
});

function context(students: UserRecord[], devices: DeviceRecord[]): RosterContext {
  let next = 0;
  return {
    spot: SPOT,
    students,
    devices,
    now: NOW,
    newStudent: (row) => {
      next += 1;
      return {
        ...newUserRecord(
          { _id: `new-${next}`, uid: `new-${next}`, role: { user: true }, siteId: 'site-1', spots: [SPOT] },
          NOW,
        ),
        ...row,
      };
    },
  };
}

const row = (no: number, firstname: string, button?: string, lastname?: string | null): RosterRow => ({
  no,
  firstname,
  ...(button === undefined ? {} : { button }),
  ...(lastname === undefined ? {} : { lastname }),
});

function planOf(rows: RosterRow[], ctx: RosterContext) {
  const result = planRoster(rows, ctx);
  if (!('plan' in result)) throw new Error(JSON.stringify(result.problems));
  return result.plan;
}

describe('planRoster', () => {
  it('creates new seats, renames taken ones and leaves the same name unchanged', () => {
    const ctx = context(
      [student('s1', 1, 'Ana'), student('s2', 2, 'Ben', 'Lee'), student('s9', 9, 'Kept')],
      [],
    );

    const plan = planOf([row(1, 'Ana'), row(2, 'Benjamin'), row(3, 'Chloe', undefined, 'Kim')], ctx);

    expect(plan).toMatchObject({ created: 1, updated: 1, unchanged: 1, boundDevices: 0, releasedDevices: 0 });
    expect(plan.units[1]?.replaced?.after).toMatchObject({
      _id: 's2',
      firstname: 'Benjamin',
      lastname: 'Lee',
      updatedAt: NOW,
    });
    expect(plan.units[2]?.created).toMatchObject({ no: 3, firstname: 'Chloe', lastname: 'Kim' });
    // The student on seat 9 is not in the file: an import never removes anyone.
    expect(plan.units.some((unit) => unit.replaced?.before._id === 's9')).toBe(false);
  });

  it('clears a last name only when the file has the column', () => {
    const ctx = context([student('s1', 1, 'Ana', 'Old')], []);

    expect(planOf([row(1, 'Ana', undefined, '')], ctx).units[0]?.replaced?.after.lastname).toBeNull();
    expect(planOf([row(1, 'Ana')], ctx).unchanged).toBe(1);
  });

  it('binds a button by label (01 is 1) or by MAC, and releases the seat’s previous button', () => {
    const old = device('d-01', { label: '7', userId: 's1' });
    const byLabel = device('d-02', { label: '01', spotId: null });
    const byMac = device('d-03', { label: 'blue', mac: 'AA:BB:CC:00:00:03' });
    const ctx = context([student('s1', 1, 'Ana')], [old, byLabel, byMac]);

    const plan = planOf([row(1, 'Ana', '1'), row(2, 'Ben', 'aa-bb-cc-00-00-03')], ctx);

    expect(plan).toMatchObject({ boundDevices: 2, releasedDevices: 1, unchanged: 1, created: 1 });
    expect(plan.units[0]?.devices.map(({ after }) => [after._id, after.userId, after.spotId])).toEqual([
      ['d-01', null, SPOT._id],
      ['d-02', 's1', SPOT._id],
    ]);
    expect(plan.units[1]?.devices.map(({ after }) => [after._id, after.userId])).toEqual([['d-03', 'new-1']]);
  });

  it('changes nothing for a button already on its seat', () => {
    const ctx = context([student('s1', 1, 'Ana')], [device('d-01', { label: '1', userId: 's1' })]);

    expect(planOf([row(1, 'Ana', '1')], ctx)).toMatchObject({
      boundDevices: 0,
      releasedDevices: 0,
      unchanged: 1,
    });
  });

  it('reports every row problem with its value, and plans nothing', () => {
    const elsewhere = device('d-05', { label: '5', spotId: 'spot-b' });
    const twins = [device('d-06', { label: 'red' }), device('d-07', { label: 'RED', spotId: null })];
    const ctx = context([], [elsewhere, ...twins, device('d-08', { label: '8' })]);

    const result = planRoster(
      [
        row(0, 'Zero'),
        row(2, ' '),
        row(2, 'Again'),
        row(3, 'x'.repeat(101)),
        row(4, 'Dan', 'nope'),
        row(5, 'Eve', '5'),
        row(6, 'Fay', 'Red'),
        row(7, 'Gil', '8'),
        row(8, 'Hal', '08'),
        row(9, 'Ivy', '11:22:33:44:55:66'),
      ],
      ctx,
    );

    expect(result).toEqual({
      problems: [
        { index: 0, key: 'INVALID_SEAT', field: 'no', value: '0' },
        { index: 1, key: 'REQUIRED_NAME_MSG', field: 'firstname', value: '' },
        { index: 2, key: 'DUPLICATE_SEAT', field: 'no', value: '2' },
        { index: 3, key: 'NAME_TOO_LONG', field: 'firstname', value: 'x'.repeat(101) },
        { index: 4, key: 'UNKNOWN_BUTTON', field: 'button', value: 'nope' },
        { index: 5, key: 'BUTTON_IN_OTHER_CLASSROOM', field: 'button', value: '5' },
        { index: 6, key: 'AMBIGUOUS_BUTTON', field: 'button', value: 'Red' },
        { index: 8, key: 'DUPLICATE_BUTTON', field: 'button', value: '08' },
        { index: 9, key: 'UNKNOWN_BUTTON', field: 'button', value: '11:22:33:44:55:66' },
      ],
    });
  });
});
