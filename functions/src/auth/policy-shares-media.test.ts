/**
 * Two tenant-bound things rules name that are not a rule's one target (docs/auth.md "Tenancy
 * lives in the policy"): the users a question share reaches, and the uploaded files a question,
 * a classroom or a class screen shows. Each must be within the caller's reach (own site, a
 * distributor's own sites, every site for system and admin); one out of reach and one that does
 * not exist get the same refusal.
 */
import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { authorize, MAX_TARGET_USERS, type TenantDirectory } from './policy';
import { admin, distributor1, managerA, staffA } from './policy.fixtures';

const FILE_A = '0f8fad5b-d9cb-469f-a165-70867728950a';
const FILE_B = '0f8fad5b-d9cb-469f-a165-70867728950b';
const FILE_NO_SITE = '0f8fad5b-d9cb-469f-a165-70867728950c';
const FILE_UNKNOWN = '0f8fad5b-d9cb-469f-a165-70867728950d';
const image = (id: string) => `/files/question-image/${id}.png`;

const USERS: Record<string, { siteId: string | null; rank: number }> = {
  'teacher-a': { siteId: 'site-a', rank: 2 },
  'teacher-b': { siteId: 'site-b', rank: 2 },
  'dist-user': { siteId: null, rank: 3 },
};

const directory: TenantDirectory = {
  distOfSite: async (siteId) => ({ 'site-a': 'dist-1', 'site-b': 'dist-2' })[siteId] ?? undefined,
  siteOfSpot: async (id) => ({ 'spot-a': 'site-a' })[id],
  siteOfDevice: async () => undefined,
  sessionScope: async () => undefined,
  siteOfLink: async () => undefined,
  siteOfFile: async (id) => ({ [FILE_A]: 'site-a', [FILE_B]: 'site-b', [FILE_NO_SITE]: null })[id],
  scannerSites: async () => ({ sites: [], total: 0 }),
  userScope: async (id) => USERS[id],
};

async function outcome(field: string, caller: Caller, args: Record<string, unknown>): Promise<string> {
  try {
    await authorize(field, caller, args, directory);
    return 'allowed';
  } catch (error) {
    const { code, info } = error as { code?: string; info?: { key?: string } };
    return info?.key ?? code ?? 'thrown';
  }
}

const share = (to: unknown) => ({ input: { to, duedate: '2999-01-01T00:00:00Z' } });

describe('createQuestionShare: recipients within reach', () => {
  it.each([
    ['a manager, to a teacher of the own site', managerA, ['teacher-a'], 'allowed'],
    ['staff, to a teacher of the own site', staffA, ['teacher-a'], 'allowed'],
    ["a manager, to another school's teacher", managerA, ['teacher-b'], 'Forbidden'],
    ['a manager, to an unknown id', managerA, ['nobody'], 'Forbidden'],
    ['a manager, to a user on no site', managerA, ['dist-user'], 'Forbidden'],
    ["a manager, to an own teacher and another school's", managerA, ['teacher-a', 'teacher-b'], 'Forbidden'],
    ["a distributor, to its own site's teacher", distributor1, ['teacher-a'], 'allowed'],
    ["a distributor, to another distributor's site", distributor1, ['teacher-b'], 'Forbidden'],
    ['an admin, to any school', admin, ['teacher-a', 'teacher-b', 'dist-user'], 'allowed'],
    ['an admin, to an unknown id', admin, ['nobody'], 'Forbidden'],
  ])('%s', async (_who, caller, to, expected) => {
    expect(await outcome('Mutation.createQuestionShare', caller, share(to))).toBe(expected);
  });

  it('refuses a list that is not one, and one past the limit before reading any user', async () => {
    const many = Array.from({ length: MAX_TARGET_USERS + 1 }, (_, i) => `teacher-${i}`);

    expect(await outcome('Mutation.createQuestionShare', managerA, share('teacher-a'))).toBe('Forbidden');
    expect(await outcome('Mutation.createQuestionShare', managerA, share(many))).toBe('TOO_MANY_IDS');
  });
});

describe('media references: files of a site within reach', () => {
  const question = (path: string) => ({ input: { title: { main: 'q' }, image: path } });

  it.each([
    ["a manager, its own site's file", managerA, FILE_A, 'allowed'],
    ["a manager, another school's file", managerA, FILE_B, 'MEDIA_NOT_OWN_FILE'],
    ['a manager, a file that does not exist', managerA, FILE_UNKNOWN, 'MEDIA_NOT_OWN_FILE'],
    ["a manager, a file on no site (system or admin's)", managerA, FILE_NO_SITE, 'MEDIA_NOT_OWN_FILE'],
    ["a distributor, its own site's file", distributor1, FILE_A, 'allowed'],
    ["a distributor, another distributor's file", distributor1, FILE_B, 'MEDIA_NOT_OWN_FILE'],
    ['an admin, any school and no site', admin, FILE_B, 'allowed'],
    ['an admin, a file on no site', admin, FILE_NO_SITE, 'allowed'],
    // As for every target: nothing is hidden from system and admin (the path shows nothing).
    ['an admin, a file that does not exist', admin, FILE_UNKNOWN, 'allowed'],
  ])('%s', async (_who, caller, file, expected) => {
    expect(await outcome('Mutation.createQuestion', caller, question(image(file)))).toBe(expected);
  });

  it('finds the files wherever each field keeps them', async () => {
    const foreign = image(FILE_B);
    const cases: [string, Caller, Record<string, unknown>][] = [
      ['Mutation.updateQuestion', managerA, { id: 'q', input: { sound: foreign.replace('.png', '.mp3') } }],
      ['Mutation.patchQuestion', managerA, { id: 'q', input: { audio: foreign.replace('.png', '.mp3') } }],
      [
        'Mutation.updateManyQuestions',
        managerA,
        { ids: ['q'], input: { selection: [{ title: 'A', image: foreign }] } },
      ],
      ['Mutation.createQuestions', managerA, { input: [{ image: image(FILE_A) }, { image: foreign }] }],
      ['Mutation.updateSpot', managerA, { id: 'spot-a', input: { image: { _id: FILE_B, path: foreign } } }],
      [
        'Mutation.updateSite',
        distributor1,
        { id: 'site-a', input: { info: { classScreen: { background: foreign } } } },
      ],
      [
        'Mutation.updateSite',
        distributor1,
        { id: 'site-a', input: { info: JSON.stringify({ classScreen: { audio: foreign } }) } },
      ],
    ];

    for (const [field, caller, args] of cases) {
      expect({ field, outcome: await outcome(field, caller, args) }).toEqual({
        field,
        outcome: 'MEDIA_NOT_OWN_FILE',
      });
    }
  });

  it("leaves what is not a path of ours to the service's own checks", async () => {
    const args = { input: { image: 'https://tracker.example/pixel.png', sound: '', audio: null } };

    expect(await outcome('Mutation.createQuestion', managerA, args)).toBe('allowed');
  });
});
