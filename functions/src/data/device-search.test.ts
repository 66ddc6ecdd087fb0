/**
 * The fleet-wide device search's terms (./device-search.ts): which items a device gets, how a
 * change turns into deletes and puts, and how a query combines the three fields. The queries run
 * against an in-memory table that answers a BETWEEN on sk within a pk, as DynamoDB does.
 */
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  DeviceSearch,
  macPartTerms,
  macQueryPrefixes,
  nameTerms,
  searchItemChanges,
  searchItemsOf,
  serialTerms,
} from './device-search';

const device = (id: string, mac: string, sn: string | null, name: string | null, createdAt: string) => ({
  _id: id,
  mac,
  sn,
  name,
  createdAt,
});

/** A table holding `items` that answers QueryCommands on pk = :pk AND sk BETWEEN :term AND :last. */
function tableOf(items: Record<string, unknown>[]) {
  const send = async (command: unknown) => {
    if (!(command instanceof QueryCommand)) throw new Error('only queries');
    const values = command.input.ExpressionAttributeValues ?? {};
    const [low, high] = [String(values[':term']), String(values[':last'])];
    const found = items.filter(
      (item) => item.pk === values[':pk'] && String(item.sk) >= low && String(item.sk) <= high,
    );
    const limit = command.input.Limit ?? found.length;
    return {
      Items: found.slice(0, limit),
      LastEvaluatedKey: found.length > limit ? { more: true } : undefined,
    };
  };
  return { client: { send } as unknown as DynamoDBDocumentClient, tableName: 't' };
}

describe('device search terms', () => {
  it('indexes a MAC from each of its bytes on, so any part of it is a prefix of one term', () => {
    expect(macPartTerms('AA:BB:CC:00:4F:2A')).toEqual([
      'AABBCC004F2A',
      'BBCC004F2A',
      'CC004F2A',
      '004F2A',
      '4F2A',
      '2A',
    ]);
    expect(macPartTerms(null)).toEqual([]);
  });

  it('looks a partial MAC up in any notation, once per digit that may precede one starting mid-byte', () => {
    expect(macQueryPrefixes('00:01')).toEqual(['0001']);
    expect(macQueryPrefixes('0001')).toEqual(['0001']);
    expect(macQueryPrefixes('00-01')).toEqual(['0001']);
    expect(macQueryPrefixes('0:01')).toEqual([...'0123456789ABCDEF'].map((digit) => `${digit}001`));
    expect(macQueryPrefixes('001')).toHaveLength(17);
    expect(macQueryPrefixes('kim')).toEqual([]);
  });

  it('indexes a serial whole and by its parts, a name by its lower-case words', () => {
    expect(serialTerms('SN-12345')).toEqual(['SN12345', '12345']);
    expect(nameTerms('Class 3 Kim')).toEqual(['class', '3', 'kim']);
    expect(nameTerms(null)).toEqual([]);
  });

  it('gives a device one item per term, all naming the device and its order', () => {
    const items = searchItemsOf(device('d1', 'AA:BB:CC:00:00:01', 'SN-7', 'Red one', '2026-01-01'));

    expect(items.map((item) => item.pk)).toEqual([
      'DEVICESEARCH#MACPART#A',
      'DEVICESEARCH#MACPART#B',
      'DEVICESEARCH#MACPART#C',
      'DEVICESEARCH#MACPART#0',
      'DEVICESEARCH#MACPART#0',
      'DEVICESEARCH#MACPART#0',
      'DEVICESEARCH#SN#S',
      'DEVICESEARCH#SN#7',
      'DEVICESEARCH#NAME#r',
      'DEVICESEARCH#NAME#o',
    ]);
    expect(new Set(items.map((item) => item.deviceId))).toEqual(new Set(['d1']));
    expect(items.every((item) => item.order === '2026-01-01#d1')).toBe(true);
  });
});

describe('device search changes', () => {
  it('deletes the terms a rename drops and puts the new ones', () => {
    const before = device('d1', 'AA:BB:CC:00:00:01', null, 'Red', '2026-01-01');
    const after = { ...before, name: 'Blue' };

    const changes = searchItemChanges('t', before, after);

    expect(changes.filter((change) => 'Delete' in change).map((change) => change.Delete?.Key.sk)).toEqual([
      'red#d1',
    ]);
    expect(changes.some((change) => 'Put' in change && change.Put?.Item.sk === 'blue#d1')).toBe(true);
  });

  it('writes nothing when no searched field changed', () => {
    const before = device('d1', 'AA:BB:CC:00:00:01', 'SN-1', 'Red', '2026-01-01');

    expect(searchItemChanges('t', before, { ...before })).toEqual([]);
  });

  it('deletes every item of a removed device', () => {
    const before = device('d1', 'AA:BB:CC:00:00:01', 'SN-1', 'Red', '2026-01-01');

    const changes = searchItemChanges('t', before, null);

    expect(changes).toHaveLength(searchItemsOf(before).length);
    expect(changes.every((change) => 'Delete' in change)).toBe(true);
  });
});

describe('DeviceSearch.matches', () => {
  const devices = [
    device('old', 'AA:BB:CC:00:4F:2A', 'SN-100', 'Class 3 Kim', '2026-01-01'),
    device('new', 'AA:BB:CC:00:11:22', 'SN-200', 'Class 4 Lee', '2026-02-01'),
  ];
  const search = new DeviceSearch(tableOf(devices.flatMap(searchItemsOf)));

  it('finds a device by the end of its MAC, with or without separators', async () => {
    expect((await search.matches('4F:2A')).ids).toEqual(['old']);
    expect((await search.matches('4f2a')).ids).toEqual(['old']);
  });

  it('finds the devices whose MAC starts with the query, as a delivery was registered', async () => {
    expect((await search.matches('AA:BB:CC')).ids).toEqual(['new', 'old']);
    expect((await search.matches('aabbcc0011')).ids).toEqual(['new']);
  });

  it('finds a part in the middle of a MAC, in any notation, and one that starts inside a byte', async () => {
    const batch = [1, 2, 3, 4].map((n) =>
      device(`b${n}`, `AA:BB:CC:00:01:0${n}`, null, null, `2026-03-0${n}`),
    );
    const fleet = new DeviceSearch(
      tableOf(
        [...devices, ...batch, device('x', 'A0:00:1B:00:00:00', null, null, '2026-04-01')].flatMap(
          searchItemsOf,
        ),
      ),
    );
    const expected = ['b4', 'b3', 'b2', 'b1'];

    expect((await fleet.matches('00:01')).ids).toEqual(expected);
    expect((await fleet.matches('0001')).ids).toEqual(expected);
    expect((await fleet.matches('00-01')).ids).toEqual(expected);
    expect((await fleet.matches('0:01:0')).ids).toEqual(expected);
    expect((await fleet.matches('C:00:01')).ids).toEqual(expected);
    expect((await fleet.matches('0:1B')).ids).toEqual(['x']);
  });

  it('finds a device by its serial or a part of it', async () => {
    expect((await search.matches('sn-20')).ids).toEqual(['new']);
    expect((await search.matches('100')).ids).toEqual(['old']);
  });

  it('needs every word of a name query to start a word of the name', async () => {
    expect((await search.matches('kim 3')).ids).toEqual(['old']);
    expect((await search.matches('kim 4')).ids).toEqual([]);
  });

  it('reads the name items of the rarest query word, not of a word every device has', async () => {
    const fleet = Array.from({ length: 450 }, (_, n) =>
      device(`d${n}`, 'AA:BB:CC:00:00:01', null, `Button ${n}`, `2026-01-01T00:00:${n}`),
    );
    const many = new DeviceSearch(tableOf(fleet.flatMap(searchItemsOf)));

    const found = await many.matches('button 417');

    expect(found.ids).toEqual(['d417']);
    expect(found.itemsRead).toBeLessThan(450);
  });

  it('lists matches newest first', async () => {
    expect((await search.matches('class')).ids).toEqual(['new', 'old']);
  });
});
