import { describe, expect, it } from 'vitest';
import type { UserCaller } from '../../../functions/src/auth/caller';
import { rankOf as serverRankOf } from '../../../functions/src/auth/policy';
import { assertMayGrant } from '../../../functions/src/domain/users/user-support';
import { ROLE_NAMES, roleFlags } from '../../../functions/src/kernel/roles';
import {
  assignableRoles,
  DEFAULT_ROLE_CHOICE,
  needsPassword,
  primaryRole,
  rankOf,
  roleFilterInput,
  roleInput,
  studentRoleFilter,
} from './roleRules';

describe('roleFilterInput', () => {
  it('defaults to the user choice, which sets every role except user to false', () => {
    // Act
    const filter = roleFilterInput(DEFAULT_ROLE_CHOICE);
    // Assess
    expect(filter).toEqual({
      admin: false,
      manager: false,
      staff: false,
      operator: false,
      system: false,
      distributor: false,
    });
  });

  it('asks for the chosen flag, and for nothing with "all"', () => {
    expect(roleFilterInput('manager')).toEqual({ manager: true });
    expect(roleFilterInput('operator')).toEqual({ operator: true });
    expect(roleFilterInput('all')).toBeUndefined();
    expect(roleFilterInput(undefined)).toBeUndefined();
  });
});

describe('studentRoleFilter', () => {
  it('excludes system, admin, manager, staff and operator only', () => {
    expect(studentRoleFilter()).toEqual({
      system: false,
      admin: false,
      manager: false,
      staff: false,
      operator: false,
    });
  });
});

describe('the mirror of the server', () => {
  const only = (name: (typeof ROLE_NAMES)[number]) => roleFlags({ [name]: true });

  it('ranks every role as the server does', () => {
    for (const name of ROLE_NAMES)
      expect([name, rankOf({ [name]: true })]).toEqual([name, serverRankOf(only(name))]);
  });

  it('offers each caller exactly the roles the server lets them grant', () => {
    for (const callerRole of ROLE_NAMES) {
      // Prepare
      const caller = { kind: 'user', role: only(callerRole) } as UserCaller;
      const grantable = ROLE_NAMES.filter((target) => {
        try {
          assertMayGrant(caller, only(target));
          return true;
        } catch {
          return false;
        }
      });
      // Act
      const offered = assignableRoles({ [callerRole]: true });
      // Assess: the console offers no role the server refuses (system alone grants system,
      // which the console never offers as a choice).
      expect([callerRole, [...offered].sort()]).toEqual([
        callerRole,
        grantable.filter((target) => target !== 'system').sort(),
      ]);
    }
  });
});

describe('assignableRoles', () => {
  it('offers only roles strictly below the caller', () => {
    expect(assignableRoles({ system: true })).toEqual([
      'admin',
      'distributor',
      'manager',
      'staff',
      'operator',
      'user',
    ]);
    expect(assignableRoles({ admin: true })).toEqual(['distributor', 'manager', 'staff', 'operator', 'user']);
    expect(assignableRoles({ manager: true })).toEqual(['staff', 'operator', 'user']);
  });

  it('ranks by the highest flag a caller holds, and offers nothing to a student', () => {
    expect(assignableRoles({ manager: true, staff: true })).toEqual(['staff', 'operator', 'user']);
    expect(assignableRoles({ user: true })).toEqual([]);
  });
});

describe('roleInput and primaryRole', () => {
  it('sets exactly one flag and reads it back', () => {
    const role = roleInput('staff');
    expect(Object.entries(role).filter(([, on]) => on)).toEqual([['staff', true]]);
    expect(primaryRole(role)).toBe('staff');
    expect(primaryRole({})).toBe('user');
  });

  it('asks a password for console roles only', () => {
    expect(needsPassword('manager')).toBe(true);
    expect(needsPassword('user')).toBe(false);
  });
});
