import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusIndicator type={active ? 'success' : 'stopped'}>
      {t(active ? 'ACTIVE' : 'INACTIVE')}
    </StatusIndicator>
  );
}
