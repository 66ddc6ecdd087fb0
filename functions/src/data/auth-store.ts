/** Server-side sign-in sessions (revocable tokens) and the per-uid sign-in throttle. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { authSessionKey, authSessionUserIndex, loginThrottleKey } from './keys';
import type { AuthSessionRecord, LoginThrottleRecord } from './records';
import { INDEXES } from './table';

/** Whether a stored session still opens requests: not revoked and not expired at `nowSeconds`. */
export function isOpenSession(session: AuthSessionRecord | null, nowSeconds: number): boolean {
  return Boolean(session && !session.revokedAt && Number(session.expiresAt) > nowSeconds);
}

export class AuthSessionStore {
  constructor(private readonly table: TableRef) {}

  async create(session: AuthSessionRecord): Promise<void> {
    await this.table.client.send(
      new PutCommand({
        TableName: this.table.tableName,
        Item: {
          ...authSessionKey(session.sid),
          ...authSessionUserIndex(session.userId, session.createdAt, session.sid),
          ...session,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  /** The session if it exists, is not revoked and has not expired (TTL deletion is lazy). */
  async findActive(sid: string, nowSeconds: number): Promise<AuthSessionRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: authSessionKey(sid), ConsistentRead: true }),
    );
    const session = (Item ?? null) as AuthSessionRecord | null;
    return isOpenSession(session, nowSeconds) ? session : null;
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

  /** Revokes every open session of a user but `keepSid` (password changed or reset). */
  async revokeAllForUser(userId: string, at: string, keepSid?: string): Promise<number> {
    const { partition, name } = INDEXES.byLookup;
    let revoked = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.table.client.send(
        new QueryCommand({
          TableName: this.table.tableName,
          IndexName: name,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: 'attribute_not_exists(revokedAt) OR revokedAt = :null',
          ExpressionAttributeNames: { '#pk': partition },
          ExpressionAttributeValues: { ':pk': authSessionUserIndex(userId, '', '').gsi2pk, ':null': null },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        if (item.sid === keepSid) continue;
        await this.revoke(String(item.sid), at);
        revoked += 1;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return revoked;
  }
}

export type AttemptVerdict =
  | { locked: false; attempts: number }
  | { locked: true; retryAfterSeconds: number };

/**
 * Counts sign-in attempts per uid BEFORE the password is checked, atomically, so that parallel
 * guesses cannot slip past the limit while scrypt runs. A success clears the count.
 */
export class LoginThrottleStore {
  constructor(
    private readonly table: TableRef,
    private readonly limits: { maxAttempts: number; windowSeconds: number; lockSeconds: number },
  ) {}

  async get(uid: string): Promise<LoginThrottleRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: loginThrottleKey(uid), ConsistentRead: true }),
    );
    return (Item as LoginThrottleRecord | undefined) ?? null;
  }

  async registerAttempt(uid: string, now: number): Promise<AttemptVerdict> {
    for (let tries = 0; tries < 3; tries += 1) {
      const counted = await this.countInOpenWindow(uid, now);
      if (counted === 'no-window') {
        const current = await this.get(uid);
        if (current?.lockedUntil && current.lockedUntil > now) {
          return { locked: true, retryAfterSeconds: current.lockedUntil - now };
        }
        if (await this.openWindow(uid, now)) return { locked: false, attempts: 1 };
        continue; // another attempt opened the window meanwhile: count in it
      }
      if (counted <= this.limits.maxAttempts) return { locked: false, attempts: counted };
      await this.lock(uid, now + this.limits.lockSeconds);
      return { locked: true, retryAfterSeconds: this.limits.lockSeconds };
    }
    throw new Error('Sign-in throttle contention');
  }

  /** Adds one attempt to an open, unlocked window; 'no-window' when there is none (or it is locked). */
  private async countInOpenWindow(uid: string, now: number): Promise<number | 'no-window'> {
    try {
      const { Attributes } = await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: loginThrottleKey(uid),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression:
            'attribute_exists(pk) AND windowEnds > :now AND (attribute_not_exists(lockedUntil) OR lockedUntil <= :now)',
          ExpressionAttributeValues: { ':one': 1, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Number(Attributes?.attempts ?? 1);
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return 'no-window';
      throw error;
    }
  }

  /** Starts a new window with this attempt, unless another writer has just done so or it is locked. */
  private async openWindow(uid: string, now: number): Promise<boolean> {
    const windowEnds = now + this.limits.windowSeconds;
    try {
      await this.table.client.send(
        new PutCommand({
          TableName: this.table.tableName,
          Item: { ...loginThrottleKey(uid), uid, attempts: 1, windowEnds, expiresAt: windowEnds },
          ConditionExpression:
            'attribute_not_exists(pk) OR (windowEnds <= :now AND (attribute_not_exists(lockedUntil) OR lockedUntil <= :now))',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  private async lock(uid: string, lockedUntil: number): Promise<void> {
    await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: loginThrottleKey(uid),
        // The window ends with the lock, so the count starts over afterwards.
        UpdateExpression: 'SET lockedUntil = :until, windowEnds = :until, expiresAt = :until',
        ExpressionAttributeValues: { ':until': lockedUntil },
      }),
    );
  }

  async clear(uid: string): Promise<void> {
    await this.table.client.send(
      new DeleteCommand({ TableName: this.table.tableName, Key: loginThrottleKey(uid) }),
    );
  }
}
