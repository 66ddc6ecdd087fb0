import { describe, expect, it } from 'vitest';
import { adminSectionOf } from './breadcrumbs';

describe('adminSectionOf', () => {
  it('puts the system settings, their details and thing creation under System', () => {
    // Prepare
    const paths = [
      '/admin/system/setting/action',
      '/admin/system/setting/token/2',
      '/admin/system/setting/dist/detail/d-1',
      '/admin/system/thing/create',
    ];

    // Act
    const sections = paths.map((path) => adminSectionOf(path).textKey);

    // Assess
    expect(sections).toEqual(['MENU_SYSTEM', 'MENU_SYSTEM', 'MENU_SYSTEM', 'MENU_SYSTEM']);
  });

  it('puts the lists, details and registration pages of manage under Manage', () => {
    const paths = ['/admin/manage/dusetting/device', '/admin/manage/user/detail/u-1', '/admin/manage/site'];

    expect(paths.map((path) => adminSectionOf(path))).toEqual([
      { textKey: 'MENU_MANAGE', href: '/admin/manage' },
      { textKey: 'MENU_MANAGE', href: '/admin/manage' },
      { textKey: 'MENU_MANAGE', href: '/admin/manage' },
    ]);
  });

  it('puts the common product list under Common, linked to that list', () => {
    expect(adminSectionOf('/admin/common/product')).toEqual({
      textKey: 'MENU_COMMON',
      href: '/admin/common/product',
    });
  });

  it('does not mistake a path that only starts with the same letters for System', () => {
    expect(adminSectionOf('/admin/systemic').textKey).toBe('MENU_MANAGE');
  });
});
