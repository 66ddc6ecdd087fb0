/**
 * The rules engine's system screens (/admin/system/setting/:type, docs/rules-engine.md): event
 * definitions, things binding one to an action (parameter values checked against the action's
 * definitions before the server's own check), and the question shares (read and remove). The
 * actions are in actionConfig.tsx.
 */
import FormField from '@cloudscape-design/components/form-field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFilter } from '../../../admin/components/filterRules';
import { formatDateTime } from '../../../admin/components/format';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import {
  type CrudConfig,
  type CustomFieldProps,
  type FormValues,
  requiredText,
  text,
} from '../../../admin/crud/crudConfig';
import type { ErrorMessage } from '../../../api/errors';
import type { Page } from '../../../api/page';
import {
  type ActionParameterRow,
  createEventDef,
  createThing,
  type EventDefRow,
  fetchEventDef,
  fetchEventDefs,
  fetchThing,
  fetchThings,
  removeEventDef,
  removeThing,
  type ThingRow,
  updateEventDef,
  updateThing,
} from '../../../api/rules';
import { fetchQuestionShares, removeQuestionShares, type ShareRow } from '../../../api/shares';
import type { ThingInput } from '../../../generated/graphql';
import { ActionSelect, EventDefSelect, readJson, ThingParameterInputs, useRuleChoices } from './RulesFields';
import { checkThingParameters, parameterTexts } from './rulesParameters';
import { stampItems, systemDetailPath, systemListPath } from './stamps';

export const Q = ['q'] as const;
export const paths = (type: string) => ({
  detailPath: (id: string) => systemDetailPath(type, id),
  listPath: systemListPath(type),
});

// ---------------------------------------------------------------- event definitions

const isWhole = (value: string | null) => value === null || /^-?\d+$/.test(value);
const whole = (value: string | null) => (value === null ? null : Number(value));
const isJson = (value: string | null) => value === null || readJson<unknown>(value, undefined) !== undefined;

function eventDefInput(values: FormValues) {
  const major = whole(text(values, 'major'));
  const minor = whole(text(values, 'minor'));
  return {
    title: requiredText(values, 'title'),
    type: requiredText(values, 'type'),
    description: text(values, 'description'),
    options: major === null && minor === null ? null : { major, minor },
    parameter: text(values, 'parameter'),
  };
}

export const eventDefConfig: CrudConfig<EventDefRow> = {
  type: 'eventDef',
  labelKey: 'EVENT_DEF',
  queryKey: 'eventDefs',
  idOf: (def) => def._id,
  titleOf: (def) => def.title,
  columns: [
    { id: 'title', labelKey: 'TITLE', cell: (def) => def.title },
    { id: 'type', labelKey: 'RULE_EVENT_TYPE', cell: (def) => def.type },
    { id: 'major', labelKey: 'RULE_EVENT_MAJOR', cell: (def) => def.options?.major },
    { id: 'minor', labelKey: 'RULE_EVENT_MINOR', cell: (def) => def.options?.minor },
  ],
  filters: Q,
  fields: [
    { name: 'title', labelKey: 'TITLE', required: true },
    { name: 'type', labelKey: 'RULE_EVENT_TYPE', required: true },
    { name: 'major', labelKey: 'RULE_EVENT_MAJOR' },
    { name: 'minor', labelKey: 'RULE_EVENT_MINOR' },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
    { name: 'parameter', labelKey: 'RULE_EVENT_PARAMETER', kind: 'textarea' },
  ],
  valuesOf: (def) => ({
    title: def?.title ?? '',
    type: def?.type ?? '',
    major: def?.options?.major?.toString() ?? '',
    minor: def?.options?.minor?.toString() ?? '',
    description: def?.description ?? '',
    parameter: def?.parameter ?? '',
  }),
  validate: (values) => {
    const errors: Record<string, ErrorMessage> = {};
    for (const name of ['major', 'minor'])
      if (!isWhole(text(values, name)))
        errors[name] = { key: 'INVALID_PARAMETER_TYPE', values: { key: name } };
    if (!isJson(text(values, 'parameter'))) errors.parameter = { key: 'INVALID_JSON_MSG' };
    return errors;
  },
  fetchPage: (auth, page, perPage, filter) =>
    fetchEventDefs(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchEventDef,
  create: (auth, values) => createEventDef(auth, eventDefInput(values)),
  update: (auth, def, values) => updateEventDef(auth, def._id, eventDefInput(values)),
  remove: (auth, def) => removeEventDef(auth, def._id),
  detailItems: (def, texts) => [
    { label: texts.t('TITLE'), value: def.title, testId: 'title' },
    { label: texts.t('RULE_EVENT_TYPE'), value: def.type, testId: 'type' },
    { label: texts.t('RULE_EVENT_MAJOR'), value: def.options?.major?.toString() },
    { label: texts.t('RULE_EVENT_MINOR'), value: def.options?.minor?.toString() },
    { label: texts.t('DESCRIPTION'), value: def.description },
    { label: texts.t('RULE_EVENT_PARAMETER'), value: def.parameter },
    ...stampItems(def, texts),
  ],
  ...paths('eventDef'),
};

// ---------------------------------------------------------------- things

/** The chosen action's definitions ride in the form values so `validate` can check against them. */
const thingDefs = (values: FormValues) => readJson<ActionParameterRow[]>(values.actionDefs, []);
const thingTexts = (values: FormValues) => readJson<Record<string, string>>(values.parameter, {});

function ThingEventField({ values, onChange, invalid, testId }: CustomFieldProps) {
  const { eventDefs } = useRuleChoices();
  return (
    <EventDefSelect
      choices={eventDefs}
      value={text(values, 'event') ?? undefined}
      onChange={(event) => onChange({ ...values, event })}
      invalid={invalid}
      testId={testId}
    />
  );
}

function ThingActionField({ values, onChange, invalid, testId }: CustomFieldProps) {
  const { actions } = useRuleChoices();
  return (
    <ActionSelect
      choices={actions}
      value={text(values, 'action') ?? undefined}
      onChange={(action) =>
        onChange({ ...values, action: action?.code, actionDefs: JSON.stringify(action?.parameter ?? []) })
      }
      invalid={invalid}
      testId={testId}
    />
  );
}

function ThingValuesField({ values, onChange, testId }: CustomFieldProps): ReactNode {
  const { t } = useTranslation();
  if (!values.action) return <FormField description={t('RULE_THING_SELECT_ACTION_FIRST')} />;
  return (
    <ThingParameterInputs
      defs={thingDefs(values)}
      texts={thingTexts(values)}
      onChange={(texts) => onChange({ ...values, parameter: JSON.stringify(texts) })}
      testId={testId}
    />
  );
}

function thingInput(values: FormValues): ThingInput {
  const checked = checkThingParameters(thingDefs(values), thingTexts(values));
  const mac = text(values, 'mac');
  const uuid = text(values, 'uuid');
  return {
    title: text(values, 'title'),
    event: text(values, 'event'),
    action: text(values, 'action'),
    site: text(values, 'site'),
    spot: text(values, 'spot'),
    device: mac ? { mac, name: text(values, 'deviceName') } : null,
    app: uuid ? { uuid, name: text(values, 'appName') } : null,
    parameter: JSON.stringify(checked.ok ? checked.values : {}),
  };
}

export const thingConfig: CrudConfig<ThingRow> = {
  type: 'thing',
  labelKey: 'THING',
  queryKey: 'things',
  idOf: (thing) => thing._id,
  titleOf: (thing) => thing.title || thing.event.title || thing._id,
  columns: [
    { id: 'title', labelKey: 'TITLE', cell: (thing) => thing.title ?? thing.event.title },
    { id: 'event', labelKey: 'RULE_THING_EVENT', cell: (thing) => thing.event.title },
    { id: 'action', labelKey: 'RULE_THING_ACTION', cell: (thing) => thing.action.name },
    { id: 'site', labelKey: 'SITE', cell: (thing) => thing.site?.name },
    { id: 'spot', labelKey: 'SPOT', cell: (thing) => thing.spot?.name },
    { id: 'device', labelKey: 'RULE_THING_DEVICE', cell: (thing) => thing.device?.name ?? thing.device?.mac },
  ],
  filters: Q,
  fields: [
    { name: 'title', labelKey: 'TITLE' },
    { name: 'event', labelKey: 'RULE_THING_EVENT', render: (props) => <ThingEventField {...props} /> },
    { name: 'action', labelKey: 'RULE_THING_ACTION', render: (props) => <ThingActionField {...props} /> },
    { name: 'site', labelKey: 'SITE', kind: 'site' },
    { name: 'spot', labelKey: 'SPOT', kind: 'spot' },
    { name: 'mac', labelKey: 'MAC' },
    { name: 'deviceName', labelKey: 'NAME' },
    { name: 'uuid', labelKey: 'RULE_THING_APP_UUID' },
    { name: 'parameter', labelKey: 'RULE_THING_VALUES', render: (props) => <ThingValuesField {...props} /> },
  ],
  valuesOf: (thing) => ({
    title: thing?.title ?? '',
    event: thing?.event._id,
    action: thing?.action.code,
    actionDefs: JSON.stringify(thing?.action.parameter ?? []),
    site: thing?.site?._id,
    spot: thing?.spot?._id,
    mac: thing?.device?.mac ?? '',
    deviceName: thing?.device?.name ?? '',
    uuid: thing?.app?.uuid ?? '',
    appName: thing?.app?.name ?? '',
    parameter: JSON.stringify(parameterTexts(thing?.parameter)),
  }),
  validate: (values) => {
    const errors: Record<string, ErrorMessage> = {};
    if (!values.event) errors.event = { key: 'REQUIRED_EVENT' };
    if (!values.action) errors.action = { key: 'REQUIRED_ACTION' };
    if (!values.site) errors.site = { key: 'REQUIRED_SITE' };
    const checked = checkThingParameters(thingDefs(values), thingTexts(values));
    if (!checked.ok) errors.parameter = checked.error;
    return errors;
  },
  fetchPage: (auth, page, perPage, filter) =>
    fetchThings(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchThing,
  create: (auth, values) => createThing(auth, thingInput(values)),
  update: (auth, thing, values) => updateThing(auth, thing._id, thingInput(values)),
  remove: (auth, thing) => removeThing(auth, thing._id),
  detailItems: (thing, texts) => [
    { label: texts.t('TITLE'), value: thing.title, testId: 'title' },
    { label: texts.t('RULE_THING_EVENT'), value: thing.event.title, testId: 'event' },
    {
      label: texts.t('RULE_THING_ACTION'),
      value: `${thing.action.name} (${thing.action.code})`,
      testId: 'action',
    },
    { label: texts.w('SITE'), value: thing.site?.name },
    { label: texts.w('SPOT'), value: thing.spot?.name },
    {
      label: texts.t('RULE_THING_DEVICE'),
      value: thing.device ? `${thing.device.name ?? ''} ${thing.device.mac}`.trim() : undefined,
    },
    { label: texts.t('RULE_THING_APP_UUID'), value: thing.app?.uuid },
    { label: texts.t('RULE_THING_VALUES'), value: thing.parameter, testId: 'parameter' },
    ...stampItems(thing, texts),
  ],
  ...paths('thing'),
};

// ---------------------------------------------------------------- question shares

const userName = (user: ShareRow['from']) =>
  [user.firstname, user.lastname].filter(Boolean).join(' ') || user.uid;

async function findShare(page: Promise<Page<ShareRow>>, id: string): Promise<ShareRow | null> {
  return (await page).data.find((share) => share._id === id) ?? null;
}

/** Every user's shares (the system list, filter `everyone`): read and remove. */
const EVERYONE = { everyone: true };

export const questionShareConfig: CrudConfig<ShareRow> = {
  type: 'questionShare',
  labelKey: 'QUESTION_SHARE',
  queryKey: 'questionShares',
  idOf: (share) => share._id,
  titleOf: (share) => `${userName(share.from)} → ${userName(share.to)}`,
  columns: [
    { id: 'to', labelKey: 'SHARE_TO', cell: (share) => userName(share.to) },
    { id: 'from', labelKey: 'SHARE_FROM', cell: (share) => userName(share.from) },
    {
      id: 'duedate',
      labelKey: 'SHARE_DUEDATE',
      cell: (share, texts) => formatDateTime(share.duedate, texts.language),
    },
    {
      id: 'state',
      labelKey: 'SHARE_STATE',
      cell: (share, texts) => texts.t(share.overDuedate ? 'SHARE_OVERDUE' : 'SHARE_ACTIVE'),
    },
    {
      id: 'questions',
      labelKey: 'SHARE_QUESTION_COUNT',
      cell: (share, texts) =>
        share.questions ? String(share.questions.length) : texts.t('SHARE_WHOLE_LIBRARY'),
    },
  ],
  filters: [],
  fields: [],
  valuesOf: () => ({}),
  fetchPage: (auth, page, perPage) => fetchQuestionShares(auth, { page, perPage, filter: EVERYONE }),
  fetchOne: (auth, id) =>
    findShare(fetchQuestionShares(auth, { page: 0, perPage: MAX_PAGE_SIZE, filter: EVERYONE }), id),
  remove: (auth, share) => removeQuestionShares(auth, [share._id]),
  detailItems: (share, texts) => [
    { label: texts.t('SHARE_FROM'), value: userName(share.from), testId: 'from' },
    { label: texts.t('SHARE_TO'), value: userName(share.to), testId: 'to' },
    { label: texts.t('SHARE_DUEDATE'), value: formatDateTime(share.duedate, texts.language) },
    { label: texts.t('SHARE_STATE'), value: texts.t(share.overDuedate ? 'SHARE_OVERDUE' : 'SHARE_ACTIVE') },
    {
      label: texts.t('SHARE_QUESTION_COUNT'),
      value: share.questions ? String(share.questions.length) : texts.t('SHARE_WHOLE_LIBRARY'),
    },
    { label: texts.t('CREATED_AT'), value: formatDateTime(share.createdAt, texts.language) },
  ],
  ...paths('questionShare'),
};
