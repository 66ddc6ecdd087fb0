/**
 * The answer write of the answer path (docs/sessions.md "Answers"): one item per link and student,
 * written with ONE conditional PutItem whose condition is the MQTT contract's "later press" rule
 * (devices/sequence.ts isLaterPress) spelled in DynamoDB, so no read comes first and no
 * transaction touches the link item that every answer of a class shares (a hot item in AWS:
 * docs/capacity.md). The old item returned by the Put tells a first answer from a replacement;
 * first answers are added to a per-link counter, once per consumer queue batch, for
 * `countOfAnswers`.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { answerCountKey, answerKey } from './keys';
import type { AnswerRecord } from './records';

/** What a press write did: the student's first answer, a later press over theirs, or nothing. */
export type PressWrite = 'first' | 'replaced' | 'ignored';

/**
 * isLaterPress(new, stored) as a condition on the stored item: none stored; the same sender with
 * a lower seq; another sender with an earlier press time, then an earlier arrival, then a lower
 * sender name. A replay (same sender and seq) fails it and changes nothing.
 */
const LATER_THAN_STORED = [
  'attribute_not_exists(pk)',
  '(sender = :sender AND seq < :seq)',
  '(sender <> :sender AND (serverAt < :serverAt OR (serverAt = :serverAt AND (receivedAt < :receivedAt OR (receivedAt = :receivedAt AND sender < :sender)))))',
].join(' OR ');

export class AnswerStore {
  constructor(private readonly table: TableRef) {}

  /** Stores the press unless the stored answer is the same or a later press. */
  async putPress(answer: AnswerRecord): Promise<PressWrite> {
    try {
      const { Attributes } = await this.table.client.send(
        new PutCommand({
          TableName: this.table.tableName,
          Item: { ...answerKey(answer.linkId, answer.studentKey), ...answer },
          ConditionExpression: LATER_THAN_STORED,
          ExpressionAttributeValues: {
            ':sender': answer.sender,
            ':seq': answer.seq,
            ':serverAt': answer.serverAt,
            ':receivedAt': answer.receivedAt,
          },
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

  /** Adds first answers to the link's count and returns the new count (one write per batch). */
  async addFirstAnswers(linkId: string, count: number): Promise<number> {
    const { Attributes } = await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: answerCountKey(linkId),
        UpdateExpression: 'ADD answers :count',
        ExpressionAttributeValues: { ':count': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.answers ?? 0);
  }

  /** How many students answered the link, as counted by addFirstAnswers. */
  async answerCount(linkId: string): Promise<number> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: answerCountKey(linkId), ConsistentRead: true }),
    );
    return Number(Item?.answers ?? 0);
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
