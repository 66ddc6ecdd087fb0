/**
 * Writes a roster import all or nothing (docs/class-list.md "Roster import"). One DynamoDB
 * transaction holds at most 100 items and a class of 30 new students with buttons needs about 90,
 * so the units (one row's student and buttons each, never split) are packed into as few
 * transactions as fit. If one fails, the transactions already committed are taken back, newest
 * first, so the classroom is left as it was. Every write is conditional on the item being as read
 * (or, when taking back, as written), so a concurrent change stops the import instead of being
 * overwritten.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { CounterTally } from './counters';
import {
  counterKeys,
  type EntityType,
  entityIndexKeys,
  entityKey,
  type ItemKey,
  type KeyScope,
  uniqueKey,
} from './keys';
import type { DeviceRecord, UserRecord } from './records';
import { MAX_TRANSACTION_ITEMS } from './user-batch';
import { UserStore } from './users';

type Item = Record<string, unknown>;

/** One row of the import: its student created or rewritten, and the buttons whose user changes with it. */
export interface RosterUnit {
  created?: UserRecord;
  replaced?: { before: UserRecord; after: UserRecord };
  devices: { before: DeviceRecord; after: DeviceRecord }[];
}

/** A part of the import that failed, after what was committed before it was taken back. */
export class RosterWriteConflict extends Error {
  override readonly name = 'RosterWriteConflict';
  constructor(
    message: string,
    /** Transactions that could not be taken back (logged by the caller): 0 when the classroom is as it was. */
    readonly leftOver: number,
  ) {
    super(message);
  }
}

const deviceScope = (device: DeviceRecord): KeyScope => ({ siteId: device.siteId, spotId: device.spotId });

class TransactionDraft {
  readonly items: Item[] = [];
  private readonly counters = new CounterTally();

  constructor(private readonly table: TableRef) {}

  count(type: EntityType, scope: KeyScope, delta: number) {
    this.counters.add(counterKeys(type, scope), delta);
  }

  put(type: EntityType, record: UserRecord | DeviceRecord, scope: KeyScope, condition: Item) {
    this.items.push({
      Put: {
        TableName: this.table.tableName,
        Item: {
          ...entityKey(type, record._id),
          ...entityIndexKeys(type, record._id, record.createdAt, scope),
          entityType: type,
          ...record,
        },
        ...condition,
      },
    });
  }

  remove(key: ItemKey, condition: Item = {}) {
    this.items.push({ Delete: { TableName: this.table.tableName, Key: key, ...condition } });
  }

  /** The transaction's items, the summed counter changes last. */
  get all(): Item[] {
    return [...this.items, ...this.counters.updates(this.table.tableName)];
  }
}

const isNew = { ConditionExpression: 'attribute_not_exists(pk)' };
const unchangedSince = (updatedAt: string) => ({
  ConditionExpression: 'updatedAt = :read',
  ExpressionAttributeValues: { ':read': updatedAt },
});

/** The writes of some units, and the writes that undo them. */
function drafts(table: TableRef, units: RosterUnit[]): { forward: TransactionDraft; back: TransactionDraft } {
  const forward = new TransactionDraft(table);
  const back = new TransactionDraft(table);
  for (const unit of units) {
    if (unit.created) {
      const user = unit.created;
      const uid = uniqueKey('UID', UserStore.normalizeUid(user.uid));
      forward.items.push({
        Put: {
          TableName: table.tableName,
          Item: { ...uid, ownerId: user._id, entityType: 'USER' },
          ...isNew,
        },
      });
      forward.put('USER', user, UserStore.scopeOf(user), isNew);
      forward.count('USER', UserStore.scopeOf(user), 1);
      back.remove(entityKey('USER', user._id), unchangedSince(user.updatedAt));
      back.remove(uid);
      back.count('USER', UserStore.scopeOf(user), -1);
    }
    if (unit.replaced) {
      const { before, after } = unit.replaced;
      forward.put('USER', after, UserStore.scopeOf(after), unchangedSince(before.updatedAt));
      back.put('USER', before, UserStore.scopeOf(before), unchangedSince(after.updatedAt));
    }
    for (const { before, after } of unit.devices) {
      forward.put('DEVICE', after, deviceScope(after), unchangedSince(before.updatedAt));
      forward.count('DEVICE', deviceScope(before), -1);
      forward.count('DEVICE', deviceScope(after), 1);
      back.put('DEVICE', before, deviceScope(before), unchangedSince(after.updatedAt));
      back.count('DEVICE', deviceScope(after), -1);
      back.count('DEVICE', deviceScope(before), 1);
    }
  }
  return { forward, back };
}

/** The items a unit writes, and the counters it may touch (an upper bound: some deltas cancel). */
function sizeOf(unit: RosterUnit): { items: number; counters: string[] } {
  const counters: string[] = [];
  const scopes: [EntityType, KeyScope][] = [];
  if (unit.created) scopes.push(['USER', UserStore.scopeOf(unit.created)]);
  for (const { before, after } of unit.devices)
    scopes.push(['DEVICE', deviceScope(before)], ['DEVICE', deviceScope(after)]);
  for (const [type, scope] of scopes) counters.push(...counterKeys(type, scope).map((key) => key.pk));
  return { items: (unit.created ? 2 : 0) + (unit.replaced ? 1 : 0) + unit.devices.length, counters };
}

/** Packs whole units into transactions of at most MAX_TRANSACTION_ITEMS items, counters included. */
export function packUnits(units: RosterUnit[]): RosterUnit[][] {
  const packs: RosterUnit[][] = [];
  let current: RosterUnit[] = [];
  let items = 0;
  let counters = new Set<string>();
  for (const unit of units) {
    const size = sizeOf(unit);
    const joined = new Set([...counters, ...size.counters]);
    if (current.length > 0 && items + size.items + joined.size > MAX_TRANSACTION_ITEMS) {
      packs.push(current);
      current = [unit];
      items = size.items;
      counters = new Set(size.counters);
    } else {
      current.push(unit);
      items += size.items;
      counters = joined;
    }
  }
  if (current.length > 0) packs.push(current);
  return packs;
}

async function send(table: TableRef, items: Item[]): Promise<void> {
  await table.client.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * Commits every unit or none. Throws RosterWriteConflict when an item changed meanwhile (or a
 * write failed) after taking back what was committed; `leftOver` counts what could not be.
 */
export async function commitRoster(table: TableRef, units: RosterUnit[]): Promise<void> {
  const packs = packUnits(units).map((pack) => drafts(table, pack));
  const done: TransactionDraft[] = [];
  for (const { forward, back } of packs) {
    if (forward.items.length === 0) continue;
    try {
      await send(table, forward.all);
      done.push(back);
    } catch (error) {
      let leftOver = 0;
      for (const undo of done.reverse()) {
        try {
          await send(table, undo.all);
        } catch {
          leftOver += 1;
        }
      }
      const changed = error instanceof TransactionCanceledException;
      throw new RosterWriteConflict(
        changed ? 'A student or button of the classroom changed during the import.' : String(error),
        leftOver,
      );
    }
  }
}
