/**
 * The next free order of each question library (docs/questions.md "Order"): one item per owner,
 * `next`, above every order the library holds. Orders are handed out in blocks by one atomic
 * update (`SET next = next + count`, the old value being the block's first), so creates and
 * imports running at the same time each get their own. A library from before this item has none:
 * the first block starts it at a value the caller read from the library, under `if_not_exists`,
 * so two first creates still get one block each.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { questionOrderKey } from './keys';

const conditionFailed = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error as Error)?.name === 'ConditionalCheckFailedException';

export class QuestionOrderStore {
  constructor(private readonly table: TableRef) {}

  private async add(ownerId: string, count: number, start: number | null): Promise<number> {
    const { Attributes } = await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: questionOrderKey(ownerId),
        UpdateExpression:
          start === null ? 'SET #next = #next + :count' : 'SET #next = if_not_exists(#next, :start) + :count',
        ConditionExpression: start === null ? 'attribute_exists(#next)' : undefined,
        ExpressionAttributeNames: { '#next': 'next' },
        ExpressionAttributeValues:
          start === null ? { ':count': count } : { ':count': count, ':start': start },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.next) - count;
  }

  /** The first of `count` orders taken for the library, or null when its sequence has not started. */
  async take(ownerId: string, count: number): Promise<number | null> {
    try {
      return await this.add(ownerId, count, null);
    } catch (error) {
      if (conditionFailed(error)) return null;
      throw error;
    }
  }

  /** Starts the sequence at `start` unless it has started meanwhile, and takes `count` orders. */
  startAndTake(ownerId: string, start: number, count: number): Promise<number> {
    return this.add(ownerId, count, start);
  }

  /**
   * Keeps the next order above `order`, one written as given (an explicit order, a reorder). A
   * library whose sequence has not started is left alone: its start is read from the library,
   * which then holds the order.
   */
  async keepAbove(ownerId: string, order: number): Promise<void> {
    try {
      await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: questionOrderKey(ownerId),
          UpdateExpression: 'SET #next = :above',
          ConditionExpression: 'attribute_exists(#next) AND #next <= :order',
          ExpressionAttributeNames: { '#next': 'next' },
          ExpressionAttributeValues: { ':above': order + 1, ':order': order },
        }),
      );
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
}
