/**
 * The section crumb of an admin page, from its route: the side menu's sections (navigation.ts)
 * are System (/admin/system), Manage (/admin/manage) and Common (/admin/common), and a page's
 * breadcrumbs name the one it is under, never Manage for everything.
 */
export interface SectionCrumb {
  textKey: 'MENU_SYSTEM' | 'MENU_MANAGE' | 'MENU_COMMON';
  href: string;
}

export function adminSectionOf(pathname: string): SectionCrumb {
  if (pathname === '/admin/system' || pathname.startsWith('/admin/system/'))
    return { textKey: 'MENU_SYSTEM', href: '/admin/system' };
  // Common has one list and no index route of its own.
  if (pathname === '/admin/common' || pathname.startsWith('/admin/common/'))
    return { textKey: 'MENU_COMMON', href: '/admin/common/product' };
  return { textKey: 'MENU_MANAGE', href: '/admin/manage' };
}
