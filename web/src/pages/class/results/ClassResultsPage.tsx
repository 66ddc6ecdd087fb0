/**
 * /class/results?session=<id>: the results of a session, running or ended (issue 7; docs/exports.md):
 * per question the distribution chart, correct rate and response times, per student the answers,
 * correct count and rate, and the Excel export with its progress and download link. The export
 * stays available when the statistics cannot be read: it is a separate job with its own report.
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
import { ExportButton } from './ExportButton';
import { QuestionStatsList } from './QuestionStatsList';
import { resultsCalls } from './resultsApi';
import { StudentResultsTable } from './StudentResultsTable';

export function ClassResultsPage() {
  const { t } = useTranslation();
  const token = useApiAuth()?.token;
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
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
  const request = useMemo(() => () => calls.requestExport(sessionId), [calls, sessionId]);

  return (
    <div data-testid="class-results" data-session={sessionId}>
      <ContentLayout
        header={
          <Header
            variant="h1"
            actions={
              <Button iconName="refresh" onClick={() => void results.refetch()} data-testid="results-refresh">
                {t('RESULTS_REFRESH')}
              </Button>
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
