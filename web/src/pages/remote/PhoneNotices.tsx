/**
 * System notices on the phone (docs/class-main.md "Notices"): the texts to its classroom or to
 * it, newest first, each with a dismiss button; they also leave by themselves after a while. The
 * live region is always there, so a screen reader announces a notice as it arrives.
 */
import { useTranslation } from 'react-i18next';
import type { useRemoteApp } from './useRemoteApp';

export function PhoneNotices({ app }: { app: ReturnType<typeof useRemoteApp> }) {
  const { t } = useTranslation();
  return (
    <div
      className="remote-notices"
      role="status"
      aria-label={t('CLASS_NOTICES')}
      data-testid="remote-notices"
      data-live={app.noticesLive}
    >
      {app.notices.map((notice) => (
        <p key={notice.id} className="remote-notice">
          <span>
            <strong>{t('CLASS_NOTICE')}: </strong>
            <span data-testid="remote-notice">{notice.text}</span>
          </span>
          <button
            type="button"
            className="remote-notice-dismiss"
            aria-label={t('CLASS_NOTICE_DISMISS')}
            onClick={() => app.dismissNotice(notice.id)}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
