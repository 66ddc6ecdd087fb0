/** Access rules of the accounts operations (spec section 7 "Auth") and notices. */
import { arg, type FieldRule, inInput, MANAGER_AND_UP, STAFF_AND_UP } from './types';

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
  'Subscription.onNotice': { who: 'roles', roles: STAFF_AND_UP, backend: true, site: arg('site') },
};
