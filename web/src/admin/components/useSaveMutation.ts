/**
 * A save from an admin screen: once the server accepts it, a success notice, the listed queries
 * read again (awaited, so the caller's busy state lasts until the lists show the change), then the
 * caller's own step (close the modal...); a refusal shows the server's message, or `errorKey`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../notifications/NotificationsProvider';
import { useErrorToast } from './useApi';

export interface SaveOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Query key prefixes to read again once saved. */
  invalidates: readonly (readonly unknown[])[];
  /** After the notice and the reads. */
  onSaved?: (data: TData) => void;
  /** The success notice, already translated; SAVE_SUCCESS_MSG when omitted. */
  successMessage?: string;
  /** The fallback error text key when the server gives no known message. */
  errorKey?: string;
}

export function useSaveMutation<TData, TVariables = void>(options: SaveOptions<TData, TVariables>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data) => {
      notify.success(options.successMessage ?? t('SAVE_SUCCESS_MSG'));
      for (const queryKey of options.invalidates) await queryClient.invalidateQueries({ queryKey });
      options.onSaved?.(data);
    },
    onError: (error) => showError(error, options.errorKey ?? 'SAVE_ERR_MSG'),
  });
}
