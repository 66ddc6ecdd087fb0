/**
 * The `scanner` target: who may watch a scanner live (onScannerStatus by scid or MAC, onRegister)
 * and run its registration wizard, decided by the policy from the sites the tenant directory reads.
 * Every scanner so named must be within reach; one on no site only for system, admin and
 * distributors; an unknown one only for system and admin (no probing); a MAC shared by more
 * scanners than the directory reads for nobody. The arguments are validated first, with the codes
 * the console knows.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { authorize, type TenantDirectory } from './policy';
import { admin, distributor1, managerA, staffA, system } from './policy.fixtures';
import type { ScannerSites } from './tenancy';

const MAC_A = '24:0A:C4:00:11:22';
const MAC_B = '24:0A:C4:00:00:0B';
const MAC_SHARED = '24:0A:C4:00:00:5A';
const MAC_CROWD = '24:0A:C4:00:00:CC';

const BY_SCID: Record<string, ScannerSites> = {
  'ON-A': { sites: ['site-a'], total: 1 },
  'ON-B': { sites: ['site-b'], total: 1 },
  STOCK: { sites: [null], total: 1 },
};
const BY_MAC: Record<string, ScannerSites> = {
  [MAC_A]: { sites: ['site-a'], total: 1 },
  [MAC_B]: { sites: ['site-b'], total: 1 },
  [MAC_SHARED]: { sites: ['site-a', 'site-b'], total: 2 },
  // More scanners share it than the directory reads: 100 read on site-a, one more unread.
  [MAC_CROWD]: { sites: Array(100).fill('site-a'), total: 101 },
};
const NONE: ScannerSites = { sites: [], total: 0 };

/** The scanner names the directory was asked for, to prove bad input is refused before a read. */
const asked: unknown[] = [];
const directory: TenantDirectory = {
  distOfSite: async (siteId) => ({ 'site-a': 'dist-1', 'site-b': 'dist-2' })[siteId] ?? undefined,
  siteOfSpot: async () => undefined,
  siteOfDevice: async () => undefined,
  sessionScope: async () => undefined,
  siteOfLink: async () => undefined,
  siteOfFile: async () => undefined,
  scannerSites: async (name) => {
    asked.push(name);
    return ('scid' in name ? BY_SCID[name.scid] : BY_MAC[name.mac]) ?? NONE;
  },
  userScope: async () => undefined,
};

const STATUS = 'Subscription.onScannerStatus';
const REGISTER = 'Subscription.onRegister';

async function outcome(field: string, caller: Caller, args: Record<string, unknown>): Promise<string> {
  try {
    await authorize(field, caller, args, directory);
    return 'allowed';
  } catch (error) {
    const { code, info } = error as { code?: string; info?: { key?: string } };
    return info?.key ? `${code}:${info.key}` : (code ?? 'thrown');
  }
}

describe('onScannerStatus and onRegister: the scanner target', () => {
  it("lets a caller watch a scanner of a site it reaches, by scid or by MAC, and refuses another site's", async () => {
    const results = [
      await outcome(STATUS, staffA, { scid: 'ON-A' }),
      await outcome(STATUS, managerA, { mac: MAC_A }),
      await outcome(REGISTER, distributor1, { scid: 'ON-A' }),
      await outcome(STATUS, staffA, { scid: 'ON-B' }),
      await outcome(STATUS, managerA, { mac: MAC_B }),
      await outcome(REGISTER, distributor1, { scid: 'ON-B' }),
    ];

    expect(results).toEqual(['allowed', 'allowed', 'allowed', 'Forbidden', 'Forbidden', 'Forbidden']);
  });

  it("refuses a MAC that a scanner of another site shares, since that scanner's events would match too", async () => {
    const results = [
      await outcome(STATUS, managerA, { mac: MAC_SHARED }),
      await outcome(STATUS, distributor1, { mac: MAC_SHARED }),
      await outcome(STATUS, admin, { mac: MAC_SHARED }),
    ];

    expect(results).toEqual(['Forbidden', 'Forbidden', 'allowed']);
  });

  it('refuses a MAC shared by more scanners than the directory reads, even to system and admin', async () => {
    const results = [
      await outcome(STATUS, managerA, { mac: MAC_CROWD }),
      await outcome(STATUS, admin, { mac: MAC_CROWD }),
      await outcome(STATUS, system, { mac: MAC_CROWD }),
    ];

    expect(results).toEqual(['Forbidden', 'Forbidden', 'Forbidden']);
  });

  it('lets system, admin and distributors watch a scanner on no site yet, and not a school', async () => {
    const results = [
      await outcome(REGISTER, distributor1, { scid: 'STOCK' }),
      await outcome(REGISTER, admin, { scid: 'STOCK' }),
      await outcome(STATUS, system, { scid: 'STOCK' }),
      await outcome(REGISTER, managerA, { scid: 'STOCK' }),
      await outcome(STATUS, staffA, { scid: 'STOCK' }),
    ];

    expect(results).toEqual(['allowed', 'allowed', 'allowed', 'Forbidden', 'Forbidden']);
  });

  it('passes an unknown scanner for system and admin only, and refuses it to the others (no probing)', async () => {
    const results = [
      await outcome(STATUS, system, { scid: 'NOPE' }),
      await outcome(REGISTER, admin, { scid: 'NOPE' }),
      await outcome(STATUS, admin, { mac: '24:0A:C4:FF:FF:FF' }),
      await outcome(STATUS, managerA, { scid: 'NOPE' }),
      await outcome(REGISTER, distributor1, { scid: 'NOPE' }),
      await outcome(STATUS, staffA, { mac: '24:0A:C4:FF:FF:FF' }),
    ];

    expect(results).toEqual(['allowed', 'allowed', 'allowed', 'Forbidden', 'Forbidden', 'Forbidden']);
  });

  it('wants a scid or a MAC written as the events carry it, and reads nothing until it has one', async () => {
    asked.length = 0;

    const results = [
      await outcome(STATUS, managerA, {}),
      await outcome(STATUS, managerA, { scid: null, mac: '' }),
      await outcome(STATUS, managerA, { mac: '24:0a:c4:00:11:22' }),
      await outcome(STATUS, managerA, { scid: 'bad/scid' }),
      await outcome(REGISTER, managerA, { scid: 'bad/scid' }),
      await outcome(REGISTER, admin, {}),
    ];

    expect(results).toEqual([
      'BadRequest:SCID_OR_MAC_REQUIRED',
      'BadRequest:SCID_OR_MAC_REQUIRED',
      'BadRequest:INVALID_MAC',
      'BadRequest:INVALID_SCID',
      'BadRequest:INVALID_SCID',
      'BadRequest:INVALID_INPUT',
    ]);
    expect(asked).toEqual([]);
  });

  it('says how to name the scanner and how to write the MAC', async () => {
    await expect(authorize(STATUS, managerA, {}, directory)).rejects.toMatchObject({
      message: 'Name the scanner by scid or mac.',
    });
    await expect(authorize(STATUS, managerA, { mac: '240AC4001122' }, directory)).rejects.toMatchObject({
      message: 'Write the MAC as AA:BB:CC:DD:EE:FF.',
      info: { key: 'INVALID_MAC', field: 'mac' },
    });
  });

  it('names a scanner by scid when both are given, as the events match on either', async () => {
    asked.length = 0;

    const result = await outcome(STATUS, managerA, { scid: 'ON-A', mac: MAC_B });

    expect(result).toBe('allowed');
    expect(asked).toEqual([{ scid: 'ON-A' }]);
  });

  it('lets the back end subscribe without a scanner check', async () => {
    const backend: Caller = { kind: 'backend', principal: 'local-backend' };

    const results = [
      await outcome(STATUS, backend, { scid: 'NOPE' }),
      await outcome(REGISTER, backend, { scid: 'ON-B' }),
    ];

    expect(results).toEqual(['allowed', 'allowed']);
  });
});

describe('the registration wizard: the scanner target', () => {
  const send = (scid: unknown) => ({ scid, input: { op: 'identify' } });

  it('reaches the scanner as its watchers do: own site, stock for distributors, unknown for system and admin', async () => {
    const results = [
      await outcome('Query.scannerRegistration', staffA, { scid: 'ON-A' }),
      await outcome('Mutation.sendRegisterRequest', managerA, send('ON-A')),
      await outcome('Mutation.sendRegisterRequest', managerA, send('ON-B')),
      await outcome('Query.scannerRegistration', distributor1, { scid: 'STOCK' }),
      await outcome('Query.scannerRegistration', managerA, { scid: 'STOCK' }),
      await outcome('Mutation.registerScanner', admin, { scid: 'NOPE', input: { site: 'site-a' } }),
      await outcome('Mutation.registerScanner', distributor1, { scid: 'NOPE', input: { site: 'site-a' } }),
    ];

    expect(results).toEqual([
      'allowed',
      'allowed',
      'Forbidden',
      'allowed',
      'Forbidden',
      'allowed',
      'Forbidden',
    ]);
  });

  it('saves names only for system, admin and distributors', async () => {
    const results = [
      await outcome('Mutation.registerScanner', distributor1, { scid: 'STOCK', input: { site: 'site-a' } }),
      await outcome('Mutation.registerScanner', managerA, { scid: 'ON-A', input: { site: 'site-a' } }),
    ];

    expect(results).toEqual(['allowed', 'Forbidden']);
  });

  it('places a scanner only on a site the caller reaches, and only on a named one', async () => {
    const results = [
      await outcome('Mutation.registerScanner', distributor1, { scid: 'STOCK', input: { site: 'site-a' } }),
      await outcome('Mutation.registerScanner', distributor1, { scid: 'STOCK', input: { site: 'site-b' } }),
      await outcome('Mutation.registerScanner', admin, { scid: 'STOCK', input: { site: 'site-b' } }),
      await outcome('Mutation.registerScanner', admin, { scid: 'STOCK', input: {} }),
    ];

    expect(results).toEqual(['allowed', 'Forbidden', 'allowed', 'Forbidden']);
  });

  it('reads the scanner id as typed (trimmed), and wants one (ERR_INPUT_SCID)', async () => {
    asked.length = 0;

    const results = [
      await outcome('Query.scannerRegistration', staffA, { scid: ' ON-A ' }),
      await outcome('Query.scannerRegistration', admin, { scid: '  ' }),
      await outcome('Mutation.sendRegisterRequest', admin, send(undefined)),
      await outcome('Query.scannerRegistration', admin, { scid: 'bad/scid' }),
    ];

    expect(results).toEqual([
      'allowed',
      'BadRequest:ERR_INPUT_SCID',
      'BadRequest:ERR_INPUT_SCID',
      'BadRequest:INVALID_SCID',
    ]);
    expect(asked).toEqual([{ scid: 'ON-A' }]);
  });
});
