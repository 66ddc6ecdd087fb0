/** /class/ready, the class list: title, Manage Question, and (until the cards arrive) an empty state. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWording } from '../../../i18n/useWording';

export function ClassReadyPage() {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  return (
    <div data-testid="class-ready">
      <ContentLayout
        header={
          <Header
            variant="h1"
            actions={
              <Button
                onClick={() => navigate('/class/manage-question')}
                nativeButtonAttributes={{ 'data-testid': 'manage-question' }}
              >
                {t('MANAGE_QUESTION')}
              </Button>
            }
          >
            {w('CLASS')}
          </Header>
        }
      >
        <Container>
          <Box textAlign="center" color="inherit" padding="xxl">
            <SpaceBetween size="xs">
              <Box variant="h3">{w('CLASS_EMPTY_TITLE')}</Box>
              <Box color="text-body-secondary">{w('CLASS_EMPTY_MSG')}</Box>
            </SpaceBetween>
          </Box>
        </Container>
      </ContentLayout>
    </div>
  );
}
