import { describe, expect, it } from 'vitest';
import type { GuardUser } from '../auth/guard';
import { adminNavigation } from './navigation';

function userWith(role: GuardUser['role']): GuardUser {
  return { role, private_policy: { agree: true } };
}

const sectionKeys = (user: GuardUser) => adminNavigation(user).map((section) => section.textKey);

describe('adminNavigation', () => {
  it('shows the system section to the system role only', () => {
    expect(sectionKeys(userWith({ system: true }))).toEqual(['MENU_SYSTEM', 'MENU_MANAGE', 'MENU_COMMON']);
    expect(sectionKeys(userWith({ admin: true }))).toEqual(['MENU_MANAGE', 'MENU_COMMON']);
    expect(sectionKeys(userWith({ manager: true }))).toEqual(['MENU_MANAGE', 'MENU_COMMON']);
  });

  it('lists the ten system types under /admin/system/setting, then the thing creation page', () => {
    // Prepare
    const user = userWith({ system: true });
    // Act
    const system = adminNavigation(user)[0];
    // Assess
    expect(system?.links).toHaveLength(11);
    expect(system?.links[0]).toEqual({ textKey: 'ACTION', href: '/admin/system/setting/action' });
    expect(system?.links.slice(0, 10).every((link) => link.href.startsWith('/admin/system/setting/'))).toBe(
      true,
    );
    expect(system?.links[10]).toEqual({ textKey: 'THING_CREATE', href: '/admin/system/thing/create' });
  });

  it('gives system and admin the site list as the first manage entry', () => {
    const manage = adminNavigation(userWith({ admin: true }))[0];
    expect(manage?.links[0]).toEqual({ textKey: 'SITE', href: '/admin/manage/setting/site' });
  });

  it('gives other roles a first "My site" entry instead of the site list', () => {
    for (const role of [{ manager: true }, { distributor: true }]) {
      const links = adminNavigation(userWith(role))[0]?.links ?? [];
      expect(links[0]).toEqual({ textKey: 'MY_SITE', href: '/admin/manage/site' });
      expect(links.some((link) => link.href === '/admin/manage/setting/site')).toBe(false);
    }
  });

  it('offers the device and scanner data lists to system and admin only', () => {
    const hrefs = (role: Parameters<typeof userWith>[0]) =>
      (adminNavigation(userWith(role)).find((section) => section.textKey === 'MENU_MANAGE')?.links ?? []).map(
        (link) => link.href,
      );
    for (const role of [{ system: true }, { admin: true }])
      expect(hrefs(role)).toEqual(
        expect.arrayContaining(['/admin/manage/setting/device_data', '/admin/manage/setting/scanner_data']),
      );
    for (const role of [{ manager: true }, { distributor: true }]) {
      expect(hrefs(role).filter((href) => href.endsWith('_data'))).toEqual([]);
      expect(hrefs(role)).toContain('/admin/manage/setting/message');
    }
  });

  it('links the device-user types under dusetting and ends with device registration', () => {
    const links = adminNavigation(userWith({ manager: true }))[0]?.links ?? [];
    expect(links.map((link) => link.href)).toContain('/admin/manage/dusetting/scanner');
    expect(links.at(-1)?.href).toBe('/admin/manage/register/device');
  });
});
