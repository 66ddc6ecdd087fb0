/**
 * The stored targets a rule names by id (a class session, a question link, a file), whose site the
 * tenant directory reads; the optional site of onEvent; the distributor of a new site; file uploads; and Tenancy.reachStored, the
 * same answer for targets a service reads itself. Tenancy answers like the other targets: own site
 * allowed, a neighbour's Forbidden, an unknown id passed on for system and admin (the service
 * says "not found") and Forbidden for everyone else, so nobody can probe another tenant's ids.
 */
import { describe, expect, it } from 'vitest';
import type { ListReader } from '../data/lists';
import type { Caller, UserCaller } from './caller';
import { authorize, authorizeUpload, type TenantDirectory } from './policy';
import { admin, distributor1, managerA, staffA, system, userCaller } from './policy.fixtures';
import { seesEverySite, Tenancy } from './tenancy';

const directory: TenantDirectory = {
  distOfSite: async (siteId) => ({ 'site-a': 'dist-1', 'site-b': 'dist-2' })[siteId] ?? undefined,
  siteOfSpot: async () => undefined,
  siteOfDevice: async () => undefined,
  sessionScope: async (id) =>
    ({
      'session-a': { siteId: 'site-a', spotId: 'spot-a' },
      'session-b': { siteId: 'site-b', spotId: 'spot-b' },
    })[id],
  siteOfLink: async (id) => ({ 'link-a': 'site-a', 'link-b': 'site-b' })[id],
  siteOfFile: async (id) => ({ 'file-a': 'site-a', 'file-b': 'site-b', 'file-none': null })[id],
  // Scanners, named by scid or MAC, are proven in policy-scanners.test.ts.
  scannerSites: async () => ({ sites: [], total: 0 }),
  userScope: async () => undefined,
};

async function outcome(field: string, caller: Caller, args: Record<string, unknown>): Promise<string> {
  try {
    await authorize(field, caller, args, directory);
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code ?? 'thrown';
  }
}

/** One field naming a stored target by id: own, neighbour's and unknown ids for each kind of caller. */
const kinds = [
  {
    kind: 'session',
    field: 'Query.session',
    args: (id: string) => ({ id }),
    own: 'session-a',
    other: 'session-b',
  },
  {
    kind: 'session (in the input)',
    field: 'Mutation.startQuestion',
    args: (id: string) => ({ input: { session: id, question: 'q1' } }),
    own: 'session-a',
    other: 'session-b',
  },
  {
    kind: 'session (seat PINs)',
    field: 'Query.sessionSeatPins',
    args: (session: string) => ({ session }),
    own: 'session-a',
    other: 'session-b',
  },
  {
    kind: 'link',
    field: 'Mutation.stopQuestion',
    args: (id: string) => ({ id }),
    own: 'link-a',
    other: 'link-b',
  },
  {
    kind: 'link (stats)',
    field: 'Query.questionLinkStats',
    args: (id: string) => ({ id }),
    own: 'link-a',
    other: 'link-b',
  },
  {
    kind: 'link (answers subscription)',
    field: 'Subscription.onAnswers',
    args: (questionLink: string) => ({ questionLink }),
    own: 'link-a',
    other: 'link-b',
  },
  {
    kind: 'file',
    field: 'Mutation.removeFile',
    args: (id: string) => ({ id }),
    own: 'file-a',
    other: 'file-b',
  },
];

describe('stored targets named by id', () => {
  for (const { kind, field, args, own, other } of kinds) {
    it(`${kind}: ${field} reaches its own site's and refuses a neighbour's`, async () => {
      const caller = field === 'Mutation.removeFile' ? managerA : staffA;

      const results = [
        await outcome(field, caller, args(own)),
        await outcome(field, caller, args(other)),
        await outcome(field, distributor1, args(own)),
        await outcome(field, distributor1, args(other)),
      ];

      expect(results).toEqual(['allowed', 'Forbidden', 'allowed', 'Forbidden']);
    });

    it(`${kind}: an unknown id passes for system and admin only, and is Forbidden for the others`, async () => {
      const caller = field === 'Mutation.removeFile' ? managerA : staffA;

      const results = [
        await outcome(field, system, args('unknown')),
        await outcome(field, admin, args('unknown')),
        await outcome(field, caller, args('unknown')),
        await outcome(field, distributor1, args('unknown')),
      ];

      expect(results).toEqual(['allowed', 'allowed', 'Forbidden', 'Forbidden']);
    });
  }

  it('fails closed when the arguments carry no id, and refuses an absurdly long one as bad input', async () => {
    const results = [
      await outcome('Query.session', system, {}),
      await outcome('Mutation.stopQuestion', system, { id: 'x'.repeat(129) }),
    ];

    expect(results).toEqual(['Forbidden', 'BadRequest']);
  });

  it('keeps a file on no site for system and admin', async () => {
    const results = [
      await outcome('Mutation.removeFile', system, { id: 'file-none' }),
      await outcome('Mutation.removeFile', admin, { id: 'file-none' }),
      await outcome('Mutation.removeFile', managerA, { id: 'file-none' }),
    ];

    expect(results).toEqual(['allowed', 'allowed', 'Forbidden']);
  });

  it('lets the back end watch any link, including one the directory does not know', async () => {
    const backend = { kind: 'backend', principal: 'arn:aws:iam::0:user/backend' } as const;

    expect(await outcome('Subscription.onAnswers', backend, { questionLink: 'unknown' })).toBe('allowed');
  });
});

describe('a site the arguments may leave out (onEvent)', () => {
  it('watches a named reachable site, and every site only for system and admin', async () => {
    const results = [
      await outcome('Subscription.onEvent', staffA, { site: 'site-a' }),
      await outcome('Subscription.onEvent', staffA, { site: 'site-b' }),
      await outcome('Subscription.onEvent', staffA, {}),
      await outcome('Subscription.onEvent', distributor1, { site: 'site-a' }),
      await outcome('Subscription.onEvent', distributor1, { site: null }),
      await outcome('Subscription.onEvent', admin, { site: 'site-b' }),
      await outcome('Subscription.onEvent', system, {}),
    ];

    expect(results).toEqual([
      'allowed',
      'Forbidden',
      'Forbidden',
      'allowed',
      'Forbidden',
      'allowed',
      'allowed',
    ]);
  });
});

describe('a distributor the arguments name (createSite)', () => {
  const create = (caller: Caller, dist?: string | null) =>
    outcome('Mutation.createSite', caller, { input: { name: 'New school', dist } });

  it("refuses a neighbour's distributor to a distributor, who may name its own or none", async () => {
    expect(await create(distributor1, 'dist-2')).toBe('Forbidden');
    expect(await create(distributor1, 'dist-1')).toBe('allowed');
    expect(await create(distributor1)).toBe('allowed');
    expect(await create(distributor1, null)).toBe('allowed');
  });

  it('lets system and admin name any distributor', async () => {
    expect(await create(admin, 'dist-2')).toBe('allowed');
    expect(await create(system, 'dist-1')).toBe('allowed');
  });

  it('refuses any named distributor to a distributor account linked to none', async () => {
    const unlinked = userCaller({ distributor: true }, { distId: null });
    expect(await create(unlinked, 'dist-1')).toBe('Forbidden');
  });
});

describe('authorizeUpload', () => {
  const uploads = (caller: UserCaller) => {
    try {
      authorizeUpload(caller);
      return 'allowed';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it('lets staff-like roles of a site and system and admin upload, and refuses the others', () => {
    const results = [
      uploads(staffA),
      uploads(managerA),
      uploads(admin),
      uploads(system),
      uploads(distributor1),
      uploads(userCaller({ staff: true })),
      uploads(userCaller({ user: true }, { siteId: 'site-a' })),
    ];

    expect(results).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'allowed',
      'Forbidden',
      'Forbidden',
      'Forbidden',
    ]);
  });
});

describe('seesEverySite and Tenancy.reachStored', () => {
  // reachStored reads no list: a reader that fails proves it.
  const noLists: ListReader = {
    page: async () => {
      throw new Error('reachStored must not read a list');
    },
  } as unknown as ListReader;
  const tenancy = new Tenancy(noLists, directory);
  const onA = { _id: 'x', siteId: 'site-a' };
  const onB = { _id: 'y', siteId: 'site-b' };

  it('is true for system and admin only', () => {
    expect([system, admin, distributor1, managerA, staffA].map(seesEverySite)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('answers a service-read target as the policy answers its targets', async () => {
    await expect(tenancy.reachStored(staffA, onA)).resolves.toBe(onA);
    await expect(tenancy.reachStored(distributor1, onA)).resolves.toBe(onA);
    await expect(tenancy.reachStored(staffA, onB)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(tenancy.reachStored(system, null)).resolves.toBeNull();
    await expect(tenancy.reachStored(staffA, null)).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(tenancy.reachStored(admin, { _id: 'z', siteId: null })).resolves.toMatchObject({ _id: 'z' });
    await expect(tenancy.reachStored(managerA, { _id: 'z', siteId: null })).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });
});
