/**
 * /class/results?session=<id>: the results of a session, running or ended (issue 7; docs/exports.md):
 * which class and when, per question the distribution chart, correct rate and response times, per
 * student the answers, correct count and rate, and the Excel export with its progress and
 * download. The export stays available when the statistics cannot be read: it is a separate job
 * with its own report. /class/results?spot=<id> is the classroom's results (ClassroomResultsPage).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiAuth } from '../../../admin/components/useApi';
import { formatDate } from '../../../dates';
import { ClassroomResultsPage } from './ClassroomResultsPage';
import { ExportButton } from './ExportButton';
import { QuestionStatsList } from './QuestionStatsList';
import { type ExportPresentation, resultsCalls } from './resultsApi';
import { StudentResultsTable } from './StudentResultsTable';

export function ClassResultsPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const spotId = params.get('spot') ?? '';
  if (!sessionId && spotId) return <ClassroomResultsPage spotId={spotId} />;
  return <SessionResultsPage sessionId={sessionId} />;
}

function SessionResultsPage({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation();
  const token = useApiAuth()?.token;
  // useApiAuth gives a new object each render: the calls follow the token only.
  const calls = useMemo(() => resultsCalls(token ? { token } : null), [token]);
  const results = useQuery({
    queryKey: ['class-results', sessionId, token],
    enabled: sessionId !== '',
    queryFn: async () => {
      const [stats, students] = await Promise.all([
        calls.questionStats(sessionId),
        calls.studentResults(sessionId),
      ]);
      return { stats, students };
    },
  });
  const session = useQuery({
    queryKey: ['class-results-session', sessionId, token],
    enabled: sessionId !== '',
    queryFn: () => calls.session(sessionId),
  });
  const request = useMemo(
    () => (presentation: ExportPresentation) => calls.requestExport({ session: sessionId }, presentation),
    [calls, sessionId],
  );
  const spot = session.data?.spot;

  return (
    <div data-testid="class-results" data-session={sessionId}>
      <ContentLayout
        header={
          <Header
            variant="h1"
            description={
              spot && session.data
                ? t('EXPORT_SESSION_OF', {
                    classroom: spot.name,
                    start: formatDate(session.data.starttime, i18n.language),
                  })
                : undefined
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {spot && (
                  <Button
                    href={`/class/results?spot=${encodeURIComponent(spot._id)}`}
                    data-testid="open-classroom-results"
                  >
                    {t('CLASSROOM_RESULTS_OPEN')}
                  </Button>
                )}
                <Button
                  iconName="refresh"
                  onClick={() => void results.refetch()}
                  data-testid="results-refresh"
                >
                  {t('RESULTS_REFRESH')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('RESULTS_TITLE')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ExportButton request={request} read={calls.exportJob} />
          {results.data ? (
            <>
              <QuestionStatsList stats={results.data.stats} />
              <StudentResultsTable
                students={results.data.students}
                links={results.data.stats.map((entry) => entry.questionLink)}
              />
            </>
          ) : results.isLoading ? (
            <Box textAlign="center" padding="xxl" data-testid="class-results-loading">
              <Spinner size="large" />
            </Box>
          ) : (
            <Alert type="error" data-testid="class-results-error">
              {t('RESULTS_LOAD_ERR_MSG')}
            </Alert>
          )}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
