/**
 * The admin side menu by role (spec section 2 "Admin shell"): a pure description that the
 * layout renders with Cloudscape SideNavigation, so the role rules stay testable.
 */
import type { GuardUser } from '../auth/guard';
import { MANAGE_DUSETTING_TYPES, MANAGE_SETTING_TYPES, SYSTEM_TYPES, typeLabelKey } from './entityTypes';

export interface NavLink {
  /** Translation key of the entry, read through the school/business wording. */
  textKey: string;
  href: string;
}

export interface NavSection {
  textKey: string;
  links: NavLink[];
}

function settingLink(base: string, type: string): NavLink {
  return { textKey: typeLabelKey(type) ?? type, href: `${base}/${type}` };
}

/** Lists only system and admin may read (docs/system-data.md): others are not offered them. */
const SYSTEM_AND_ADMIN_LISTS: ReadonlySet<string> = new Set(['device_data', 'scanner_data']);

export function adminNavigation(user: GuardUser | null): NavSection[] {
  const role = user?.role ?? {};
  const sections: NavSection[] = [];
  if (role.system) {
    sections.push({
      textKey: 'MENU_SYSTEM',
      links: [
        ...SYSTEM_TYPES.map((type) => settingLink('/admin/system/setting', type)),
        { textKey: 'THING_CREATE', href: '/admin/system/thing/create' },
      ],
    });
  }
  // System and admin see the site list; everyone else starts from their own site.
  const siteEntry: NavLink =
    role.system || role.admin
      ? settingLink('/admin/manage/setting', 'site')
      : { textKey: 'MY_SITE', href: '/admin/manage/site' };
  // An admin without the system section still keeps the blacklist (guard.ts ADMIN_SYSTEM_TYPES).
  const adminSystemLinks =
    role.admin && !role.system ? [settingLink('/admin/system/setting', 'blacklist')] : [];
  sections.push({
    textKey: 'MENU_MANAGE',
    links: [
      siteEntry,
      ...MANAGE_SETTING_TYPES.filter(
        (type) => type !== 'site' && (role.system || role.admin || !SYSTEM_AND_ADMIN_LISTS.has(type)),
      ).map((type) => settingLink('/admin/manage/setting', type)),
      ...MANAGE_DUSETTING_TYPES.map((type) => settingLink('/admin/manage/dusetting', type)),
      ...adminSystemLinks,
      { textKey: 'FLEET_HEALTH', href: '/admin/manage/health' },
      { textKey: 'SCANNER_REGISTER', href: '/admin/manage/register/scanner' },
      { textKey: 'REGISTER_DEVICE_SN', href: '/admin/manage/register/device-sn' },
      { textKey: 'REGISTER_DEVICE', href: '/admin/manage/register/device' },
    ],
  });
  sections.push({ textKey: 'MENU_COMMON', links: [{ textKey: 'PRODUCT', href: '/admin/common/product' }] });
  return sections;
}
