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

/** system, admin and distributor work in /admin; manager and staff run classes. */
export function isConsoleRole(role: RoleFlags): boolean {
  return role.system || role.admin || role.distributor || role.manager || role.staff;
}
