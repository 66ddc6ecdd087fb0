/**
 * The layout of a page both sides open (the results): the admin shell, with its side menu, for
 * system, admin and distributor; the class area's layout for teachers and staff. The route's
 * guard (resultsRedirect) has already decided who may see it.
 */
import { useAuth } from '../auth/AuthProvider';
import { inAdminShell } from '../auth/guard';
import { AdminLayout } from './AdminLayout';
import { SessionLayout } from './SessionLayout';

export function SharedLayout() {
  const { user } = useAuth();
  return inAdminShell(user) ? <AdminLayout /> : <SessionLayout />;
}
