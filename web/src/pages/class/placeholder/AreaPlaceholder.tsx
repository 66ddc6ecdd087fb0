/** Placeholder for the class and common screens that later issues build (manage-question, main...). */
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';

export function AreaPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const w = useWording();
  return (
    <ContentLayout header={<Header variant="h1">{w(titleKey)}</Header>}>
      <Alert type="info">{t('PENDING_MSG')}</Alert>
    </ContentLayout>
  );
}
