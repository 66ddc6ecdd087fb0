/** consistentBatchGet (./batch-get.ts): one consistent BatchGet, unprocessed keys asked again. */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { consistentBatchGet } from './batch-get';

const A = { pk: 'A', sk: 'META' };
const B = { pk: 'B', sk: 'META' };

/** A table answering each BatchGet with the next of `answers`, recording what was asked. */
function tableAnswering(
  answers: { found: Record<string, unknown>[]; unprocessed: Record<string, unknown>[] }[],
) {
  const asked: { keys: unknown[]; consistent: unknown }[] = [];
  const send = async (command: unknown) => {
    if (!(command instanceof BatchGetCommand)) throw new Error('only batch reads');
    const request = command.input.RequestItems?.t;
    asked.push({ keys: request?.Keys ?? [], consistent: request?.ConsistentRead });
    const answer = answers[asked.length - 1] ?? { found: [], unprocessed: [] };
    return {
      Responses: { t: answer.found },
      UnprocessedKeys: answer.unprocessed.length ? { t: { Keys: answer.unprocessed } } : {},
    };
  };
  return { table: { client: { send } as unknown as DynamoDBDocumentClient, tableName: 't' }, asked };
}

describe('consistentBatchGet', () => {
  it('asks again for the keys left unprocessed and returns every item found, consistently read', async () => {
    const { table, asked } = tableAnswering([
      { found: [{ ...A, n: 1 }], unprocessed: [B] },
      { found: [{ ...B, n: 2 }], unprocessed: [] },
    ]);

    const found = await consistentBatchGet(table, [A, B], 'pair');

    expect(found).toEqual([
      { ...A, n: 1 },
      { ...B, n: 2 },
    ]);
    expect(asked).toEqual([
      { keys: [A, B], consistent: true },
      { keys: [B], consistent: true },
    ]);
  });

  it('throws, naming the read, when keys stay unprocessed', async () => {
    const { table, asked } = tableAnswering(
      Array.from({ length: 10 }, () => ({ found: [], unprocessed: [A] })),
    );

    await expect(consistentBatchGet(table, [A], 'seat and session')).rejects.toThrow(
      'The seat and session read was left unprocessed',
    );
    expect(asked).toHaveLength(5);
  });
});
