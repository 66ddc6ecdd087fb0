import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box textAlign="center" padding="xxxl" data-testid="not-found">
      <SpaceBetween size="m">
        <Box variant="h1">404</Box>
        <Box variant="h2">{t('NOT_FOUND_TITLE')}</Box>
        <Box color="text-body-secondary">{t('NOT_FOUND_MSG')}</Box>
        <Button onClick={() => navigate('/')}>{t('GO_HOME')}</Button>
      </SpaceBetween>
    </Box>
  );
}
