/** A device's, app's or scanner's status in the viewer's language (deviceStatus.ts). */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { statusView } from './deviceStatus';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const view = statusView(status);
  if (!view) return <>-</>;
  return <StatusIndicator type={view.tone}>{view.key ? t(view.key) : view.text}</StatusIndicator>;
}
