/** Apps (remote students, by uuid) and scanners (by id): manage/dusetting lists and details. */

import { serverFilter } from '../../../admin/components/filterRules';
import { personName } from '../../../admin/components/format';
import { type CrudConfig, type FormValues, flag, requiredText, text } from '../../../admin/crud/crudConfig';
import { type AppRow, createApp, fetchApp, fetchApps, removeApp, updateApp } from '../../../api/apps';
import {
  createScanner,
  fetchScanner,
  fetchScanners,
  removeScanner,
  type ScannerRow,
  updateScanner,
} from '../../../api/scanners';
import { SCANNER_REGISTER_PATH } from '../scanner-register/route';
import { ActiveBadge } from '../shared/ActiveBadge';
import { StatusBadge } from '../shared/StatusBadge';
import { manageDetailPath, stampItems } from './stamps';

const FILTERS = ['q', 'site', 'spot', 'active'] as const;
const LINK_FIELDS = [
  { name: 'site', labelKey: 'SITE', kind: 'site' },
  { name: 'spot', labelKey: 'SPOT', kind: 'spot' },
  { name: 'active', labelKey: 'ACTIVE', kind: 'toggle' },
] as const;

const links = (values: FormValues) => ({
  site: text(values, 'site'),
  spot: text(values, 'spot'),
  active: flag(values, 'active'),
});

export const appConfig: CrudConfig<AppRow> = {
  type: 'app',
  labelKey: 'APP',
  queryKey: 'apps',
  idOf: (app) => app.uuid,
  titleOf: (app) => app.name ?? app.uuid,
  columns: [
    { id: 'uuid', labelKey: 'UUID', cell: (app) => app.uuid },
    { id: 'name', labelKey: 'NAME', cell: (app) => app.name },
    { id: 'site', labelKey: 'SITE', cell: (app) => app.site?.name },
    { id: 'spot', labelKey: 'SPOT', cell: (app) => app.spot?.name },
    { id: 'user', labelKey: 'USER', cell: (app) => personName(app.user) },
    { id: 'active', labelKey: 'ACTIVE', cell: (app) => <ActiveBadge active={app.active} /> },
  ],
  filters: FILTERS,
  fields: [
    { name: 'uuid', labelKey: 'UUID', required: true, fixed: true },
    { name: 'name', labelKey: 'NAME' },
    { name: 'sn', labelKey: 'SN' },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
    ...LINK_FIELDS,
  ],
  valuesOf: (app) => ({
    uuid: app?.uuid ?? '',
    name: app?.name ?? '',
    sn: app?.sn ?? '',
    description: app?.description ?? '',
    site: app?.site?._id,
    spot: app?.spot?._id,
    active: app?.active ?? true,
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchApps(auth, { page, perPage, filter: serverFilter(filter, FILTERS) }),
  fetchOne: fetchApp,
  create: (auth, values) => createApp(auth, appInput(values)),
  // updateApp replaces the record: keep the linked user, which this form does not edit.
  update: (auth, app, values) =>
    updateApp(auth, app.uuid, { ...appInput(values), user: app.user?._id ?? null }),
  remove: (auth, app) => removeApp(auth, app.uuid),
  detailItems: (app, texts) => [
    { label: texts.t('UUID'), value: app.uuid, testId: 'uuid' },
    { label: texts.t('NAME'), value: app.name, testId: 'name' },
    { label: texts.t('SN'), value: app.sn },
    { label: texts.w('SITE'), value: app.site?.name, testId: 'site' },
    { label: texts.w('SPOT'), value: app.spot?.name },
    { label: texts.t('USER'), value: personName(app.user) },
    { label: texts.t('STATUS'), value: <StatusBadge status={app.status} /> },
    { label: texts.t('DESCRIPTION'), value: app.description },
    { label: texts.t('ACTIVE'), value: <ActiveBadge active={app.active} /> },
    ...stampItems(app, texts),
  ],
  detailPath: (id) => manageDetailPath('app', id),
  listPath: '/admin/manage/dusetting/app',
};

function appInput(values: FormValues) {
  return {
    uuid: requiredText(values, 'uuid'),
    name: text(values, 'name'),
    sn: text(values, 'sn'),
    description: text(values, 'description'),
    ...links(values),
  };
}

export const scannerConfig: CrudConfig<ScannerRow> = {
  type: 'scanner',
  labelKey: 'SCANNER',
  queryKey: 'scanners',
  idOf: (scanner) => scanner._id,
  titleOf: (scanner) => scanner.name ?? scanner.scid,
  columns: [
    { id: 'scid', labelKey: 'SCID', cell: (scanner) => scanner.scid },
    { id: 'name', labelKey: 'NAME', cell: (scanner) => scanner.name },
    { id: 'mac', labelKey: 'MAC', cell: (scanner) => scanner.mac },
    { id: 'site', labelKey: 'SITE', cell: (scanner) => scanner.site?.name },
    { id: 'spot', labelKey: 'SPOT', cell: (scanner) => scanner.spot?.name },
    { id: 'status', labelKey: 'STATUS', cell: (scanner) => <StatusBadge status={scanner.status} /> },
    { id: 'active', labelKey: 'ACTIVE', cell: (scanner) => <ActiveBadge active={scanner.active} /> },
  ],
  filters: FILTERS,
  listLink: {
    labelKey: 'SCANNER_REGISTER_OPEN',
    href: SCANNER_REGISTER_PATH,
    testId: 'scanner-register-open',
  },
  fields: [
    { name: 'scid', labelKey: 'SCID', required: true, fixed: true },
    { name: 'name', labelKey: 'NAME' },
    { name: 'sn', labelKey: 'SN' },
    { name: 'mac', labelKey: 'MAC' },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
    ...LINK_FIELDS,
  ],
  valuesOf: (scanner) => ({
    scid: scanner?.scid ?? '',
    name: scanner?.name ?? '',
    sn: scanner?.sn ?? '',
    mac: scanner?.mac ?? '',
    description: scanner?.description ?? '',
    site: scanner?.site?._id,
    spot: scanner?.spot?._id,
    active: scanner?.active ?? true,
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchScanners(auth, { page, perPage, filter: serverFilter(filter, FILTERS) }),
  fetchOne: fetchScanner,
  create: (auth, values) => createScanner(auth, scannerInput(values)),
  update: (auth, scanner, values) => updateScanner(auth, scanner._id, scannerInput(values)),
  remove: (auth, scanner) => removeScanner(auth, scanner._id),
  detailItems: (scanner, texts) => [
    { label: texts.t('SCID'), value: scanner.scid, testId: 'scid' },
    { label: texts.t('NAME'), value: scanner.name, testId: 'name' },
    { label: texts.t('SN'), value: scanner.sn },
    { label: texts.t('MAC'), value: scanner.mac },
    { label: texts.w('SITE'), value: scanner.site?.name, testId: 'site' },
    { label: texts.w('SPOT'), value: scanner.spot?.name },
    { label: texts.t('STATUS'), value: <StatusBadge status={scanner.status} /> },
    { label: texts.t('DESCRIPTION'), value: scanner.description },
    { label: texts.t('ACTIVE'), value: <ActiveBadge active={scanner.active} /> },
    ...stampItems(scanner, texts),
  ],
  detailPath: (id) => manageDetailPath('scanner', id),
  listPath: '/admin/manage/dusetting/scanner',
};

function scannerInput(values: FormValues) {
  return {
    scid: requiredText(values, 'scid'),
    name: text(values, 'name'),
    sn: text(values, 'sn'),
    mac: text(values, 'mac'),
    description: text(values, 'description'),
    ...links(values),
  };
}
