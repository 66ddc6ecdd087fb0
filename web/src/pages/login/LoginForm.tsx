import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signin } from '../../api/auth';
import { loginErrorMessage } from '../../api/errors';
import { readSavedUid, rememberUid } from '../../auth/storage';
import { useCompleteSignIn } from '../../auth/useSessionActions';
import { AccountForm, useRefusalNotice } from './AccountForm';
import { type LoginErrors, validateLogin } from './validateLogin';

export function LoginForm({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const showRefusal = useRefusalNotice();
  const completeSignIn = useCompleteSignIn();
  const [uid, setUid] = useState(() => readSavedUid(localStorage));
  const [saveId, setSaveId] = useState(() => readSavedUid(localStorage) !== '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  const mutation = useMutation({
    mutationFn: signin,
    onSuccess: (payload) => {
      rememberUid(localStorage, payload.user.uid, saveId);
      completeSignIn(payload);
    },
    onError: (error) => showRefusal(loginErrorMessage(error)),
  });

  const submit = () => {
    const found = validateLogin(uid, password);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      mutation.mutate({ uid: uid.trim(), password });
    }
  };

  return (
    <AccountForm
      onSubmit={submit}
      busy={mutation.isPending}
      submitLabel={t('SIGN_IN')}
      submitTestId="login-submit"
      otherActions={
        <Button
          formAction="none"
          onClick={onRegister}
          nativeButtonAttributes={{ 'data-testid': 'login-register' }}
        >
          {t('REGISTER')}
        </Button>
      }
    >
      <FormField label={t('USER_ID')} errorText={errors.uid && t(errors.uid)}>
        <Input
          value={uid}
          onChange={({ detail }) => setUid(detail.value)}
          autoComplete="username"
          autoFocus
          nativeInputAttributes={{ 'data-testid': 'login-uid' }}
        />
      </FormField>
      <FormField label={t('PASSWORD')} errorText={errors.password && t(errors.password)}>
        <Input
          type="password"
          value={password}
          onChange={({ detail }) => setPassword(detail.value)}
          autoComplete="current-password"
          nativeInputAttributes={{ 'data-testid': 'login-password' }}
        />
      </FormField>
      <Checkbox
        checked={saveId}
        onChange={({ detail }) => setSaveId(detail.checked)}
        nativeInputAttributes={{ 'data-testid': 'login-save-id' }}
      >
        {t('SAVE_ID')}
      </Checkbox>
    </AccountForm>
  );
}
