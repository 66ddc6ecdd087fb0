/** The admin shell: navbar, role-based side menu with the versions below it, the toast area and the footer. */
import AppLayout from '@cloudscape-design/components/app-layout';
import Box from '@cloudscape-design/components/box';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { adminNavigation } from '../admin/navigation';
import { useAuth } from '../auth/AuthProvider';
import { AppFooter } from '../components/AppFooter';
import { VersionInfo } from '../components/VersionInfo';
import { useWording } from '../i18n/useWording';
import { Toasts } from '../notifications/NotificationsProvider';
import { AppTopNavigation } from './AppTopNavigation';

const HEADER_ID = 'admin-top-navigation';

export function AdminLayout() {
  const { user } = useAuth();
  const w = useWording();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = useMemo<SideNavigationProps.Item[]>(
    () =>
      adminNavigation(user).map((section) => ({
        type: 'section',
        text: w(section.textKey),
        defaultExpanded: true,
        items: section.links.map((link) => ({ type: 'link', text: w(link.textKey), href: link.href })),
      })),
    [user, w],
  );

  return (
    <div data-testid="admin-shell">
      <div id={HEADER_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <AppTopNavigation homeHref="/admin" />
      </div>
      <AppLayout
        headerSelector={`#${HEADER_ID}`}
        toolsHide
        notifications={<Toasts audience="admin" />}
        navigation={
          <>
            <SideNavigation
              activeHref={pathname}
              items={items}
              onFollow={(event) => {
                event.preventDefault();
                navigate(event.detail.href);
              }}
            />
            <Box padding={{ horizontal: 'l', vertical: 'm' }}>
              <VersionInfo />
            </Box>
          </>
        }
        content={
          <>
            <Outlet />
            <AppFooter />
          </>
        }
      />
    </div>
  );
}
