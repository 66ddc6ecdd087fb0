/**
 * Access rules of the system data (docs/system-data.md): tokens are secrets of the whole product,
 * so system only; countdown sounds are kept by system and admin and read by everyone who runs a
 * class screen; messages are tenant data of the manage area (system and admin: every site, a
 * distributor: its sites, a manager: its own), checked here on create and in the service on
 * patch and remove; device and scanner reports are read-only, for system and admin.
 */
import { ADMIN_AND_UP, MANAGER_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { type FieldRule, inInput } from './types';

const SYSTEM = ['system'] as const;

export const systemDataRules: Record<string, FieldRule> = {
  'Query.tokens': { who: 'roles', roles: SYSTEM },
  'Query.token': { who: 'roles', roles: SYSTEM },
  'Mutation.createToken': { who: 'roles', roles: SYSTEM },
  'Mutation.updateToken': { who: 'roles', roles: SYSTEM },
  'Mutation.removeToken': { who: 'roles', roles: SYSTEM },

  'Query.countdowns': { who: 'roles', roles: STAFF_AND_UP },
  'Mutation.createCountdown': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.updateCountdown': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.removeCountdown': { who: 'roles', roles: ADMIN_AND_UP },

  'Query.messages': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.createMessage': { who: 'roles', roles: MANAGER_AND_UP, site: inInput('site') },
  'Mutation.patchMessage': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.removeMessage': { who: 'roles', roles: MANAGER_AND_UP },

  'Query.deviceDatas': { who: 'roles', roles: ADMIN_AND_UP },
  'Query.scannerDatas': { who: 'roles', roles: ADMIN_AND_UP },
};
