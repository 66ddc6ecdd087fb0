/**
 * The classroom of `npm run bench:ingest`, written straight into the child stack's table with the
 * product's data layer (faster than 2,000 API calls and what lists.bench.ts does too): one site,
 * a big classroom with N seated students, N registered buttons (each bound to its student and
 * the classroom) behind M registered scanners, a second classroom for the raw store measurement,
 * and a manager of the site with a known password. The rule router routes only registered
 * scanners and buttons, so each gets its unique MAC/SCID claim like a real registration.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../functions/src/auth/password';
import { EntityRepository, type TableRef } from '../../functions/src/data/entities';
import type { DeviceRecord, ScannerRecord, SiteRecord, SpotRecord } from '../../functions/src/data/records';
import { UserStore } from '../../functions/src/data/users';
import { newUserRecord } from '../../functions/src/domain/new-user';
import { LOCAL_TABLE } from '../../infra/local/config';
import { macAt, scidAt } from '../../tools/simulator/plan';

export const BENCH_SITE = 'site-bench-ingest';
export const BENCH_SPOT = 'spot-bench-ingest';
/** The raw store rate is measured on a link of this classroom, so its answers never meet the run's. */
export const RAW_SPOT = 'spot-bench-raw';
export const BENCH_TEACHER = { uid: 'bench-teacher', password: 'Bench-ingest-1' };
export const MAC_BASE = 'AA:BB:DD:00:00:01';
export const SCID_PREFIX = 'BEN-';

export function tableAt(endpoint: string): TableRef {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client: DynamoDBDocumentClient.from(client), tableName: LOCAL_TABLE };
}

/** Runs `work` for 0..count-1 with `parallel` calls in flight (DynamoDB Local serialises anyway). */
async function forEachIndex(count: number, parallel: number, work: (index: number) => Promise<unknown>) {
  let next = 0;
  const lane = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}

export async function seedClassroom(table: TableRef, buttons: number, scanners: number): Promise<void> {
  const entities = new EntityRepository(table);
  const users = new UserStore(table);
  const now = new Date().toISOString();
  const stamps = { createdAt: now, updatedAt: now };
  const site: SiteRecord = {
    _id: BENCH_SITE,
    name: 'Ingest Bench School',
    category: null,
    distId: null,
    description: null,
    address: null,
    active: true,
    info: null,
    ...stamps,
  };
  await entities.create('SITE', site, { siteId: site._id });
  const spots = [
    { _id: BENCH_SPOT, name: 'Bench hall' },
    { _id: RAW_SPOT, name: 'Bench raw store' },
  ];
  for (const spot of spots) {
    const record: SpotRecord = {
      ...spot,
      siteId: site._id,
      siteName: site.name,
      description: null,
      address: null,
      active: true,
      private: false,
      multiple: false,
      image: null,
      info: null,
      ...stamps,
    };
    await entities.create('SPOT', record, { siteId: site._id });
  }
  await users.create({
    ...newUserRecord(
      {
        _id: 'user-bench-teacher',
        uid: BENCH_TEACHER.uid,
        firstname: 'Bench',
        lastname: 'Teacher',
        role: { manager: true },
        siteId: site._id,
        spots,
        private_policy: { agree: true, date: now },
      },
      now,
    ),
    passwordHash: await hashPassword(BENCH_TEACHER.password),
  });

  const hall = spots.slice(0, 1);
  await forEachIndex(buttons, 8, async (index) => {
    const number = String(index + 1).padStart(4, '0');
    const studentId = `user-bench-student-${number}`;
    await users.create(
      newUserRecord(
        {
          _id: studentId,
          uid: `benchstudent${number}`,
          firstname: `Student ${number}`,
          role: { user: true },
          no: index + 1,
          siteId: site._id,
          spots: hall,
        },
        now,
      ),
    );
    const device: DeviceRecord = {
      _id: `device-bench-${number}`,
      mac: macAt(MAC_BASE, index),
      sn: `BENCH-${number}`,
      name: `Bench button ${number}`,
      label: String(index + 1),
      status: 'ready',
      siteId: site._id,
      spotId: BENCH_SPOT,
      userId: studentId,
      active: true,
      ...stamps,
    };
    await entities.create('DEVICE', device, { siteId: site._id, spotId: BENCH_SPOT }, [
      { kind: 'MAC', value: device.mac },
    ]);
  });
  await forEachIndex(scanners, 4, async (index) => {
    const scid = scidAt(SCID_PREFIX, index);
    const scanner: ScannerRecord = {
      _id: `scanner-bench-${index + 1}`,
      scid,
      mac: macAt('AA:BB:DE:00:00:01', index),
      name: `Bench scanner ${index + 1}`,
      status: 'offline',
      siteId: site._id,
      spotId: BENCH_SPOT,
      alive: null,
      active: true,
      ...stamps,
    };
    await entities.create('SCANNER', scanner, { siteId: site._id, spotId: BENCH_SPOT }, [
      { kind: 'SCID', value: scid },
    ]);
  });
}
