/**
 * Tokens, countdown sounds, messages and device/scanner reports (docs/system-data.md). A token's
 * value is masked in every answer but createToken's. Constant documents: data travels in variables.
 */
import type {
  CatalogFilter,
  Countdown,
  CountdownInput,
  CountdownPatch,
  DeviceData,
  DeviceDataFilter,
  DeviceDataInfo,
  Message,
  MessageFilter,
  MessageInput,
  MessagePatch,
  Ref,
  Success,
  Token,
  TokenInput,
  UserRef,
} from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';

type Stamps = 'createdAt' | 'updatedAt';

export type TokenRow = Pick<
  Token,
  '_id' | 'value' | 'name' | 'description' | 'using' | 'env' | 'duedate' | Stamps
>;
export type CountdownRow = Pick<Countdown, '_id' | 'name' | 'category' | 'size' | 'path' | Stamps>;
export type MessageRow = Pick<Message, '_id' | 'text' | Stamps> & { site: Ref | null };
export type DeviceReportRow = Pick<DeviceData, '_id' | 'device' | 'createdAt'> & {
  user: Pick<UserRef, '_id' | 'uid'> | null;
  data: Pick<DeviceDataInfo, 'model' | 'mac' | 'scid' | 'version' | 'ssid' | 'wifiPasswordSet'> | null;
};

const TOKEN = '_id value name description using env duedate createdAt updatedAt';
const COUNTDOWN = '_id name category size path createdAt updatedAt';
const MESSAGE = '_id text site { _id name } createdAt updatedAt';
const REPORT = '_id device user { _id uid } data { model mac scid version ssid wifiPasswordSet } createdAt';

const TOKENS_QUERY = `query Tokens($page: Int, $perPage: Int!, $filter: CatalogFilter) {
  tokens(page: $page, perPage: $perPage, filter: $filter) { total data { ${TOKEN} } } }`;
const TOKEN_QUERY = `query Token($id: ID!) { token(id: $id) { ${TOKEN} } }`;
const CREATE_TOKEN = `mutation CreateToken($input: TokenInput!) { createToken(input: $input) { ${TOKEN} } }`;
const UPDATE_TOKEN = `mutation UpdateToken($id: ID!, $input: TokenInput!) { updateToken(id: $id, input: $input) { ${TOKEN} } }`;
const REMOVE_TOKEN = 'mutation RemoveToken($id: ID!) { removeToken(id: $id) { success } }';

const COUNTDOWNS_QUERY = `query Countdowns($page: Int, $perPage: Int!, $filter: CatalogFilter) {
  countdowns(page: $page, perPage: $perPage, filter: $filter) { total data { ${COUNTDOWN} } } }`;
const CREATE_COUNTDOWN = `mutation CreateCountdown($input: CountdownInput!) { createCountdown(input: $input) { ${COUNTDOWN} } }`;
const UPDATE_COUNTDOWN = `mutation UpdateCountdown($id: ID!, $input: CountdownPatch!) { updateCountdown(id: $id, input: $input) { ${COUNTDOWN} } }`;
const REMOVE_COUNTDOWN = 'mutation RemoveCountdown($id: ID!) { removeCountdown(id: $id) { success } }';

const MESSAGES_QUERY = `query Messages($page: Int, $perPage: Int!, $filter: MessageFilter) {
  messages(page: $page, perPage: $perPage, filter: $filter) { total data { ${MESSAGE} } } }`;
const CREATE_MESSAGE = `mutation CreateMessage($input: MessageInput!) { createMessage(input: $input) { ${MESSAGE} } }`;
const PATCH_MESSAGE = `mutation PatchMessage($id: ID!, $input: MessagePatch!) { patchMessage(id: $id, input: $input) { ${MESSAGE} } }`;
const REMOVE_MESSAGE = 'mutation RemoveMessage($id: ID!) { removeMessage(id: $id) { success } }';

const DEVICE_DATAS_QUERY = `query DeviceDatas($page: Int, $perPage: Int!, $filter: DeviceDataFilter) {
  deviceDatas(page: $page, perPage: $perPage, filter: $filter) { total data { ${REPORT} } } }`;
const SCANNER_DATAS_QUERY = `query ScannerDatas($page: Int, $perPage: Int!, $filter: DeviceDataFilter) {
  scannerDatas(page: $page, perPage: $perPage, filter: $filter) { total data { ${REPORT} } } }`;

export const fetchTokens = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<TokenRow>>(auth, TOKENS_QUERY, 'tokens', args);
export const fetchToken = (auth: Auth, id: string) =>
  callField<TokenRow | null>(auth, TOKEN_QUERY, 'token', { id });
/** The answer holds the value in clear: the only time it is ever shown. */
export const createToken = (auth: Auth, input: TokenInput) =>
  callField<TokenRow>(auth, CREATE_TOKEN, 'createToken', { input });
export const updateToken = (auth: Auth, id: string, input: TokenInput) =>
  callField<TokenRow>(auth, UPDATE_TOKEN, 'updateToken', { id, input });
export const removeToken = (auth: Auth, id: string) =>
  callField<Success>(auth, REMOVE_TOKEN, 'removeToken', { id });

export const fetchCountdowns = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<CountdownRow>>(auth, COUNTDOWNS_QUERY, 'countdowns', args);
export const createCountdown = (auth: Auth, input: CountdownInput) =>
  callField<CountdownRow>(auth, CREATE_COUNTDOWN, 'createCountdown', { input });
export const updateCountdown = (auth: Auth, id: string, input: CountdownPatch) =>
  callField<CountdownRow>(auth, UPDATE_COUNTDOWN, 'updateCountdown', { id, input });
export const removeCountdown = (auth: Auth, id: string) =>
  callField<Success>(auth, REMOVE_COUNTDOWN, 'removeCountdown', { id });

export const fetchMessages = (auth: Auth, args: PageArgs<MessageFilter>) =>
  callField<Page<MessageRow>>(auth, MESSAGES_QUERY, 'messages', args);
export const createMessage = (auth: Auth, input: MessageInput) =>
  callField<MessageRow>(auth, CREATE_MESSAGE, 'createMessage', { input });
export const patchMessage = (auth: Auth, id: string, input: MessagePatch) =>
  callField<MessageRow>(auth, PATCH_MESSAGE, 'patchMessage', { id, input });
export const removeMessage = (auth: Auth, id: string) =>
  callField<Success>(auth, REMOVE_MESSAGE, 'removeMessage', { id });

export const fetchDeviceDatas = (auth: Auth, args: PageArgs<DeviceDataFilter>) =>
  callField<Page<DeviceReportRow>>(auth, DEVICE_DATAS_QUERY, 'deviceDatas', args);
export const fetchScannerDatas = (auth: Auth, args: PageArgs<DeviceDataFilter>) =>
  callField<Page<DeviceReportRow>>(auth, SCANNER_DATAS_QUERY, 'scannerDatas', args);
