/**
 * The scanner-event rules through the policy: nobody but the back end publishes a scanner's status
 * or register reply (even system), and only staff-like roles may subscribe (to a scanner they
 * reach: the `scanner` target, proven in ../policy-scanners.test.ts); students and app tokens are
 * refused.
 */
import { describe, expect, it } from 'vitest';
import { roleFlags } from '../../kernel/roles';
import type { Caller } from '../caller';
import { authorize, type TenantDirectory } from '../policy';

// One scanner, SCN-1, on the callers' own site.
const directory: TenantDirectory = {
  distOfSite: async () => undefined,
  siteOfSpot: async () => undefined,
  siteOfDevice: async () => undefined,
  sessionScope: async () => undefined,
  siteOfLink: async () => undefined,
  siteOfFile: async () => undefined,
  scannerSites: async (name) =>
    'scid' in name && name.scid === 'SCN-1' ? { sites: ['site-a'], total: 1 } : { sites: [], total: 0 },
  userScope: async () => undefined,
};

const user = (role: Parameters<typeof roleFlags>[0]): Caller => ({
  kind: 'user',
  userId: 'u1',
  sid: 's1',
  role: roleFlags(role),
  siteId: 'site-a',
  distId: null,
  agreed: true,
});
const backend: Caller = { kind: 'backend', principal: 'local-backend' };
const phone: Caller = { kind: 'app', sessionId: 's', appUuid: 'phone-1', studentId: 'st', seat: 'kim#1' };

async function outcome(field: string, caller: Caller): Promise<string> {
  try {
    await authorize(field, caller, { scid: 'SCN-1', input: { scid: 'SCN-1' } }, directory);
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('scanner event rules', () => {
  it.each(['Mutation.publishScannerStatus', 'Mutation.publishRegisterReply'])(
    'lets only the back end call %s',
    async (field) => {
      expect(await outcome(field, backend)).toBe('allowed');
      for (const role of [{ system: true }, { admin: true }, { distributor: true }, { manager: true }])
        expect(await outcome(field, user(role))).toBe('Forbidden');
      expect(await outcome(field, phone)).toBe('Forbidden');
      expect(await outcome(field, { kind: 'public' })).toBe('Unauthorized');
    },
  );

  it.each(['Subscription.onScannerStatus', 'Subscription.onRegister'])(
    'lets staff-like roles subscribe to %s and refuses students and phones',
    async (field) => {
      for (const role of [{ system: true }, { admin: true }, { manager: true }, { staff: true }])
        expect(await outcome(field, user(role))).toBe('allowed');
      expect(await outcome(field, user({ user: true }))).toBe('Forbidden');
      expect(await outcome(field, phone)).toBe('Forbidden');
      expect(await outcome(field, { kind: 'public' })).toBe('Unauthorized');
    },
  );
});
