/**
 * Who may watch a scanner (onScannerStatus, onRegister) without a table: a caller who reaches the
 * scanner's site; a scanner on no site only system, admin and distributors; an unknown scanner
 * only system and admin; by MAC, every scanner with it; a scid or a canonical MAC is required.
 */
import { describe, expect, it } from 'vitest';
import type { UserCaller } from '../../auth/caller';
import type { ScannerRecord } from '../../data/records';
import { forbidden } from '../../kernel/errors';
import { roleFlags } from '../../kernel/roles';
import { ScannerWatch } from './scanner-watch';

const AT = '2026-01-01T00:00:00.000Z';
const scanner = (scid: string, siteId: string | null, mac: string | null = null): ScannerRecord => ({
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

const MAC = '24:0A:C4:00:11:22';
const SCANNERS = [
  scanner('ON-A', 'site-a', MAC),
  scanner('ON-B', 'site-b', '24:0A:C4:00:00:0B'),
  scanner('STOCK', null),
  scanner('SHARED-A', 'site-a', '24:0A:C4:00:00:5A'),
  scanner('SHARED-B', 'site-b', '24:0A:C4:00:00:5A'),
];

const watch = new ScannerWatch({
  entities: {
    ownerOf: async (_kind, value) => SCANNERS.find((item) => item.scid === value)?._id ?? null,
    get: async <T>(_type: string, id: string) =>
      (SCANNERS.find((item) => item._id === id) ?? null) as T | null,
  },
  lists: {
    page: async <T>(_source: unknown, _request: unknown, filter?: { values: Record<string, unknown> }) => {
      const data = SCANNERS.filter((item) => item.mac === filter?.values[':mac']) as T[];
      return { data, total: data.length, itemsRead: SCANNERS.length };
    },
  },
  // A manager of site-a reaches site-a only; the roles' own reach is the policy's (canReachSite).
  tenancy: {
    assertReach: async (caller, siteId) => {
      if (!(caller.role.system || caller.role.admin || caller.siteId === siteId)) throw forbidden();
    },
  },
});

const user = (role: Parameters<typeof roleFlags>[0], siteId: string | null = null): UserCaller => ({
  kind: 'user',
  userId: 'u',
  sid: 's',
  role: roleFlags(role),
  siteId,
  distId: null,
  agreed: true,
});
const manager = user({ manager: true }, 'site-a');
const distributor = user({ distributor: true });
const admin = user({ admin: true });

async function outcome(check: Promise<void>): Promise<string> {
  try {
    await check;
    return 'allowed';
  } catch (error) {
    const { code, info } = error as { code?: string; info?: { key?: string } };
    return info?.key ? `${code}:${info.key}` : (code ?? String(error));
  }
}

describe('onScannerStatus', () => {
  it('lets a caller watch a scanner of a site it reaches, by scid or MAC', async () => {
    expect(await outcome(watch.assertStatusWatch(manager, { scid: 'ON-A' }))).toBe('allowed');
    expect(await outcome(watch.assertStatusWatch(manager, { mac: MAC }))).toBe('allowed');
  });

  it('refuses a scanner of another site, by scid or MAC', async () => {
    expect(await outcome(watch.assertStatusWatch(manager, { scid: 'ON-B' }))).toBe('Forbidden');
    expect(await outcome(watch.assertStatusWatch(manager, { mac: '24:0A:C4:00:00:0B' }))).toBe('Forbidden');
  });

  it('refuses a MAC that a scanner of another site shares, since its events would match too', async () => {
    expect(await outcome(watch.assertStatusWatch(manager, { mac: '24:0A:C4:00:00:5A' }))).toBe('Forbidden');
    expect(await outcome(watch.assertStatusWatch(admin, { mac: '24:0A:C4:00:00:5A' }))).toBe('allowed');
  });

  it('wants a scid or a MAC written as the events carry it', async () => {
    expect(await outcome(watch.assertStatusWatch(manager, {}))).toBe('BadRequest:SCID_OR_MAC_REQUIRED');
    expect(await outcome(watch.assertStatusWatch(manager, { mac: '24:0a:c4:00:11:22' }))).toBe(
      'BadRequest:INVALID_MAC',
    );
    expect(await outcome(watch.assertStatusWatch(manager, { scid: 'bad/scid' }))).toBe(
      'BadRequest:INVALID_SCID',
    );
  });

  it('refuses an unknown scanner to all but system and admin (no probing)', async () => {
    expect(await outcome(watch.assertStatusWatch(manager, { scid: 'NOPE' }))).toBe('Forbidden');
    expect(await outcome(watch.assertStatusWatch(distributor, { scid: 'NOPE' }))).toBe('Forbidden');
    expect(await outcome(watch.assertStatusWatch(admin, { scid: 'NOPE' }))).toBe('allowed');
  });
});

describe('onRegister', () => {
  it('lets system, admin and distributors watch a scanner on no site yet, and nobody else', async () => {
    expect(await outcome(watch.assertRegisterWatch(distributor, { scid: 'STOCK' }))).toBe('allowed');
    expect(await outcome(watch.assertRegisterWatch(admin, { scid: 'STOCK' }))).toBe('allowed');
    expect(await outcome(watch.assertRegisterWatch(manager, { scid: 'STOCK' }))).toBe('Forbidden');
  });

  it("checks a placed scanner's site like the status", async () => {
    expect(await outcome(watch.assertRegisterWatch(manager, { scid: 'ON-A' }))).toBe('allowed');
    expect(await outcome(watch.assertRegisterWatch(manager, { scid: 'ON-B' }))).toBe('Forbidden');
  });
});
