/**
 * The remote students' apps (by uuid) of the manage screens: list, read, create, update, remove.
 * Constant documents: data travels in variables.
 */
import type {
  AppInput,
  AppQuery,
  AppQueryVariables,
  AppRowFragment,
  AppsQuery,
  AppsQueryVariables,
  CreateAppMutation,
  CreateAppMutationVariables,
  RemoveAppMutation,
  RemoveAppMutationVariables,
  UpdateAppMutation,
  UpdateAppMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

export type AppRow = AppRowFragment;

const APP_ROW = /* GraphQL */ `
  fragment AppRow on App {
    _id uuid sn name description status active
    site { _id name } spot { _id name } user { _id uid firstname lastname }
    createdAt updatedAt
  }
`;

const APPS_QUERY = /* GraphQL */ `
  query Apps($page: Int, $perPage: Int!, $filter: AppFilter) {
    apps(page: $page, perPage: $perPage, filter: $filter) { total data { ...AppRow } }
  }
  ${APP_ROW}
`;
const APP_QUERY = /* GraphQL */ `
  query App($uuid: String!) { app(uuid: $uuid) { ...AppRow } }
  ${APP_ROW}
`;
const CREATE_APP = /* GraphQL */ `
  mutation CreateApp($input: AppInput!) { createApp(input: $input) { ...AppRow } }
  ${APP_ROW}
`;
const UPDATE_APP = /* GraphQL */ `
  mutation UpdateApp($uuid: String!, $input: AppInput!) { updateApp(uuid: $uuid, input: $input) { ...AppRow } }
  ${APP_ROW}
`;
const REMOVE_APP = /* GraphQL */ `
  mutation RemoveApp($uuid: String!) { removeApp(uuid: $uuid) { success } }
`;

export const fetchApps = async (auth: Auth, args: AppsQueryVariables) =>
  (await request<AppsQuery, AppsQueryVariables>(APPS_QUERY, args, auth)).apps;
export const fetchApp = async (auth: Auth, uuid: string) =>
  (await request<AppQuery, AppQueryVariables>(APP_QUERY, { uuid }, auth)).app;
export const createApp = async (auth: Auth, input: AppInput) =>
  (await request<CreateAppMutation, CreateAppMutationVariables>(CREATE_APP, { input }, auth)).createApp;
export const updateApp = async (auth: Auth, uuid: string, input: AppInput) =>
  (await request<UpdateAppMutation, UpdateAppMutationVariables>(UPDATE_APP, { uuid, input }, auth)).updateApp;
export const removeApp = async (auth: Auth, uuid: string) =>
  (await request<RemoveAppMutation, RemoveAppMutationVariables>(REMOVE_APP, { uuid }, auth)).removeApp;
