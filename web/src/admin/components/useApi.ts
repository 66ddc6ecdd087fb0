/** Hooks every admin screen shares: the caller's API auth, the error-toast rule and a form field's error text. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auth } from '../../api/client';
import { adminErrorMessage, type ErrorMessage } from '../../api/errors';
import { useAuth } from '../../auth/AuthProvider';
import { useWording } from '../../i18n/useWording';
import { useNotify } from '../../notifications/NotificationsProvider';

export function useApiAuth(): Auth {
  const { token } = useAuth();
  return token ? { token } : null;
}

/** Shows a failed call as a danger toast: the server's key when known, else `fallbackKey`. */
export function useErrorToast(): (error: unknown, fallbackKey?: string) => void {
  const { i18n } = useTranslation();
  const w = useWording();
  const notify = useNotify();
  return useCallback(
    (error, fallbackKey = 'REQUEST_ERR_MSG') => {
      const message = adminErrorMessage(error, (key) => i18n.exists(key), fallbackKey);
      const field = message.values?.field;
      // The field arrives as a label key (NAME, SITE...) and is shown in the user's wording.
      const values = field === undefined ? message.values : { ...message.values, field: w(String(field)) };
      notify.error(w(message.key, values));
    },
    [i18n, w, notify],
  );
}

/** An error message in the user's wording (the field is a label key). */
export function useErrorText(): (error: ErrorMessage | undefined) => string | undefined {
  const w = useWording();
  return (error) => {
    if (!error) return undefined;
    const field = error.values?.field;
    return w(error.key, field === undefined ? error.values : { ...error.values, field: w(String(field)) });
  };
}
