/**
 * The writes of class sessions and question links that EntityRepository cannot express alone
 * (docs/sessions.md): starting a question claims the session's running marker in the same
 * transaction as the link, so two starts cannot both win; ending a session releases its join
 * code, its classroom claim and the running question at once; stopping a question leaves a
 * pointer to it, so presses made before the stop that arrive after it are still taken. Answers
 * live one item per link and student; the press write is answer-store.ts, reads and deletion here.
 * The system-wide link counter (`COUNT#QUESTIONLINK#ALL`) is kept out of these transactions and
 * added after them, so the transactions of many classes never meet on one item.
 */
import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { logError } from '../kernel/log';
import type { TableRef } from '../kernel/table-ref';
import { cancelReasons, retryConflicts } from './conflicts';
import { counterUpdate } from './counters';
import {
  answerCountKeys,
  answerPartitions,
  counterKeys,
  entityIndexKeys,
  entityKey,
  sessionLastStopKey,
  sessionRunningKey,
  uniqueKey,
} from './keys';
import { queryEveryPage } from './query-pages';
import type { AnswerRecord, QuestionLinkRecord, SessionRecord } from './records';

/** Why a start was refused: the session has ended, or another question of it runs. */
export type StartRefusal = 'ended' | 'running';

export class StartRefusedError extends Error {
  override readonly name = 'StartRefusedError';
  constructor(readonly reason: StartRefusal) {
    super(`start refused: ${reason}`);
  }
}

/** The marker or the session changed between our read and our write: read again and retry. */
export class SessionChangedError extends Error {
  override readonly name = 'SessionChangedError';
}

/** The link to remove is gone (removed meanwhile). */
export class LinkMissingError extends Error {
  override readonly name = 'LinkMissingError';
}

/** A null or missing attribute: how "not ended" is written in conditions. */
const IS_OPEN = (name: string) => `(attribute_not_exists(${name}) OR attribute_type(${name}, :nullType))`;

/**
 * Reads the failure of a transaction whose first item decides the outcome: returns when that
 * item's condition failed. SessionChangedError when another item's condition failed or the
 * transaction met another (the marker changed since it was read); any other error is thrown again.
 */
function expectFirstConditionFailed(error: unknown): void {
  const reasons = cancelReasons(error);
  if (reasons?.[0] === 'ConditionalCheckFailed') return;
  if (reasons?.some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict'))
    throw new SessionChangedError();
  throw error;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The counters a link write changes in its transaction: all but the system-wide one (see above). */
const inTransaction = (key: { pk: string }) => !key.pk.endsWith('#ALL');

export class SessionStore {
  constructor(private readonly table: TableRef) {}

  private counters(type: 'QUESTIONLINK', scope: { siteId: string; spotId: string }, delta: 1 | -1) {
    return counterKeys(type, scope)
      .filter(inTransaction)
      .map((key) => counterUpdate(this.table.tableName, key, delta));
  }

  /**
   * ADD to the system-wide link counter after the link's transaction. A failure here is logged,
   * not thrown: the link is written, and failing would only make the caller retry a done write.
   */
  private async countEverywhere(scope: { siteId: string; spotId: string }, delta: 1 | -1): Promise<void> {
    for (const Key of counterKeys('QUESTIONLINK', scope).filter((key) => !inTransaction(key))) {
      try {
        await this.table.client.send(
          new UpdateCommand(counterUpdate(this.table.tableName, Key, delta).Update),
        );
      } catch (error) {
        logError('Link counter update failed; the count is off', {
          counter: Key.pk,
          delta,
          error: (error as Error)?.name,
        });
      }
    }
  }

  /** The link the session runs, or null. */
  runningLink(sessionId: string): Promise<string | null> {
    return this.linkNamedBy(sessionRunningKey(sessionId));
  }

  /** The link the session stopped last (a late press may still belong to it), or null. */
  lastStoppedLink(sessionId: string): Promise<string | null> {
    return this.linkNamedBy(sessionLastStopKey(sessionId));
  }

  /** The link id a session's marker item names, or null (consistent read). */
  private async linkNamedBy(Key: { pk: string; sk: string }): Promise<string | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key, ConsistentRead: true }),
    );
    return typeof Item?.linkId === 'string' ? Item.linkId : null;
  }

  /**
   * Writes the link, claims the running marker and checks the session is still ongoing, all or
   * nothing. Refused with StartRefusedError('ended' | 'running').
   */
  async startLink(link: QuestionLinkRecord): Promise<void> {
    const scope = { siteId: link.siteId, spotId: link.spotId };
    try {
      // Two starts at once, or starts of one school meeting on its counter: DynamoDB cancels one
      // as a conflict; the retry writes it or meets the marker.
      await this.transact([
        {
          ConditionCheck: {
            TableName: this.table.tableName,
            Key: entityKey('SESSION', link.sessionId),
            ConditionExpression: `attribute_exists(pk) AND ${IS_OPEN('endtime')}`,
            ExpressionAttributeValues: { ':nullType': 'NULL' },
          },
        },
        {
          Put: {
            TableName: this.table.tableName,
            Item: { ...sessionRunningKey(link.sessionId), linkId: link._id, at: link.createdAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: this.table.tableName,
            Item: {
              ...entityKey('QUESTIONLINK', link._id),
              ...entityIndexKeys('QUESTIONLINK', link._id, link.createdAt, scope),
              entityType: 'QUESTIONLINK',
              ...link,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...this.counters('QUESTIONLINK', scope, 1),
      ]);
    } catch (error) {
      const reasons = cancelReasons(error);
      if (reasons?.[0] === 'ConditionalCheckFailed') throw new StartRefusedError('ended');
      if (reasons?.[1] === 'ConditionalCheckFailed') throw new StartRefusedError('running');
      if (reasons?.includes('TransactionConflict')) throw new SessionChangedError();
      throw error;
    }
    await this.countEverywhere(scope, 1);
  }

  /**
   * Sets the link's end and releases the session's marker if it names this link. Returns false
   * when the link had already ended (nothing changed).
   */
  async stopLink(link: QuestionLinkRecord, now: string, holdsMarker: boolean): Promise<boolean> {
    try {
      await this.transact([
        this.linkEnd(link._id, now),
        ...(holdsMarker ? [this.markerRelease(link.sessionId, link._id)] : []),
        {
          Put: {
            TableName: this.table.tableName,
            Item: { ...sessionLastStopKey(link.sessionId), linkId: link._id, end: now },
          },
        },
      ]);
      return true;
    } catch (error) {
      expectFirstConditionFailed(error);
      return false;
    }
  }

  /** One transaction, sent again while DynamoDB cancels it as a conflict with another. */
  private async transact(items: TransactItem[]): Promise<void> {
    await retryConflicts(() => this.table.client.send(new TransactWriteCommand({ TransactItems: items })));
  }

  /** Sets the end of a link that exists and has not ended yet. */
  private linkEnd(linkId: string, now: string): TransactItem {
    return {
      Update: {
        TableName: this.table.tableName,
        Key: entityKey('QUESTIONLINK', linkId),
        UpdateExpression: 'SET #end = :now, updatedAt = :now',
        ConditionExpression: `attribute_exists(pk) AND ${IS_OPEN('#end')}`,
        ExpressionAttributeNames: { '#end': 'end' },
        ExpressionAttributeValues: { ':now': now, ':nullType': 'NULL' },
      },
    };
  }

  private markerRelease(sessionId: string, linkId: string) {
    return {
      Delete: {
        TableName: this.table.tableName,
        Key: sessionRunningKey(sessionId),
        ConditionExpression: 'linkId = :link',
        ExpressionAttributeValues: { ':link': linkId },
      },
    };
  }

  /** Deletes the marker if it still names this link (a stale marker left by a failure). */
  async releaseMarker(sessionId: string, linkId: string): Promise<void> {
    try {
      await this.table.client.send(
        new TransactWriteCommand({ TransactItems: [this.markerRelease(sessionId, linkId)] }),
      );
    } catch (error) {
      if (!cancelReasons(error)) throw error;
    }
  }

  /**
   * Ends the session: endtime, the join code and classroom claims released, and the running
   * link (as read: `running`) stopped, all or nothing. Returns false when it had already ended.
   * SessionChangedError: a question started or stopped meanwhile (read the marker again).
   */
  async endSession(session: SessionRecord, running: string | null, now: string): Promise<boolean> {
    const marker = running
      ? [
          this.markerRelease(session._id, running),
          // Only a running link: the end of a stopped one is kept. A marker naming a gone or
          // stopped link is stale: the caller releases it first (SessionService.clear).
          this.linkEnd(running, now),
        ]
      : [
          {
            ConditionCheck: {
              TableName: this.table.tableName,
              Key: sessionRunningKey(session._id),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ];
    try {
      await this.transact([
        {
          Update: {
            TableName: this.table.tableName,
            Key: entityKey('SESSION', session._id),
            UpdateExpression: 'SET endtime = :now, updatedAt = :now',
            ConditionExpression: `attribute_exists(pk) AND ${IS_OPEN('endtime')}`,
            ExpressionAttributeValues: { ':now': now, ':nullType': 'NULL' },
          },
        },
        { Delete: { TableName: this.table.tableName, Key: uniqueKey('SESSIONCODE', session.code) } },
        { Delete: { TableName: this.table.tableName, Key: uniqueKey('SESSIONSPOT', session.spotId) } },
        ...marker,
      ]);
      return true;
    } catch (error) {
      expectFirstConditionFailed(error);
      return false;
    }
  }

  /**
   * Removes the link item, uncounts it and, when it holds the session's running marker (as read:
   * `holdsMarker`), releases the marker, all or nothing (its answers are deleted separately).
   * LinkMissingError: the link is gone. SessionChangedError: the marker changed since it was read.
   */
  async removeLink(link: QuestionLinkRecord, holdsMarker: boolean): Promise<void> {
    const scope = { siteId: link.siteId, spotId: link.spotId };
    try {
      await this.transact([
        {
          Delete: {
            TableName: this.table.tableName,
            Key: entityKey('QUESTIONLINK', link._id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...(holdsMarker ? [this.markerRelease(link.sessionId, link._id)] : []),
        ...this.counters('QUESTIONLINK', scope, -1),
      ]);
    } catch (error) {
      expectFirstConditionFailed(error);
      throw new LinkMissingError(link._id);
    }
    await this.countEverywhere(scope, -1);
  }

  /**
   * Every answer to a link (a class: tens of items, a hall up to 10,000): its shards queried at
   * once (keys.ts answerPartitions), oldest partition of a link answered before sharding included.
   */
  async answers(linkId: string): Promise<AnswerRecord[]> {
    return (await this.answerItems(linkId)).map(
      ({ pk: _pk, sk: _sk, ...answer }) => answer as unknown as AnswerRecord,
    );
  }

  /** The answer items of every partition of the link, keys included. */
  private async answerItems(linkId: string): Promise<Record<string, unknown>[]> {
    const partitions = await Promise.all(
      answerPartitions(linkId).map(async (partition) => {
        const items: Record<string, unknown>[] = [];
        await queryEveryPage(
          this.table,
          {
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': partition },
            ConsistentRead: true,
          },
          (page) => items.push(...(page.Items ?? [])),
        );
        return items;
      }),
    );
    return partitions.flat();
  }

  /** Deletes every answer to a link and its count, 25 per request (unprocessed ones retried). */
  async deleteAnswers(linkId: string): Promise<number> {
    // Each item by the key it is stored under (a shard, or the partition of an older link).
    const answerKeys = (await this.answerItems(linkId)).map(({ pk, sk }) => ({ pk, sk }));
    const keys = [...answerKeys, ...answerCountKeys(linkId)];
    for (let start = 0; start < keys.length; start += 25) {
      let requests: Record<string, unknown>[] = keys
        .slice(start, start + 25)
        .map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt >= 8) throw new Error(`Could not delete the answers of ${linkId}`);
        const result = await this.table.client.send(
          new BatchWriteCommand({ RequestItems: { [this.table.tableName]: requests as never } }),
        );
        requests = (result.UnprocessedItems?.[this.table.tableName] ?? []) as Record<string, unknown>[];
      }
    }
    return answerKeys.length;
  }
}
