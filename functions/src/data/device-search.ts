/**
 * The fleet-wide device search (docs/data-model.md "Device search"): without a site, a list
 * filtered by `q` read every device of the fleet (100,000 items, seconds). Instead each device has
 * a few search items (keys.ts deviceSearchKey), one per term, written in the same transaction as
 * the device (EntityRepository), and a search is a prefix query per field on them:
 * - MAC: its hex digits from each of its six bytes on (MACPART), so a query matches MACs that
 *   CONTAIN it, anywhere: the end people read off the label, a delivery's start as registered, or
 *   the middle ("00:01" finds AA:BB:CC:00:01:01). The query is a partial MAC in any notation
 *   ("00:01", "0001", "00-01", kernel/mac.ts macFragment); one that starts inside a byte ("0:01")
 *   is looked up once per digit that may precede it;
 * - serial: its letters and digits, upper case, and each later run of them ("SN-12345": SN12345,
 *   12345): a query matches serials that start with it, or one of whose parts does;
 * - name: each word (letters and digits, lower case, at most MAX_NAME_WORDS): every word of the
 *   query must start a word of the name ("kim 3" finds "Class 3 Kim").
 * A search reads the matching terms only (cost grows with the matches, not the fleet), then
 * the page's devices. Terms are cut at MAX_TERM characters.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { macFragment, normalizeMac } from '../kernel/mac';
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
const HEX_DIGITS = [...'0123456789ABCDEF'];

type Searchable = Pick<DeviceRecord, '_id' | 'mac' | 'sn' | 'name' | 'createdAt'>;

const cut = (term: string) => [...term].slice(0, MAX_TERM).join('');

/** Letters and digits of any script, in the Unicode form that compares equal. */
const words = (text: string) => text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];

/** The MAC's hex digits from each byte on: a prefix of one is a part of the MAC from that byte. */
export function macPartTerms(mac: string | null): string[] {
  const hex = normalizeMac(mac ?? '')?.replace(/:/g, '');
  return hex ? [0, 2, 4, 6, 8, 10].map((start) => hex.slice(start)) : [];
}

/** The MACPART prefixes a query looks up: none when it is no partial MAC. */
export function macQueryPrefixes(q: string): string[] {
  const fragment = macFragment(q);
  if (!fragment) return [];
  return fragment.starts.flatMap((start) =>
    start === 'byte' ? [fragment.hex] : HEX_DIGITS.map((digit) => `${digit}${fragment.hex}`),
  );
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
    ...macPartTerms(device.mac).map((term): [DeviceSearchField, string] => ['MACPART', term]),
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
    const serial = words(q).join('').toUpperCase();
    const queryWords = nameTerms(q);
    const [macParts, bySerial, named] = await Promise.all([
      Promise.all(macQueryPrefixes(q).map((prefix) => this.prefix('MACPART', prefix))),
      serial ? this.prefix('SN', cut(serial)).then((found) => found.items) : [],
      this.byName(queryWords),
    ]);
    const byMac = macParts.flatMap((found) => found.items);
    const byName = named.items;
    const wordsMatch = (text: unknown) => {
      const nameWords = String(text ?? '').split(' ');
      return queryWords.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    };
    const orders = new Map<string, string>();
    for (const item of [...byMac, ...bySerial, ...byName.filter((item) => wordsMatch(item.text))])
      orders.set(String(item.deviceId), String(item.order));
    const ids = [...orders].sort((a, b) => b[1].localeCompare(a[1])).map(([id]) => id);
    return { ids, itemsRead: byMac.length + bySerial.length + named.read };
  }
}
