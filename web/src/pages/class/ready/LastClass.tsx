/**
 * A class card's record of the classroom (docs/class-list.md "Last class and results"): its last
 * class (when it started, running or ended) with its results one click away and its Excel export
 * (the results page's own export button), and how many questions were asked and answers received
 * in the last 7 days.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countText, formatDateTime } from '../../../admin/components/format';
import { useApiAuth } from '../../../admin/components/useApi';
import { fetchLastClass, type SessionSummary } from '../../../api/classSessions';
import type { SpotWithCounts } from '../../../api/fleet';
import { AppLinkButton } from '../../../components/AppLink';
import { useWording } from '../../../i18n/useWording';
import { KeyFigure } from '../KeyFigure';
import { ExportButton } from '../results/ExportButton';
import { resultsPath } from '../results/resultsNav';
import { useSessionExport } from '../results/useSessionExport';

function Session({ session, spotName }: { session: SessionSummary; spotName: string }) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const sessionExport = useSessionExport(session._id);
  const ended = Boolean(session.endtime);
  return (
    <SpaceBetween size="xs">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <span data-testid="last-class-start">{formatDateTime(session.starttime, i18n.language)}</span>
        <StatusIndicator type={ended ? 'stopped' : 'in-progress'}>
          <span data-testid="last-class-state">{ended ? w('LAST_CLASS_ENDED') : t('SESSION_ONGOING')}</span>
        </StatusIndicator>
      </SpaceBetween>
      <SpaceBetween direction="horizontal" size="xs">
        <AppLinkButton
          href={resultsPath(session._id)}
          iconName="file"
          ariaLabel={`${t('RESULTS_OPEN')}: ${spotName}`}
          testId="last-class-results"
        >
          {t('RESULTS_OPEN')}
        </AppLinkButton>
        <ExportButton request={sessionExport.request} read={sessionExport.read} />
      </SpaceBetween>
    </SpaceBetween>
  );
}

export function LastClass({ spot }: { spot: SpotWithCounts }) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const last = useQuery({
    queryKey: ['lastClass', spot.site._id, spot._id, auth?.token],
    queryFn: () => fetchLastClass(auth, spot),
  });
  const session = last.data ?? null;
  return (
    <div data-testid="last-class" data-session={session?._id ?? ''} data-ended={Boolean(session?.endtime)}>
      <SpaceBetween size="s">
        <div>
          <Box variant="awsui-key-label">{w('LAST_CLASS')}</Box>
          {last.isPending ? (
            <Spinner />
          ) : last.isError ? (
            <Box color="text-status-error">{w('LAST_CLASS_READ_ERR')}</Box>
          ) : session ? (
            <Session session={session} spotName={spot.name} />
          ) : (
            <Box color="text-body-secondary" data-testid="last-class-none">
              {w('NO_CLASS_YET')}
            </Box>
          )}
        </div>
        <SpaceBetween direction="horizontal" size="xl">
          <KeyFigure
            label={t('QUESTIONS_7D')}
            value={countText(spot.questionCount7d)}
            testId="class-card-questions-7d"
          />
          <KeyFigure
            label={t('ANSWERS_7D')}
            value={countText(spot.answerCount7d)}
            testId="class-card-answers-7d"
          />
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}
