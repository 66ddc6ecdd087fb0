/**
 * Callers for the policy's tests: a signed-in user of the given roles, agreed to the policy, on no
 * site unless the scope says, and the usual cast of site-a's staff and manager, distributor dist-1,
 * an administrator and a system operator.
 */
import { roleFlags } from '../kernel/roles';
import type { UserCaller } from './caller';

export function userCaller(
  role: Parameters<typeof roleFlags>[0],
  scope: Partial<UserCaller> = {},
): UserCaller {
  return {
    kind: 'user',
    userId: 'u1',
    sid: 's1',
    role: roleFlags(role),
    siteId: null,
    distId: null,
    agreed: true,
    ...scope,
  };
}

export const staffA = userCaller({ staff: true }, { siteId: 'site-a' });
export const managerA = userCaller({ manager: true }, { siteId: 'site-a' });
export const distributor1 = userCaller({ distributor: true }, { distId: 'dist-1' });
export const admin = userCaller({ admin: true });
export const system = userCaller({ system: true });
