/** The sign-up form, used by the /signup page and by the login page's modal. */
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signup } from '../../api/auth';
import { signupErrorMessage } from '../../api/errors';
import { useCompleteSignIn } from '../../auth/useSessionActions';
import { useNotify } from '../../notifications/NotificationsProvider';
import { SignupAgreements, SignupFields } from './SignupFields';
import {
  EMPTY_SIGNUP,
  hasSignupErrors,
  type SignupErrors,
  type SignupValues,
  validateSignup,
} from './validateSignup';

export function SignupForm({ onCancel }: { onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({ fields: {} });

  const change = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const mutation = useMutation({
    mutationFn: (input: SignupValues) =>
      signup({
        input: {
          ...input,
          uid: input.uid.trim(),
          email: input.email.trim(),
          lastname: input.lastname || null,
          tel: input.tel || null,
        },
      }),
    onSuccess: (payload) => {
      onCancel?.();
      completeSignIn(payload);
    },
    onError: (error) => {
      const message = signupErrorMessage(error, (key) => i18n.exists(key));
      notify.error(t(message.key, message.values ?? {}));
    },
  });

  const submit = () => {
    const found = validateSignup(values, (key) => t(key));
    setErrors(found);
    if (!hasSignupErrors(found)) {
      mutation.mutate(values);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form
        errorText={errors.form && t(errors.form.key)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {onCancel && (
              <Button formAction="none" variant="link" onClick={onCancel}>
                {t('CANCEL')}
              </Button>
            )}
            <Button
              variant="primary"
              loading={mutation.isPending}
              nativeButtonAttributes={{ 'data-testid': 'signup-submit' }}
            >
              {t('SIGNUP_SUBMIT')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <SignupFields values={values} errors={errors} onChange={change} />
          <SignupAgreements values={values} onChange={change} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
