/**
 * How many students answered a link, as answer events carry it (`countOfAnswers`), kept in
 * sharded counters (keys.ts answerCountKey): a hall's phones each add their first answer on their
 * own (one Lambda call each), so one counter item would take 10,000 writes in a second. An
 * addition goes to a random shard, and its answer is that shard's new value; the link's total is
 * that value plus the other shards as this instance last read them, read again at most every
 * COUNT_READ_TTL_MS (one batch read of every shard). So an instance always counts its own
 * additions, and another instance's show within COUNT_READ_TTL_MS. The count is informative (the
 * answers are the record, and every view counts those: question-link-views.ts).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { consistentBatchGet } from './batch-get';
import { answerCountKey, answerCountKeys } from './keys';
import { SHARDS } from './shards';

/** How long an instance sums the other shards as it last read them. */
export const COUNT_READ_TTL_MS = 1_000;

interface Shards {
  /** Per count item of answerCountKeys (the shards, then the unsharded one of older links). */
  values: number[];
  readAt: number;
}

export class AnswerCounts {
  private readonly read = new Map<string, Promise<Shards>>();

  constructor(
    private readonly table: TableRef,
    private readonly now: () => number = Date.now,
    private readonly pick: () => number = () => Math.floor(Math.random() * SHARDS),
  ) {}

  /** Adds `count` first answers to a random shard; returns the link's total after them. */
  async add(linkId: string, count: number): Promise<number> {
    const shard = this.pick();
    const { Attributes } = await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: answerCountKey(linkId, shard),
        UpdateExpression: 'ADD answers :count',
        ExpressionAttributeValues: { ':count': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const shards = await this.shards(linkId);
    // The shard's value as written is the freshest there is; another addition of this instance
    // may have answered first with a higher one.
    shards.values[shard] = Math.max(shards.values[shard] ?? 0, Number(Attributes?.answers ?? 0));
    return sum(shards.values);
  }

  /** The link's total: every shard, as read within COUNT_READ_TTL_MS. */
  async total(linkId: string): Promise<number> {
    return sum((await this.shards(linkId)).values);
  }

  /** The shards as last read, read again when older than COUNT_READ_TTL_MS (one read at a time). */
  private shards(linkId: string): Promise<Shards> {
    const kept = this.read.get(linkId);
    if (kept) {
      return kept.then((shards) =>
        this.now() - shards.readAt < COUNT_READ_TTL_MS ? shards : this.reread(linkId, kept),
      );
    }
    return this.reread(linkId, undefined);
  }

  private reread(linkId: string, previous: Promise<Shards> | undefined): Promise<Shards> {
    if (this.read.get(linkId) !== previous) return this.shards(linkId);
    const keys = answerCountKeys(linkId);
    const reading = consistentBatchGet(this.table, keys, 'answer count').then((items) => ({
      values: keys.map(({ pk }) => Number(items.find((item) => item.pk === pk)?.answers ?? 0)),
      readAt: this.now(),
    }));
    // A failed read is not kept: the next call reads again.
    reading.catch(() => {
      if (this.read.get(linkId) === reading) this.read.delete(linkId);
    });
    this.read.set(linkId, reading);
    if (this.read.size > MAX_LINKS) this.read.delete(this.read.keys().next().value as string);
    return reading;
  }
}

/** Links an instance keeps counts of (a class runs one at a time; a consumer serves many). */
const MAX_LINKS = 1_000;

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
