/**
 * Who may open which part of the console (spec sections 2 "Guard rule", 4 "Login routing", 6).
 * Pure functions of the user, so every route element and the tests share one rule. The server
 * checks every operation again; this only decides where the console sends people.
 */
import type { Role } from '../generated/graphql';

export type RoleFlags = Partial<Omit<Role, '__typename'>>;

/** The parts of a user the rules read. `null` is a visitor who is not signed in. */
export interface GuardUser {
  role: RoleFlags;
  private_policy: { agree: boolean };
}

export const TERMS_AGREE_PATH = '/terms?mode=agree';

const isAdminSide = (role: RoleFlags) => Boolean(role.system || role.admin || role.distributor);
const isClassSide = (role: RoleFlags) => Boolean(role.manager || role.staff);

/**
 * Where a user goes after signing in (or when opening the login page signed in):
 * a role with no console route (a student) -> null, which the login page shows as LOGIN_ERROR
 * (checked first, so such a session is never kept for the terms page); no agreed policy ->
 * terms in agree mode; admin side -> /admin; manager or staff -> /class.
 */
export function loginRoute(user: GuardUser): string | null {
  if (!isAdminSide(user.role) && !isClassSide(user.role)) {
    return null;
  }
  if (!user.private_policy.agree) {
    return TERMS_AGREE_PATH;
  }
  if (isAdminSide(user.role)) {
    return '/admin';
  }
  return isClassSide(user.role) ? '/class' : null;
}

/**
 * The admin shell admits system, admin, manager and distributor; everyone else goes to /. One who
 * has not agreed to the policy goes to the terms first: the server refuses them everything else
 * (REQUIRED_AGREE, docs/auth.md "Policy agreement").
 */
export function adminRedirect(user: GuardUser | null): string | null {
  if (!user) {
    return '/';
  }
  const { role } = user;
  if (!(role.system || role.admin || role.manager || role.distributor)) return '/';
  return user.private_policy.agree ? null : TERMS_AGREE_PATH;
}

/**
 * System types an admin keeps too: the server's policy lets admins maintain the blacklist
 * (functions/src/auth/rules/catalog.ts), so its screen is open to them as well.
 */
export const ADMIN_SYSTEM_TYPES: readonly string[] = ['blacklist'];

/** The system section is for the system role only, except the types an admin also keeps. */
export function systemRedirect(user: GuardUser | null, params: { type?: string } = {}): string | null {
  if (user?.role.system) return null;
  if (user?.role.admin && params.type !== undefined && ADMIN_SYSTEM_TYPES.includes(params.type)) return null;
  return '/admin/manage';
}

const canListSites = (user: GuardUser | null) => Boolean(user?.role.system || user?.role.admin);

/** /admin/manage itself: the site list for system and admin, one's own site for the others. */
export function manageIndexPath(user: GuardUser | null): string {
  return canListSites(user) ? '/admin/manage/setting/site' : '/admin/manage/site';
}

/** manage/setting/site is the site list: others see their own site instead. */
export function manageSettingRedirect(user: GuardUser | null, type: string | undefined): string | null {
  return type === 'site' && !canListSites(user) ? '/admin/manage/site' : null;
}

/**
 * The session guard of /class and /common: admin side -> /admin; staff or manager who agreed
 * proceed (null); who did not agree -> terms; everyone else -> /login.
 */
export function sessionRedirect(user: GuardUser | null): string | null {
  if (!user) {
    return '/login';
  }
  if (isAdminSide(user.role)) {
    return '/admin';
  }
  if (isClassSide(user.role)) {
    return user.private_policy.agree ? null : TERMS_AGREE_PATH;
  }
  return '/login';
}

/**
 * /class/results: the class area's rule, except that system, admin and distributor stay and see
 * the results too. The server lets every staff-like role read the results of a session of a site
 * it reaches (functions/src/auth/rules/results.ts), so the console opens the page to them as well.
 */
export function resultsRedirect(user: GuardUser | null): string | null {
  if (user && isAdminSide(user.role)) return user.private_policy.agree ? null : TERMS_AGREE_PATH;
  return sessionRedirect(user);
}

/** Whether a page both sides open (the results) is shown in the admin shell, with its side menu. */
export function inAdminShell(user: GuardUser | null): boolean {
  return user !== null && isAdminSide(user.role);
}

/** /change-password is for a signed-in user only. */
export function signedInRedirect(user: GuardUser | null): string | null {
  return user ? null : '/';
}
