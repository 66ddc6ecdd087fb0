/**
 * The layout of the class and common areas (teachers and staff): navbar with the class area's menu,
 * toasts and footer, no side menu.
 */
import AppLayout from '@cloudscape-design/components/app-layout';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../components/AppFooter';
import { Toasts } from '../notifications/NotificationsProvider';
import { AppTopNavigation } from './AppTopNavigation';
import { TeacherMenu } from './TeacherMenu';

const HEADER_ID = 'session-top-navigation';

export function SessionLayout() {
  return (
    <>
      <div id={HEADER_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <AppTopNavigation homeHref="/class" menu={<TeacherMenu />} />
      </div>
      <AppLayout
        headerSelector={`#${HEADER_ID}`}
        navigationHide
        toolsHide
        notifications={<Toasts audience="everyone" />}
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
