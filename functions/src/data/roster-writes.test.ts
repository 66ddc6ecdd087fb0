/**
 * The roster writer against a fake table whose `send` reads the transactions: units packed whole
 * under DynamoDB's 100-item limit with their counters, and, when a later transaction fails, the
 * earlier ones taken back newest first.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { newUserRecord } from './new-user';
import type { DeviceRecord } from './records';
import { commitRoster, packUnits, type RosterUnit, RosterWriteConflict } from './roster-writes';
import { MAX_TRANSACTION_ITEMS } from './user-batch';

const NOW = '2026-11-26T10:00:00.000Z';
const SPOT = { _id: 'spot-a', name: 'A' };

type Item = {
  Put?: { Item: { pk: string } };
  Delete?: { Key: { pk: string } };
  Update?: { Key: { pk: string } };
};

/** A new student on a seat with an unplaced button bound to them: 3 items and counters. */
function unit(index: number): RosterUnit {
  const created = newUserRecord(
    {
      _id: `u${index}`,
      uid: `uid-${index}`,
      role: { user: true },
      siteId: 'site-1',
      spots: [SPOT],
      no: index,
    },
    NOW,
  );
  const before: DeviceRecord = {
    _id: `d${index}`,
    mac: `AA:BB:CC:00:01:${String(index).padStart(2, '0')}`,
    sn: null,
    name: null,
    label: String(index),
    status: 'ready',
    siteId: 'site-1',
    spotId: null,
    userId: null,
    active: true,
    createdAt: NOW,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  return {
    created,
    devices: [{ before, after: { ...before, spotId: SPOT._id, userId: created._id, updatedAt: NOW } }],
  };
}

function fakeTable(fail: (call: number) => boolean) {
  const sent: Item[][] = [];
  const send = vi.fn(async (command: unknown) => {
    if (!(command instanceof TransactWriteCommand)) throw new Error('unexpected command');
    sent.push((command.input.TransactItems ?? []) as Item[]);
    if (fail(sent.length))
      throw new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [],
      });
    return {};
  });
  return { table: { client: { send } as unknown as DynamoDBDocumentClient, tableName: 't' }, sent };
}

const keyOf = (item: Item) => item.Put?.Item.pk ?? item.Delete?.Key.pk ?? item.Update?.Key.pk;

describe('packUnits', () => {
  it('keeps each unit whole and every transaction within the item limit, counters included', () => {
    const units = Array.from({ length: 40 }, (_, index) => unit(index + 1));
    const { table, sent } = fakeTable(() => false);

    const packs = packUnits(units);

    expect(packs.flat()).toEqual(units);
    expect(packs.length).toBe(2);
    return commitRoster(table, units).then(() => {
      expect(sent.map((items) => items.length).every((size) => size <= MAX_TRANSACTION_ITEMS)).toBe(true);
      // A created student: uid claim and user; the button; the user and device counters once each.
      const counters = sent[0]?.filter((item) => item.Update).map(keyOf);
      expect(counters).toEqual(
        expect.arrayContaining([
          'COUNT#USER#SPOT#spot-a',
          'COUNT#USER#SITE#site-1',
          'COUNT#DEVICE#SPOT#spot-a',
        ]),
      );
    });
  });
});

describe('commitRoster', () => {
  it('takes back the committed transactions when a later one fails, and says nothing is left', async () => {
    const units = Array.from({ length: 70 }, (_, index) => unit(index + 1));
    const { table, sent } = fakeTable((call) => call === 3);

    const failure = await commitRoster(table, units).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RosterWriteConflict);
    expect((failure as RosterWriteConflict).leftOver).toBe(0);
    // Three forward transactions (the third failed), then the second and the first undone.
    expect(sent).toHaveLength(5);
    const [first, second, , undoSecond, undoFirst] = sent;
    const created = (items: Item[] | undefined) =>
      items
        ?.filter((item) => item.Put)
        .map(keyOf)
        .sort();
    const removed = (items: Item[] | undefined) =>
      items
        ?.filter((item) => item.Delete)
        .map(keyOf)
        .sort();
    expect(removed(undoSecond)).toEqual(
      created(second)?.filter((key) => key?.startsWith('USER#') || key?.startsWith('UNIQUE#')),
    );
    expect(removed(undoFirst)).toEqual(
      created(first)?.filter((key) => key?.startsWith('USER#') || key?.startsWith('UNIQUE#')),
    );
    // The buttons go back as they were read: unplaced, no user.
    const device = undoFirst?.find((item) => item.Put?.Item.pk === 'DEVICE#d1')?.Put?.Item as
      | (DeviceRecord & { gsi2pk?: string })
      | undefined;
    expect(device).toMatchObject({ spotId: null, userId: null });
    expect(device?.gsi2pk).toBeUndefined();
  });

  it('counts a transaction it could not take back', async () => {
    const units = Array.from({ length: 40 }, (_, index) => unit(index + 1));
    const { table } = fakeTable((call) => call >= 2);

    const failure = await commitRoster(table, units).catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: 'RosterWriteConflict', leftOver: 1 });
  });
});
