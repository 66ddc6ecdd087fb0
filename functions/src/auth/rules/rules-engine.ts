/**
 * Access rules of the rules engine (docs/rules-engine.md): actions, event definitions and things
 * are system types (spec section 2), so only system users read and write them. A site's recorded
 * events are read by its staff-like roles. Only the back end (IAM) publishes events; onEvent is
 * for staff-like roles of the site it names (every site, when it names none: system and admin).
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule } from './types';

const SYSTEM = ['system'] as const;

export const rulesEngineRules: Record<string, FieldRule> = {
  'Query.actions': { who: 'roles', roles: SYSTEM },
  'Query.action': { who: 'roles', roles: SYSTEM },
  'Mutation.createAction': { who: 'roles', roles: SYSTEM },
  'Mutation.updateAction': { who: 'roles', roles: SYSTEM },
  'Mutation.removeAction': { who: 'roles', roles: SYSTEM },

  'Query.eventDefs': { who: 'roles', roles: SYSTEM },
  'Query.eventDef': { who: 'roles', roles: SYSTEM },
  'Mutation.createEventDef': { who: 'roles', roles: SYSTEM },
  'Mutation.updateEventDef': { who: 'roles', roles: SYSTEM },
  'Mutation.removeEventDef': { who: 'roles', roles: SYSTEM },

  'Query.things': { who: 'roles', roles: SYSTEM },
  'Query.thing': { who: 'roles', roles: SYSTEM },
  'Mutation.createThing': { who: 'roles', roles: SYSTEM },
  'Mutation.createThings': { who: 'roles', roles: SYSTEM },
  'Mutation.updateThing': { who: 'roles', roles: SYSTEM },
  'Mutation.removeThing': { who: 'roles', roles: SYSTEM },

  'Query.events': { who: 'roles', roles: STAFF_AND_UP, site: arg('site') },
  'Mutation.publishEvent': { who: 'roles', roles: [], backend: true },
  'Subscription.onEvent': { who: 'roles', roles: STAFF_AND_UP, backend: true, siteOrAll: arg('site') },
};
