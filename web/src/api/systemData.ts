/**
 * Tokens, countdown sounds, messages and device/scanner reports (docs/system-data.md). A token's
 * value is masked in every answer but createToken's. Row types are the fragments' generated
 * types. Constant documents: data travels in variables.
 */
import type {
  CatalogFilter,
  CountdownInput,
  CountdownPatch,
  CountdownRowFragment,
  CountdownsQuery,
  CountdownsQueryVariables,
  CreateCountdownMutation,
  CreateCountdownMutationVariables,
  CreateMessageMutation,
  CreateMessageMutationVariables,
  CreateTokenMutation,
  CreateTokenMutationVariables,
  DeviceDataFilter,
  DeviceDatasQuery,
  DeviceDatasQueryVariables,
  DeviceReportRowFragment,
  MessageFilter,
  MessageInput,
  MessagePatch,
  MessageRowFragment,
  MessagesQuery,
  MessagesQueryVariables,
  PatchMessageMutation,
  PatchMessageMutationVariables,
  RemoveCountdownMutation,
  RemoveCountdownMutationVariables,
  RemoveMessageMutation,
  RemoveMessageMutationVariables,
  RemoveTokenMutation,
  RemoveTokenMutationVariables,
  ScannerDatasQuery,
  ScannerDatasQueryVariables,
  ScannerReportRowFragment,
  TokenInput,
  TokenQuery,
  TokenQueryVariables,
  TokenRowFragment,
  TokensQuery,
  TokensQueryVariables,
  UpdateCountdownMutation,
  UpdateCountdownMutationVariables,
  UpdateTokenMutation,
  UpdateTokenMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';
import type { PageArgs } from './page';

export type TokenRow = TokenRowFragment;
export type CountdownRow = CountdownRowFragment;
export type MessageRow = MessageRowFragment;
/** A button's or a scanner's report: the two lists read the same fields. */
export type DeviceReportRow = DeviceReportRowFragment | ScannerReportRowFragment;

const TOKEN = /* GraphQL */ `
  fragment TokenRow on Token { _id value name description using env duedate createdAt updatedAt }
`;
const COUNTDOWN = /* GraphQL */ `
  fragment CountdownRow on Countdown { _id name category size path createdAt updatedAt }
`;
const MESSAGE = /* GraphQL */ `
  fragment MessageRow on Message { _id text site { _id name } createdAt updatedAt }
`;
// Buttons' and scanners' reports are two schema types with the same fields, so two fragments
// (a fragment names one type) that share what the device said about itself.
const REPORT_INFO = /* GraphQL */ `
  fragment ReportInfo on DeviceDataInfo { model mac scid version ssid wifiPasswordSet }
`;
const DEVICE_REPORT = /* GraphQL */ `
  fragment DeviceReportRow on DeviceData {
    _id device user { _id uid firstname lastname } data { ...ReportInfo } createdAt updatedAt
  }
  ${REPORT_INFO}
`;
const SCANNER_REPORT = /* GraphQL */ `
  fragment ScannerReportRow on ScannerData {
    _id device user { _id uid firstname lastname } data { ...ReportInfo } createdAt updatedAt
  }
  ${REPORT_INFO}
`;

const TOKENS_QUERY = /* GraphQL */ `
  query Tokens($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    tokens(page: $page, perPage: $perPage, filter: $filter) { total data { ...TokenRow } }
  }
  ${TOKEN}
`;
const TOKEN_QUERY = /* GraphQL */ `
  query Token($id: ID!) { token(id: $id) { ...TokenRow } }
  ${TOKEN}
`;
const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($input: TokenInput!) { createToken(input: $input) { ...TokenRow } }
  ${TOKEN}
`;
const UPDATE_TOKEN = /* GraphQL */ `
  mutation UpdateToken($id: ID!, $input: TokenInput!) { updateToken(id: $id, input: $input) { ...TokenRow } }
  ${TOKEN}
`;
const REMOVE_TOKEN = /* GraphQL */ `
  mutation RemoveToken($id: ID!) { removeToken(id: $id) { success } }
`;

const COUNTDOWNS_QUERY = /* GraphQL */ `
  query Countdowns($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    countdowns(page: $page, perPage: $perPage, filter: $filter) { total data { ...CountdownRow } }
  }
  ${COUNTDOWN}
`;
const CREATE_COUNTDOWN = /* GraphQL */ `
  mutation CreateCountdown($input: CountdownInput!) { createCountdown(input: $input) { ...CountdownRow } }
  ${COUNTDOWN}
`;
const UPDATE_COUNTDOWN = /* GraphQL */ `
  mutation UpdateCountdown($id: ID!, $input: CountdownPatch!) {
    updateCountdown(id: $id, input: $input) { ...CountdownRow }
  }
  ${COUNTDOWN}
`;
const REMOVE_COUNTDOWN = /* GraphQL */ `
  mutation RemoveCountdown($id: ID!) { removeCountdown(id: $id) { success } }
`;

const MESSAGES_QUERY = /* GraphQL */ `
  query Messages($page: Int, $perPage: Int!, $filter: MessageFilter) {
    messages(page: $page, perPage: $perPage, filter: $filter) { total data { ...MessageRow } }
  }
  ${MESSAGE}
`;
const CREATE_MESSAGE = /* GraphQL */ `
  mutation CreateMessage($input: MessageInput!) { createMessage(input: $input) { ...MessageRow } }
  ${MESSAGE}
`;
const PATCH_MESSAGE = /* GraphQL */ `
  mutation PatchMessage($id: ID!, $input: MessagePatch!) { patchMessage(id: $id, input: $input) { ...MessageRow } }
  ${MESSAGE}
`;
const REMOVE_MESSAGE = /* GraphQL */ `
  mutation RemoveMessage($id: ID!) { removeMessage(id: $id) { success } }
`;

const DEVICE_DATAS_QUERY = /* GraphQL */ `
  query DeviceDatas($page: Int, $perPage: Int!, $filter: DeviceDataFilter) {
    deviceDatas(page: $page, perPage: $perPage, filter: $filter) { total data { ...DeviceReportRow } }
  }
  ${DEVICE_REPORT}
`;
const SCANNER_DATAS_QUERY = /* GraphQL */ `
  query ScannerDatas($page: Int, $perPage: Int!, $filter: DeviceDataFilter) {
    scannerDatas(page: $page, perPage: $perPage, filter: $filter) { total data { ...ScannerReportRow } }
  }
  ${SCANNER_REPORT}
`;

export const fetchTokens = async (auth: Auth, args: PageArgs<CatalogFilter>) =>
  (await request<TokensQuery, TokensQueryVariables>(TOKENS_QUERY, args, auth)).tokens;
export const fetchToken = async (auth: Auth, id: string) =>
  (await request<TokenQuery, TokenQueryVariables>(TOKEN_QUERY, { id }, auth)).token;
/** The answer holds the value in clear: the only time it is ever shown. */
export const createToken = async (auth: Auth, input: TokenInput) =>
  (await request<CreateTokenMutation, CreateTokenMutationVariables>(CREATE_TOKEN, { input }, auth))
    .createToken;
export const updateToken = async (auth: Auth, id: string, input: TokenInput) =>
  (await request<UpdateTokenMutation, UpdateTokenMutationVariables>(UPDATE_TOKEN, { id, input }, auth))
    .updateToken;
export const removeToken = async (auth: Auth, id: string) =>
  (await request<RemoveTokenMutation, RemoveTokenMutationVariables>(REMOVE_TOKEN, { id }, auth)).removeToken;

export const fetchCountdowns = async (auth: Auth, args: PageArgs<CatalogFilter>) =>
  (await request<CountdownsQuery, CountdownsQueryVariables>(COUNTDOWNS_QUERY, args, auth)).countdowns;
export const createCountdown = async (auth: Auth, input: CountdownInput) =>
  (
    await request<CreateCountdownMutation, CreateCountdownMutationVariables>(
      CREATE_COUNTDOWN,
      { input },
      auth,
    )
  ).createCountdown;
export const updateCountdown = async (auth: Auth, id: string, input: CountdownPatch) =>
  (
    await request<UpdateCountdownMutation, UpdateCountdownMutationVariables>(
      UPDATE_COUNTDOWN,
      { id, input },
      auth,
    )
  ).updateCountdown;
export const removeCountdown = async (auth: Auth, id: string) =>
  (await request<RemoveCountdownMutation, RemoveCountdownMutationVariables>(REMOVE_COUNTDOWN, { id }, auth))
    .removeCountdown;

export const fetchMessages = async (auth: Auth, args: PageArgs<MessageFilter>) =>
  (await request<MessagesQuery, MessagesQueryVariables>(MESSAGES_QUERY, args, auth)).messages;
export const createMessage = async (auth: Auth, input: MessageInput) =>
  (await request<CreateMessageMutation, CreateMessageMutationVariables>(CREATE_MESSAGE, { input }, auth))
    .createMessage;
export const patchMessage = async (auth: Auth, id: string, input: MessagePatch) =>
  (await request<PatchMessageMutation, PatchMessageMutationVariables>(PATCH_MESSAGE, { id, input }, auth))
    .patchMessage;
export const removeMessage = async (auth: Auth, id: string) =>
  (await request<RemoveMessageMutation, RemoveMessageMutationVariables>(REMOVE_MESSAGE, { id }, auth))
    .removeMessage;

export const fetchDeviceDatas = async (auth: Auth, args: PageArgs<DeviceDataFilter>) =>
  (await request<DeviceDatasQuery, DeviceDatasQueryVariables>(DEVICE_DATAS_QUERY, args, auth)).deviceDatas;
export const fetchScannerDatas = async (auth: Auth, args: PageArgs<DeviceDataFilter>) =>
  (await request<ScannerDatasQuery, ScannerDatasQueryVariables>(SCANNER_DATAS_QUERY, args, auth))
    .scannerDatas;
