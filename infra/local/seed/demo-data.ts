/**
 * Demo data written on the first start of an empty local stack, so a newcomer can sign in and
 * see a classroom at once. Everything goes through the product's own data layer.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../../functions/src/auth/password';
import { EntityRepository } from '../../../functions/src/data/entities';
import { seedMarkerKey } from '../../../functions/src/data/keys';
import { newUserRecord } from '../../../functions/src/data/new-user';
import type {
  DeviceRecord,
  DistRecord,
  QuestionRecord,
  ScannerRecord,
  SiteRecord,
  UserRecord,
} from '../../../functions/src/data/records';
import { UserStore } from '../../../functions/src/data/users';
import { newSpotRecord } from '../../../functions/src/domain/organisation/new-spot';
import type { RoleFlags } from '../../../functions/src/kernel/roles';
import type { TableRef } from '../../../functions/src/kernel/table-ref';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUid } from './demo-accounts';
import { DEMO_QUESTIONS } from './demo-questions';

const ids = {
  dist: 'dist-demo',
  site: 'site-demo',
  spotA: 'spot-demo-3-1',
  spotB: 'spot-demo-3-2',
  scanner: 'scanner-demo-1',
} as const;

export const DEMO_IDS = ids;
export const DEMO_STUDENT_COUNT = 24;

/**
 * The MAC of the demo button on `seat`: AA:BB:CC:00:00 then the seat in hexadecimal, so seat 10
 * is `...:0A` and seat 24 `...:18`. It is the MAC the simulator's button `seat` gets from its
 * default `--mac-base` (tools/simulator/plan.ts macAt counts in hexadecimal), so
 * `npm run simulate -- --buttons 24` presses exactly the demo class's buttons.
 */
export function demoButtonMac(seat: number): string {
  return `AA:BB:CC:00:00:${seat.toString(16).toUpperCase().padStart(2, '0')}`;
}

function timestamps(now: string) {
  return { createdAt: now, updatedAt: now };
}

function staffUser(
  uid: DemoUid,
  role: Partial<RoleFlags>,
  extra: Partial<UserRecord>,
  now: string,
): UserRecord {
  const profile = DEMO_USERS[uid];
  return newUserRecord(
    {
      _id: `user-${uid}`,
      uid,
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: `${uid}@example.com`,
      role,
      private_policy: { agree: true, date: now },
      ...extra,
    },
    now,
  );
}

export async function seedDemoData(
  table: TableRef,
): Promise<{ users: number; devices: number; questions: number }> {
  const entities = new EntityRepository(table);
  const users = new UserStore(table);
  const now = new Date().toISOString();
  const spots = [
    { _id: ids.spotA, name: 'Class 3-1' },
    { _id: ids.spotB, name: 'Class 3-2' },
  ];

  const dist: DistRecord = {
    _id: ids.dist,
    title: 'ClassPulse Schools',
    distributorId: 'user-dist',
    translations: null,
    info: null,
    ...timestamps(now),
  };
  const site: SiteRecord = {
    _id: ids.site,
    name: 'Demo Elementary School',
    category: { _id: 'category-school', title: 'School' },
    distId: ids.dist,
    description: 'A demo school with two classrooms.',
    address: null,
    active: true,
    info: null,
    ...timestamps(now),
  };
  await entities.create('DIST', dist);
  await entities.create('SITE', site, { siteId: site._id });
  for (const spot of spots) {
    const record = newSpotRecord({ ...spot, siteId: site._id, siteName: site.name }, now);
    await entities.create('SPOT', record, { siteId: site._id });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: UserRecord[] = [
    staffUser('system', { system: true }, {}, now),
    staffUser('admin', { admin: true }, {}, now),
    staffUser('dist', { distributor: true }, { distId: ids.dist }, now),
    staffUser('teacher', { manager: true }, { siteId: site._id, spots }, now),
    staffUser('staff', { staff: true }, { siteId: site._id, spots }, now),
    staffUser(
      'newteacher',
      { manager: true },
      { siteId: site._id, spots, private_policy: { agree: false, date: null } },
      now,
    ),
  ];
  for (const account of accounts) await users.create({ ...account, passwordHash });

  // Students never sign in: no password hash. Seat numbers 1..24 in the first classroom.
  const firstSpot = spots[0] ?? { _id: ids.spotA, name: 'Class 3-1' };
  for (let seat = 1; seat <= DEMO_STUDENT_COUNT; seat += 1) {
    const number = String(seat).padStart(2, '0');
    await users.create(
      newUserRecord(
        {
          _id: `user-student-${number}`,
          uid: `student${number}`,
          firstname: `Student ${number}`,
          role: { user: true },
          no: seat,
          siteId: site._id,
          spots: [firstSpot],
        },
        now,
      ),
    );
    const device: DeviceRecord = {
      _id: `device-${number}`,
      mac: demoButtonMac(seat),
      sn: `BTN-${number}`,
      name: `Button ${number}`,
      label: String(seat),
      status: 'ready',
      siteId: site._id,
      spotId: firstSpot._id,
      userId: `user-student-${number}`,
      active: true,
      ...timestamps(now),
    };
    await entities.create('DEVICE', device, { siteId: site._id, spotId: firstSpot._id }, [
      { kind: 'MAC', value: device.mac },
    ]);
  }

  const scanner: ScannerRecord = {
    _id: ids.scanner,
    scid: 'SCN-0001',
    mac: 'AA:BB:CC:FF:00:01',
    name: 'Class 3-1 scanner',
    status: 'offline',
    siteId: site._id,
    spotId: firstSpot._id,
    alive: null,
    active: true,
    ...timestamps(now),
  };
  await entities.create('SCANNER', scanner, { siteId: site._id, spotId: firstSpot._id }, [
    { kind: 'SCID', value: scanner.scid },
  ]);

  const questions: QuestionRecord[] = DEMO_QUESTIONS.map((question, index) => ({
    ...question,
    _id: `question-demo-${index + 1}`,
    ownerId: 'user-teacher',
    siteId: site._id,
    active: true,
    order: index + 1,
    ...timestamps(now),
  }));
  await entities.createMany(
    'QUESTION',
    questions.map((record) => ({ record, scope: { siteId: site._id, ownerId: record.ownerId } })),
  );
  // Written last: its presence says every item above is there.
  await table.client.send(
    new PutCommand({ TableName: table.tableName, Item: { ...seedMarkerKey(SEED_NAME), completedAt: now } }),
  );
  return {
    users: accounts.length + DEMO_STUDENT_COUNT,
    devices: DEMO_STUDENT_COUNT,
    questions: questions.length,
  };
}

const SEED_NAME = 'demo';

/** Whether the demo data was written completely, partly (a start failed while seeding) or not at all. */
export async function demoDataState(table: TableRef): Promise<'complete' | 'partial' | 'none'> {
  const marker = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: seedMarkerKey(SEED_NAME), ConsistentRead: true }),
  );
  if (marker.Item) return 'complete';
  return (await new EntityRepository(table).get('DIST', ids.dist)) ? 'partial' : 'none';
}
