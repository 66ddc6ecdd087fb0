import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import type { GuardUser } from './guard';

/** Renders its children (or the child routes) when `rule` allows, else redirects where it says. */
export function RequireRule({
  rule,
  children,
}: {
  rule: (user: GuardUser | null, params: Record<string, string | undefined>) => string | null;
  children?: ReactNode;
}) {
  const { user } = useAuth();
  const params = useParams();
  const redirect = rule(user, params);
  if (redirect) {
    return <Navigate to={redirect} replace />;
  }
  return children ?? <Outlet />;
}
