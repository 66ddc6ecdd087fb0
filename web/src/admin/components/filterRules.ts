/**
 * Filter bar rules of spec section 6, pure so they are tested without a DOM:
 * - over-manager roles (system, admin, distributor, manager) see the role, site and category filters;
 * - the category filter is for system and admin only;
 * - for system and admin the spot filter stays hidden until a site is chosen;
 * - managers (and staff) are fixed to their own site: the site selector shows it, locked.
 */
import type { RoleFlags } from '../../auth/guard';

export type FilterName = 'q' | 'active' | 'role' | 'category' | 'site' | 'spot' | 'user';

export interface FilterValues {
  q?: string;
  active?: boolean;
  role?: string;
  category?: string;
  site?: string;
  spot?: string;
  user?: string;
}

const isSystemOrAdmin = (role: RoleFlags) => Boolean(role.system || role.admin);

export function isOverManager(role: RoleFlags): boolean {
  return Boolean(role.system || role.admin || role.distributor || role.manager);
}

/** Whether the user may choose among several sites; otherwise the site is their own. */
export function canPickSite(role: RoleFlags): boolean {
  return Boolean(role.system || role.admin || role.distributor);
}

export function visibleFilters(
  role: RoleFlags,
  wanted: readonly FilterName[],
  values: FilterValues,
): Set<FilterName> {
  const visible = new Set<FilterName>();
  for (const name of wanted) {
    switch (name) {
      case 'role':
      case 'site':
        if (isOverManager(role)) visible.add(name);
        break;
      case 'category':
        if (isSystemOrAdmin(role)) visible.add(name);
        break;
      case 'spot':
        if (!isSystemOrAdmin(role) || values.site) visible.add(name);
        break;
      default:
        visible.add(name);
    }
  }
  return visible;
}

/** The starting filter: a user who cannot pick a site starts (and stays) on their own. */
export function initialFilter(role: RoleFlags, ownSite: string | undefined): FilterValues {
  return canPickSite(role) || !ownSite ? {} : { site: ownSite };
}

/** Changing the site drops the classroom: a classroom belongs to one site. */
export function withSite(values: FilterValues, site: string | undefined): FilterValues {
  return { ...values, site, spot: undefined };
}

/** The server filter: only the named fields, without empty strings or unset values. */
export function serverFilter<K extends FilterName>(
  values: FilterValues,
  keys: readonly K[],
): Pick<FilterValues, K> {
  const filter: Partial<FilterValues> = {};
  for (const key of keys) {
    const value = values[key];
    if (typeof value === 'string' ? value.trim() !== '' : value !== undefined) {
      Object.assign(filter, { [key]: typeof value === 'string' ? value.trim() : value });
    }
  }
  return filter as Pick<FilterValues, K>;
}
