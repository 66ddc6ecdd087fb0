/**
 * Bulk writes of entity items (seeding, the Excel import), behind EntityRepository.createMany and
 * discardMany: BatchWrite requests of 25 items, a few in flight at once, unprocessed items retried
 * with backoff. A bulk create counts its items only after every item is written, and takes back
 * the counts it already added when a later one fails, so a failed create leaves no count behind
 * and the caller's clean-up (discardItems) only has items to delete.
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logError } from '../kernel/log';
import type { TableRef } from '../kernel/table-ref';
import { counterKeys, type EntityType, entityKey, type ItemKey, type KeyScope } from './keys';

/** Puts `items` (not entities: nothing is counted), BATCH_SIZE per request, BATCH_WRITERS in flight. */
export function putItems(table: TableRef, label: string, items: ItemKey[]): Promise<void> {
  return writeAll(
    table,
    label as EntityType,
    items.map((item) => ({ PutRequest: { Item: item } })),
  );
}

/** Deletes items by key (not entities: nothing is counted), as putItems writes them. */
export function deleteItems(table: TableRef, label: string, keys: ItemKey[]): Promise<void> {
  return writeAll(
    table,
    label as EntityType,
    keys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
  );
}

/** Items per BatchWrite request (the DynamoDB maximum). */
export const BATCH_SIZE = 25;
/** BatchWrite requests kept in flight at once. */
export const BATCH_WRITERS = 4;
/** Attempts per batch before its unprocessed items fail the whole write. */
const MAX_ATTEMPTS = 9;

/** A whole item to put (its key attributes and the rest), or the key of one to delete. */
type WriteRequest = { PutRequest: { Item: ItemKey } } | { DeleteRequest: { Key: ItemKey } };

/** One BatchWrite, with the unprocessed items retried with backoff. */
async function writeBatch(table: TableRef, type: EntityType, batch: WriteRequest[]): Promise<void> {
  let requests: Record<string, unknown>[] = batch;
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`Could not write ${requests.length} ${type} items`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const result = await table.client.send(
      new BatchWriteCommand({ RequestItems: { [table.tableName]: requests } }),
    );
    requests = (result.UnprocessedItems?.[table.tableName] ?? []) as Record<string, unknown>[];
  }
}

/**
 * Every request written, BATCH_SIZE per BatchWrite and BATCH_WRITERS batches in flight: a
 * 5,000-item import is 200 round trips, and one at a time leaves both DynamoDB and the function
 * idle for most of each. On a failure the other writers take no new batch and are waited for
 * before the error is passed on, so a caller that cleans up never races a write still in flight.
 */
async function writeAll(table: TableRef, type: EntityType, requests: WriteRequest[]): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    batches.push(requests.slice(start, start + BATCH_SIZE));
  }
  let next = 0;
  let failed = false;
  const writer = async () => {
    while (!failed && next < batches.length) {
      const batch = batches[next++] as WriteRequest[];
      try {
        await writeBatch(table, type, batch);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(BATCH_WRITERS, batches.length) }, writer),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** ADD n to one counter. */
function addToCounter(table: TableRef, key: ItemKey, n: number) {
  return table.client.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: key,
      UpdateExpression: 'ADD n :n',
      ExpressionAttributeValues: { ':n': n },
    }),
  );
}

/**
 * Adds the items to their list counters, one update per counter. If an update fails, the ones
 * already applied are taken back (ADD -n) before the error is passed on. Taking back is best
 * effort: a failure there is logged (counter and error name only) and the first error still wins.
 */
async function countItems(table: TableRef, type: EntityType, scopes: KeyScope[]): Promise<void> {
  const counts = new Map<string, { key: ItemKey; n: number }>();
  for (const scope of scopes) {
    for (const key of counterKeys(type, scope)) {
      const entry = counts.get(key.pk) ?? { key, n: 0 };
      entry.n += 1;
      counts.set(key.pk, entry);
    }
  }
  const applied: { key: ItemKey; n: number }[] = [];
  try {
    for (const count of counts.values()) {
      await addToCounter(table, count.key, count.n);
      applied.push(count);
    }
  } catch (error) {
    await Promise.all(
      applied.map(({ key, n }) =>
        addToCounter(table, key, -n).catch((rollbackError: unknown) => {
          logError('Counter rollback failed; the count is off', {
            counter: key.pk,
            delta: -n,
            error: (rollbackError as Error)?.name,
          });
        }),
      ),
    );
    throw error;
  }
}

/**
 * Writes the items, then counts them. Rejects (after the writes in flight settled) when a write
 * fails, counting nothing; or when counting fails, with the counts already added taken back.
 * Either way the items this call wrote may be there: the caller deletes them with discardItems.
 * `derived` items (a device's search items) are written alongside and not counted; a failed
 * create may leave some of them, which a search skips (its devices are missing).
 */
export async function createItems(
  table: TableRef,
  type: EntityType,
  entries: { item: ItemKey; scope: KeyScope }[],
  derived: ItemKey[] = [],
): Promise<void> {
  await writeAll(table, type, [
    ...entries.map(({ item }) => ({ PutRequest: { Item: item } })),
    ...derived.map((item) => ({ PutRequest: { Item: item } })),
  ]);
  await countItems(
    table,
    type,
    entries.map(({ scope }) => scope),
  );
}

/**
 * Deletes items a failed createItems may have written, without touching counters: a failed
 * createItems leaves none of its counts behind. Missing items are fine (a batch that never landed).
 */
export async function discardItems(table: TableRef, type: EntityType, ids: string[]): Promise<void> {
  await writeAll(
    table,
    type,
    ids.map((id) => ({ DeleteRequest: { Key: entityKey(type, id) } })),
  );
}
