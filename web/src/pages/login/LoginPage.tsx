/**
 * / and /login. A signed-in user is sent on by the login routing rule; a role without a route
 * stays here.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { loginRoute } from '../../auth/guard';
import { Narrow } from '../../components/Narrow';
import { VersionInfo } from '../../components/VersionInfo';
import { SignupModal } from '../signup/SignupModal';
import { LoginForm } from './LoginForm';
import { UnsupportedBrowserModal } from './UnsupportedBrowserModal';

export function LoginPage() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const [signupVisible, setSignupVisible] = useState(false);

  const route = isAuthenticated && user ? loginRoute(user) : null;
  if (route) {
    return <Navigate to={route} replace />;
  }

  return (
    <Narrow width={420}>
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h1" description={t('APP_TAGLINE')}>
              {t('LOGIN')}
            </Header>
          }
        >
          <LoginForm onRegister={() => setSignupVisible(true)} />
        </Container>
        <Box textAlign="center">
          <VersionInfo />
        </Box>
      </SpaceBetween>
      <SignupModal visible={signupVisible} onDismiss={() => setSignupVisible(false)} />
      <UnsupportedBrowserModal />
    </Narrow>
  );
}
