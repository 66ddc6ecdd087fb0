/**
 * A new classroom record with the defaults every creator uses (the API, the demo seed, test and
 * benchmark fixtures): active, not private, single, no image; a fresh id unless one is given.
 */
import { randomUUID } from 'node:crypto';
import type { SpotRecord } from '../../data/records';

export function newSpotRecord(
  fields: Pick<SpotRecord, 'name' | 'siteId' | 'siteName'> & Partial<SpotRecord>,
  now = new Date().toISOString(),
): SpotRecord {
  return {
    _id: randomUUID(),
    description: null,
    address: null,
    active: true,
    private: false,
    multiple: false,
    image: null,
    info: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
