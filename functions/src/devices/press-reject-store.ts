/**
 * Rejected presses counted by the answer consumer (docs/devices-mqtt.md "Rejected presses"): per
 * class session, for the running class, and per scanner and UTC day, for fleet health. Each count
 * is one number attribute per reason, added with ADD, so a write needs no read and two consumer
 * instances adding at once both count. The consumer writes once per queue batch that had
 * rejects (never per accepted press); the screens read one item (a session) or a few per scanner.
 */
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ItemKey, scannerRejectsKey, sessionRejectsKey } from '../data/keys';
import type { TableRef } from '../kernel/table-ref';
import type { RejectReason } from './payloads';
import { isRejectReason, type RejectCounts } from './reject-counts';

/** The attribute that holds one reason's count. */
const PREFIX = 'rejected:';
/** A scanner's day item is kept this long after its day (DynamoDB TTL), past what fleet health reads. */
export const SCANNER_REJECTS_KEPT_DAYS = 8;

function countsOf(item: Record<string, unknown> | undefined): RejectCounts {
  const counts: RejectCounts = new Map();
  for (const [name, value] of Object.entries(item ?? {})) {
    const reason = name.startsWith(PREFIX) ? name.slice(PREFIX.length) : '';
    if (isRejectReason(reason) && typeof value === 'number') counts.set(reason, value);
  }
  return counts;
}

export class PressRejectStore {
  constructor(private readonly table: TableRef) {}

  /** Adds to a class session's counts. */
  addToSession(sessionId: string, counts: RejectCounts, now: number): Promise<void> {
    return this.add(sessionRejectsKey(sessionId), counts, now, null);
  }

  /** Adds to a scanner's counts of the UTC day `day` (yyyy-mm-dd). */
  addToScanner(scannerId: string, day: string, counts: RejectCounts, now: number): Promise<void> {
    const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + SCANNER_REJECTS_KEPT_DAYS * 86_400;
    return this.add(scannerRejectsKey(scannerId, day), counts, now, expiresAt);
  }

  async session(sessionId: string): Promise<RejectCounts> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: sessionRejectsKey(sessionId) }),
    );
    return countsOf(Item);
  }

  /** Each scanner's counts summed over these days (scanners with none are left out). */
  async scanners(scannerIds: string[], days: string[]): Promise<Map<string, RejectCounts>> {
    const sums = new Map<string, RejectCounts>();
    const keys = [...new Set(scannerIds)].flatMap((id) => days.map((day) => scannerRejectsKey(id, day)));
    for (let start = 0; start < keys.length; start += 100) {
      let pending: Record<string, unknown>[] = keys.slice(start, start + 100).map((key) => ({ ...key }));
      for (let attempt = 0; pending.length > 0 && attempt < 8; attempt += 1) {
        const result = await this.table.client.send(
          new BatchGetCommand({ RequestItems: { [this.table.tableName]: { Keys: pending } } }),
        );
        for (const item of result.Responses?.[this.table.tableName] ?? []) {
          const scannerId = String(item.pk).slice('PRESSREJECTS#SCANNER#'.length);
          const sum = sums.get(scannerId) ?? new Map<RejectReason, number>();
          for (const [reason, count] of countsOf(item)) sum.set(reason, (sum.get(reason) ?? 0) + count);
          sums.set(scannerId, sum);
        }
        pending = (result.UnprocessedKeys?.[this.table.tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return sums;
  }

  private async add(
    key: ItemKey,
    counts: RejectCounts,
    now: number,
    expiresAt: number | null,
  ): Promise<void> {
    const entries = [...counts].filter(([, count]) => count > 0);
    if (entries.length === 0) return;
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':u': new Date(now).toISOString() };
    entries.forEach(([reason, count], index) => {
      names[`#r${index}`] = `${PREFIX}${reason}`;
      values[`:n${index}`] = count;
    });
    if (expiresAt !== null) values[':e'] = expiresAt;
    const adds = entries.map((_, index) => `#r${index} :n${index}`).join(', ');
    await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: key,
        UpdateExpression: `ADD ${adds} SET updatedAt = :u${expiresAt !== null ? ', expiresAt = :e' : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }
}
