/**
 * The plain layout of the public and account pages: a slim header with the language selector,
 * the toast area, the page, and the footer with company contacts and the policy links.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { LanguageSelect } from '../components/LanguageSelect';
import { Toasts } from '../notifications/NotificationsProvider';

export function PublicLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = (href: string) => (event: CustomEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box padding={{ horizontal: 'l', vertical: 's' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Link href="/" variant="primary" onFollow={follow('/')}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <img src="/logo.svg" alt="" width={28} height={28} />
              {t('APP_NAME')}
            </span>
          </Link>
          <LanguageSelect />
        </div>
      </Box>
      <Box padding={{ horizontal: 'l' }}>
        <Toasts />
      </Box>
      <main style={{ flex: 1 }}>
        <Outlet />
      </main>
      <Box padding="l" textAlign="center" color="text-body-secondary" variant="small">
        <SpaceBetween size="xs">
          <span>{t('FOOTER_COMPANY')}</span>
          <div style={{ display: 'flex', justifyContent: 'center', gap: 16 }}>
            <Link
              href="/terms?tab=privacy"
              variant="secondary"
              fontSize="body-s"
              onFollow={follow('/terms?tab=privacy')}
            >
              {t('PRIVACY_POLICY')}
            </Link>
            <Link
              href="/terms?tab=terms"
              variant="secondary"
              fontSize="body-s"
              onFollow={follow('/terms?tab=terms')}
            >
              {t('TERMS_OF_SERVICE')}
            </Link>
          </div>
        </SpaceBetween>
      </Box>
    </div>
  );
}
