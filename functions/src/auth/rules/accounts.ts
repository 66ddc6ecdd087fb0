/** Access rules of the accounts operations (spec section 7 "Auth") and notices (staff, and an app for its own). */
import { MANAGER_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule, inInput } from './types';

export const accountRules: Record<string, FieldRule> = {
  'Query.version': { who: 'anyone' },
  'Query.me': { who: 'signedIn' },
  'Mutation.signup': { who: 'anyone' },
  'Mutation.signin': { who: 'anyone' },
  'Mutation.signout': { who: 'signedIn' },
  'Mutation.changePassword': { who: 'signedIn' },
  'Mutation.agreePolicy': { who: 'signedIn' },
  'Mutation.resetPassword': { who: 'roles', roles: MANAGER_AND_UP, user: arg('id'), outrankTarget: true },
  'Mutation.publishNotice': { who: 'roles', roles: STAFF_AND_UP, backend: true, site: inInput('site') },
  // A remote student's phone watches its own notices (its exit message) and its own class's
  // (question started or stopped, class ended), nothing else (docs/sessions.md).
  'Subscription.onNotice': {
    who: 'roles',
    roles: STAFF_AND_UP,
    backend: true,
    site: arg('site'),
    ownApp: arg('app'),
    ownClass: { site: arg('site'), spot: arg('spot') },
  },
};
