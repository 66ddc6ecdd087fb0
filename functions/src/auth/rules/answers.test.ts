/**
 * The answer-event rules through the policy: nobody but the back end publishes (even system), and
 * only staff-like roles may subscribe, to a link of a site they reach (policy-targets.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { roleFlags } from '../../kernel/roles';
import type { UserCaller } from '../caller';
import { authorize, type TenantDirectory } from '../policy';

const directory: TenantDirectory = {
  distOfSite: async (siteId) => (siteId === 'site-a' ? 'dist-1' : undefined),
  siteOfSpot: async () => undefined,
  siteOfDevice: async () => undefined,
  sessionScope: async () => undefined,
  siteOfLink: async (id) => (id === 'link-1' ? 'site-a' : undefined),
  siteOfFile: async () => undefined,
  scannerSites: async () => ({ sites: [], total: 0 }),
  userScope: async () => undefined,
};

const user = (role: Parameters<typeof roleFlags>[0], siteId: string | null = 'site-a'): UserCaller => ({
  kind: 'user',
  userId: 'u1',
  sid: 's1',
  role: roleFlags(role),
  siteId,
  distId: role.distributor ? 'dist-1' : null,
  agreed: true,
});

const publish = { input: { questionLink: 'link-1' } };

describe('answer event rules', () => {
  it('lets only the back end call publishAnswers', async () => {
    await expect(
      authorize(
        'Mutation.publishAnswers',
        { kind: 'backend', principal: 'local-backend' },
        publish,
        directory,
      ),
    ).resolves.toBeUndefined();
    for (const role of [{ system: true }, { admin: true }, { manager: true }, { user: true }]) {
      await expect(
        authorize('Mutation.publishAnswers', user(role, null), publish, directory),
      ).rejects.toMatchObject({ code: 'Forbidden' });
    }
    await expect(
      authorize('Mutation.publishAnswers', { kind: 'public' }, publish, directory),
    ).rejects.toThrow();
  });

  it('lets staff-like roles subscribe to onAnswers and refuses students', async () => {
    const args = { questionLink: 'link-1' };
    for (const role of [{ manager: true }, { staff: true }, { distributor: true }, { system: true }]) {
      await expect(authorize('Subscription.onAnswers', user(role), args, directory)).resolves.toBeUndefined();
    }
    await expect(
      authorize('Subscription.onAnswers', user({ user: true }), args, directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });
});
