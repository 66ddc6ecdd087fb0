/** Role flags (spec section 6) and the facts derived from them, shared by policy and views. */
export const ROLE_NAMES = ['user', 'admin', 'manager', 'staff', 'operator', 'system', 'distributor'] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

export type RoleFlags = Record<RoleName, boolean>;

export function roleFlags(granted: Partial<RoleFlags>): RoleFlags {
  return Object.fromEntries(ROLE_NAMES.map((name) => [name, granted[name] === true])) as RoleFlags;
}

/** A student or participant: none of the staff-like roles. */
export function isStudent(role: RoleFlags): boolean {
  return !(role.staff || role.operator || role.manager || role.admin || role.system);
}

/**
 * The role ladders the policy's rules grant fields to (auth/rules). STAFF_AND_UP are the console's
 * users: system, admin and distributor work in /admin; manager and staff run classes.
 */
export const STAFF_AND_UP: readonly RoleName[] = ['system', 'admin', 'distributor', 'manager', 'staff'];
export const MANAGER_AND_UP: readonly RoleName[] = ['system', 'admin', 'distributor', 'manager'];
export const DISTRIBUTOR_AND_UP: readonly RoleName[] = ['system', 'admin', 'distributor'];
export const ADMIN_AND_UP: readonly RoleName[] = ['system', 'admin'];

/** A user of the console (STAFF_AND_UP), who signs in with a password. */
export function isConsoleRole(role: RoleFlags): boolean {
  return STAFF_AND_UP.some((name) => role[name]);
}
