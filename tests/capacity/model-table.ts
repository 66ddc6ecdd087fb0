/**
 * An in-memory stand-in for the product's one DynamoDB table, for the capacity replay: it answers
 * the document client's commands the stores send (Get, BatchGet, Query, Put, Update, Delete,
 * BatchWrite, TransactWrite) from a map of items, and meters each request as DynamoDB bills it:
 * read units per 4 KB (half for an eventually consistent read), write units per 1 KB of the larger
 * of the old and new item, twice for a transaction, per partition key (and per index partition for
 * the index keys an item carries), per second of the replay's clock.
 *
 * What it leaves out, on purpose: conditions always hold (the replays write each answer, seat and
 * app once, as a first write), and a query returns one page. Update expressions are applied for the
 * forms the stores write (SET, ADD, REMOVE, list_append, if_not_exists); any other form throws.
 */
import { INDEXES } from '../../functions/src/data/table';

type Item = Record<string, unknown>;
type Values = Record<string, unknown>;
type Names = Record<string, string>;

export interface Load {
  requests: number;
  readUnits: number;
  writeUnits: number;
}

/** DynamoDB's item size: attribute names and values (UTF-8 strings, numbers, lists, maps). */
export function itemSize(item: Item): number {
  let size = 0;
  for (const [name, value] of Object.entries(item)) size += Buffer.byteLength(name) + valueSize(value);
  return size;
}

function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number')
    return Math.ceil(String(Math.abs(value)).replace(/[.-]/g, '').length / 2) + 1;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + valueSize(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + valueSize(v), 0);
  if (typeof value === 'object') return 3 + itemSize(value as Item) + Object.keys(value as Item).length;
  throw new Error(`No size for ${typeof value}`);
}

const readUnits = (bytes: number, consistent: boolean) =>
  Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);
const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

export class ModelTable {
  readonly tableName = 'capacity-model';
  /** Metering is on while true (seeding a world is not part of a replay). */
  recording = false;
  /** The replay's clock: the second its requests are counted in. */
  second = 0;
  /** partition (`<pk>` or `<index>:<index pk>`) -> second -> load. */
  readonly load = new Map<string, Map<number, Load>>();
  private readonly items = new Map<string, Map<string, Item>>();
  readonly client = { send: (command: { input: Values }) => this.send(command) } as never;

  private meter(partition: string, reads: number, writes: number): void {
    if (!this.recording) return;
    const seconds = this.load.get(partition) ?? new Map<number, Load>();
    const load = seconds.get(this.second) ?? { requests: 0, readUnits: 0, writeUnits: 0 };
    load.requests += 1;
    load.readUnits += reads;
    load.writeUnits += writes;
    seconds.set(this.second, load);
    this.load.set(partition, seconds);
  }

  get(pk: string, sk: string): Item | undefined {
    return this.items.get(pk)?.get(sk);
  }

  private put(item: Item): void {
    const pk = String(item.pk);
    const partition = this.items.get(pk) ?? new Map<string, Item>();
    partition.set(String(item.sk), item);
    this.items.set(pk, partition);
  }

  private remove(pk: string, sk: string): void {
    this.items.get(pk)?.delete(sk);
  }

  /** A write of `after` over `before`: the table's partition and the index partitions either names. */
  private meterWrite(
    key: { pk: unknown },
    before: Item | undefined,
    after: Item | undefined,
    factor = 1,
  ): void {
    const units = writeUnits(Math.max(before ? itemSize(before) : 0, after ? itemSize(after) : 0)) * factor;
    this.meter(String(key.pk), 0, units);
    for (const index of Object.values(INDEXES)) {
      const partitions = new Set(
        [before?.[index.partition], after?.[index.partition]].filter((value) => typeof value === 'string'),
      );
      for (const partition of partitions) this.meter(`${index.name}:${partition}`, 0, units);
    }
  }

  async send(command: { input: Values }): Promise<unknown> {
    const input = command.input;
    switch (command.constructor.name) {
      case 'GetCommand': {
        const key = input.Key as Item;
        const item = this.get(String(key.pk), String(key.sk));
        this.meter(String(key.pk), readUnits(item ? itemSize(item) : 0, input.ConsistentRead === true), 0);
        return { Item: item ? structuredClone(item) : undefined };
      }
      case 'BatchGetCommand': {
        const request = Object.values(
          input.RequestItems as Record<string, { Keys: Item[]; ConsistentRead?: boolean }>,
        )[0];
        const found: Item[] = [];
        for (const key of request?.Keys ?? []) {
          const item = this.get(String(key.pk), String(key.sk));
          this.meter(
            String(key.pk),
            readUnits(item ? itemSize(item) : 0, request?.ConsistentRead === true),
            0,
          );
          if (item) found.push(structuredClone(item));
        }
        return { Responses: { [this.tableName]: found }, UnprocessedKeys: {} };
      }
      case 'QueryCommand':
        return this.query(input);
      case 'PutCommand': {
        const item = structuredClone(input.Item as Item);
        const before = this.get(String(item.pk), String(item.sk));
        this.meterWrite(item as { pk: unknown }, before, item);
        this.put(item);
        return input.ReturnValues === 'ALL_OLD' ? { Attributes: before } : {};
      }
      case 'UpdateCommand':
        return this.update(input, 1);
      case 'DeleteCommand': {
        const key = input.Key as Item;
        const before = this.get(String(key.pk), String(key.sk));
        this.meterWrite(key as { pk: unknown }, before, undefined);
        this.remove(String(key.pk), String(key.sk));
        return input.ReturnValues === 'ALL_OLD' ? { Attributes: before } : {};
      }
      case 'BatchWriteCommand': {
        const requests = Object.values(input.RequestItems as Record<string, Item[]>)[0] ?? [];
        for (const request of requests) {
          const put = (request.PutRequest as { Item: Item } | undefined)?.Item;
          const del = (request.DeleteRequest as { Key: Item } | undefined)?.Key;
          if (put) {
            this.meterWrite(put as { pk: unknown }, this.get(String(put.pk), String(put.sk)), put);
            this.put(structuredClone(put));
          } else if (del) {
            this.meterWrite(del as { pk: unknown }, this.get(String(del.pk), String(del.sk)), undefined);
            this.remove(String(del.pk), String(del.sk));
          }
        }
        return { UnprocessedItems: {} };
      }
      case 'TransactWriteCommand': {
        for (const item of input.TransactItems as Record<string, Values>[]) {
          if (item.Put) {
            const put = structuredClone(item.Put.Item as Item);
            this.meterWrite(put as { pk: unknown }, this.get(String(put.pk), String(put.sk)), put, 2);
            this.put(put);
          } else if (item.Update) this.update(item.Update, 2);
          else if (item.Delete) {
            const key = item.Delete.Key as Item;
            this.meterWrite(key as { pk: unknown }, this.get(String(key.pk), String(key.sk)), undefined, 2);
            this.remove(String(key.pk), String(key.sk));
          } else if (item.ConditionCheck) {
            const key = item.ConditionCheck.Key as Item;
            this.meterWrite(key as { pk: unknown }, this.get(String(key.pk), String(key.sk)), undefined, 2);
          } else throw new Error(`No model of transaction item ${Object.keys(item)}`);
        }
        return {};
      }
      default:
        throw new Error(`No model of ${command.constructor.name}`);
    }
  }

  private query(input: Values): unknown {
    const names = (input.ExpressionAttributeNames ?? {}) as Names;
    const values = (input.ExpressionAttributeValues ?? {}) as Values;
    const name = (token: string) => (token.startsWith('#') ? (names[token] ?? token) : token);
    const [partitionPart = '', ...rest] = String(input.KeyConditionExpression).split(/\s+AND\s+(?![^(]*\))/);
    const partitionMatch = /^\s*(#?\w+)\s*=\s*(:\w+)\s*$/.exec(partitionPart);
    if (!partitionMatch) throw new Error(`No model of key condition ${input.KeyConditionExpression}`);
    const partitionAttribute = name(partitionMatch[1] ?? '');
    const partitionValue = values[partitionMatch[2] ?? ''];
    const index = input.IndexName
      ? Object.values(INDEXES).find((candidate) => candidate.name === input.IndexName)
      : undefined;
    const sortAttribute = index ? index.sort : 'sk';
    let items: Item[];
    let meteredAs: string;
    if (index) {
      if (partitionAttribute !== index.partition)
        throw new Error(`Index ${index.name} keyed by ${partitionAttribute}`);
      items = [...this.items.values()].flatMap((partition) =>
        [...partition.values()].filter((item) => item[index.partition] === partitionValue),
      );
      meteredAs = `${index.name}:${String(partitionValue)}`;
    } else {
      items = [...(this.items.get(String(partitionValue))?.values() ?? [])];
      meteredAs = String(partitionValue);
    }
    const sortCondition = rest.join(' AND ');
    if (sortCondition) items = items.filter((item) => matchesSort(sortCondition, item, name, values));
    items.sort((a, b) => String(a[sortAttribute]).localeCompare(String(b[sortAttribute])));
    if (input.ScanIndexForward === false) items.reverse();
    if (typeof input.Limit === 'number') items = items.slice(0, input.Limit);
    const bytes = items.reduce((sum, item) => sum + itemSize(item), 0);
    this.meter(meteredAs, readUnits(bytes, input.ConsistentRead === true), 0);
    if (input.FilterExpression)
      items = items.filter((item) => matchesFilter(String(input.FilterExpression), item, name, values));
    if (input.Select === 'COUNT') return { Count: items.length, ScannedCount: items.length };
    return {
      Items: items.map((item) => structuredClone(item)),
      Count: items.length,
      ScannedCount: items.length,
    };
  }

  private update(input: Values, factor: number): unknown {
    const key = input.Key as Item;
    const names = (input.ExpressionAttributeNames ?? {}) as Names;
    const values = (input.ExpressionAttributeValues ?? {}) as Values;
    const before = this.get(String(key.pk), String(key.sk));
    const after: Item = structuredClone(before ?? { ...key });
    const updated = applyUpdate(String(input.UpdateExpression), after, names, values);
    this.meterWrite(key as { pk: unknown }, before, after, factor);
    this.put(after);
    if (input.ReturnValues === 'ALL_NEW') return { Attributes: structuredClone(after) };
    if (input.ReturnValues === 'UPDATED_NEW')
      return { Attributes: Object.fromEntries(updated.map((attribute) => [attribute, after[attribute]])) };
    return {};
  }
}

function matchesSort(
  condition: string,
  item: Item,
  name: (token: string) => string,
  values: Values,
): boolean {
  const begins = /^\s*begins_with\((#?\w+),\s*(:\w+)\)\s*$/.exec(condition);
  if (begins) return String(item[name(begins[1] ?? '')]).startsWith(String(values[begins[2] ?? '']));
  const between = /^\s*(#?\w+)\s+BETWEEN\s+(:\w+)\s+AND\s+(:\w+)\s*$/.exec(condition);
  if (between) {
    const value = String(item[name(between[1] ?? '')]);
    return value >= String(values[between[2] ?? '']) && value <= String(values[between[3] ?? '']);
  }
  const compare = /^\s*(#?\w+)\s*(<=|>=|<|>|=)\s*(:\w+)\s*$/.exec(condition);
  if (!compare) throw new Error(`No model of sort condition ${condition}`);
  const [left, right] = [String(item[name(compare[1] ?? '')]), String(values[compare[3] ?? ''])];
  return {
    '<=': left <= right,
    '>=': left >= right,
    '<': left < right,
    '>': left > right,
    '=': left === right,
  }[compare[2] as '<=' | '>=' | '<' | '>' | '='];
}

/** Equality filters joined by AND: the only filters the replayed paths send. */
function matchesFilter(filter: string, item: Item, name: (token: string) => string, values: Values): boolean {
  return filter.split(/\s+AND\s+/).every((part) => {
    const equal = /^\s*(#?\w+)\s*=\s*(:\w+)\s*$/.exec(part);
    if (!equal) throw new Error(`No model of filter ${filter}`);
    return item[name(equal[1] ?? '')] === values[equal[2] ?? ''];
  });
}

/** Splits at the commas outside parentheses. */
function topLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Applies SET, ADD and REMOVE clauses to `item`; returns the attributes it changed. */
function applyUpdate(expression: string, item: Item, names: Names, values: Values): string[] {
  const changed: string[] = [];
  const path = (token: string) => {
    const parts = token
      .trim()
      .split('.')
      .map((part) => (part.startsWith('#') ? (names[part] ?? part) : part));
    return parts;
  };
  const read = (parts: string[]): unknown =>
    parts.reduce<unknown>((node, part) => (node as Item | undefined)?.[part], item);
  const write = (parts: string[], value: unknown) => {
    let node = item;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Item;
    }
    const last = parts.at(-1) ?? '';
    if (value === undefined) delete node[last];
    else node[last] = value;
    changed.push(parts[0] ?? '');
  };
  const operand = (text: string): unknown => {
    const trimmed = text.trim();
    if (trimmed.startsWith(':')) return structuredClone(values[trimmed]);
    const ifNotExists = /^if_not_exists\((.+),\s*(:\w+)\)$/.exec(trimmed);
    if (ifNotExists) return read(path(ifNotExists[1] ?? '')) ?? structuredClone(values[ifNotExists[2] ?? '']);
    const append = /^list_append\((.+)\)$/.exec(trimmed);
    if (append) {
      const [first = '', second = ''] = topLevel(append[1] ?? '');
      return [...(operand(first) as unknown[]), ...(operand(second) as unknown[])];
    }
    return read(path(trimmed));
  };
  const clauses = expression
    .split(/\b(SET|ADD|REMOVE)\b/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (let i = 0; i < clauses.length; i += 2) {
    const [kind, body = ''] = [clauses[i], clauses[i + 1]];
    for (const action of topLevel(body)) {
      if (kind === 'SET') {
        const at = action.indexOf('=');
        write(path(action.slice(0, at)), operand(action.slice(at + 1)));
      } else if (kind === 'ADD') {
        const [target = '', value = ''] = action.split(/\s+/);
        const current = read(path(target));
        const added = values[value];
        write(path(target), typeof added === 'number' ? Number(current ?? 0) + added : added);
      } else if (kind === 'REMOVE') write(path(action), undefined);
      else throw new Error(`No model of update clause ${kind}`);
    }
  }
  return [...new Set(changed)];
}
