/**
 * The presses this class did not take, by reason (docs/class-main.md "Rejected presses"): read
 * every 10 s (one item on the server, counted by the answer consumer per queue batch), shown only
 * once there is one, so a class where every press counts sees nothing.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiAuth } from '../../../admin/components/useApi';
import { fetchRejectedPresses } from '../../../api/rejectedPresses';
import { rejectReasonKey, rejectTotal } from '../../../components/rejected-presses/rejectReasons';

export const REJECTED_PRESSES_REFRESH_MS = 10_000;

export function RejectedPressesPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const counts = useQuery({
    queryKey: ['classMain', 'rejectedPresses', sessionId],
    queryFn: () => fetchRejectedPresses(auth, sessionId),
    refetchInterval: REJECTED_PRESSES_REFRESH_MS,
  });
  const list = counts.data ?? [];
  const total = rejectTotal(list);
  if (total === 0) return null;
  return (
    <div data-testid="rejected-presses" data-total={total}>
      <Alert type="warning" header={t('REJECTED_PRESSES_TITLE', { count: total })}>
        <Box variant="p">{t('REJECTED_PRESSES_HINT')}</Box>
        <ul className="rejected-presses-list">
          {list.map(({ reason, count }) => (
            <li key={reason} data-testid="rejected-reason" data-reason={reason} data-count={count}>
              {t(rejectReasonKey(reason))}: <strong>{t('REJECTED_PRESSES_COUNT', { count })}</strong>
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
