/** The user operations of schema.graphql and the business setting of a classroom. */
import type {
  BusinessSettingResult,
  MutationLinkingUserToSiteArgs,
  MutationUpdateUserRoleArgs,
  Ref,
  Role,
  Success,
  User,
  UserFilter,
  UserInput,
  UserPatch,
} from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';
import * as docs from './userDocuments';

type Stamps = 'createdAt' | 'updatedAt';
export type UserRow = Pick<
  User,
  '_id' | 'uid' | 'firstname' | 'lastname' | 'no' | 'tel' | 'email' | 'active' | 'verified' | Stamps
> & {
  role: Omit<Role, '__typename'>;
  site: Pick<Ref, '_id' | 'name'> | null;
  spots: Pick<Ref, '_id' | 'name'>[];
};

export const fetchUsers = (auth: Auth, args: PageArgs<UserFilter>) =>
  callField<Page<UserRow>>(auth, docs.USERS_QUERY, 'users', args);
export const fetchUser = (auth: Auth, id: string) =>
  callField<UserRow | null>(auth, docs.USER_QUERY, 'user', { id });
export const addUser = (auth: Auth, input: UserInput) =>
  callField<UserRow>(auth, docs.ADD_USER_MUTATION, 'addUser', { input });
export const patchUser = (auth: Auth, id: string, input: UserPatch) =>
  callField<UserRow>(auth, docs.PATCH_USER_MUTATION, 'patchUser', { id, input });
export const removeUser = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_USER_MUTATION, 'removeUser', { id });
export const linkUserToSite = (auth: Auth, args: MutationLinkingUserToSiteArgs) =>
  callField<UserRow>(auth, docs.LINK_USER_TO_SITE_MUTATION, 'linkingUserToSite', args);
export const updateUserRole = (auth: Auth, args: MutationUpdateUserRoleArgs) =>
  callField<UserRow>(auth, docs.UPDATE_USER_ROLE_MUTATION, 'updateUserRole', args);
/** Without `password` the server generates one; either way it comes back once. */
export const resetPassword = (auth: Auth, id: string) =>
  callField<{ password: string }>(auth, docs.RESET_PASSWORD_MUTATION, 'resetPassword', { id });
export const setSpotBusiness = (auth: Auth, id: string, count: number) =>
  callField<BusinessSettingResult>(auth, docs.SET_SPOT_BUSINESS_MUTATION, 'setSpotBusiness', { id, count });
