import { describe, expect, it } from 'vitest';
import { isConsoleRole, roleFlags } from './roles';

describe('isConsoleRole (who signs in to the console with a password)', () => {
  it('holds for every staff-and-up role', () => {
    for (const name of ['system', 'admin', 'distributor', 'manager', 'staff'] as const) {
      expect(isConsoleRole(roleFlags({ [name]: true })), name).toBe(true);
    }
  });

  it('does not hold for a student or an operator alone', () => {
    expect(isConsoleRole(roleFlags({ user: true }))).toBe(false);
    expect(isConsoleRole(roleFlags({ operator: true }))).toBe(false);
  });
});
