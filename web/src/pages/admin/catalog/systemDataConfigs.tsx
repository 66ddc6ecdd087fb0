/**
 * Screens of the system data (docs/system-data.md): tokens under /admin/system/setting/token
 * (the value shown once after creation, masked afterwards), and under /admin/manage/setting
 * messages, countdown sounds (an uploaded audio file under a name) and the read-only device and
 * scanner reports.
 */

import { serverFilter } from '../../../admin/components/filterRules';
import { formatDateTime, personName } from '../../../admin/components/format';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import { type CrudConfig, type FormValues, flag, requiredText, text } from '../../../admin/crud/crudConfig';
import type { Page } from '../../../api/page';
import {
  type CountdownRow,
  createCountdown,
  createMessage,
  createToken,
  type DeviceReportRow,
  fetchCountdowns,
  fetchDeviceDatas,
  fetchMessages,
  fetchScannerDatas,
  fetchToken,
  fetchTokens,
  type MessageRow,
  patchMessage,
  removeCountdown,
  removeMessage,
  removeToken,
  type TokenRow,
  updateCountdown,
  updateToken,
} from '../../../api/systemData';
import type { TokenInput } from '../../../generated/graphql';
import { CountdownFileField } from './CountdownFileField';
import { rememberFreshToken } from './freshTokens';
import { manageDetailPath, stampItems, systemDetailPath, systemListPath } from './stamps';

const Q = ['q'] as const;
const MESSAGE_FILTERS = ['q', 'site'] as const;
const manageListPath = (type: string) => `/admin/manage/setting/${type}`;

/** Types without a single-record query: the detail finds the record in the list's first page. */
async function findIn<Row>(page: Promise<Page<Row>>, match: (row: Row) => boolean): Promise<Row | null> {
  return (await page).data.find(match) ?? null;
}

/** A date input value (YYYY-MM-DD) as the end of that day in UTC, blank as none. */
export function duedateInput(value: string | null): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.000Z` : value;
}

export function tokenInput(values: FormValues): TokenInput {
  return {
    name: requiredText(values, 'name'),
    description: text(values, 'description'),
    env: text(values, 'env'),
    using: flag(values, 'using'),
    duedate: duedateInput(text(values, 'duedate')),
  };
}

export const tokenConfig: CrudConfig<TokenRow> = {
  type: 'token',
  labelKey: 'TOKEN',
  queryKey: 'tokens',
  idOf: (token) => token._id,
  titleOf: (token) => token.name,
  columns: [
    { id: 'name', labelKey: 'NAME', cell: (token) => token.name },
    { id: 'value', labelKey: 'SYSDATA_TOKEN_VALUE', cell: (token) => token.value },
    { id: 'env', labelKey: 'SYSDATA_TOKEN_ENV', cell: (token) => token.env },
    {
      id: 'using',
      labelKey: 'SYSDATA_TOKEN_USING',
      cell: (token, { t }) => t(token.using ? 'SYSDATA_YES' : 'SYSDATA_NO'),
    },
  ],
  filters: Q,
  fields: [
    { name: 'name', labelKey: 'NAME', required: true },
    { name: 'env', labelKey: 'SYSDATA_TOKEN_ENV' },
    { name: 'duedate', labelKey: 'SYSDATA_TOKEN_DUEDATE' },
    { name: 'using', labelKey: 'SYSDATA_TOKEN_USING', kind: 'toggle' },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
  ],
  valuesOf: (token) => ({
    name: token?.name ?? '',
    env: token?.env ?? '',
    duedate: token?.duedate?.slice(0, 10) ?? '',
    using: token?.using ?? true,
    description: token?.description ?? '',
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchTokens(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchToken,
  create: async (auth, values) => {
    const created = await createToken(auth, tokenInput(values));
    // The only answer with the clear value: the detail opened next shows it once.
    rememberFreshToken(created._id, created.value);
    return created;
  },
  update: (auth, token, values) => updateToken(auth, token._id, tokenInput(values)),
  remove: (auth, token) => removeToken(auth, token._id),
  detailItems: (token, texts) => [
    { label: texts.t('NAME'), value: token.name, testId: 'name' },
    { label: texts.t('SYSDATA_TOKEN_VALUE'), value: token.value, testId: 'value' },
    { label: texts.t('SYSDATA_TOKEN_ENV'), value: token.env },
    { label: texts.t('SYSDATA_TOKEN_DUEDATE'), value: formatDateTime(token.duedate, texts.language) },
    { label: texts.t('SYSDATA_TOKEN_USING'), value: texts.t(token.using ? 'SYSDATA_YES' : 'SYSDATA_NO') },
    { label: texts.t('DESCRIPTION'), value: token.description },
    ...stampItems(token, texts),
  ],
  detailPath: (id) => systemDetailPath('token', id),
  listPath: systemListPath('token'),
};

export const messageConfig: CrudConfig<MessageRow> = {
  type: 'message',
  labelKey: 'MESSAGE',
  queryKey: 'messages',
  idOf: (message) => message._id,
  titleOf: (message) => message.text.slice(0, 40),
  columns: [
    { id: 'text', labelKey: 'SYSDATA_MESSAGE_TEXT', cell: (message) => message.text },
    { id: 'site', labelKey: 'SITE', cell: (message) => message.site?.name },
    {
      id: 'createdAt',
      labelKey: 'CREATED_AT',
      cell: (message, { language }) => formatDateTime(message.createdAt, language),
    },
  ],
  filters: MESSAGE_FILTERS,
  fields: [
    { name: 'site', labelKey: 'SITE', kind: 'site', required: true, fixed: true },
    { name: 'text', labelKey: 'SYSDATA_MESSAGE_TEXT', kind: 'textarea', required: true },
  ],
  valuesOf: (message) => ({ site: message?.site?._id ?? '', text: message?.text ?? '' }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchMessages(auth, { page, perPage, filter: serverFilter(filter, MESSAGE_FILTERS) }),
  fetchOne: (auth, id) =>
    findIn(fetchMessages(auth, { page: 0, perPage: MAX_PAGE_SIZE }), (message) => message._id === id),
  create: (auth, values) =>
    createMessage(auth, { site: requiredText(values, 'site'), text: requiredText(values, 'text') }),
  update: (auth, message, values) => patchMessage(auth, message._id, { text: requiredText(values, 'text') }),
  remove: (auth, message) => removeMessage(auth, message._id),
  detailItems: (message, texts) => [
    { label: texts.t('SYSDATA_MESSAGE_TEXT'), value: message.text, testId: 'text' },
    { label: texts.w('SITE'), value: message.site?.name, testId: 'site' },
    ...stampItems(message, texts),
  ],
  detailPath: (id) => manageDetailPath('message', id),
  listPath: manageListPath('message'),
};

export const countdownConfig: CrudConfig<CountdownRow> = {
  type: 'countdown',
  labelKey: 'COUNTDOWN',
  queryKey: 'countdowns',
  idOf: (countdown) => countdown._id,
  titleOf: (countdown) => countdown.name,
  columns: [
    { id: 'name', labelKey: 'NAME', cell: (countdown) => countdown.name },
    { id: 'category', labelKey: 'CATEGORY', cell: (countdown) => countdown.category },
    { id: 'size', labelKey: 'SYSDATA_COUNTDOWN_SIZE', cell: (countdown) => countdown.size },
    {
      id: 'play',
      labelKey: 'SYSDATA_COUNTDOWN_PLAY',
      // biome-ignore lint/a11y/useMediaCaption: a countdown sound has no captions to offer
      cell: (countdown) => <audio controls preload="none" src={countdown.path} />,
    },
  ],
  filters: Q,
  fields: [
    { name: 'name', labelKey: 'NAME', required: true },
    { name: 'category', labelKey: 'CATEGORY' },
    {
      name: 'file',
      labelKey: 'SYSDATA_COUNTDOWN_FILE',
      required: true,
      fixed: true,
      render: CountdownFileField,
    },
  ],
  // An existing countdown keeps its file: the field shows its name and offers no upload.
  valuesOf: (countdown) => ({
    name: countdown?.name ?? '',
    category: countdown?.category ?? '',
    file: countdown ? countdown._id : '',
    fileName: countdown ? countdown.path.split('/').pop() : '',
    locked: Boolean(countdown),
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchCountdowns(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: (auth, id) =>
    findIn(fetchCountdowns(auth, { page: 0, perPage: MAX_PAGE_SIZE }), (countdown) => countdown._id === id),
  create: (auth, values) =>
    createCountdown(auth, {
      name: requiredText(values, 'name'),
      category: text(values, 'category'),
      file: requiredText(values, 'file'),
    }),
  update: (auth, countdown, values) =>
    updateCountdown(auth, countdown._id, {
      name: requiredText(values, 'name'),
      category: text(values, 'category'),
    }),
  remove: (auth, countdown) => removeCountdown(auth, countdown._id),
  detailItems: (countdown, texts) => [
    { label: texts.t('NAME'), value: countdown.name, testId: 'name' },
    { label: texts.t('CATEGORY'), value: countdown.category },
    { label: texts.t('SYSDATA_COUNTDOWN_SIZE'), value: String(countdown.size ?? '') },
    { label: texts.t('SYSDATA_COUNTDOWN_FILE'), value: countdown.path, testId: 'path' },
    ...stampItems(countdown, texts),
  ],
  detailPath: (id) => manageDetailPath('countdown', id),
  listPath: manageListPath('countdown'),
};

/**
 * The read-only report lists: what each scanner or button last said about itself, one row per
 * device (docs/system-data.md), with the scanner that relays a button and the device's user.
 */
function reportConfig(
  type: 'device_data' | 'scanner_data',
  fetch: typeof fetchDeviceDatas | typeof fetchScannerDatas,
): CrudConfig<DeviceReportRow> {
  const buttons = type === 'device_data';
  return {
    type,
    labelKey: buttons ? 'DEVICE_DATA' : 'SCANNER_DATA',
    queryKey: buttons ? 'deviceDatas' : 'scannerDatas',
    idOf: (row) => row._id,
    titleOf: (row) => row.device ?? row._id,
    columns: [
      { id: 'device', labelKey: buttons ? 'MAC' : 'SCID', cell: (row) => row.device },
      { id: 'model', labelKey: 'SYSDATA_MODEL', cell: (row) => row.data?.model },
      buttons
        ? { id: 'scid', labelKey: 'SYSDATA_RELAYED_BY', cell: (row) => row.data?.scid }
        : { id: 'mac', labelKey: 'MAC', cell: (row) => row.data?.mac },
      { id: 'version', labelKey: 'SYSDATA_VERSION', cell: (row) => row.data?.version },
      { id: 'ssid', labelKey: 'SYSDATA_SSID', cell: (row) => row.data?.ssid },
      { id: 'user', labelKey: 'SYSDATA_USER', cell: (row) => personName(row.user) || '-' },
      {
        id: 'updatedAt',
        labelKey: 'SYSDATA_LAST_REPORT',
        cell: (row, { language }) => formatDateTime(row.updatedAt ?? row.createdAt, language),
      },
    ],
    filters: Q,
    fields: [],
    valuesOf: () => ({}),
    fetchPage: (auth, page, perPage, filter) =>
      fetch(auth, { page, perPage, filter: serverFilter(filter, Q) }),
    fetchOne: async () => null,
    detailItems: (row, texts) => [
      { label: texts.t('SYSDATA_MODEL'), value: row.data?.model },
      {
        label: texts.t('SYSDATA_WIFI_PASSWORD'),
        // Whether the joined network was given one; the password itself is never stored.
        value: texts.t(
          row.data?.wifiPasswordSet ? 'SYSDATA_WIFI_PASSWORD_GIVEN' : 'SYSDATA_WIFI_PASSWORD_NOT_KEPT',
        ),
      },
    ],
    detailPath: (id) => manageDetailPath(type, id),
    listPath: manageListPath(type),
  };
}

export const deviceDataConfig = reportConfig('device_data', fetchDeviceDatas);
export const scannerDataConfig = reportConfig('scanner_data', fetchScannerDatas);
