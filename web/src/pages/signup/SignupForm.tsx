/** The sign-up form, used by the /signup page and by the login page's modal. */
import Button from '@cloudscape-design/components/button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signup } from '../../api/auth';
import { signupErrorMessage } from '../../api/errors';
import { useCompleteSignIn } from '../../auth/useSessionActions';
import { AccountForm, useRefusalNotice } from '../login/AccountForm';
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
  const showRefusal = useRefusalNotice();
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
    onError: (error) => showRefusal(signupErrorMessage(error, (key) => i18n.exists(key))),
  });

  const submit = () => {
    const found = validateSignup(values, (key) => t(key));
    setErrors(found);
    if (!hasSignupErrors(found)) {
      mutation.mutate(values);
    }
  };

  return (
    <AccountForm
      onSubmit={submit}
      busy={mutation.isPending}
      submitLabel={t('SIGNUP_SUBMIT')}
      submitTestId="signup-submit"
      errorText={errors.form && t(errors.form.key)}
      otherActions={
        onCancel && (
          <Button formAction="none" variant="link" onClick={onCancel}>
            {t('CANCEL')}
          </Button>
        )
      }
    >
      <SignupFields values={values} errors={errors} onChange={change} />
      <SignupAgreements values={values} onChange={change} />
    </AccountForm>
  );
}
