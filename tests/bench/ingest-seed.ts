/**
 * The classroom of `npm run bench:ingest`, written straight into the child stack's table with the
 * product's data layer (faster than 2,000 API calls and what lists.bench.ts does too): one site,
 * a big classroom with N seated students, N registered buttons (each bound to its student and
 * the classroom) behind M registered scanners, a second classroom for the raw store measurement,
 * a third with its own smaller fleet for the class that warms the stack before the measured one,
 * and a manager of the site with a known password. The rule router routes only registered
 * scanners and buttons, so each gets its unique MAC/SCID claim like a real registration.
 */
import { hashPassword } from '../../functions/src/auth/password';
import { EntityRepository } from '../../functions/src/data/entities';
import { newUserRecord } from '../../functions/src/data/new-user';
import type { SiteRecord } from '../../functions/src/data/records';
import { UserStore } from '../../functions/src/data/users';
import { newSpotRecord } from '../../functions/src/domain/organisation/new-spot';
import type { TableRef } from '../../functions/src/kernel/table-ref';
import { macAt, scidAt } from '../../tools/simulator/plan';
import { registerScanners, seatStudents, tableAt } from '../support/classroom-seed';

export { tableAt };

export const BENCH_SITE = 'site-bench-ingest';
export const BENCH_SPOT = 'spot-bench-ingest';
/** The raw store rate is measured on a link of this classroom, so its answers never meet the run's. */
export const RAW_SPOT = 'spot-bench-raw';
/**
 * Another classroom whose class warms the stack before the measured class starts (ingest.bench.ts):
 * its own buttons and scanners, so nothing of the measured classroom is read or cached by it.
 */
export const WARM_SPOT = 'spot-bench-warm';
export const WARM_MAC_BASE = 'AA:BB:DE:00:00:01';
export const WARM_SCID_PREFIX = 'BWU-';
export const BENCH_TEACHER = { uid: 'bench-teacher', password: 'Bench-ingest-1' };
export const MAC_BASE = 'AA:BB:DD:00:00:01';
export const SCID_PREFIX = 'BEN-';

export async function seedClassroom(
  table: TableRef,
  buttons: number,
  scanners: number,
  warm: { buttons: number; scanners: number } = { buttons: 0, scanners: 0 },
): Promise<void> {
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
    { _id: WARM_SPOT, name: 'Bench warm-up room' },
  ];
  for (const spot of spots) {
    const record = newSpotRecord({ ...spot, siteId: site._id, siteName: site.name }, now);
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

  // Students, buttons and scanners like every other seeded classroom (tests/support/classroom-seed.ts).
  const hall = { siteId: site._id, spotId: BENCH_SPOT, spotName: 'Bench hall' };
  const macs = Array.from({ length: buttons }, (_, index) => macAt(MAC_BASE, index));
  await seatStudents(table, hall, macs, 'bench', 8);
  await registerScanners(
    table,
    hall,
    Array.from({ length: scanners }, (_, index) => scidAt(SCID_PREFIX, index)),
  );
  const warmRoom = { siteId: site._id, spotId: WARM_SPOT, spotName: 'Bench warm-up room' };
  const warmMacs = Array.from({ length: warm.buttons }, (_, index) => macAt(WARM_MAC_BASE, index));
  await seatStudents(table, warmRoom, warmMacs, 'bench-warm', 8);
  await registerScanners(
    table,
    warmRoom,
    Array.from({ length: warm.scanners }, (_, index) => scidAt(WARM_SCID_PREFIX, index)),
  );
}
