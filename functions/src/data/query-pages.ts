/**
 * A query read to its last page, for the few reads that want every item of a partition (the
 * answers of a link, the links of a classroom in a range): DynamoDB returns at most 1 MB a page.
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';

export async function queryEveryPage(
  table: TableRef,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  onPage: (page: QueryCommandOutput) => void,
): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({ ...input, TableName: table.tableName, ExclusiveStartKey: startKey }),
    );
    onPage(page);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
