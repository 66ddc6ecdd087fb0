/**
 * Write sharding of a hot partition (docs/capacity.md "DynamoDB"): DynamoDB serves about 1,000
 * write units and 3,000 read units a second per partition, and every item of one partition key
 * shares that. The answers of one question link, its answer count and the seats of one class each
 * had one key; a hall of 10,000 buttons answering in one second is 10,000 writes on it. Such an
 * item set is spread over SHARDS partition keys (`<base>#<shard>`), an item's shard being a
 * stable hash of its own key (a student, a seat), so a write goes to one shard and a read of the
 * whole set queries every shard.
 *
 * SHARDS = 16: a 10,000-press second is about 625 writes on each (the hash is even to a few per
 * cent), with room up to about 14,000 presses a second per link; reading a link's answers is 16
 * queries instead of one (the same items, the same read units). tests/capacity/ replays a hall
 * through the stores and checks every partition stays under the limits.
 */

export const SHARDS = 16;

/** The shard of an item, from its own key: FNV-1a (32 bit) over the key's UTF-16 code units. */
export function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SHARDS;
}

/** Every shard number, 0 to SHARDS - 1. */
export function everyShard(): number[] {
  return Array.from({ length: SHARDS }, (_, shard) => shard);
}
