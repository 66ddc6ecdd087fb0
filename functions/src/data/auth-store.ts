/** Server-side sign-in sessions (revocable tokens) and the per-uid sign-in throttle. */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from './entities';
import { authSessionKey, loginThrottleKey } from './keys';
import type { AuthSessionRecord, LoginThrottleRecord } from './records';

export class AuthSessionStore {
  constructor(private readonly table: TableRef) {}

  async create(session: AuthSessionRecord): Promise<void> {
    await this.table.client.send(
      new PutCommand({
        TableName: this.table.tableName,
        Item: { ...authSessionKey(session.sid), ...session },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  /** The session if it exists, is not revoked and has not expired (TTL deletion is lazy). */
  async findActive(sid: string, nowSeconds: number): Promise<AuthSessionRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: authSessionKey(sid), ConsistentRead: true }),
    );
    if (!Item || Item.revokedAt || Number(Item.expiresAt) <= nowSeconds) return null;
    return Item as AuthSessionRecord;
  }

  async revoke(sid: string, at: string): Promise<void> {
    await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: authSessionKey(sid),
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }
}

export class LoginThrottleStore {
  constructor(private readonly table: TableRef) {}

  async get(uid: string): Promise<LoginThrottleRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: loginThrottleKey(uid), ConsistentRead: true }),
    );
    return (Item as LoginThrottleRecord | undefined) ?? null;
  }

  /** Counts one failure atomically (parallel attempts cannot undercount); returns the new count. */
  async recordFailure(uid: string, expiresAt: number): Promise<number> {
    const { Attributes } = await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: loginThrottleKey(uid),
        UpdateExpression: 'SET uid = :uid, expiresAt = :exp ADD failures :one',
        ExpressionAttributeValues: { ':uid': uid, ':exp': expiresAt, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(Attributes?.failures ?? 1);
  }

  async lock(uid: string, lockedUntil: number): Promise<void> {
    await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: loginThrottleKey(uid),
        UpdateExpression: 'SET lockedUntil = :until, failures = :zero, expiresAt = :until',
        ExpressionAttributeValues: { ':until': lockedUntil, ':zero': 0 },
      }),
    );
  }

  async clear(uid: string): Promise<void> {
    await this.table.client.send(
      new DeleteCommand({ TableName: this.table.tableName, Key: loginThrottleKey(uid) }),
    );
  }
}
