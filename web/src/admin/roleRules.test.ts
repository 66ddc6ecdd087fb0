import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  DEFAULT_ROLE_CHOICE,
  needsPassword,
  primaryRole,
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
