import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { Narrow } from '../../components/Narrow';
import { SignupForm } from './SignupForm';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <Narrow>
      <Container header={<Header variant="h1">{t('SIGNUP_TITLE')}</Header>}>
        <SignupForm />
      </Container>
    </Narrow>
  );
}
