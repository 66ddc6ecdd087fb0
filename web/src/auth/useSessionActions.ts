/** Sign-in completion and logout: the transitions of spec section 4 that also navigate. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type SignedInPayload, signout } from '../api/auth';
import { useNotify } from '../notifications/NotificationsProvider';
import { useAuth } from './AuthProvider';
import { loginRoute } from './guard';

/**
 * Stores a fresh session and goes where the login rule says. A role with no console route
 * (e.g. a student) gets LOGIN_ERROR and its new server session is revoked rather than kept.
 */
export function useCompleteSignIn(): (payload: SignedInPayload) => void {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    (payload) => {
      const route = loginRoute(payload.user);
      if (!route) {
        void signout(payload.token).catch(() => undefined);
        notify.error(t('LOGIN_ERROR'));
        return;
      }
      signIn(payload);
      navigate(route, { replace: true });
    },
    [signIn, navigate, notify, t],
  );
}

/** Logout: revoke the server session, forget everything local but the saved id, go to /. */
export function useLogout(): () => Promise<void> {
  const { token, clear } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (token) {
      // The server session may already be gone (expired); the local logout happens regardless.
      await signout(token).catch(() => undefined);
    }
    // The store update and the navigation must land in one render: cleared first alone, the
    // page's guard would send us to /login; navigated first alone, the login page would send
    // the still signed-in user back. flushSync commits both together.
    clear();
    queryClient.clear();
    await navigate('/', { replace: true, flushSync: true });
  }, [token, clear, queryClient, navigate]);
}
