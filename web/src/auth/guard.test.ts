import { describe, expect, it } from 'vitest';
import {
  adminRedirect,
  type GuardUser,
  inAdminShell,
  loginRoute,
  manageIndexPath,
  manageSettingRedirect,
  type RoleFlags,
  resultsRedirect,
  sessionRedirect,
  signedInRedirect,
  systemRedirect,
} from './guard';

const ROLE_NAMES = ['user', 'admin', 'manager', 'staff', 'operator', 'system', 'distributor'] as const;
type RoleName = (typeof ROLE_NAMES)[number];

function userWith(roles: readonly RoleName[], agree = true): GuardUser {
  const role: RoleFlags = {};
  for (const name of roles) {
    role[name] = true;
  }
  return { role, private_policy: { agree } };
}

/** Every subset of the seven role flags (128 combinations). */
function allRoleCombinations(): RoleName[][] {
  const combos: RoleName[][] = [];
  for (let mask = 0; mask < 1 << ROLE_NAMES.length; mask++) {
    combos.push(ROLE_NAMES.filter((_, bit) => mask & (1 << bit)));
  }
  return combos;
}

const has = (roles: readonly RoleName[], ...names: RoleName[]) => names.some((n) => roles.includes(n));

describe('loginRoute', () => {
  it.each([
    [['system'], '/admin'],
    [['admin'], '/admin'],
    [['distributor'], '/admin'],
    [['manager'], '/class'],
    [['staff'], '/class'],
    [['user'], null],
    [['operator'], null],
    [[], null],
    [['admin', 'manager'], '/admin'],
    [['manager', 'staff'], '/class'],
  ] as const)('sends an agreed %j user to %s', (roles, expected) => {
    // Prepare
    const user = userWith(roles);
    // Act
    const route = loginRoute(user);
    // Assess
    expect(route).toBe(expected);
  });

  it('sends every console role without an agreed policy to the terms page in agree mode', () => {
    for (const roles of allRoleCombinations()) {
      const consoleRole = has(roles, 'system', 'admin', 'distributor', 'manager', 'staff');
      const expected = consoleRole ? '/terms?mode=agree' : null;
      expect(loginRoute(userWith(roles, false)), JSON.stringify(roles)).toBe(expected);
    }
  });
});

describe('adminRedirect', () => {
  it('admits exactly the users holding system, admin, manager or distributor', () => {
    for (const roles of allRoleCombinations()) {
      const expected = has(roles, 'system', 'admin', 'manager', 'distributor') ? null : '/';
      expect(adminRedirect(userWith(roles)), JSON.stringify(roles)).toBe(expected);
    }
  });

  it('sends a visitor who is not signed in to /', () => {
    expect(adminRedirect(null)).toBe('/');
  });

  it('sends an admin-side user who has not agreed to the policy to the terms page first', () => {
    for (const roles of [['system'], ['admin'], ['distributor'], ['manager']] as const) {
      expect(adminRedirect(userWith(roles, false)), roles[0]).toBe('/terms?mode=agree');
      expect(resultsRedirect(userWith(roles, false)), roles[0]).toBe('/terms?mode=agree');
    }
  });
});

describe('systemRedirect', () => {
  it('admits the system role and sends every other combination to /admin/manage', () => {
    for (const roles of allRoleCombinations()) {
      const expected = has(roles, 'system') ? null : '/admin/manage';
      expect(systemRedirect(userWith(roles)), JSON.stringify(roles)).toBe(expected);
    }
    expect(systemRedirect(null)).toBe('/admin/manage');
  });

  it('lets an admin keep the blacklist, and nothing else of the system section', () => {
    const admin = userWith(['admin']);
    expect(systemRedirect(admin, { type: 'blacklist' })).toBeNull();
    expect(systemRedirect(admin, { type: 'dist' })).toBe('/admin/manage');
    expect(systemRedirect(userWith(['manager']), { type: 'blacklist' })).toBe('/admin/manage');
  });
});

describe('manage section', () => {
  it('opens the site list for system and admin, and the own site for the others', () => {
    expect(manageIndexPath(userWith(['system']))).toBe('/admin/manage/setting/site');
    expect(manageIndexPath(userWith(['admin']))).toBe('/admin/manage/setting/site');
    expect(manageIndexPath(userWith(['manager']))).toBe('/admin/manage/site');
    expect(manageIndexPath(userWith(['distributor']))).toBe('/admin/manage/site');
  });

  it('redirects the site setting list to the own site for users neither system nor admin', () => {
    expect(manageSettingRedirect(userWith(['manager']), 'site')).toBe('/admin/manage/site');
    expect(manageSettingRedirect(userWith(['distributor']), 'site')).toBe('/admin/manage/site');
    expect(manageSettingRedirect(userWith(['admin']), 'site')).toBeNull();
    expect(manageSettingRedirect(userWith(['system']), 'site')).toBeNull();
  });

  it('leaves every other setting type alone', () => {
    expect(manageSettingRedirect(userWith(['manager']), 'spot')).toBeNull();
  });
});

describe('sessionRedirect', () => {
  it('applies the guard rule to every role combination and both policy states', () => {
    for (const roles of allRoleCombinations()) {
      for (const agree of [true, false]) {
        // Prepare
        const user = userWith(roles, agree);
        let expected: string | null = '/login';
        if (has(roles, 'system', 'admin', 'distributor')) {
          expected = '/admin';
        } else if (has(roles, 'staff', 'manager')) {
          expected = agree ? null : '/terms?mode=agree';
        }
        // Act
        const redirect = sessionRedirect(user);
        // Assess
        expect(redirect, `${JSON.stringify(roles)} agree=${agree}`).toBe(expected);
      }
    }
  });

  it('lets an agreed staff member and an agreed manager in', () => {
    expect(sessionRedirect(userWith(['staff']))).toBeNull();
    expect(sessionRedirect(userWith(['manager']))).toBeNull();
  });

  it('sends a staff member who has not agreed to the terms page', () => {
    expect(sessionRedirect(userWith(['staff'], false))).toBe('/terms?mode=agree');
  });

  it('sends a student and a visitor to /login', () => {
    expect(sessionRedirect(userWith(['user']))).toBe('/login');
    expect(sessionRedirect(null)).toBe('/login');
  });
});

describe('resultsRedirect', () => {
  it('lets in every role the server lets read results, sending the others where the class guard does', () => {
    for (const roles of allRoleCombinations()) {
      for (const agree of [true, false]) {
        // Prepare
        const user = userWith(roles, agree);
        let expected: string | null = '/login';
        if (has(roles, 'system', 'admin', 'distributor')) {
          expected = agree ? null : '/terms?mode=agree';
        } else if (has(roles, 'staff', 'manager')) {
          expected = agree ? null : '/terms?mode=agree';
        }
        // Act
        const redirect = resultsRedirect(user);
        // Assess
        expect(redirect, `${JSON.stringify(roles)} agree=${agree}`).toBe(expected);
      }
    }
  });

  it('sends a visitor to /login', () => {
    expect(resultsRedirect(null)).toBe('/login');
  });
});

describe('inAdminShell', () => {
  it('shows the results in the admin shell to system, admin and distributor, in the class layout to others', () => {
    // Prepare
    const shells = Object.fromEntries(
      (['system', 'admin', 'distributor', 'manager', 'staff'] as const).map((name) => [
        name,
        // Act
        inAdminShell(userWith([name])),
      ]),
    );
    // Assess
    expect(shells).toEqual({ system: true, admin: true, distributor: true, manager: false, staff: false });
    expect(inAdminShell(null)).toBe(false);
  });
});

describe('signedInRedirect', () => {
  it('admits any signed-in user and sends a visitor to /', () => {
    expect(signedInRedirect(userWith(['user']))).toBeNull();
    expect(signedInRedirect(null)).toBe('/');
  });
});
