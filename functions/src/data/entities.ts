/**
 * Reads and writes of entity items through the key builders in ./keys.ts. Handlers and domain
 * services use this (or the stores built on it), never raw keys.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type EntityType, entityIndexKeys, entityKey, type UniqueKind, uniqueKey } from './keys';

export interface TableRef {
  client: DynamoDBDocumentClient;
  tableName: string;
}

export interface EntityScope {
  siteId?: string | null;
  spotId?: string | null;
}

interface StoredEntity {
  _id: string;
  createdAt: string;
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

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entityType'];

function stripKeys<T>(item: Record<string, unknown>): T {
  const record = { ...item };
  for (const attribute of KEY_ATTRIBUTES) delete record[attribute];
  return record as T;
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

  async get<T>(type: EntityType, id: string): Promise<T | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: entityKey(type, id), ConsistentRead: true }),
    );
    return Item ? stripKeys<T>(Item) : null;
  }

  async put<T extends StoredEntity>(type: EntityType, record: T, scope: EntityScope = {}): Promise<T> {
    await this.table.client.send(
      new PutCommand({ TableName: this.table.tableName, Item: this.item(type, record, scope) }),
    );
    return record;
  }

  /** Creates the entity and claims its unique values in one transaction: both or neither. */
  async createWithUnique<T extends StoredEntity>(
    type: EntityType,
    record: T,
    scope: EntityScope,
    unique: { kind: UniqueKind; value: string },
  ): Promise<T> {
    try {
      await this.table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table.tableName,
                Item: { ...uniqueKey(unique.kind, unique.value), ownerId: record._id, entityType: type },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.table.tableName,
                Item: this.item(type, record, scope),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      // Only a failed condition means "taken"; conflicts and throttling are real errors.
      const conditionFailed =
        error instanceof TransactionCanceledException &&
        (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed');
      if (conditionFailed) throw new UniqueValueTakenError(unique.kind, unique.value);
      throw error;
    }
    return record;
  }

  async ownerOf(kind: UniqueKind, value: string): Promise<string | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: uniqueKey(kind, value), ConsistentRead: true }),
    );
    return typeof Item?.ownerId === 'string' ? Item.ownerId : null;
  }

  /** Sets the given attributes of an existing entity; returns the whole updated record. */
  async update<T>(type: EntityType, id: string, changes: Record<string, unknown>): Promise<T> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const assignments = entries.map(([name, value], index) => {
      names[`#a${index}`] = name;
      values[`:v${index}`] = value;
      return `#a${index} = :v${index}`;
    });
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
  }

  /** Bulk load (seeding, imports): 25 items per request, unprocessed items retried. */
  async putMany<T extends StoredEntity>(
    type: EntityType,
    entries: { record: T; scope?: EntityScope }[],
  ): Promise<void> {
    for (let start = 0; start < entries.length; start += 25) {
      let requests: Record<string, unknown>[] = entries.slice(start, start + 25).map(({ record, scope }) => ({
        PutRequest: { Item: this.item(type, record, scope ?? {}) },
      }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt > 8) throw new Error(`Could not write ${requests.length} ${type} items`);
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const result = await this.table.client.send(
          new BatchWriteCommand({ RequestItems: { [this.table.tableName]: requests } }),
        );
        requests = (result.UnprocessedItems?.[this.table.tableName] ?? []) as Record<string, unknown>[];
      }
    }
  }
}
