/** The class list's full-page loading overlay (spec section 2): covers the page while it loads or a class starts. */
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

export function LoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="class-loading"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 5000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.6)',
      }}
    >
      <Spinner size="large" />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('LOADING')}
      </span>
    </div>
  );
}
