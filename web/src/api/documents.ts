/**
 * GraphQL documents of the console. Constant strings only: data always travels in variables.
 */
import { USER_BASE_FIELDS } from './userDocuments';

// The signed-in user as the shell needs them: the shared fields with their agreement, distributor
// and site (a constant, never data).
const USER_FIELDS = /* GraphQL */ `${USER_BASE_FIELDS}
  private_policy { agree date }
  dist { _id title translations }
  site { _id name category { _id title } dist { _id title translations } }
`;

export const ME_QUERY = /* GraphQL */ `
  query Me {
    me { ${USER_FIELDS} }
  }
`;

export const SIGNIN_MUTATION = /* GraphQL */ `
  mutation Signin($uid: String!, $password: String!) {
    signin(uid: $uid, password: $password) { token user { ${USER_FIELDS} } }
  }
`;

export const SIGNUP_MUTATION = /* GraphQL */ `
  mutation Signup($input: SignupInput!) {
    signup(input: $input) { token user { ${USER_FIELDS} } }
  }
`;

export const SIGNOUT_MUTATION = /* GraphQL */ `
  mutation Signout($device: String, $app: String) {
    signout(device: $device, app: $app) { success }
  }
`;

export const CHANGE_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) { success }
  }
`;

export const AGREE_POLICY_MUTATION = /* GraphQL */ `
  mutation AgreePolicy {
    agreePolicy { ${USER_FIELDS} }
  }
`;
