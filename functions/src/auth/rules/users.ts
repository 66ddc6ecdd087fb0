/**
 * Access rules of the user administration and the business setting (spec sections 6 and 7
 * "Users"). The target user is checked here (same tenant, outranked); the site a user is put
 * on, the classroom of a student list and the roles granted are checked by the services,
 * because those arguments are optional or need the records themselves.
 */
import { DISTRIBUTOR_AND_UP, MANAGER_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule, inInput } from './types';

const onUser = { user: arg('id'), outrankTarget: true } as const;

export const userRules: Record<string, FieldRule> = {
  // Lists are scoped to the caller's tenant by the service (auth/tenancy.ts).
  'Query.users': { who: 'roles', roles: STAFF_AND_UP },
  'Query.user': { who: 'roles', roles: STAFF_AND_UP, user: arg('id') },
  // The site is optional (system and admin may create users on no site): the service checks it.
  'Mutation.addUser': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.updateUser': { who: 'roles', roles: MANAGER_AND_UP, ...onUser },
  'Mutation.patchUser': { who: 'roles', roles: MANAGER_AND_UP, ...onUser },
  'Mutation.removeUser': { who: 'roles', roles: MANAGER_AND_UP, ...onUser },
  'Mutation.updateUserRole': { who: 'roles', roles: MANAGER_AND_UP, ...onUser },
  'Mutation.linkingUserToSite': { who: 'roles', roles: DISTRIBUTOR_AND_UP, ...onUser },
  // Teachers (staff included) save their classroom's students; the service checks spot and site agree.
  'Mutation.modifyUsers': { who: 'roles', roles: STAFF_AND_UP, spot: inInput('spot') },
  // The roster import fills a classroom like the student list: the same roles, the classroom's tenant.
  'Mutation.importRoster': { who: 'roles', roles: STAFF_AND_UP, spot: inInput('spot') },
  'Mutation.setSpotBusiness': { who: 'roles', roles: MANAGER_AND_UP, spot: arg('id') },
};
