/**
 * The plain layout of the public and account pages: a slim header with the language selector,
 * the toast area, the page, and the footer with company contacts and the policy links.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppFooter } from '../components/AppFooter';
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
        <Toasts audience="everyone" />
      </Box>
      <main style={{ flex: 1 }}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
