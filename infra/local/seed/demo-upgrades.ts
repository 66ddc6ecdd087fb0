/**
 * Brings demo data written by an earlier version up to date on start, so a kept data folder
 * behaves like a fresh one. Each step checks what it finds and does nothing when it is current.
 */
import { EntityRepository, type TableRef } from '../../../functions/src/data/entities';
import type { DeviceRecord } from '../../../functions/src/data/records';
import { DEMO_STUDENT_COUNT, demoButtonMac } from './demo-data';

/**
 * Demo buttons were once written with the seat in decimal (`AA:BB:CC:00:00:24`); the simulator
 * counts MACs in hexadecimal, so seats 10 to 24 did not match its buttons. Each such button gets
 * its hexadecimal MAC (same id, seat, student and classroom). Seats go up, because seat s's new
 * MAC is an old MAC of a lower seat (seat 16 takes `...:10`, released by seat 10 first). Each
 * button is one remove and one create: a start killed in between loses that button, which
 * `npm start -- --reset` writes again. Returns how many buttons changed.
 */
export async function upgradeDemoButtonMacs(table: TableRef): Promise<number> {
  const entities = new EntityRepository(table);
  let changed = 0;
  for (let seat = 10; seat <= DEMO_STUDENT_COUNT; seat += 1) {
    const id = `device-${String(seat).padStart(2, '0')}`;
    const device = await entities.get<DeviceRecord>('DEVICE', id);
    const mac = demoButtonMac(seat);
    const decimalMac = `AA:BB:CC:00:00:${String(seat).padStart(2, '0')}`;
    // A button someone gave another MAC since is theirs: left as it is.
    if (device?.mac !== decimalMac) continue;
    const scope = { siteId: device.siteId, spotId: device.spotId };
    await entities.remove('DEVICE', id, scope, [{ kind: 'MAC', value: device.mac }]);
    await entities.create('DEVICE', { ...device, mac, updatedAt: new Date().toISOString() }, scope, [
      { kind: 'MAC', value: mac },
    ]);
    changed += 1;
  }
  return changed;
}
