/** /change-password, for a signed-in user (the route guard sends visitors to /). */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/auth';
import type { ErrorMessage } from '../../api/errors';
import { changePasswordErrorMessage } from '../../api/errors';
import { useAuth } from '../../auth/AuthProvider';
import { Narrow } from '../../components/Narrow';
import { useNotify } from '../../notifications/NotificationsProvider';
import { type ChangePasswordValues, PASSWORD_LABELS, validateChangePassword } from './validateChangePassword';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirm: '' };
const FIELDS = Object.keys(PASSWORD_LABELS) as Array<keyof ChangePasswordValues>;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { token } = useAuth();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ChangePasswordValues, ErrorMessage>>>({});

  const mutation = useMutation({
    mutationFn: (input: ChangePasswordValues) =>
      changePassword(token ?? '', { oldPassword: input.oldPassword, newPassword: input.newPassword }),
    onSuccess: () => {
      setValues(EMPTY);
      notify.success(t('CHANGE_PASSWORD_SUCCESS'));
    },
    onError: (error) => notify.error(t(changePasswordErrorMessage(error).key)),
  });

  const submit = () => {
    const found = validateChangePassword(values, (key) => t(key));
    setErrors(found);
    if (Object.keys(found).length === 0) {
      mutation.mutate(values);
    }
  };

  return (
    <Narrow>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Form
          header={<Header variant="h1">{t('CHANGE_PASSWORD')}</Header>}
          actions={
            <Button variant="primary" loading={mutation.isPending}>
              {t('CHANGE_PASSWORD')}
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="m">
              {FIELDS.map((field) => {
                const error = errors[field];
                return (
                  <FormField
                    key={field}
                    label={t(PASSWORD_LABELS[field])}
                    errorText={error && t(error.key, error.values ?? {})}
                  >
                    <Input
                      type="password"
                      value={values[field]}
                      autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                      onChange={({ detail }) =>
                        setValues((current) => ({ ...current, [field]: detail.value }))
                      }
                      nativeInputAttributes={{ 'data-testid': `change-password-${field}` }}
                    />
                  </FormField>
                );
              })}
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </Narrow>
  );
}
