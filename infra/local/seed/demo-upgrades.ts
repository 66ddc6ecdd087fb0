/**
 * Brings demo data written by an earlier version up to date on start, so a kept data folder
 * behaves like a fresh one. Each step checks what it finds and does nothing when it is current.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchItemsOf } from '../../../functions/src/data/device-search';
import { EntityRepository, stripKeys } from '../../../functions/src/data/entities';
import { putItems } from '../../../functions/src/data/entity-batches';
import type { DeviceRecord } from '../../../functions/src/data/records';
import { INDEXES } from '../../../functions/src/data/table';
import type { TableRef } from '../../../functions/src/kernel/table-ref';
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
    await entities.remove('DEVICE', id, scope, [{ kind: 'MAC', value: device.mac }], device);
    await entities.create('DEVICE', { ...device, mac, updatedAt: new Date().toISOString() }, scope, [
      { kind: 'MAC', value: mac },
    ]);
    changed += 1;
  }
  return changed;
}

/** Marks a data folder whose devices have their search items (data/device-search.ts). */
/** Version 2 adds the MACs' start (MACSTART items); putting version 1's items again is harmless. */
const DEVICE_SEARCH_MARKER = { pk: 'UPGRADE', sk: 'DEVICESEARCH#2' };

/**
 * Devices written before the fleet-wide search index have no search items: each device gets its
 * items once (puts, so a start killed halfway does them again next time), then the marker. Every
 * later device write keeps them (EntityRepository). Returns how many devices were indexed.
 */
export async function indexDeviceSearch(table: TableRef): Promise<number> {
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: DEVICE_SEARCH_MARKER, ConsistentRead: true }),
  );
  if (Item) return 0;
  const devices: DeviceRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: INDEXES.byType.name,
        KeyConditionExpression: '#partition = :type',
        ExpressionAttributeNames: { '#partition': INDEXES.byType.partition },
        ExpressionAttributeValues: { ':type': 'DEVICE' },
        ExclusiveStartKey: startKey,
      }),
    );
    devices.push(...(page.Items ?? []).map((item) => stripKeys<DeviceRecord>(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await putItems(table, 'DEVICESEARCH', devices.flatMap(searchItemsOf));
  await table.client.send(new PutCommand({ TableName: table.tableName, Item: DEVICE_SEARCH_MARKER }));
  return devices.length;
}
