/** The name / description / address / active fields sites and classrooms share. */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../admin/components/useApi';
import type { ErrorMessage } from '../../../api/errors';
import type { SiteFormValues } from './validateForms';

export function CommonFields<V extends SiteFormValues>(props: {
  values: V;
  onChange: (values: V) => void;
  nameError: ErrorMessage | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { values, onChange } = props;
  return (
    <>
      <FormField label={t('NAME')} errorText={errorText(props.nameError)}>
        <Input
          value={values.name}
          onChange={({ detail }) => onChange({ ...values, name: detail.value })}
          nativeInputAttributes={{ 'data-testid': `${props.testId}-name` }}
        />
      </FormField>
      <FormField label={t('DESCRIPTION')}>
        <Textarea
          value={values.description}
          onChange={({ detail }) => onChange({ ...values, description: detail.value })}
          rows={2}
        />
      </FormField>
      <FormField label={t('ADDRESS')}>
        <Input
          value={values.address}
          onChange={({ detail }) => onChange({ ...values, address: detail.value })}
        />
      </FormField>
      <Toggle
        checked={values.active}
        onChange={({ detail }) => onChange({ ...values, active: detail.checked })}
      >
        {t('ACTIVE')}
      </Toggle>
    </>
  );
}
