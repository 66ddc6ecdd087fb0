/**
 * The account operations of schema/auth.graphql: sign-in, sign-up, the signed-in user (me), sign-out,
 * the password change and the policy agreement. Constant documents: data travels in variables.
 */
import type {
  AgreePolicyMutation,
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  MeQuery,
  SignedInUserFragment,
  SigninMutation,
  SigninMutationVariables,
  SignoutMutation,
  SignoutMutationVariables,
  SignupMutation,
  SignupMutationVariables,
} from '../generated/operations';
import { request } from './client';
import { USER_BASE } from './userDocuments';

/** The signed-in user as the shell keeps it (storage, mode, wording, menus). */
export type SignedInUser = SignedInUserFragment;
/** What signing in or up returns: the token and the user. */
export type SignedInPayload = SigninMutation['signin'];

// Who the user is, their roles and classrooms, their agreement, and the distributor of their
// site (else their own, for a distributor without a site), whose title and wording set the
// console's mode and texts (auth/mode.ts).
const SIGNED_IN_USER = /* GraphQL */ `
  fragment SignedInUser on User {
    ...UserBase
    private_policy { agree date }
    dist { _id title translations }
    site { _id name category { _id title } dist { _id title translations } }
  }
  ${USER_BASE}
`;

const ME_QUERY = /* GraphQL */ `
  query Me { me { ...SignedInUser } }
  ${SIGNED_IN_USER}
`;
const SIGNIN_MUTATION = /* GraphQL */ `
  mutation Signin($uid: String!, $password: String!) {
    signin(uid: $uid, password: $password) { token user { ...SignedInUser } }
  }
  ${SIGNED_IN_USER}
`;
const SIGNUP_MUTATION = /* GraphQL */ `
  mutation Signup($input: SignupInput!) {
    signup(input: $input) { token user { ...SignedInUser } }
  }
  ${SIGNED_IN_USER}
`;
const SIGNOUT_MUTATION = /* GraphQL */ `
  mutation Signout($device: String, $app: String) {
    signout(device: $device, app: $app) { success }
  }
`;
const CHANGE_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) { success }
  }
`;
const AGREE_POLICY_MUTATION = /* GraphQL */ `
  mutation AgreePolicy { agreePolicy { ...SignedInUser } }
  ${SIGNED_IN_USER}
`;

export async function signin(variables: SigninMutationVariables): Promise<SignedInPayload> {
  return (await request<SigninMutation, SigninMutationVariables>(SIGNIN_MUTATION, variables, null)).signin;
}

export async function signup(variables: SignupMutationVariables): Promise<SignedInPayload> {
  return (await request<SignupMutation, SignupMutationVariables>(SIGNUP_MUTATION, variables, null)).signup;
}

export async function fetchMe(token: string): Promise<SignedInUser> {
  return (await request<MeQuery>(ME_QUERY, {}, { token })).me;
}

export async function signout(token: string) {
  return (await request<SignoutMutation, SignoutMutationVariables>(SIGNOUT_MUTATION, {}, { token })).signout;
}

export async function changePassword(token: string, variables: ChangePasswordMutationVariables) {
  return (
    await request<ChangePasswordMutation, ChangePasswordMutationVariables>(
      CHANGE_PASSWORD_MUTATION,
      variables,
      { token },
    )
  ).changePassword;
}

export async function agreePolicy(token: string): Promise<SignedInUser> {
  return (await request<AgreePolicyMutation>(AGREE_POLICY_MUTATION, {}, { token })).agreePolicy;
}
