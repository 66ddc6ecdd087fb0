/**
 * The one DynamoDB table: its key attributes and indexes. The CDK data stack and the local stack
 * both create the table from this definition, so the two can never drift. What each index serves
 * is written in docs/data-model.md next to the key builders in ./keys.ts.
 */
export const TABLE_KEYS = { partition: 'pk', sort: 'sk' } as const;

export const TTL_ATTRIBUTE = 'expiresAt';

export interface IndexDefinition {
  name: string;
  partition: string;
  sort: string;
}

export const INDEXES = {
  /** Lists of one item type within a tenant (site), newest first: the paged admin lists. */
  byTenant: { name: 'gsi1', partition: 'gsi1pk', sort: 'gsi1sk' },
  /** Alternate unique keys and parent lookups: user by uid, device by mac, items by spot. */
  byLookup: { name: 'gsi2', partition: 'gsi2pk', sort: 'gsi2sk' },
  /** Every item of one type, newest first: the system-wide lists of system and admin users. */
  byType: { name: 'gsi3', partition: 'gsi3pk', sort: 'gsi3sk' },
} as const satisfies Record<string, IndexDefinition>;

export const TABLE_ATTRIBUTES = [
  TABLE_KEYS.partition,
  TABLE_KEYS.sort,
  ...Object.values(INDEXES).flatMap((index) => [index.partition, index.sort]),
] as const;
