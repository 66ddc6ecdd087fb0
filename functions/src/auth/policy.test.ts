import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdlWithPrelude } from '../../../infra/lib/graphql-schema';
import { fieldResolvers } from '../appsync/router';
import { callerFromIdentity } from './caller';
import { authorize, FIELD_RULES, type TenantDirectory } from './policy';
import { userCaller } from './policy.fixtures';

const schema = buildSchema(schemaSdlWithPrelude());
const operationFields = (['Query', 'Mutation', 'Subscription'] as const).flatMap((typeName) => {
  const type = schema.getType(typeName);
  return isObjectType(type) ? Object.keys(type.getFields()).map((field) => `${typeName}.${field}`) : [];
});

const directory: TenantDirectory = {
  distOfSite: async (siteId) => ({ 'site-a': 'dist-1', 'site-b': 'dist-2' })[siteId] ?? undefined,
  siteOfSpot: async (spotId) => ({ 'spot-a': 'site-a', 'spot-b': 'site-b' })[spotId],
  siteOfDevice: async (mac) => ({ 'AA:AA:AA:AA:AA:01': 'site-a', 'AA:AA:AA:AA:AA:00': null })[mac],
  // Stored targets by id are proven in policy-targets.test.ts.
  sessionScope: async () => undefined,
  siteOfLink: async () => undefined,
  siteOfFile: async () => undefined,
  scannerSites: async () => ({ sites: [], total: 0 }),
  userScope: async (userId) =>
    ({
      'student-a': { siteId: 'site-a', rank: 0 },
      'staff-a': { siteId: 'site-a', rank: 1 },
      'manager-a': { siteId: 'site-a', rank: 2 },
      'admin-1': { siteId: null, rank: 4 },
      'system-1': { siteId: null, rank: 5 },
    })[userId],
};

describe('policy coverage', () => {
  it('has an explicit rule for every Query, Mutation and Subscription field of the schema', () => {
    const missing = operationFields.filter((field) => !(field in FIELD_RULES));

    expect(operationFields.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('has no rule for a field the schema does not have', () => {
    const stale = Object.keys(FIELD_RULES).filter((field) => !operationFields.includes(field));

    expect(stale).toEqual([]);
  });

  it('has a resolver for every Query, Mutation and Subscription field', () => {
    const unresolved = operationFields.filter((field) => !(field in fieldResolvers));

    expect(unresolved).toEqual([]);
  });
});

describe('authorize', () => {
  const notice = (site: string) => ({ input: { site, noti: 'info', text: 'hi' } });

  it('lets anyone call sign-in but only signed-in users call me', async () => {
    await expect(authorize('Mutation.signin', { kind: 'public' }, {}, directory)).resolves.toBeUndefined();
    await expect(authorize('Query.me', { kind: 'public' }, {}, directory)).rejects.toMatchObject({
      code: 'Unauthorized',
    });
  });

  it('keeps a manager inside their own site', async () => {
    const manager = userCaller({ manager: true }, { siteId: 'site-a' });

    await expect(
      authorize('Mutation.publishNotice', manager, notice('site-a'), directory),
    ).resolves.toBeUndefined();
    await expect(
      authorize('Mutation.publishNotice', manager, notice('site-b'), directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });

  it('lets a distributor reach only the sites of its distributor', async () => {
    const distributor = userCaller({ distributor: true }, { distId: 'dist-1' });

    await expect(
      authorize('Mutation.publishNotice', distributor, notice('site-a'), directory),
    ).resolves.toBeUndefined();
    await expect(
      authorize('Mutation.publishNotice', distributor, notice('site-b'), directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });

  it('lets admin and system reach every site', async () => {
    for (const role of [{ admin: true }, { system: true }]) {
      await expect(
        authorize('Mutation.publishNotice', userCaller(role), notice('site-b'), directory),
      ).resolves.toBeUndefined();
    }
  });

  it('refuses students everything beyond their own account', async () => {
    const student = userCaller({ user: true }, { siteId: 'site-a' });

    await expect(
      authorize('Mutation.publishNotice', student, notice('site-a'), directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(authorize('Query.me', student, {}, directory)).resolves.toBeUndefined();
  });

  it('requires the caller to outrank the user whose password is reset', async () => {
    const manager = userCaller({ manager: true }, { siteId: 'site-a' });

    await expect(
      authorize('Mutation.resetPassword', manager, { id: 'student-a' }, directory),
    ).resolves.toBeUndefined();
    await expect(
      authorize('Mutation.resetPassword', manager, { id: 'admin-1' }, directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
    await expect(
      authorize('Mutation.resetPassword', manager, { id: 'unknown' }, directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });

  it('lets the back end (IAM) publish notices but not act as a user', async () => {
    const backend = { kind: 'backend', principal: 'arn:aws:iam::0:user/backend' } as const;

    await expect(
      authorize('Mutation.publishNotice', backend, notice('site-b'), directory),
    ).resolves.toBeUndefined();
    await expect(authorize('Query.me', backend, {}, directory)).rejects.toMatchObject({ code: 'Forbidden' });
  });

  it('refuses a user who has not agreed to the policy everything but me, agreeing and signing out', async () => {
    const system = userCaller({ system: true }, { agreed: false });
    const allowed = ['Query.me', 'Mutation.agreePolicy', 'Mutation.signout'];
    // Open fields stay open; the phone's fields refuse every user already (Forbidden, no key).
    const refusedFields = operationFields.filter(
      (field) => !allowed.includes(field) && !['anyone', 'app'].includes(FIELD_RULES[field]?.who ?? ''),
    );

    for (const field of allowed)
      await expect(authorize(field, system, {}, directory)).resolves.toBeUndefined();
    for (const field of refusedFields)
      await expect(authorize(field, system, { input: {} }, directory), field).rejects.toMatchObject({
        code: 'Forbidden',
        info: { key: 'REQUIRED_AGREE' },
      });
    expect(refusedFields.length).toBeGreaterThan(100);
  });

  it('reads a missing agreement flag in the authorizer context as not agreed', () => {
    const caller = callerFromIdentity({ resolverContext: { userId: 'u1', sid: 's1', roles: 'system' } });

    expect(caller).toMatchObject({ kind: 'user', agreed: false });
  });

  it('refuses a field without a rule', async () => {
    await expect(
      authorize('Mutation.unknownField', userCaller({ system: true }), {}, directory),
    ).rejects.toMatchObject({
      code: 'Forbidden',
    });
  });
});
