/**
 * The directory's scanner read: by scid through its owner item, by MAC every scanner of the list
 * that has it (with the list's total, so the policy can tell when some were not read).
 */
import { describe, expect, it } from 'vitest';
import type { ScannerRecord } from '../../data/records';
import { scannerSites } from './scanner-sites';

const AT = '2026-01-01T00:00:00.000Z';
const scanner = (scid: string, siteId: string | null, mac: string | null): ScannerRecord => ({
  _id: `id-${scid}`,
  scid,
  mac,
  name: null,
  status: null,
  siteId,
  spotId: null,
  alive: null,
  active: true,
  createdAt: AT,
  updatedAt: AT,
});
const MAC = '24:0A:C4:00:00:5A';
const SCANNERS = [
  scanner('ON-A', 'site-a', MAC),
  scanner('STOCK', null, MAC),
  scanner('ON-B', 'site-b', null),
];

const pages: { perPage: number; values: Record<string, unknown> }[] = [];
const entities = {
  ownerOf: async (_kind: string, value: string) => SCANNERS.find((item) => item.scid === value)?._id ?? null,
  get: async <T>(_type: string, id: string) => (SCANNERS.find((item) => item._id === id) ?? null) as T | null,
};
/** A list that holds 7 scanners with the MAC but returns the first page, as the real list caps it. */
const lists = {
  page: async <T>(
    _source: unknown,
    request: { perPage: number },
    filter?: { values: Record<string, unknown> },
  ) => {
    pages.push({ perPage: request.perPage, values: filter?.values ?? {} });
    const data = SCANNERS.filter((item) => item.mac === filter?.values[':mac']) as T[];
    return { data, total: data.length === 0 ? 0 : 7, itemsRead: SCANNERS.length };
  },
};

describe('scannerSites', () => {
  it('reads the site of the scanner a scid names, none for an unknown scid', async () => {
    const results = [
      await scannerSites(entities, lists, { scid: 'ON-B' }),
      await scannerSites(entities, lists, { scid: 'STOCK' }),
      await scannerSites(entities, lists, { scid: 'NOPE' }),
    ];

    expect(results).toEqual([
      { sites: ['site-b'], total: 1 },
      { sites: [null], total: 1 },
      { sites: [], total: 0 },
    ]);
  });

  it('reads the site of every scanner a MAC names, up to 100, with how many have it in all', async () => {
    pages.length = 0;

    const found = await scannerSites(entities, lists, { mac: MAC });
    const none = await scannerSites(entities, lists, { mac: '24:0A:C4:FF:FF:FF' });

    expect(found).toEqual({ sites: ['site-a', null], total: 7 });
    expect(none).toEqual({ sites: [], total: 0 });
    expect(pages[0]).toEqual({ perPage: 100, values: { ':mac': MAC } });
  });
});
