import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { FIELD_LABELS, type SignupErrors, type SignupField, type SignupValues } from './validateSignup';

type Change = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => void;

const FIELDS: Array<{ field: SignupField; type: InputProps.Type; autoComplete: string }> = [
  { field: 'uid', type: 'text', autoComplete: 'username' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'passwordConfirm', type: 'password', autoComplete: 'new-password' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'firstname', type: 'text', autoComplete: 'given-name' },
  { field: 'tel', type: 'text', autoComplete: 'tel' },
];

export function SignupFields({
  values,
  errors,
  onChange,
}: {
  values: SignupValues;
  errors: SignupErrors;
  onChange: Change;
}) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="s">
      {FIELDS.map(({ field, type, autoComplete }) => {
        const error = errors.fields[field];
        return (
          <FormField
            key={field}
            label={t(FIELD_LABELS[field])}
            errorText={error && t(error.key, error.values ?? {})}
          >
            <Input
              type={type}
              value={values[field]}
              autoComplete={autoComplete}
              onChange={({ detail }) => onChange(field, detail.value)}
              nativeInputAttributes={{ 'data-testid': `signup-${field}` }}
            />
          </FormField>
        );
      })}
    </SpaceBetween>
  );
}

/** The two agreement boxes, each with a link to its text (opened in a new tab to keep the form). */
export function SignupAgreements({ values, onChange }: { values: SignupValues; onChange: Change }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Checkbox
          checked={values.agreePolicy}
          onChange={({ detail }) => onChange('agreePolicy', detail.checked)}
          nativeInputAttributes={{ 'data-testid': 'signup-agree-policy' }}
        >
          {t('AGREE_PRIVACY')}
        </Checkbox>
        <Link href="/terms?tab=privacy" external>
          {t('VIEW')}
        </Link>
      </SpaceBetween>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Checkbox
          checked={values.agreeTerms}
          onChange={({ detail }) => onChange('agreeTerms', detail.checked)}
          nativeInputAttributes={{ 'data-testid': 'signup-agree-terms' }}
        >
          {t('AGREE_TERMS')}
        </Checkbox>
        <Link href="/terms?tab=terms" external>
          {t('VIEW')}
        </Link>
      </SpaceBetween>
    </SpaceBetween>
  );
}
