/**
 * The actions of the rules engine (/admin/system/setting/action, docs/rules-engine.md): by code,
 * with the built-in function they run, picked from the list the server accepts, and their
 * parameter definitions.
 */
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { serverFilter } from '../../../admin/components/filterRules';
import {
  type CrudConfig,
  type CustomFieldProps,
  type FormValues,
  flag,
  requiredText,
  text,
} from '../../../admin/crud/crudConfig';
import type { ErrorMessage } from '../../../api/errors';
import {
  type ActionParameterRow,
  type ActionRow,
  createAction,
  fetchAction,
  fetchActions,
  removeAction,
  updateAction,
} from '../../../api/rules';
import { ACTION_FUNCTIONS, actionFunctionKeys, isActionFunction } from './actionFunctions';
import { ParameterDefsEditor, readJson } from './RulesFields';
import { paths, Q } from './rulesConfigs';
import { defRowsOf, type ParameterDefRow, parameterInputs } from './rulesParameters';
import { stampItems } from './stamps';

const defRows = (values: FormValues) => readJson<ParameterDefRow[]>(values.parameter, []);

function actionInput(values: FormValues) {
  const checked = parameterInputs(defRows(values));
  return {
    code: requiredText(values, 'code'),
    name: requiredText(values, 'name'),
    fn: requiredText(values, 'fn'),
    description: text(values, 'description'),
    internal: flag(values, 'internal'),
    parameter: checked.ok ? checked.parameter : [],
  };
}

const paramSummary = (defs: readonly ActionParameterRow[]) =>
  defs.map((def) => `${def.key}${def.required ? '*' : ''}: ${def.type}${def.isArray ? '[]' : ''}`).join(', ');

/** A stored function's name in the viewer's language; an old record's unknown name as stored. */
function FunctionName({ fn }: { fn: string | null | undefined }) {
  const { t } = useTranslation();
  if (!fn) return <>-</>;
  return <>{isActionFunction(fn) ? t(actionFunctionKeys(fn).label) : fn}</>;
}

function ActionFunctionSelect({ values, onChange, invalid, testId }: CustomFieldProps) {
  const { t } = useTranslation();
  const options = ACTION_FUNCTIONS.map((fn) => ({
    value: fn,
    label: t(actionFunctionKeys(fn).label),
    description: t(actionFunctionKeys(fn).description),
    tags: [fn],
  }));
  return (
    <Select
      data-testid={testId}
      selectedOption={options.find((option) => option.value === values.fn) ?? null}
      options={options}
      placeholder={t('RULE_FN_CHOOSE')}
      invalid={invalid}
      onChange={({ detail }) => onChange({ ...values, fn: detail.selectedOption.value })}
    />
  );
}

export const actionConfig: CrudConfig<ActionRow> = {
  type: 'action',
  labelKey: 'ACTION',
  queryKey: 'actions',
  idOf: (action) => action.code,
  titleOf: (action) => action.name,
  columns: [
    { id: 'code', labelKey: 'CODE', cell: (action) => action.code },
    { id: 'name', labelKey: 'NAME', cell: (action) => action.name },
    { id: 'fn', labelKey: 'RULE_ACTION_FN', cell: (action) => <FunctionName fn={action.fn} /> },
    { id: 'parameter', labelKey: 'RULE_PARAMETERS', cell: (action) => paramSummary(action.parameter) },
  ],
  filters: Q,
  fields: [
    { name: 'code', labelKey: 'CODE', required: true, fixed: true },
    { name: 'name', labelKey: 'NAME', required: true },
    {
      name: 'fn',
      labelKey: 'RULE_ACTION_FN',
      required: true,
      render: (props) => <ActionFunctionSelect {...props} />,
    },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
    { name: 'internal', labelKey: 'RULE_ACTION_INTERNAL', kind: 'toggle' },
    {
      name: 'parameter',
      labelKey: 'RULE_PARAMETERS',
      render: ({ values, onChange, testId }) => (
        <ParameterDefsEditor
          rows={defRows(values)}
          onChange={(rows) => onChange({ ...values, parameter: JSON.stringify(rows) })}
          testId={testId}
        />
      ),
    },
  ],
  valuesOf: (action) => ({
    code: action?.code ?? '',
    name: action?.name ?? '',
    // A name the server no longer accepts is left for the user to choose again.
    fn: isActionFunction(action?.fn) ? action.fn : '',
    description: action?.description ?? '',
    internal: action?.internal === true,
    parameter: JSON.stringify(defRowsOf(action?.parameter)),
  }),
  validate: (values): Record<string, ErrorMessage> => {
    const checked = parameterInputs(defRows(values));
    return checked.ok ? {} : { parameter: checked.error };
  },
  fetchPage: (auth, page, perPage, filter) =>
    fetchActions(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchAction,
  create: (auth, values) => createAction(auth, actionInput(values)),
  // The code is the record's key: the form keeps it read-only when editing.
  update: (auth, action, values) =>
    updateAction(auth, action.code, { ...actionInput(values), code: action.code }),
  remove: (auth, action) => removeAction(auth, action.code),
  detailItems: (action, texts) => [
    { label: texts.t('CODE'), value: action.code, testId: 'code' },
    { label: texts.t('NAME'), value: action.name, testId: 'name' },
    { label: texts.t('RULE_ACTION_FN'), value: <FunctionName fn={action.fn} />, testId: 'fn' },
    {
      label: texts.t('RULE_ACTION_INTERNAL'),
      value: action.internal ? texts.t('RULE_YES') : texts.t('RULE_NO'),
    },
    { label: texts.t('DESCRIPTION'), value: action.description },
    { label: texts.t('RULE_PARAMETERS'), value: paramSummary(action.parameter), testId: 'parameter' },
    ...stampItems(action, texts),
  ],
  ...paths('action'),
};
