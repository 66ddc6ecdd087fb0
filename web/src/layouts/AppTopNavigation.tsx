/**
 * The navbar of the signed-in layouts: logo home, the layout's menu, site name, language, and the
 * user menu (Account Info, Change Password, Logout).
 *
 * TopNavigation's structured utilities are rendered twice (a hidden copy measures the space),
 * which would duplicate every test id; custom children keep the dark navbar styling and render once.
 */
import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SignedInUser } from '../api/auth';
import { useAuth } from '../auth/AuthProvider';
import { useLogout } from '../auth/useSessionActions';
import { AccountInfoModal } from '../components/AccountInfoModal';
import { LanguageSelect } from '../components/LanguageSelect';

function displayName(user: SignedInUser | null): string {
  if (!user) {
    return '';
  }
  const name = [user.lastname, user.firstname].filter(Boolean).join(' ');
  return name || user.uid;
}

const bar = { display: 'flex', alignItems: 'center', gap: 16, padding: '8px 24px', minHeight: 40 } as const;
const identity = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: 18,
} as const;

/** `menu`: the layout's own entries after the logo (the class area's menu). */
export function AppTopNavigation({ homeHref, menu }: { homeHref: string; menu?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = displayName(user);
  const [showAccount, setShowAccount] = useState(false);

  return (
    <TopNavigation>
      <div style={bar}>
        <a
          href={homeHref}
          style={identity}
          onClick={(event) => {
            event.preventDefault();
            navigate(homeHref);
          }}
        >
          <img src="/logo.svg" alt="" width={28} height={28} />
          {t('APP_NAME')}
        </a>
        {menu}
        <div style={{ flex: 1 }} />
        {user?.site?.name && (
          <Box color="inherit" data-testid="site-name">
            {user.site.name}
          </Box>
        )}
        <LanguageSelect />
        <ButtonDropdown
          variant="normal"
          // The accessible name starts with the visible name (WCAG 2.5.3, "label in name"), so
          // speech users can say what they see; "User menu" only follows it.
          ariaLabel={name ? `${name}, ${t('USER_MENU')}` : t('USER_MENU')}
          nativeTriggerAttributes={{ 'data-testid': 'user-menu' }}
          // Each item's id becomes its data-testid ("account-info", "change-password", "logout").
          items={[
            { id: 'account-info', text: t('ACCOUNT_INFO') },
            { id: 'change-password', text: t('CHANGE_PASSWORD') },
            { id: 'logout', text: t('LOGOUT') },
          ]}
          onItemClick={({ detail }) => {
            if (detail.id === 'account-info') {
              setShowAccount(true);
            } else if (detail.id === 'change-password') {
              navigate('/change-password');
            } else if (detail.id === 'logout') {
              void logout();
            }
          }}
        >
          {name}
        </ButtonDropdown>
      </div>
      {showAccount && user && <AccountInfoModal user={user} onClose={() => setShowAccount(false)} />}
    </TopNavigation>
  );
}
