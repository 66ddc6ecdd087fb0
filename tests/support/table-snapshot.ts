/**
 * The whole table as comparable text, for tests that show a refused call wrote nothing: each
 * item by its key, as JSON with sorted attribute names (DynamoDB returns them in any order).
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { canonical } from '../fuzz/store-reader';
import { testTable } from './fixtures';

export async function tableSnapshot(): Promise<Map<string, string>> {
  const table = testTable();
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new ScanCommand({ TableName: table.tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) items.set(`${item.pk} ${item.sk}`, canonical(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The keys of the items that differ between two snapshots (added, removed or changed). */
export function changedItems(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
}
