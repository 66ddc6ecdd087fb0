/**
 * GraphQL documents of the user screens and the business setting. Constant strings only: data
 * always travels in variables.
 */
/** What every selection of a user asks for: who they are, their roles and classrooms (a constant, never data). */
export const USER_BASE_FIELDS = /* GraphQL */ `
  _id
  uid
  firstname
  lastname
  no
  tel
  email
  active
  verified
  role { user admin manager staff operator system distributor }
  spots { _id name }
  createdAt
  updatedAt
`;

/** A user in the user screens' lists and forms: with their site's name. */
const USER_ROW_FIELDS = /* GraphQL */ `${USER_BASE_FIELDS} site { _id name }`;

export const USERS_QUERY = /* GraphQL */ `
  query Users($page: Int, $perPage: Int!, $filter: UserFilter) {
    users(page: $page, perPage: $perPage, filter: $filter) { total data { ${USER_ROW_FIELDS} } }
  }
`;
export const USER_QUERY = /* GraphQL */ `
  query User($id: ID!) {
    user(id: $id) { ${USER_ROW_FIELDS} }
  }
`;
export const ADD_USER_MUTATION = /* GraphQL */ `
  mutation AddUser($input: UserInput!) {
    addUser(input: $input) { ${USER_ROW_FIELDS} }
  }
`;
export const PATCH_USER_MUTATION = /* GraphQL */ `
  mutation PatchUser($id: ID!, $input: UserPatch!) {
    patchUser(id: $id, input: $input) { ${USER_ROW_FIELDS} }
  }
`;
export const REMOVE_USER_MUTATION = /* GraphQL */ `
  mutation RemoveUser($id: ID!) {
    removeUser(id: $id) { success }
  }
`;
export const LINK_USER_TO_SITE_MUTATION = /* GraphQL */ `
  mutation LinkingUserToSite($id: ID!, $site: ID, $spots: [ID!]) {
    linkingUserToSite(id: $id, site: $site, spots: $spots) { ${USER_ROW_FIELDS} }
  }
`;
export const UPDATE_USER_ROLE_MUTATION = /* GraphQL */ `
  mutation UpdateUserRole($id: ID!, $role: RoleInput!) {
    updateUserRole(id: $id, role: $role) { ${USER_ROW_FIELDS} }
  }
`;
export const RESET_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ResetPassword($id: ID!, $password: String) {
    resetPassword(id: $id, password: $password) { password }
  }
`;
export const SET_SPOT_BUSINESS_MUTATION = /* GraphQL */ `
  mutation SetSpotBusiness($id: ID!, $count: Int!) {
    setSpotBusiness(id: $id, count: $count) { seats createdUsers renumberedUsers boundDevices }
  }
`;
