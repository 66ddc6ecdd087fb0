/**
 * Role rules of the user screens (spec section 6), pure for the unit tests. The server decides
 * (functions/src/auth/policy.ts); these mirror it so the console only offers what will pass.
 */
import type { RoleInput } from '../generated/graphql';

export type RoleName = 'user' | 'admin' | 'manager' | 'staff' | 'operator' | 'system' | 'distributor';
type RoleFlags = Partial<Record<RoleName, boolean | null>>;

/** The Role filter's choices (spec section 6), in menu order. */
export const ROLE_FILTER_CHOICES = ['user', 'admin', 'manager', 'staff', 'operator', 'all'] as const;
export type RoleFilterChoice = (typeof ROLE_FILTER_CHOICES)[number];
/** The default role filter is the 'user' choice: every role except user set to false. */
export const DEFAULT_ROLE_CHOICE: RoleFilterChoice = 'user';

const NOT_USER: RoleName[] = ['admin', 'manager', 'staff', 'operator', 'system', 'distributor'];
/** Spec section 6: the user filter of student lists excludes these five (a distributor may be one). */
const NOT_STUDENT: RoleName[] = ['system', 'admin', 'manager', 'staff', 'operator'];

const allFalse = (names: RoleName[]): RoleInput => Object.fromEntries(names.map((name) => [name, false]));

/** The server's UserFilter.role for a choice; 'all' (or nothing chosen) filters nothing. */
export function roleFilterInput(choice: string | undefined): RoleInput | undefined {
  if (choice === 'user') return allFalse(NOT_USER);
  if (choice === undefined || choice === 'all') return undefined;
  return { [choice]: true };
}

/** The role filter of the student selector (FilterBar's user slot). */
export function studentRoleFilter(): RoleInput {
  return allFalse(NOT_STUDENT);
}

// The rungs of the role ladder, top first: the top rung ranks 5, the bottom 1, a user with none 0.
// The server's rankOf (functions/src/auth/policy.ts) lists the same ranks role by role, and
// roleRules.test.ts compares the two: operator shares staff's rung, so staff cannot grant it.
const RUNGS: RoleName[][] = [['system'], ['admin'], ['distributor'], ['manager'], ['staff', 'operator']];

export function rankOf(role: RoleFlags): number {
  const rung = RUNGS.findIndex((names) => names.some((name) => role[name]));
  return rung < 0 ? 0 : RUNGS.length - rung;
}

const ASSIGNABLE: RoleName[] = ['admin', 'distributor', 'manager', 'staff', 'operator', 'user'];

/** The roles a caller may give (create or change to): strictly below the caller's own rank. */
export function assignableRoles(caller: RoleFlags): RoleName[] {
  const own = rankOf(caller);
  return ASSIGNABLE.filter((name) => rankOf({ [name]: true }) < own);
}

/** Roles that sign in to a console need a password; a student record may have none. */
export function needsPassword(role: RoleName): boolean {
  return role !== 'user';
}

/** A role object with one flag set: the console gives each account one role. */
export function roleInput(role: RoleName): RoleInput {
  return { ...allFalse(['user', ...NOT_USER]), [role]: true };
}

/** The highest role a user holds, for display and for the change-role form. */
export function primaryRole(role: RoleFlags): RoleName {
  return RUNGS.flat().find((name) => role[name]) ?? 'user';
}

export const ROLE_LABEL_KEYS: Record<RoleName | 'all', string> = {
  user: 'ROLE_USER',
  admin: 'ROLE_ADMIN',
  manager: 'ROLE_MANAGER',
  staff: 'ROLE_STAFF',
  operator: 'ROLE_OPERATOR',
  system: 'ROLE_SYSTEM',
  distributor: 'ROLE_DISTRIBUTOR',
  all: 'ALL',
};
