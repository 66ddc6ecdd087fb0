/**
 * The one table every store reads and writes: the document client and the table's name. Kept
 * apart from the stores so that each of them, and every layer that hands a table to one, can
 * name it without importing another store's module.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface TableRef {
  client: DynamoDBDocumentClient;
  tableName: string;
}
