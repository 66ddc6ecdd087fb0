/**
 * Attempt limits of joinSession (docs/sessions.md "Join limits"), per client and per class code:
 * one item per key and window counting attempts and failures. An attempt is counted atomically
 * BEFORE the code is looked at, under a condition that the window still has room, so parallel
 * guesses cannot slip past the limit; a failure (an unknown or ended code, a wrong PIN) is added
 * after. The item expires with its window (TTL).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { joinLimitKey } from './keys';

export interface JoinLimit {
  /** Every join, answered or refused: bounds a burst of parallel guesses. */
  maxAttempts: number;
  /** Unknown or ended codes and wrong PINs: bounds guessing one after another. */
  maxFailures: number;
  windowSeconds: number;
}

export type JoinLimitKey = { scope: 'client' | 'code'; key: string; limit: JoinLimit };

export type JoinVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

export class JoinLimitStore {
  constructor(private readonly table: TableRef) {}

  /** Counts one attempt under each key, or says which window is full (nothing more is counted). */
  async attempt(keys: readonly JoinLimitKey[], now: number): Promise<JoinVerdict> {
    for (const key of keys) {
      const verdict = await this.attemptOne(key, now);
      if (verdict.limited) return verdict;
    }
    return { limited: false };
  }

  private async attemptOne({ scope, key, limit }: JoinLimitKey, now: number): Promise<JoinVerdict> {
    for (let tries = 0; tries < 3; tries += 1) {
      try {
        await this.table.client.send(
          new UpdateCommand({
            TableName: this.table.tableName,
            Key: joinLimitKey(scope, key),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression:
              'attribute_exists(pk) AND windowEnds > :now AND attempts < :maxAttempts AND failures < :maxFailures',
            ExpressionAttributeValues: {
              ':one': 1,
              ':now': now,
              ':maxAttempts': limit.maxAttempts,
              ':maxFailures': limit.maxFailures,
            },
          }),
        );
        return { limited: false };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
      // No open window, or a full one: a full one refuses until it ends.
      const { Item } = await this.table.client.send(
        new GetCommand({
          TableName: this.table.tableName,
          Key: joinLimitKey(scope, key),
          ConsistentRead: true,
        }),
      );
      const windowEnds = Number(Item?.windowEnds ?? 0);
      if (Item && windowEnds > now) {
        const full = Number(Item.attempts) >= limit.maxAttempts || Number(Item.failures) >= limit.maxFailures;
        if (full) return { limited: true, retryAfterSeconds: windowEnds - now };
        continue; // room again (a racing window opened meanwhile): count in it
      }
      if (await this.openWindow(scope, key, limit, now)) return { limited: false };
    }
    throw new Error('Join limit contention');
  }

  /** A new window holding this attempt, unless another join has just opened one. */
  private async openWindow(scope: 'client' | 'code', key: string, limit: JoinLimit, now: number) {
    const windowEnds = now + limit.windowSeconds;
    try {
      await this.table.client.send(
        new PutCommand({
          TableName: this.table.tableName,
          Item: { ...joinLimitKey(scope, key), attempts: 1, failures: 0, windowEnds, expiresAt: windowEnds },
          ConditionExpression: 'attribute_not_exists(pk) OR windowEnds <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  /** Adds a failure to each key's open window (none open: nothing to add). */
  async fail(keys: readonly Pick<JoinLimitKey, 'scope' | 'key'>[], now: number): Promise<void> {
    for (const { scope, key } of keys) {
      try {
        await this.table.client.send(
          new UpdateCommand({
            TableName: this.table.tableName,
            Key: joinLimitKey(scope, key),
            UpdateExpression: 'ADD failures :one',
            ConditionExpression: 'attribute_exists(pk) AND windowEnds > :now',
            ExpressionAttributeValues: { ':one': 1, ':now': now },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
  }
}
