/** The caller a resolver sees, with the user snapshot the authorizer passed (account-reads.ts). */
import { describe, expect, it } from 'vitest';
import { roleFlags } from '../kernel/roles';
import { callerFromIdentity, toAuthorizerContext, type UserSnapshot } from './caller';

const snapshot = { _id: 'u1', uid: 'teacher', active: true } as UserSnapshot;
const base = {
  userId: 'u1',
  sid: 's1',
  role: roleFlags({ manager: true }),
  siteId: 'site',
  distId: null,
  agreed: true,
};

describe('the user caller', () => {
  it('carries the snapshot the authorizer put into the resolver context', () => {
    const context = toAuthorizerContext({ ...base, snapshot });

    const caller = callerFromIdentity({ resolverContext: context });

    expect(typeof context.user).toBe('string');
    expect(caller).toEqual({ kind: 'user', ...base, snapshot });
  });

  it('ignores a snapshot of another user or one that is not JSON: the resolver reads the user itself', () => {
    const other = { ...toAuthorizerContext(base), user: JSON.stringify({ ...snapshot, _id: 'u2' }) };
    const broken = { ...toAuthorizerContext(base), user: '{not json' };

    expect(callerFromIdentity({ resolverContext: other })).toMatchObject({
      kind: 'user',
      snapshot: undefined,
    });
    expect(callerFromIdentity({ resolverContext: broken })).toMatchObject({
      kind: 'user',
      snapshot: undefined,
    });
  });
});
