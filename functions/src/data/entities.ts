/**
 * Reads and writes of entity items through the key builders in ./keys.ts. Handlers and domain
 * services use this (or the stores built on it), never raw keys. Creates and removes keep the
 * list counters (./keys.ts counterKeys) in the same transaction, so a list's total is one read.
 * Bulk writes (createMany, discardMany) are in ./entity-batches.ts.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { CounterTally, counterUpdate } from './counters';
import { searchItemChanges, searchItemsOf } from './device-search';
import { createItems, discardItems } from './entity-batches';
import {
  counterKeys,
  type EntityType,
  entityIndexKeys,
  entityKey,
  type KeyScope,
  type UniqueKind,
  uniqueKey,
} from './keys';
import type { DeviceRecord } from './records';

/** Where an entity is listed and counted (see KeyScope in ./keys.ts). */
export type EntityScope = KeyScope;

interface StoredEntity {
  _id: string;
  createdAt: string;
}

export interface UniqueClaim {
  kind: UniqueKind;
  value: string;
}

/** Another item already holds this unique value (a uid, a MAC...). */
export class UniqueValueTakenError extends Error {
  override readonly name = 'UniqueValueTakenError';
  constructor(
    readonly kind: UniqueKind,
    readonly value: string,
  ) {
    super(`${kind} ${value} is already taken`);
  }
}

/** The entity to change or remove is not there (any more). */
export class EntityMissingError extends Error {
  override readonly name = 'EntityMissingError';
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'entityType'];

export function stripKeys<T>(item: Record<string, unknown>): T {
  const record = { ...item };
  for (const attribute of KEY_ATTRIBUTES) delete record[attribute];
  return record as T;
}

/** Which part of a cancelled transaction failed its condition (undefined: not a condition failure). */
function failedCondition(error: unknown): number | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const index = (error.CancellationReasons ?? []).findIndex(
    (reason) => reason.Code === 'ConditionalCheckFailed',
  );
  return index >= 0 ? index : undefined;
}

export class EntityRepository {
  constructor(private readonly table: TableRef) {}

  private item<T extends StoredEntity>(type: EntityType, record: T, scope: EntityScope) {
    return {
      ...entityKey(type, record._id),
      ...entityIndexKeys(type, record._id, record.createdAt, scope),
      entityType: type,
      ...record,
    };
  }

  /**
   * Items derived from an entity and written in its transaction: a device's search items
   * (./device-search.ts), turned from `before` into `after` (null: no entity).
   */
  private derived<T extends StoredEntity>(type: EntityType, before: T | null, after: T | null) {
    if (type !== 'DEVICE') return [];
    const device = (record: T | null) => record as unknown as DeviceRecord | null;
    return searchItemChanges(this.table.tableName, device(before), device(after));
  }

  /** Derived items need the entity as it was: a write that cannot give it is a bug. */
  private needsBefore(type: EntityType, before: unknown, what: string): void {
    if (type === 'DEVICE' && !before) throw new Error(`${what} a DEVICE needs its record (its search items)`);
  }

  private counterUpdates(type: EntityType, scope: EntityScope, delta: 1 | -1) {
    return counterKeys(type, scope).map((key) => counterUpdate(this.table.tableName, key, delta));
  }

  /** Net counter changes of a move: a counter both left and entered (ALL, the same site) is untouched. */
  private counterMoves(type: EntityType, from: EntityScope, to: EntityScope) {
    const tally = new CounterTally();
    tally.add(counterKeys(type, from), -1);
    tally.add(counterKeys(type, to), 1);
    return tally.updates(this.table.tableName);
  }

  async get<T>(type: EntityType, id: string): Promise<T | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: entityKey(type, id), ConsistentRead: true }),
    );
    return Item ? stripKeys<T>(Item) : null;
  }

  /** Many entities of one type by id (missing ones are left out), 100 per request. */
  async getMany<T>(type: EntityType, ids: string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += 100) {
      let keys: Record<string, unknown>[] = unique
        .slice(start, start + 100)
        .map((id) => ({ ...entityKey(type, id) }));
      for (let attempt = 0; keys.length > 0 && attempt < 8; attempt += 1) {
        const result = await this.table.client.send(
          new BatchGetCommand({
            RequestItems: { [this.table.tableName]: { Keys: keys, ConsistentRead: true } },
          }),
        );
        for (const item of result.Responses?.[this.table.tableName] ?? []) {
          const record = stripKeys<T & { _id: string }>(item);
          found.set(record._id, record);
        }
        keys = (result.UnprocessedKeys?.[this.table.tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  }

  /** Creates the entity, claims its unique values and counts it, all or nothing. */
  async create<T extends StoredEntity>(
    type: EntityType,
    record: T,
    scope: EntityScope = {},
    unique: UniqueClaim[] = [],
  ): Promise<T> {
    const claims = unique.map((claim) => ({
      Put: {
        TableName: this.table.tableName,
        Item: { ...uniqueKey(claim.kind, claim.value), ownerId: record._id, entityType: type },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }));
    try {
      await this.table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            ...claims,
            {
              Put: {
                TableName: this.table.tableName,
                Item: this.item(type, record, scope),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...this.counterUpdates(type, scope, 1),
            ...this.derived(type, null, record),
          ],
        }),
      );
    } catch (error) {
      const failed = failedCondition(error);
      const claim = failed === undefined ? undefined : unique[failed];
      if (claim) throw new UniqueValueTakenError(claim.kind, claim.value);
      throw error;
    }
    return record;
  }

  /**
   * Removes the entity, releases its unique values and uncounts it, all or nothing. `record` (the
   * entity as read) is needed for types with derived items (a device's search items).
   */
  async remove<T extends StoredEntity>(
    type: EntityType,
    id: string,
    scope: EntityScope,
    unique: UniqueClaim[] = [],
    record: T | null = null,
  ): Promise<void> {
    this.needsBefore(type, record, 'Removing');
    try {
      await this.table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.table.tableName,
                Key: entityKey(type, id),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            ...unique.map((claim) => ({
              Delete: { TableName: this.table.tableName, Key: uniqueKey(claim.kind, claim.value) },
            })),
            ...this.counterUpdates(type, scope, -1),
            ...this.derived(type, record, null),
          ],
        }),
      );
    } catch (error) {
      if (failedCondition(error) === 0) throw new EntityMissingError(`${type} ${id} not found`);
      throw error;
    }
  }

  /**
   * Rewrites an entity whose site or spot changed, moving it between lists and counters.
   * `from` is the item as read (its scope and updatedAt): a concurrent change makes this fail.
   * Its `record` (the whole entity as read) is needed for types with derived items.
   */
  async rescope<T extends StoredEntity>(
    type: EntityType,
    record: T,
    from: EntityScope & { updatedAt: string; record?: T },
    to: EntityScope,
  ): Promise<T> {
    this.needsBefore(type, from.record, 'Rewriting');
    const same =
      (from.siteId ?? null) === (to.siteId ?? null) && (from.spotId ?? null) === (to.spotId ?? null);
    try {
      await this.table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table.tableName,
                Item: this.item(type, record, to),
                // Optimistic lock: the item is as it was read, so two moves cannot both count.
                ConditionExpression: 'attribute_exists(pk) AND updatedAt = :read',
                ExpressionAttributeValues: { ':read': from.updatedAt },
              },
            },
            ...(same ? [] : this.counterMoves(type, from, to)),
            ...this.derived(type, from.record ?? null, record),
          ],
        }),
      );
    } catch (error) {
      if (failedCondition(error) === 0) throw new EntityMissingError(`${type} ${record._id} not found`);
      throw error;
    }
    return record;
  }

  /**
   * The owners of many unique values, of one or several kinds, by kind then value (unclaimed ones
   * left out), 100 per request.
   */
  async ownersOfKinds(
    claims: { kind: UniqueKind; value: string }[],
  ): Promise<Map<UniqueKind, Map<string, string>>> {
    const owners = new Map<UniqueKind, Map<string, string>>();
    const byKey = new Map(claims.map((claim) => [uniqueKey(claim.kind, claim.value).pk, claim]));
    const unique = [...byKey.values()];
    for (let start = 0; start < unique.length; start += 100) {
      let keys: Record<string, unknown>[] = unique
        .slice(start, start + 100)
        .map((claim) => ({ ...uniqueKey(claim.kind, claim.value) }));
      for (let attempt = 0; keys.length > 0 && attempt < 8; attempt += 1) {
        const result = await this.table.client.send(
          new BatchGetCommand({
            RequestItems: { [this.table.tableName]: { Keys: keys, ConsistentRead: true } },
          }),
        );
        for (const item of result.Responses?.[this.table.tableName] ?? []) {
          const claim = byKey.get(String(item.pk));
          if (!claim || typeof item.ownerId !== 'string') continue;
          const ofKind = owners.get(claim.kind) ?? new Map<string, string>();
          ofKind.set(claim.value, item.ownerId);
          owners.set(claim.kind, ofKind);
        }
        keys = (result.UnprocessedKeys?.[this.table.tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
      if (keys.length > 0) throw new Error(`Could not read ${keys.length} unique claims`);
    }
    return owners;
  }

  async ownerOf(kind: UniqueKind, value: string): Promise<string | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: uniqueKey(kind, value), ConsistentRead: true }),
    );
    return typeof Item?.ownerId === 'string' ? Item.ownerId : null;
  }

  /** Sets the given attributes of an existing entity (not its scope); returns the updated record. */
  async update<T>(type: EntityType, id: string, changes: Record<string, unknown>): Promise<T> {
    if (type === 'DEVICE' && ['mac', 'sn', 'name', 'createdAt'].some((field) => field in changes))
      throw new Error('A device change of a searched field goes through rescope (its search items)');
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const assignments = entries.map(([name, value], index) => {
      names[`#a${index}`] = name;
      values[`:v${index}`] = value;
      return `#a${index} = :v${index}`;
    });
    try {
      const { Attributes } = await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: entityKey(type, id),
          UpdateExpression: `SET ${assignments.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return stripKeys<T>(Attributes ?? {});
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') {
        throw new EntityMissingError(`${type} ${id} not found`);
      }
      throw error;
    }
  }

  /**
   * Deletes items a failed createMany may have written, without touching counters: a failed
   * createMany leaves none of its counts behind (see ./entity-batches.ts). Missing items are fine.
   */
  async discardMany(type: EntityType, ids: string[]): Promise<void> {
    await discardItems(this.table, type, ids);
  }

  /**
   * Bulk load (seeding, imports): 25 items per request, a few requests in flight, unprocessed
   * items retried, then counted. On a failure it rejects once the writes in flight settled, with
   * no count left behind; items it wrote may remain, for the caller to discardMany.
   */
  async createMany<T extends StoredEntity>(
    type: EntityType,
    entries: { record: T; scope?: EntityScope }[],
  ): Promise<void> {
    await createItems(
      this.table,
      type,
      entries.map(({ record, scope }) => ({
        item: this.item(type, record, scope ?? {}),
        scope: scope ?? {},
      })),
      type === 'DEVICE'
        ? entries.flatMap(({ record }) => searchItemsOf(record as unknown as DeviceRecord))
        : [],
    );
  }
}
