/**
 * Paged lists in the spec's shape: page from 0, perPage, filter -> { data, total }.
 * Cost model (docs/data-model.md "Paging"):
 * - unfiltered: total is one read of the list's counter item; page N skips N*perPage index keys
 *   with a keys-only query (no item attributes), then reads perPage items;
 * - filtered: DynamoDB filters after reading, so the whole partition is read to count matches.
 *   Site-scoped partitions are small; system-wide filtered lists are the expensive case.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { macSearchSpellings } from '../kernel/mac';
import type { PageRequest } from '../kernel/paging';
import type { TableRef } from '../kernel/table-ref';
import { stripKeys } from './entities';
import type { ItemKey } from './keys';
import { INDEXES, TABLE_KEYS } from './table';

export interface ListSource {
  index: keyof typeof INDEXES;
  partition: string;
  /** The counter holding the list's size; without one, the total is counted by a query. */
  counter?: ItemKey;
}

export interface ListFilter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export interface Page<T> {
  data: T[];
  total: number;
  /** Items DynamoDB read to answer (benchmarks and the cost model). */
  itemsRead: number;
}

const SKIP_BATCH = 1000;

export class ListReader {
  constructor(private readonly table: TableRef) {}

  async page<T>(source: ListSource, request: PageRequest, filter?: ListFilter): Promise<Page<T>> {
    return filter ? this.filtered<T>(source, request, filter) : this.unfiltered<T>(source, request);
  }

  private base(source: ListSource) {
    const index = INDEXES[source.index];
    return {
      TableName: this.table.tableName,
      IndexName: index.name,
      KeyConditionExpression: '#partition = :partition',
      ScanIndexForward: false,
      ExpressionAttributeNames: { '#partition': index.partition } as Record<string, string>,
      ExpressionAttributeValues: { ':partition': source.partition } as Record<string, unknown>,
    };
  }

  /** The value of a list counter (0 when the list never had an item). */
  async count(counter: ItemKey): Promise<number> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: counter, ConsistentRead: true }),
    );
    return Math.max(0, Number(Item?.n ?? 0));
  }

  private async total(source: ListSource): Promise<number> {
    if (source.counter) return this.count(source.counter);
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await this.table.client.send(
        new QueryCommand({ ...this.base(source), Select: 'COUNT', ExclusiveStartKey: startKey }),
      );
      total += result.Count ?? 0;
      startKey = result.LastEvaluatedKey;
    } while (startKey);
    return total;
  }

  private async unfiltered<T>(source: ListSource, { page, perPage }: PageRequest): Promise<Page<T>> {
    const index = INDEXES[source.index];
    const total = await this.total(source);
    let itemsRead = 0;
    let toSkip = page * perPage;
    let startKey: Record<string, unknown> | undefined;
    // Skip with keys only: a page deep in the list costs index keys, not whole items.
    while (toSkip > 0) {
      const base = this.base(source);
      const result = await this.table.client.send(
        new QueryCommand({
          ...base,
          Limit: Math.min(toSkip, SKIP_BATCH),
          ProjectionExpression: '#pk, #sk, #partition, #sort',
          ExpressionAttributeNames: {
            ...base.ExpressionAttributeNames,
            '#pk': TABLE_KEYS.partition,
            '#sk': TABLE_KEYS.sort,
            '#sort': index.sort,
          },
          ExclusiveStartKey: startKey,
        }),
      );
      itemsRead += result.Count ?? 0;
      toSkip -= result.Count ?? 0;
      startKey = result.LastEvaluatedKey;
      if (!startKey) return { data: [], total, itemsRead };
    }
    const result = await this.table.client.send(
      new QueryCommand({ ...this.base(source), Limit: perPage, ExclusiveStartKey: startKey }),
    );
    itemsRead += result.Count ?? 0;
    return { data: (result.Items ?? []).map((item) => stripKeys<T>(item)), total, itemsRead };
  }

  private async filtered<T>(
    source: ListSource,
    { page, perPage }: PageRequest,
    filter: ListFilter,
  ): Promise<Page<T>> {
    const first = page * perPage;
    const data: T[] = [];
    let total = 0;
    let itemsRead = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const base = this.base(source);
      const result = await this.table.client.send(
        new QueryCommand({
          ...base,
          FilterExpression: filter.expression,
          ExpressionAttributeNames: { ...base.ExpressionAttributeNames, ...filter.names },
          ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ...filter.values },
          ExclusiveStartKey: startKey,
        }),
      );
      itemsRead += result.ScannedCount ?? 0;
      for (const item of result.Items ?? []) {
        if (total >= first && data.length < perPage) data.push(stripKeys<T>(item));
        total += 1;
      }
      startKey = result.LastEvaluatedKey;
    } while (startKey);
    return { data, total, itemsRead };
  }
}

/**
 * Builds a FilterExpression from equality conditions and an optional text search: `text` as a
 * substring of any of `attributes`, and, in `macAttributes` (canonical MACs), a partial MAC in
 * any notation ("00:01", "0001", "00-01": kernel/mac.ts macSearchSpellings).
 */
export function buildFilter(
  equals: Record<string, string | number | boolean | null | undefined>,
  search?: { text: string | null | undefined; attributes: string[]; macAttributes?: string[] },
): ListFilter | undefined {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let n = 0;
  for (const [attribute, value] of Object.entries(equals)) {
    if (value === undefined || value === null) continue;
    // A dotted attribute ("category._id") is a path into a map: one placeholder per segment.
    const path = attribute.split('.').map((segment, i) => {
      names[`#f${n}_${i}`] = segment;
      return `#f${n}_${i}`;
    });
    values[`:f${n}`] = value;
    parts.push(`${path.join('.')} = :f${n}`);
    n += 1;
  }
  const text = search?.text?.trim();
  if (search && text) {
    values[':q'] = text;
    const any = search.attributes.map((attribute, i) => {
      names[`#q${i}`] = attribute;
      return `contains(#q${i}, :q)`;
    });
    // Only placeholders the expression uses: DynamoDB refuses unused ones.
    const spellings = search.macAttributes?.length ? macSearchSpellings(text) : [];
    spellings.forEach((spelling, i) => {
      values[`:m${i}`] = spelling;
    });
    (spellings.length > 0 ? (search.macAttributes ?? []) : []).forEach((attribute, a) => {
      names[`#m${a}`] = attribute;
      any.push(...spellings.map((_, i) => `contains(#m${a}, :m${i})`));
    });
    parts.push(`(${any.join(' OR ')})`);
  }
  return parts.length > 0 ? { expression: parts.join(' AND '), names, values } : undefined;
}
