import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { agreePolicy } from '../../api/auth';
import { useAuth } from '../../auth/AuthProvider';
import { loginRoute } from '../../auth/guard';
import { useLogout } from '../../auth/useSessionActions';
import { useNotify } from '../../notifications/NotificationsProvider';

/** One box for both texts (the schema's agreePolicy records the privacy policy and the terms). */
export function AgreeForm() {
  const { t } = useTranslation();
  const { token, updateUser } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  const [checked, setChecked] = useState(false);
  const [showError, setShowError] = useState(false);

  const mutation = useMutation({
    mutationFn: () => agreePolicy(token ?? ''),
    onSuccess: (user) => {
      updateUser(user);
      const route = loginRoute(user);
      if (route) {
        navigate(route, { replace: true });
      } else {
        // Agreed, but the role has no console route: the login error of spec section 4.
        notify.error(t('LOGIN_ERROR'));
        void logout();
      }
    },
    onError: () => notify.error(t('AGREE_ERROR')),
  });

  return (
    <Container>
      <SpaceBetween size="m">
        <FormField errorText={showError && !checked ? t('REQUIRED_AGREE') : undefined}>
          <Checkbox
            checked={checked}
            onChange={({ detail }) => setChecked(detail.checked)}
            nativeInputAttributes={{ 'data-testid': 'terms-agree' }}
          >
            {t('AGREE_ALL')}
          </Checkbox>
        </FormField>
        <Button
          variant="primary"
          loading={mutation.isPending}
          onClick={() => {
            setShowError(true);
            if (checked) {
              mutation.mutate();
            }
          }}
          nativeButtonAttributes={{ 'data-testid': 'terms-agree-submit' }}
        >
          {t('AGREE')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
