/**
 * The fleet health reads and the one write (docs/fleet-health.md): each scanner's button health
 * item (read, merged and put again by the answer consumer at most every ~30 s per scanner), and
 * the whole list of a site's or classroom's scanners and devices for the health page.
 * A merge is read-then-put without a condition: two consumer instances writing one scanner at the
 * same moment may lose one's sightings until its next flush; the data is informative.
 */
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { stripKeys } from '../data/entities';
import { buttonHealthKey } from '../data/keys';
import { INDEXES } from '../data/table';
import type { TableRef } from '../kernel/table-ref';
import { type ButtonSeen, mergeSeen } from './button-health';

export interface ButtonHealthRecord {
  scannerId: string;
  buttons: Record<string, ButtonSeen>;
  updatedAt: string;
}

export class FleetHealthStore {
  constructor(private readonly table: TableRef) {}

  /** Merges fresh sightings into the scanner's item (capped, most recent kept). */
  async merge(scannerId: string, fresh: Map<string, ButtonSeen>, now: number): Promise<void> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: buttonHealthKey(scannerId) }),
    );
    const stored = (Item?.buttons ?? {}) as Record<string, ButtonSeen>;
    const record: ButtonHealthRecord = {
      scannerId,
      buttons: mergeSeen(stored, fresh),
      updatedAt: new Date(now).toISOString(),
    };
    await this.table.client.send(
      new PutCommand({ TableName: this.table.tableName, Item: { ...buttonHealthKey(scannerId), ...record } }),
    );
  }

  /** The button health items of these scanners (scanners without one are left out). */
  async many(scannerIds: string[]): Promise<ButtonHealthRecord[]> {
    const found: ButtonHealthRecord[] = [];
    const unique = [...new Set(scannerIds)];
    for (let start = 0; start < unique.length; start += 100) {
      let keys: Record<string, unknown>[] = unique
        .slice(start, start + 100)
        .map((id) => ({ ...buttonHealthKey(id) }));
      for (let attempt = 0; keys.length > 0 && attempt < 8; attempt += 1) {
        const result = await this.table.client.send(
          new BatchGetCommand({ RequestItems: { [this.table.tableName]: { Keys: keys } } }),
        );
        for (const item of result.Responses?.[this.table.tableName] ?? [])
          found.push(stripKeys<ButtonHealthRecord>(item));
        keys = (result.UnprocessedKeys?.[this.table.tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  }

  /** Up to `limit` items of one list partition (a site's or a classroom's), newest first. */
  async listed<T>(index: 'byTenant' | 'byLookup', partition: string, limit: number): Promise<T[]> {
    const { name, partition: attribute } = INDEXES[index];
    const items: T[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await this.table.client.send(
        new QueryCommand({
          TableName: this.table.tableName,
          IndexName: name,
          KeyConditionExpression: '#p = :p',
          ExpressionAttributeNames: { '#p': attribute },
          ExpressionAttributeValues: { ':p': partition },
          ScanIndexForward: false,
          Limit: limit - items.length,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of result.Items ?? []) items.push(stripKeys<T>(item));
      startKey = result.LastEvaluatedKey;
    } while (startKey && items.length < limit);
    return items;
  }
}
