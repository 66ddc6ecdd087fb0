/**
 * The list counters (`COUNT#…` items, keys.ts `counterKeys`) as transaction items: one ADD per
 * counter item. A transaction may name an item only once, so a write that changes one counter
 * several times (a move, a batch of users, a roster import) sums its changes in a tally first.
 */
import type { ItemKey } from './keys';

/** The transaction item that adds `delta` to one counter. */
export function counterUpdate(tableName: string, Key: ItemKey, delta: number) {
  return {
    Update: {
      TableName: tableName,
      Key,
      UpdateExpression: 'ADD n :delta',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** Counter changes summed per counter item; those that cancel out are left out. */
export class CounterTally {
  private readonly deltas = new Map<string, { key: ItemKey; delta: number }>();

  add(keys: ItemKey[], delta: number): void {
    for (const key of keys) {
      const entry = this.deltas.get(key.pk) ?? { key, delta: 0 };
      entry.delta += delta;
      this.deltas.set(key.pk, entry);
    }
  }

  /** The updates of the counters whose sum is not zero. */
  updates(tableName: string) {
    return [...this.deltas.values()]
      .filter(({ delta }) => delta !== 0)
      .map(({ key, delta }) => counterUpdate(tableName, key, delta));
  }
}
