/** Sites, classrooms and devices written straight into the stack's table for tests. */
import { randomBytes, randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord, DistRecord, SpotRecord } from '../../functions/src/data/records';
import { newSpotRecord } from '../../functions/src/domain/organisation/new-spot';
import { createSite, testTable } from './fixtures';

const repository = () => new EntityRepository(testTable());

export function randomMac(): string {
  return [...randomBytes(6)].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

export async function createDist(title = 'Other distributor'): Promise<DistRecord> {
  const now = new Date().toISOString();
  const dist: DistRecord = {
    _id: `dist-${randomUUID()}`,
    title,
    distributorId: null,
    translations: null,
    info: null,
    createdAt: now,
    updatedAt: now,
  };
  await repository().create('DIST', dist);
  return dist;
}

export async function createSpot(siteId: string, name = 'Test classroom'): Promise<SpotRecord> {
  const spot = newSpotRecord({ _id: `spot-${randomUUID()}`, name, siteId, siteName: 'Test site' });
  await repository().create('SPOT', spot, { siteId });
  return spot;
}

export async function createDevice(
  siteId: string | null,
  spotId: string | null = null,
  mac: string = randomMac(),
): Promise<DeviceRecord> {
  const now = new Date().toISOString();
  const device: DeviceRecord = {
    _id: randomUUID(),
    mac,
    sn: null,
    name: null,
    label: null,
    status: 'ready',
    siteId,
    spotId,
    userId: null,
    active: true,
    createdAt: now,
    updatedAt: now,
  };
  await repository().create('DEVICE', device, { siteId, spotId }, [{ kind: 'MAC', value: device.mac }]);
  return device;
}

export async function createEmptySite(distId: string | null = null) {
  return createSite({ distId });
}
