/**
 * The Excel export of one class session, as the results page's ExportButton takes it: the request
 * (with the chosen presentation) and the read of the export job, under the signed-in token.
 */
import { useMemo } from 'react';
import { useApiAuth } from '../../../admin/components/useApi';
import { type ExportPresentation, resultsCalls } from '../../../api/results';

export function useSessionExport(session: string) {
  const token = useApiAuth()?.token;
  const calls = useMemo(() => resultsCalls(token ? { token } : null), [token]);
  const request = useMemo(
    () => (presentation: ExportPresentation) => calls.requestExport({ session }, presentation),
    [calls, session],
  );
  return { request, read: calls.exportJob };
}
