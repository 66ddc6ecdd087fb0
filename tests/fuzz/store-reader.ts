/**
 * Reading the store as comparable text: `canonical` turns an item into JSON with sorted keys (so
 * equal items give equal text whatever order DynamoDB returns their attributes in), and
 * `StoreReader` scans the whole table once, for the ids, MACs and codes cases can name.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';

export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Set) return canonical([...value].map(String).sort());
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('base64'));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export class StoreReader {
  private readonly client: DynamoDBDocumentClient;

  constructor(
    endpoint: string,
    region: string,
    private readonly tableName: string,
  ) {
    this.client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint,
        region,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
  }

  async items(): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new ScanCommand({ TableName: this.tableName, ExclusiveStartKey: start, ConsistentRead: true }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  destroy(): void {
    this.client.destroy();
  }
}
