/**
 * The rules screens' own form fields, plugged into the generic CRUD form through FieldDef.render:
 * the action's parameter definitions editor, the event and action pickers, and a thing's
 * parameter values (one input per definition of the chosen action).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import { useApiAuth } from '../../../admin/components/useApi';
import {
  type ActionParameterRow,
  type ActionRow,
  type EventDefRow,
  fetchActions,
  fetchEventDefs,
} from '../../../api/rules';
import { emptyParameterDef, PARAMETER_TYPES, type ParameterDefRow } from './rulesParameters';

/** JSON kept in a form value (the generic form holds text and flags only). */
export function readJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function ParameterDefsEditor(props: {
  rows: ParameterDefRow[];
  onChange: (rows: ParameterDefRow[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { rows, onChange } = props;
  const set = (index: number, patch: Partial<ParameterDefRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const typeOption = (type: string) => ({ value: type, label: t(`RULE_TYPE_${type}`) });
  return (
    <SpaceBetween size="xs">
      {rows.length === 0 && <Box color="text-status-inactive">{t('RULE_PARAMETER_NONE')}</Box>}
      {rows.map((row, index) => (
        <Grid
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          key={index}
          gridDefinition={[{ colspan: 3 }, { colspan: 3 }, { colspan: 2 }, { colspan: 2 }, { colspan: 2 }]}
        >
          <Input
            value={row.key}
            placeholder={t('RULE_PARAMETER_KEY')}
            ariaLabel={t('RULE_PARAMETER_KEY')}
            onChange={({ detail }) => set(index, { key: detail.value })}
            nativeInputAttributes={{ 'data-testid': `${props.testId}-key-${index}` }}
          />
          <Input
            value={row.description}
            placeholder={t('DESCRIPTION')}
            ariaLabel={t('DESCRIPTION')}
            onChange={({ detail }) => set(index, { description: detail.value })}
            nativeInputAttributes={{ 'data-testid': `${props.testId}-description-${index}` }}
          />
          <Select
            data-testid={`${props.testId}-type-${index}`}
            ariaLabel={t('RULE_PARAMETER_TYPE')}
            selectedOption={typeOption(row.type)}
            options={PARAMETER_TYPES.map(typeOption)}
            onChange={({ detail }) => set(index, { type: detail.selectedOption.value ?? 'string' })}
          />
          <Input
            value={row.default}
            placeholder={t('RULE_PARAMETER_DEFAULT')}
            ariaLabel={t('RULE_PARAMETER_DEFAULT')}
            onChange={({ detail }) => set(index, { default: detail.value })}
            nativeInputAttributes={{ 'data-testid': `${props.testId}-default-${index}` }}
          />
          <SpaceBetween size="xxs">
            <Checkbox
              checked={row.required}
              onChange={({ detail }) => set(index, { required: detail.checked })}
              data-testid={`${props.testId}-required-${index}`}
            >
              {t('RULE_PARAMETER_REQUIRED')}
            </Checkbox>
            <Checkbox
              checked={row.isArray}
              onChange={({ detail }) => set(index, { isArray: detail.checked })}
            >
              {t('RULE_PARAMETER_ARRAY')}
            </Checkbox>
            <Button
              variant="inline-link"
              formAction="none"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t('RULE_PARAMETER_REMOVE')}
            </Button>
          </SpaceBetween>
        </Grid>
      ))}
      <Button
        iconName="add-plus"
        // Inside the form modal: adding a row must not submit the form.
        formAction="none"
        onClick={() => onChange([...rows, emptyParameterDef()])}
        nativeButtonAttributes={{ 'data-testid': `${props.testId}-add` }}
      >
        {t('RULE_PARAMETER_ADD')}
      </Button>
    </SpaceBetween>
  );
}

/** Every action or event definition (system catalogs are small: one page of the maximum size). */
export function useRuleChoices() {
  const auth = useApiAuth();
  const actions = useQuery({
    queryKey: ['actions', 'choices'],
    queryFn: () => fetchActions(auth, { page: 0, perPage: MAX_PAGE_SIZE }),
  });
  const eventDefs = useQuery({
    queryKey: ['eventDefs', 'choices'],
    queryFn: () => fetchEventDefs(auth, { page: 0, perPage: MAX_PAGE_SIZE }),
  });
  return {
    actions: actions.data?.data ?? [],
    eventDefs: eventDefs.data?.data ?? [],
    loading: actions.isPending,
  };
}

export function EventDefSelect(props: {
  choices: EventDefRow[];
  value: string | undefined;
  onChange: (id: string) => void;
  invalid?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const options = props.choices.map((def) => ({ value: def._id, label: def.title, description: def.type }));
  return (
    <Select
      data-testid={props.testId}
      selectedOption={options.find((option) => option.value === props.value) ?? null}
      options={options}
      placeholder={t('RULE_THING_EVENT')}
      invalid={props.invalid}
      filteringType="auto"
      onChange={({ detail }) => props.onChange(detail.selectedOption.value ?? '')}
    />
  );
}

export function ActionSelect(props: {
  choices: ActionRow[];
  value: string | undefined;
  onChange: (action: ActionRow | undefined) => void;
  invalid?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const options = props.choices.map((action) => ({
    value: action.code,
    label: action.name,
    description: action.code,
  }));
  return (
    <Select
      data-testid={props.testId}
      selectedOption={options.find((option) => option.value === props.value) ?? null}
      options={options}
      placeholder={t('RULE_THING_ACTION')}
      invalid={props.invalid}
      filteringType="auto"
      onChange={({ detail }) =>
        props.onChange(props.choices.find((action) => action.code === detail.selectedOption.value))
      }
    />
  );
}

/** One input per parameter the action defines; the value is typed by parameterValues later. */
export function ThingParameterInputs(props: {
  defs: readonly ActionParameterRow[];
  texts: Record<string, string>;
  onChange: (texts: Record<string, string>) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (props.defs.length === 0) return <Box color="text-status-inactive">{t('RULE_PARAMETER_NONE')}</Box>;
  return (
    <SpaceBetween size="xs">
      {props.defs.map((def) => (
        <FormField
          key={def.key}
          label={def.required ? `${def.key} *` : def.key}
          description={def.description ?? undefined}
        >
          <Input
            value={props.texts[def.key] ?? ''}
            onChange={({ detail }) => props.onChange({ ...props.texts, [def.key]: detail.value })}
            nativeInputAttributes={{ 'data-testid': `${props.testId}-${def.key}` }}
          />
        </FormField>
      ))}
    </SpaceBetween>
  );
}
