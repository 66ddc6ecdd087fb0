/**
 * The user operations of the schema (schema/users.graphql) and the business setting of a
 * classroom. Row types are the generated types of the documents. Constant documents: data
 * travels in variables.
 */
import type {
  AddUserMutation,
  AddUserMutationVariables,
  LinkingUserToSiteMutation,
  LinkingUserToSiteMutationVariables,
  PatchUserMutation,
  PatchUserMutationVariables,
  RemoveUserMutation,
  RemoveUserMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  SetSpotBusinessMutation,
  SetSpotBusinessMutationVariables,
  UpdateUserRoleMutation,
  UpdateUserRoleMutationVariables,
  UserFilter,
  UserInput,
  UserPatch,
  UserQuery,
  UserQueryVariables,
  UserRowFragment,
  UsersQuery,
  UsersQueryVariables,
} from '../generated/operations';
import { type Auth, request } from './client';
import type { PageArgs } from './page';
import { USER_BASE } from './userDocuments';

export type UserRow = UserRowFragment;

/** A user in the user screens' lists and forms: with their site's name. */
const USER_ROW = /* GraphQL */ `
  fragment UserRow on User { ...UserBase site { _id name } }
  ${USER_BASE}
`;

const USERS_QUERY = /* GraphQL */ `
  query Users($page: Int, $perPage: Int!, $filter: UserFilter) {
    users(page: $page, perPage: $perPage, filter: $filter) { total data { ...UserRow } }
  }
  ${USER_ROW}
`;
const USER_QUERY = /* GraphQL */ `
  query User($id: ID!) { user(id: $id) { ...UserRow } }
  ${USER_ROW}
`;
const ADD_USER_MUTATION = /* GraphQL */ `
  mutation AddUser($input: UserInput!) { addUser(input: $input) { ...UserRow } }
  ${USER_ROW}
`;
const PATCH_USER_MUTATION = /* GraphQL */ `
  mutation PatchUser($id: ID!, $input: UserPatch!) { patchUser(id: $id, input: $input) { ...UserRow } }
  ${USER_ROW}
`;
const REMOVE_USER_MUTATION = /* GraphQL */ `
  mutation RemoveUser($id: ID!) { removeUser(id: $id) { success } }
`;
const LINK_USER_TO_SITE_MUTATION = /* GraphQL */ `
  mutation LinkingUserToSite($id: ID!, $site: ID, $spots: [ID!]) {
    linkingUserToSite(id: $id, site: $site, spots: $spots) { ...UserRow }
  }
  ${USER_ROW}
`;
const UPDATE_USER_ROLE_MUTATION = /* GraphQL */ `
  mutation UpdateUserRole($id: ID!, $role: RoleInput!) {
    updateUserRole(id: $id, role: $role) { ...UserRow }
  }
  ${USER_ROW}
`;
const RESET_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ResetPassword($id: ID!, $password: String) {
    resetPassword(id: $id, password: $password) { password }
  }
`;
const SET_SPOT_BUSINESS_MUTATION = /* GraphQL */ `
  mutation SetSpotBusiness($id: ID!, $count: Int!) {
    setSpotBusiness(id: $id, count: $count) { seats createdUsers renumberedUsers boundDevices }
  }
`;

export const fetchUsers = async (auth: Auth, args: PageArgs<UserFilter>) =>
  (await request<UsersQuery, UsersQueryVariables>(USERS_QUERY, args, auth)).users;
export const fetchUser = async (auth: Auth, id: string) =>
  (await request<UserQuery, UserQueryVariables>(USER_QUERY, { id }, auth)).user;
export const addUser = async (auth: Auth, input: UserInput) =>
  (await request<AddUserMutation, AddUserMutationVariables>(ADD_USER_MUTATION, { input }, auth)).addUser;
export const patchUser = async (auth: Auth, id: string, input: UserPatch) =>
  (await request<PatchUserMutation, PatchUserMutationVariables>(PATCH_USER_MUTATION, { id, input }, auth))
    .patchUser;
export const removeUser = async (auth: Auth, id: string) =>
  (await request<RemoveUserMutation, RemoveUserMutationVariables>(REMOVE_USER_MUTATION, { id }, auth))
    .removeUser;
export const linkUserToSite = async (auth: Auth, args: LinkingUserToSiteMutationVariables) =>
  (
    await request<LinkingUserToSiteMutation, LinkingUserToSiteMutationVariables>(
      LINK_USER_TO_SITE_MUTATION,
      args,
      auth,
    )
  ).linkingUserToSite;
export const updateUserRole = async (auth: Auth, args: UpdateUserRoleMutationVariables) =>
  (
    await request<UpdateUserRoleMutation, UpdateUserRoleMutationVariables>(
      UPDATE_USER_ROLE_MUTATION,
      args,
      auth,
    )
  ).updateUserRole;
/** Without `password` the server generates one; either way it comes back once. */
export const resetPassword = async (auth: Auth, id: string) =>
  (
    await request<ResetPasswordMutation, ResetPasswordMutationVariables>(
      RESET_PASSWORD_MUTATION,
      { id },
      auth,
    )
  ).resetPassword;
export const setSpotBusiness = async (auth: Auth, id: string, count: number) =>
  (
    await request<SetSpotBusinessMutation, SetSpotBusinessMutationVariables>(
      SET_SPOT_BUSINESS_MUTATION,
      { id, count },
      auth,
    )
  ).setSpotBusiness;
