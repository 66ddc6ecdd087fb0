/**
 * Brings demo data written by an earlier version up to date on start, so a kept data folder
 * behaves like a fresh one. Each step checks what it finds and does nothing when it is current.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchItemsOf } from '../../../functions/src/data/device-search';
import { EntityRepository, stripKeys } from '../../../functions/src/data/entities';
import { deleteItems, putItems } from '../../../functions/src/data/entity-batches';
import { deviceSearchKey } from '../../../functions/src/data/keys';
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

/**
 * Marks a data folder whose devices have their search items (data/device-search.ts). Version 2 added the MACs' start (MACSTART items); version 3 indexes each MAC from every byte on
 * (MACPART items, so a search finds a part in its middle) and deletes the two older MAC terms.
 */
const DEVICE_SEARCH_MARKER = { pk: 'UPGRADE', sk: 'DEVICESEARCH#3' };

/** The MAC items of versions 1 and 2: the hex digits reversed (MAC) and in order (MACSTART). */
function legacyMacKeys(device: DeviceRecord) {
  const hex = device.mac.replace(/:/g, '');
  return [
    deviceSearchKey('MAC', [...hex].reverse().join(''), device._id),
    deviceSearchKey('MACSTART', hex, device._id),
  ];
}

/**
 * Devices written before the current search index have none of its items, or older ones: each
 * device gets its items once and loses the older MAC items (puts and deletes, so a start killed
 * halfway does them again next time), then the marker. Every later device write keeps them
 * (EntityRepository). Returns how many devices were indexed.
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
  await deleteItems(table, 'DEVICESEARCH', devices.flatMap(legacyMacKeys));
  await table.client.send(new PutCommand({ TableName: table.tableName, Item: DEVICE_SEARCH_MARKER }));
  return devices.length;
}
