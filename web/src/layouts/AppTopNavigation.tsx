/**
 * The navbar of the signed-in layouts: logo home, site name, language, and the user menu
 * (Account Info without action for now, Change Password, Logout).
 */
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { useLogout } from '../auth/useSessionActions';
import { LanguageSelect } from '../components/LanguageSelect';
import type { User } from '../generated/graphql';

function displayName(user: User | null): string {
  if (!user) {
    return '';
  }
  const name = [user.lastname, user.firstname].filter(Boolean).join(' ');
  return name || user.uid;
}

export function AppTopNavigation({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();

  // Cloudscape passes data-* attributes of a utility to the dropdown's root element; the item ids
  // become the items' data-testid ("logout", "change-password").
  const userMenu: TopNavigationProps.MenuDropdownUtility & { 'data-testid': string } = {
    type: 'menu-dropdown',
    'data-testid': 'user-menu',
    text: displayName(user),
    ariaLabel: t('USER_MENU'),
    iconName: 'user-profile',
    disableUtilityCollapse: true,
    items: [
      { id: 'account-info', text: t('ACCOUNT_INFO') },
      { id: 'change-password', text: t('CHANGE_PASSWORD') },
      { id: 'logout', text: t('LOGOUT') },
    ],
    onItemClick: ({ detail }) => {
      if (detail.id === 'change-password') {
        navigate('/change-password');
      } else if (detail.id === 'logout') {
        void logout();
      }
    },
  };

  const utilities: TopNavigationProps.Utility[] = [];
  if (user?.site?.name) {
    utilities.push({
      type: 'button',
      text: user.site.name,
      iconName: 'location-pin',
      disableUtilityCollapse: true,
    });
  }
  utilities.push(userMenu);

  return (
    <TopNavigation
      identity={{
        href: homeHref,
        title: t('APP_NAME'),
        logo: { src: '/logo.svg', alt: t('APP_NAME') },
        onFollow: (event) => {
          event.preventDefault();
          navigate(homeHref);
        },
      }}
      search={<LanguageSelect />}
      utilities={utilities}
    />
  );
}
