/**
 * The fleet-wide device search (docs/data-model.md "Device search"): without a site, a list
 * filtered by `q` read every device of the fleet (100,000 items, seconds). Instead each device has
 * a few search items (keys.ts deviceSearchKey), one per term, written in the same transaction as
 * the device (EntityRepository), and a search is a prefix query per field on them:
 * - MAC: its 12 hex digits, reversed and in order, so a query matches MACs that END with it
 *   (people read the last digits off the label) or START with it (a delivery's batch, as
 *   registered), written with or without separators ("4F:2A", "4f2a"), or the whole MAC;
 * - serial: its letters and digits, upper case, and each later run of them ("SN-12345": SN12345,
 *   12345): a query matches serials that start with it, or one of whose parts does;
 * - name: each word (letters and digits, lower case, at most MAX_NAME_WORDS): every word of the
 *   query must start a word of the name ("kim 3" finds "Class 3 Kim").
 * A search reads the matching terms only (cost grows with the matches, not the fleet), then
 * the page's devices. Terms are cut at MAX_TERM characters.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { type DeviceSearchField, deviceSearchKey, deviceSearchPartition, type ItemKey } from './keys';
import type { DeviceRecord } from './records';

export const MAX_NAME_WORDS = 5;
const MAX_TERM = 64;
const MAX_SERIAL_PARTS = 4;
/** Sorts after every character, so term..term+LAST_CHARACTER is every key starting with term. */
const LAST_CHARACTER = '\u{10FFFF}';
/** Name terms read per query word to find the most selective word (DeviceSearch.byName). */
const PROBE_PAGE = 200;

type Searchable = Pick<DeviceRecord, '_id' | 'mac' | 'sn' | 'name' | 'createdAt'>;

const cut = (term: string) => [...term].slice(0, MAX_TERM).join('');
const reversed = (text: string) => [...text].reverse().join('');

/** Letters and digits of any script, in the Unicode form that compares equal. */
const words = (text: string) => text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];

/** The hex digits of a MAC or of a part of one, upper case; null if not hex. */
function macHex(text: string): string | null {
  const hex = text
    .trim()
    .replace(/[\s:.-]/g, '')
    .toUpperCase();
  return /^[0-9A-F]+$/.test(hex) ? hex : null;
}

/** The MAC's hex digits reversed (a prefix of it is an end of the MAC); null if not hex. */
export function macTerm(text: string): string | null {
  const hex = macHex(text);
  return hex ? reversed(hex) : null;
}

/** The MAC's hex digits in order (a prefix of it is a start of the MAC); null if not hex. */
export function macStartTerm(text: string): string | null {
  return macHex(text);
}

export function serialTerms(sn: string | null): string[] {
  const parts = words(sn ?? '').map((part) => part.toUpperCase());
  const whole = parts.join('');
  // A part the whole serial starts with ("SN" of "SN-12345") finds nothing the whole does not.
  const inner = parts.slice(0, MAX_SERIAL_PARTS).filter((part) => !whole.startsWith(part));
  return [...new Set([whole, ...inner])].filter(Boolean).map(cut);
}

export function nameTerms(name: string | null): string[] {
  return [...new Set(words(name ?? '').map((word) => cut(word.toLowerCase())))].slice(0, MAX_NAME_WORDS);
}

/** The search items of a device: its key per term and what a search needs back. */
export function searchItemsOf(device: Searchable): (ItemKey & Record<string, unknown>)[] {
  const order = `${device.createdAt}#${device._id}`;
  const text = nameTerms(device.name).join(' ');
  const terms: [DeviceSearchField, string][] = [
    ...(macTerm(device.mac) ? [['MAC', macTerm(device.mac) as string] as [DeviceSearchField, string]] : []),
    ...(macStartTerm(device.mac)
      ? [['MACSTART', macStartTerm(device.mac) as string] as [DeviceSearchField, string]]
      : []),
    ...serialTerms(device.sn).map((term): [DeviceSearchField, string] => ['SN', term]),
    ...nameTerms(device.name).map((term): [DeviceSearchField, string] => ['NAME', term]),
  ];
  return terms.map(([field, term]) => ({
    ...deviceSearchKey(field, term, device._id),
    deviceId: device._id,
    order,
    ...(field === 'NAME' ? { text } : {}),
  }));
}

/**
 * The transaction items that turn `before`'s search items into `after`'s (null: no device):
 * terms gone are deleted, the others put (a key is never both deleted and put).
 */
export function searchItemChanges(tableName: string, before: Searchable | null, after: Searchable | null) {
  const next = after ? searchItemsOf(after) : [];
  const kept = new Set(next.map((item) => `${item.pk}|${item.sk}`));
  const gone = (before ? searchItemsOf(before) : []).filter((item) => !kept.has(`${item.pk}|${item.sk}`));
  const same = (a: Searchable | null, b: Searchable | null) =>
    a && b && a.mac === b.mac && a.sn === b.sn && a.name === b.name && a.createdAt === b.createdAt;
  if (same(before, after)) return [];
  return [
    ...gone.map(({ pk, sk }) => ({ Delete: { TableName: tableName, Key: { pk, sk } } })),
    ...next.map((Item) => ({ Put: { TableName: tableName, Item } })),
  ];
}

/** The devices whose terms match `q`, newest first, and how many search items were read. */
export interface SearchMatches {
  ids: string[];
  itemsRead: number;
}

export class DeviceSearch {
  constructor(private readonly table: TableRef) {}

  /**
   * The search items of `field` whose term starts with `term`: all of them, or with `firstPage`,
   * up to that many and whether that was all.
   */
  private async prefix(field: DeviceSearchField, term: string, firstPage?: number) {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.table.client.send(
        new QueryCommand({
          TableName: this.table.tableName,
          // BETWEEN, not begins_with: the same range in DynamoDB, but DynamoDB Local answers
          // begins_with by reading the whole partition (2 s over 100,000 "button" terms).
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :term AND :last',
          ExpressionAttributeValues: {
            ':pk': deviceSearchPartition(field, term),
            ':term': term,
            ':last': `${term}${LAST_CHARACTER}`,
          },
          ProjectionExpression: 'deviceId, #order, #text',
          ExpressionAttributeNames: { '#order': 'order', '#text': 'text' },
          ExclusiveStartKey: startKey,
          ...(firstPage ? { Limit: firstPage } : {}),
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
      if (firstPage) return { items, complete: !startKey };
    } while (startKey);
    return { items, complete: true };
  }

  /**
   * The name items of the query's most selective word: every word's first PROBE_PAGE terms are
   * read at once, and the word with the fewest (all read) wins. "button 4242" over a fleet of
   * "Button <n>" reads the few 4242 items, not every button; when every word is that common,
   * the first word is read whole (the matches are that many anyway).
   */
  private async byName(queryWords: string[]) {
    if (queryWords.length === 0) return { items: [], read: 0 };
    const probes = await Promise.all(queryWords.map((word) => this.prefix('NAME', word, PROBE_PAGE)));
    const probed = probes.reduce((sum, probe) => sum + probe.items.length, 0);
    const complete = probes.filter((probe) => probe.complete).sort((a, b) => a.items.length - b.items.length);
    if (complete[0]) return { items: complete[0].items, read: probed };
    const whole = await this.prefix('NAME', queryWords[0] as string);
    return { items: whole.items, read: probed + whole.items.length };
  }

  async matches(q: string): Promise<SearchMatches> {
    const mac = macTerm(q);
    const macStart = macStartTerm(q);
    const serial = words(q).join('').toUpperCase();
    const queryWords = nameTerms(q);
    const [byMacEnd, byMacStart, bySerial, named] = await Promise.all([
      mac ? this.prefix('MAC', cut(mac)).then((found) => found.items) : [],
      macStart ? this.prefix('MACSTART', cut(macStart)).then((found) => found.items) : [],
      serial ? this.prefix('SN', cut(serial)).then((found) => found.items) : [],
      this.byName(queryWords),
    ]);
    const byName = named.items;
    const wordsMatch = (text: unknown) => {
      const nameWords = String(text ?? '').split(' ');
      return queryWords.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    };
    const byMac = [...byMacEnd, ...byMacStart];
    const orders = new Map<string, string>();
    for (const item of [...byMac, ...bySerial, ...byName.filter((item) => wordsMatch(item.text))])
      orders.set(String(item.deviceId), String(item.order));
    const ids = [...orders].sort((a, b) => b[1].localeCompare(a[1])).map(([id]) => id);
    return { ids, itemsRead: byMac.length + bySerial.length + named.read };
  }
}
