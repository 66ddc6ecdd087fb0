/** /remote: the remote student entry (loaded lazily, no guard); the join flow comes later. */
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { Narrow } from '../../components/Narrow';

export function RemotePage() {
  const { t } = useTranslation();
  return (
    <Narrow>
      <SpaceBetween size="l">
        <Header variant="h1">{t('REMOTE_TITLE')}</Header>
        <Alert type="info">{t('REMOTE_INTRO')}</Alert>
      </SpaceBetween>
    </Narrow>
  );
}
