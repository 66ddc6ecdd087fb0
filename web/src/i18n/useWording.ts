import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthProvider';
import { wordingKey } from './wording';

/**
 * `w('CLASS')` reads "class" in school mode and "event" in business mode. The distributor's
 * overlay is already merged into the resources, so it overrides either variant.
 */
export function useWording(): (key: string, values?: Record<string, string | number>) => string {
  const { t, i18n } = useTranslation();
  const { mode } = useAuth();
  return useCallback(
    (key, values) =>
      t(
        wordingKey(key, mode, (candidate) => i18n.exists(candidate)),
        values ?? {},
      ),
    [t, i18n, mode],
  );
}
