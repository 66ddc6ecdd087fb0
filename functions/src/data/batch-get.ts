/**
 * Items by key in one consistent BatchGetItem, asking again for the keys DynamoDB leaves
 * unprocessed under load (rarely more than once). For the few-item reads of a request (an
 * authorizer's session and user, a phone's seat and session): up to 100 keys.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import type { ItemKey } from './keys';

const ATTEMPTS = 5;

/** The stored items of `keys` (absent ones left out); throws when some stay unprocessed. */
export async function consistentBatchGet(
  table: TableRef,
  keys: ItemKey[],
  what: string,
): Promise<Record<string, unknown>[]> {
  if (keys.length > 100) throw new Error(`A batch read takes at most 100 keys, not ${keys.length}`);
  let pending: Record<string, unknown>[] = keys.map((key) => ({ ...key }));
  const found: Record<string, unknown>[] = [];
  for (let attempt = 0; pending.length > 0 && attempt < ATTEMPTS; attempt += 1) {
    const result = await table.client.send(
      new BatchGetCommand({
        RequestItems: { [table.tableName]: { Keys: pending, ConsistentRead: true } },
      }),
    );
    found.push(...(result.Responses?.[table.tableName] ?? []));
    pending = (result.UnprocessedKeys?.[table.tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  if (pending.length > 0) throw new Error(`The ${what} read was left unprocessed`);
  return found;
}
