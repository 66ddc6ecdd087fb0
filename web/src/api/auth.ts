/** The account operations of schema.graphql, typed with the generated types. */
import type {
  AuthPayload,
  MutationChangePasswordArgs,
  MutationSigninArgs,
  MutationSignupArgs,
  Success,
  User,
} from '../generated/graphql';
import { request } from './client';
import {
  AGREE_POLICY_MUTATION,
  CHANGE_PASSWORD_MUTATION,
  ME_QUERY,
  SIGNIN_MUTATION,
  SIGNOUT_MUTATION,
  SIGNUP_MUTATION,
} from './documents';

export async function signin(variables: MutationSigninArgs): Promise<AuthPayload> {
  const data = await request<{ signin: AuthPayload }, MutationSigninArgs>(SIGNIN_MUTATION, variables, null);
  return data.signin;
}

export async function signup(variables: MutationSignupArgs): Promise<AuthPayload> {
  const data = await request<{ signup: AuthPayload }, MutationSignupArgs>(SIGNUP_MUTATION, variables, null);
  return data.signup;
}

export async function fetchMe(token: string): Promise<User> {
  const data = await request<{ me: User }>(ME_QUERY, {}, { token });
  return data.me;
}

export async function signout(token: string): Promise<Success> {
  const data = await request<{ signout: Success }>(SIGNOUT_MUTATION, {}, { token });
  return data.signout;
}

export async function changePassword(token: string, variables: MutationChangePasswordArgs): Promise<Success> {
  const data = await request<{ changePassword: Success }, MutationChangePasswordArgs>(
    CHANGE_PASSWORD_MUTATION,
    variables,
    { token },
  );
  return data.changePassword;
}

export async function agreePolicy(token: string): Promise<User> {
  const data = await request<{ agreePolicy: User }>(AGREE_POLICY_MUTATION, {}, { token });
  return data.agreePolicy;
}
