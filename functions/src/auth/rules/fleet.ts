/**
 * Access rules of remote apps and scanners (spec section 2: dusetting app and scanner). Lists are
 * scoped by the services; single items and writes are checked there against the item's current
 * site and the target site (tenancy.assertReach), because apps are addressed by uuid and the
 * target site sits in the input (REQUIRED_SITE unless system or admin).
 */
import { MANAGER_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule } from './types';

export const fleetRules: Record<string, FieldRule> = {
  'Query.apps': { who: 'roles', roles: STAFF_AND_UP },
  'Query.app': { who: 'roles', roles: STAFF_AND_UP },
  'Mutation.createApp': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.updateApp': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.removeApp': { who: 'roles', roles: MANAGER_AND_UP },

  'Query.scanners': { who: 'roles', roles: STAFF_AND_UP },
  'Query.scanner': { who: 'roles', roles: STAFF_AND_UP },
  'Mutation.createScanner': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.updateScanner': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.removeScanner': { who: 'roles', roles: MANAGER_AND_UP },

  // Fleet health (docs/fleet-health.md): whoever may list the site's scanners, within its tenant.
  // The optional classroom is checked by the service against that site (a rule's spot is required).
  'Query.fleetHealth': { who: 'roles', roles: STAFF_AND_UP, site: arg('site') },
};
