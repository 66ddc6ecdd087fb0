/**
 * Several user writes (creates, replacements, removals) and device releases committed as ONE
 * DynamoDB transaction, for the all-or-nothing student list of a classroom (modifyUsers) and for
 * removals that must release devices together with the user. EntityRepository writes one entity
 * per transaction; here the list counters of all entries are summed first, because a transaction
 * may not touch the same counter item twice.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { CounterTally } from './counters';
import { EntityMissingError, UniqueValueTakenError } from './entities';
import { counterKeys, entityIndexKeys, entityKey, uniqueKey } from './keys';
import type { UserRecord } from './records';
import { UserStore } from './users';

/** DynamoDB's limit of items in one TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;

type Failure = { kind: 'uid'; value: string } | { kind: 'missing'; what: string } | { kind: 'other' };

export class UserWriteBatch {
  private readonly items: Record<string, unknown>[] = [];
  private readonly failures: Failure[] = [];
  private readonly counters = new CounterTally();

  constructor(private readonly table: TableRef) {}

  /** Items the commit will send (counters with a net change included). */
  get size(): number {
    return this.items.length + this.counters.updates(this.table.tableName).length;
  }

  get empty(): boolean {
    return this.items.length === 0;
  }

  private push(item: Record<string, unknown>, failure: Failure) {
    this.items.push(item);
    this.failures.push(failure);
  }

  private count(user: UserRecord, delta: number) {
    this.counters.add(counterKeys('USER', UserStore.scopeOf(user)), delta);
  }

  private userItem(user: UserRecord) {
    return {
      ...entityKey('USER', user._id),
      ...entityIndexKeys('USER', user._id, user.createdAt, UserStore.scopeOf(user)),
      entityType: 'USER',
      ...user,
    };
  }

  private claim(user: UserRecord) {
    const value = UserStore.normalizeUid(user.uid);
    this.push(
      {
        Put: {
          TableName: this.table.tableName,
          Item: { ...uniqueKey('UID', value), ownerId: user._id, entityType: 'USER' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { kind: 'uid', value },
    );
  }

  private releaseUid(uid: string) {
    this.push(
      { Delete: { TableName: this.table.tableName, Key: uniqueKey('UID', UserStore.normalizeUid(uid)) } },
      { kind: 'other' },
    );
  }

  create(user: UserRecord): this {
    this.claim(user);
    this.push(
      {
        Put: {
          TableName: this.table.tableName,
          Item: this.userItem(user),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { kind: 'other' },
    );
    this.count(user, 1);
    return this;
  }

  /** Rewrites a user; a changed uid moves its unique claim, a changed scope moves its counters. */
  replace(before: UserRecord, after: UserRecord): this {
    if (UserStore.normalizeUid(before.uid) !== UserStore.normalizeUid(after.uid)) {
      this.releaseUid(before.uid);
      this.claim(after);
    }
    this.push(
      {
        Put: {
          TableName: this.table.tableName,
          Item: this.userItem(after),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { kind: 'missing', what: `USER ${after._id}` },
    );
    this.count(before, -1);
    this.count(after, 1);
    return this;
  }

  remove(user: UserRecord): this {
    this.push(
      {
        Delete: {
          TableName: this.table.tableName,
          Key: entityKey('USER', user._id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { kind: 'missing', what: `USER ${user._id}` },
    );
    this.releaseUid(user.uid);
    this.count(user, -1);
    return this;
  }

  /** The device or app no longer belongs to anyone (its user was removed or left the site). */
  release(type: 'DEVICE' | 'APP', id: string, now: string): this {
    this.push(
      {
        Update: {
          TableName: this.table.tableName,
          Key: entityKey(type, id),
          UpdateExpression: 'SET #user = :null, #updated = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#user': 'userId', '#updated': 'updatedAt' },
          ExpressionAttributeValues: { ':null': null, ':now': now },
        },
      },
      { kind: 'missing', what: `${type} ${id}` },
    );
    return this;
  }

  /** Commits everything or nothing; throws UniqueValueTakenError or EntityMissingError on a conflict. */
  async commit(): Promise<void> {
    if (this.size > MAX_TRANSACTION_ITEMS)
      throw new Error(`A transaction holds at most ${MAX_TRANSACTION_ITEMS} items`);
    const counterItems = this.counters.updates(this.table.tableName);
    if (this.items.length === 0) return;
    try {
      await this.table.client.send(
        new TransactWriteCommand({ TransactItems: [...this.items, ...counterItems] }),
      );
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const index = (error.CancellationReasons ?? []).findIndex(
        (reason) => reason.Code === 'ConditionalCheckFailed',
      );
      const failure = this.failures[index];
      if (failure?.kind === 'uid') throw new UniqueValueTakenError('UID', failure.value);
      if (failure?.kind === 'missing') throw new EntityMissingError(`${failure.what} not found`);
      throw error;
    }
  }
}
