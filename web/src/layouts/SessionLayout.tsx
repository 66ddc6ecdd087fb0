/** The layout of the class and common areas (teachers and staff): navbar, toasts and footer, no side menu. */
import AppLayout from '@cloudscape-design/components/app-layout';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../components/AppFooter';
import { Toasts } from '../notifications/NotificationsProvider';
import { AppTopNavigation } from './AppTopNavigation';

const HEADER_ID = 'session-top-navigation';

export function SessionLayout() {
  return (
    <>
      <div id={HEADER_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <AppTopNavigation homeHref="/class" />
      </div>
      <AppLayout
        headerSelector={`#${HEADER_ID}`}
        navigationHide
        toolsHide
        notifications={<Toasts />}
        content={
          <>
            <Outlet />
            <AppFooter />
          </>
        }
      />
    </>
  );
}
