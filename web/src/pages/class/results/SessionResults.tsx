/**
 * The results of one session, running or ended (issue 7; docs/exports.md "Console"): which class
 * it was (classroom, when, who), per question the distribution chart, correct rate and response
 * times, per student the answers, correct count and rate, and the Excel export with its progress
 * and download. The export stays available when the statistics cannot be read: it is a separate
 * job with its own report. Breadcrumbs and a back link lead to where the reader came from
 * (resultsNav.ts); another link to the classroom's results over all its classes.
 */
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, personName } from '../../../admin/components/format';
import { useApiAuth } from '../../../admin/components/useApi';
import { fetchSession, type SessionRow } from '../../../api/history';
import { resultsCalls } from '../../../api/results';
import { useAuth } from '../../../auth/AuthProvider';
import { inAdminShell } from '../../../auth/guard';
import { AppLinkButton } from '../../../components/AppLink';
import { useWording } from '../../../i18n/useWording';
import { ExportButton } from './ExportButton';
import { QuestionStatsList } from './QuestionStatsList';
import { ResultsNotLoaded } from './ResultsNotLoaded';
import { backLink, type NavLink, resultsCrumbs } from './resultsNav';
import { StudentResultsTable } from './StudentResultsTable';
import { useSessionExport } from './useSessionExport';

/** "2026-11-25 09:00 – 09:45", or "… – In progress" while the class runs. */
function when(session: SessionRow, language: string, ongoing: string): string {
  const end = session.endtime ? formatDateTime(session.endtime, language) : ongoing;
  return `${formatDateTime(session.starttime, language)} – ${end}`;
}

export function SessionResults({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const { user } = useAuth();
  const adminShell = inAdminShell(user);
  const token = useApiAuth()?.token;
  // useApiAuth gives a new object each render: the calls follow the token only.
  const auth = useMemo(() => (token ? { token } : null), [token]);
  const calls = useMemo(() => resultsCalls(auth), [auth]);
  const session = useQuery({
    queryKey: ['class-results', sessionId, 'session', token],
    queryFn: () => fetchSession(auth, sessionId),
  });
  const results = useQuery({
    queryKey: ['class-results', sessionId, token],
    queryFn: async () => {
      const [stats, students] = await Promise.all([
        calls.questionStats(sessionId),
        calls.studentResults(sessionId),
      ]);
      return { stats, students };
    },
  });
  const sessionExport = useSessionExport(sessionId);
  const found = session.data ?? null;
  const title = found ? `${t('RESULTS_TITLE')}: ${found.spot.name ?? found.code}` : t('RESULTS_TITLE');
  const text = (link: NavLink) => link.text ?? w(link.textKey ?? '');
  const back = backLink(adminShell, sessionId);

  return (
    <div data-testid="class-results" data-session={sessionId}>
      <ContentLayout
        breadcrumbs={
          found && (
            <BreadcrumbGroup
              data-testid="results-breadcrumbs"
              items={resultsCrumbs(adminShell, found, title).map((link) => ({
                text: text(link),
                href: link.href,
              }))}
              onFollow={(event) => {
                event.preventDefault();
                if (event.detail.href !== '#') navigate(event.detail.href);
              }}
            />
          )
        }
        header={
          <Header
            variant="h1"
            description={
              found && (
                <span data-testid="results-session" data-ended={found.endtime !== null}>
                  {when(found, i18n.language, t('SESSION_ONGOING'))}
                  {found.user ? ` · ${w('TEACHER')}: ${personName(found.user)}` : ''}
                </span>
              )
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <AppLinkButton href={back.href} iconName="arrow-left" testId="results-back">
                  {text(back)}
                </AppLinkButton>
                {found && (
                  <AppLinkButton
                    href={`/class/results?spot=${encodeURIComponent(found.spot._id)}`}
                    testId="open-classroom-results"
                  >
                    {t('CLASSROOM_RESULTS_OPEN')}
                  </AppLinkButton>
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
            {title}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ExportButton request={sessionExport.request} read={sessionExport.read} />
          {results.data ? (
            <>
              <QuestionStatsList stats={results.data.stats} />
              <StudentResultsTable
                students={results.data.students}
                links={results.data.stats.map((entry) => entry.questionLink)}
              />
            </>
          ) : (
            <ResultsNotLoaded loading={results.isLoading} />
          )}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
