import { describe, expect, it } from 'vitest';
import { type FilterName, initialFilter, serverFilter, visibleFilters, withSite } from './filterRules';

const ALL: FilterName[] = ['q', 'active', 'role', 'category', 'site', 'spot', 'user'];
const shown = (role: object, values = {}) => [...visibleFilters(role, ALL, values)].sort();

describe('visibleFilters', () => {
  it('shows the category filter to system and admin only', () => {
    expect(shown({ system: true })).toContain('category');
    expect(shown({ admin: true })).toContain('category');
    expect(shown({ distributor: true })).not.toContain('category');
    expect(shown({ manager: true })).not.toContain('category');
  });

  it('hides the spot filter from system and admin until a site is chosen', () => {
    // Prepare
    const admin = { admin: true };
    // Act
    const before = shown(admin);
    const after = shown(admin, { site: 'site-1' });
    // Assess
    expect(before).not.toContain('spot');
    expect(after).toContain('spot');
  });

  it('shows the spot filter to a manager without a chosen site (their site is fixed)', () => {
    expect(shown({ manager: true })).toContain('spot');
  });

  it('shows role and site to over-manager roles and not to staff', () => {
    for (const role of [{ system: true }, { admin: true }, { distributor: true }, { manager: true }]) {
      expect(shown(role)).toEqual(expect.arrayContaining(['role', 'site']));
    }
    expect(shown({ staff: true })).not.toContain('site');
    expect(shown({ staff: true })).not.toContain('role');
  });

  it('shows only the filters a screen asks for', () => {
    expect([...visibleFilters({ system: true }, ['q', 'active'], {})]).toEqual(['q', 'active']);
  });
});

describe('initialFilter', () => {
  it('fixes a manager to their own site and leaves site pickers free', () => {
    expect(initialFilter({ manager: true }, 'site-1')).toEqual({ site: 'site-1' });
    expect(initialFilter({ distributor: true }, 'site-1')).toEqual({});
  });
});

describe('withSite', () => {
  it('drops the classroom when the site changes', () => {
    expect(withSite({ site: 'a', spot: 'x', q: 'btn' }, 'b')).toEqual({
      site: 'b',
      spot: undefined,
      q: 'btn',
    });
  });
});

describe('serverFilter', () => {
  it('keeps the named, set fields and trims the search text', () => {
    // Prepare
    const values = { q: '  btn ', active: false, site: '', spot: 'x', role: 'user' };
    // Act
    const filter = serverFilter(values, ['q', 'active', 'site', 'spot']);
    // Assess
    expect(filter).toEqual({ q: 'btn', active: false, spot: 'x' });
  });
});
