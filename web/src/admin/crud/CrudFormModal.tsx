/** The create / edit modal of a CrudConfig: one input per field, required fields checked first. */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../api/errors';
import { useAuth } from '../../auth/AuthProvider';
import { useWording } from '../../i18n/useWording';
import { useNotify } from '../../notifications/NotificationsProvider';
import { SiteSelect, SpotSelect } from '../components/EntitySelects';
import { FormModal } from '../components/FormModal';
import { canPickSite } from '../components/filterRules';
import { useApiAuth, useErrorText, useErrorToast } from '../components/useApi';
import { type CrudConfig, type FieldDef, type FormValues, validateFields } from './crudConfig';

function FieldInput(props: {
  field: FieldDef;
  values: FormValues;
  onChange: (values: FormValues) => void;
  disabled: boolean;
  invalid: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { field, values, onChange } = props;
  const value = values[field.name];
  const textValue = typeof value === 'string' ? value : '';
  if (field.render) return field.render({ values, onChange, invalid: props.invalid, testId: props.testId });
  switch (field.kind) {
    case 'toggle':
      return (
        <Toggle
          checked={value === true}
          onChange={({ detail }) => onChange({ ...values, [field.name]: detail.checked })}
        >
          {t(field.labelKey)}
        </Toggle>
      );
    case 'textarea':
      return (
        <Textarea
          value={textValue}
          rows={3}
          onChange={({ detail }) => onChange({ ...values, [field.name]: detail.value })}
          nativeTextareaAttributes={{ 'data-testid': props.testId }}
        />
      );
    case 'site':
      return (
        <SiteSelect
          testId={props.testId}
          value={textValue || undefined}
          // A classroom belongs to one site: changing the site drops it.
          onChange={(site) => onChange({ ...values, [field.name]: site, spot: undefined })}
          allowAll
          allLabel={t('NONE')}
          disabled={!canPickSite(user?.role ?? {})}
          fallbackLabel={user?.site?.name}
        />
      );
    case 'spot':
      return (
        <SpotSelect
          testId={props.testId}
          site={typeof values.site === 'string' ? values.site : undefined}
          value={textValue || undefined}
          onChange={(spot) => onChange({ ...values, [field.name]: spot })}
          allowAll
          allLabel={t('NONE')}
        />
      );
    default:
      return (
        <Input
          value={textValue}
          disabled={props.disabled}
          invalid={props.invalid}
          onChange={({ detail }) => onChange({ ...values, [field.name]: detail.value })}
          nativeInputAttributes={{ 'data-testid': props.testId }}
        />
      );
  }
}

export function CrudFormModal<Row>(props: {
  config: CrudConfig<Row>;
  row?: Row;
  onClose: () => void;
  onSaved?: (row: Row | undefined) => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { config, row } = props;
  const [values, setValues] = useState<FormValues>(() => config.valuesOf(row));
  const [errors, setErrors] = useState<Record<string, ErrorMessage>>({});

  const save = useMutation({
    mutationFn: async (): Promise<Row | undefined> => {
      if (row) {
        await config.update?.(auth, row, values);
        return row;
      }
      return config.create?.(auth, values);
    },
    onSuccess: async (saved) => {
      notify.success(t('SAVE_SUCCESS_MSG'));
      await queryClient.invalidateQueries({ queryKey: [config.queryKey] });
      props.onSaved?.(saved);
      props.onClose();
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });

  const submit = () => {
    const found = validateFields(config.fields, values);
    if (Object.keys(found).length === 0) Object.assign(found, config.validate?.(values));
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <FormModal
      title={`${w(config.labelKey)} ${row ? t('EDIT') : t('CREATE')}`}
      busy={save.isPending}
      onCancel={props.onClose}
      onSubmit={submit}
      testId={`${config.type}-form`}
    >
      {config.fields.map((field) =>
        field.kind === 'spot' && !values.site ? null : (
          <FormField
            key={field.name}
            label={field.kind === 'toggle' ? undefined : w(field.labelKey)}
            errorText={errorText(errors[field.name])}
          >
            <FieldInput
              field={field}
              values={values}
              onChange={setValues}
              disabled={Boolean(row && field.fixed)}
              invalid={Boolean(errors[field.name])}
              testId={`${config.type}-form-${field.name}`}
            />
          </FormField>
        ),
      )}
    </FormModal>
  );
}
