/**
 * The answer write of the answer path (docs/sessions.md "Answers"): one item per link and student,
 * written with ONE conditional PutItem whose condition is the MQTT contract's "later press" rule
 * (devices/sequence.ts isLaterPress) spelled in DynamoDB, so no read comes first and no
 * transaction touches the link item that every answer of a class shares (a hot item in AWS:
 * docs/capacity.md). A link's answers are spread over shards by student (keys.ts answerKey), so a
 * hall's burst never meets on one partition. The old item returned by the Put tells a first
 * answer from a replacement; first answers are added to the link's sharded counter, once per
 * consumer queue batch, for `countOfAnswers` (answer-counts.ts). Against DynamoDB Local,
 * concurrent press writes may share transactions (press-write-coalescer.ts) with the same outcomes.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { AnswerCounts } from './answer-counts';
import { answerItem, laterPressValues, NONE_OR_LATER, type PressWrite } from './answer-write';
import { answerKey } from './keys';
import { PressWriteCoalescer } from './press-write-coalescer';
import type { AnswerRecord } from './records';

export interface AnswerStoreOptions {
  /**
   * Coalesce concurrent press writes into transactions: against DynamoDB Local only, where a
   * request costs far more than an item (press-write-coalescer.ts). Default: one Put per press.
   */
  coalesceWrites?: boolean;
  /** The clock of the count's per-instance reads (answer-counts.ts). */
  now?: () => number;
}

export class AnswerStore {
  private readonly coalescer: PressWriteCoalescer | null;
  private readonly counts: AnswerCounts;

  constructor(
    private readonly table: TableRef,
    options: AnswerStoreOptions = {},
  ) {
    this.coalescer = options.coalesceWrites
      ? new PressWriteCoalescer(table, (answer) => this.putOne(answer))
      : null;
    this.counts = new AnswerCounts(table, options.now);
  }

  /** Stores the press unless the stored answer is the same or a later press. */
  putPress(answer: AnswerRecord): Promise<PressWrite> {
    return this.coalescer ? this.coalescer.write(answer) : this.putOne(answer);
  }

  /** One conditional Put: the press unless the stored answer is the same or a later one. */
  private async putOne(answer: AnswerRecord): Promise<PressWrite> {
    try {
      const { Attributes } = await this.table.client.send(
        new PutCommand({
          TableName: this.table.tableName,
          Item: answerItem(answer),
          ConditionExpression: NONE_OR_LATER,
          ExpressionAttributeValues: laterPressValues(answer),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes ? 'replaced' : 'first';
    } catch (error) {
      if (
        error instanceof ConditionalCheckFailedException ||
        (error as Error)?.name === 'ConditionalCheckFailedException'
      )
        return 'ignored';
      throw error;
    }
  }

  /**
   * Adds first answers to the link's count and returns the count after them (one write per
   * batch; other instances' additions show within COUNT_READ_TTL_MS).
   */
  addFirstAnswers(linkId: string, count: number): Promise<number> {
    return this.counts.add(linkId, count);
  }

  /** How many students answered the link, as counted by addFirstAnswers. */
  answerCount(linkId: string): Promise<number> {
    return this.counts.total(linkId);
  }

  /** One student's stored answer to a link, or null. */
  async answer(linkId: string, studentKey: string): Promise<AnswerRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({
        TableName: this.table.tableName,
        Key: answerKey(linkId, studentKey),
        ConsistentRead: true,
      }),
    );
    if (!Item) return null;
    const { pk: _pk, sk: _sk, ...answer } = Item;
    return answer as AnswerRecord;
  }
}
