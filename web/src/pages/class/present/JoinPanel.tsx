/** How students join from their phones: the code in large type, the link, and its QR code. */
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';
import { joinLink } from './presentRules';
import { QrCode } from './QrCode';

export function JoinPanel({ code, compact }: { code: string; compact: boolean }) {
  const { t } = useTranslation();
  const w = useWording();
  const link = joinLink(window.location.origin, code);
  return (
    <aside className={`present-join${compact ? ' is-compact' : ''}`} data-testid="present-join">
      <h2 className="present-join-heading">{t('PRESENT_JOIN_HEADING')}</h2>
      <QrCode text={link} label={t('PRESENT_QR_LABEL', { link })} size={compact ? 260 : 360} />
      <div className="present-join-code">
        <span className="present-join-code-label">{w('PRESENT_JOIN_CODE')}</span>
        <span className="present-join-code-value" data-testid="present-code">
          {code}
        </span>
      </div>
      <div className="present-join-link" data-testid="present-link">
        {link}
      </div>
    </aside>
  );
}
