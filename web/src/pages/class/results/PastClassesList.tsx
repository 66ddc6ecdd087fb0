/**
 * /class/results without a session: the past classes the reader may see, newest first (the
 * server's `sessions` list keeps a teacher to their site and a distributor to theirs), each with
 * its classroom (the link to its results), times and teacher. The class area's menu leads here,
 * so a class is found again without its address.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../admin/components/FilterBar';
import { type FilterValues, initialFilter, serverFilter } from '../../../admin/components/filterRules';
import { formatDateTime, personName } from '../../../admin/components/format';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { fetchSessions, type SessionRow } from '../../../api/history';
import { useAuth } from '../../../auth/AuthProvider';
import { AppLink } from '../../../components/AppLink';
import { useWording } from '../../../i18n/useWording';
import { resultsPath } from './resultsNav';

const FILTERS = ['site', 'spot'] as const;

export function PastClassesList() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const [filter, setFilter] = useState<FilterValues>(() => initialFilter(user?.role ?? {}, user?.site?._id));
  const paged = usePagedQuery(['sessions', 'past-classes', filter], (page, perPage) =>
    fetchSessions(auth, { page, perPage, filter: serverFilter(filter, FILTERS) }),
  );
  const language = i18n.language;

  return (
    <div data-testid="past-classes">
      <ContentLayout
        header={
          <Header variant="h1" description={w('PAST_CLASSES_INTRO')}>
            {w('PAST_CLASSES')}
          </Header>
        }
      >
        <PagedList<SessionRow>
          testId="past-class-list"
          title={w('PAST_CLASSES')}
          paged={paged}
          trackBy={(session) => session._id}
          filter={<FilterBar filters={FILTERS} value={filter} onChange={setFilter} />}
          columns={[
            {
              id: 'spot',
              header: w('CLASSROOM'),
              isRowHeader: true,
              cell: (session) => (
                <AppLink href={resultsPath(session._id)} testId="past-class-results">
                  {session.spot.name ?? session.code}
                </AppLink>
              ),
            },
            {
              id: 'starttime',
              header: t('SESSION_START'),
              cell: (session) => formatDateTime(session.starttime, language),
            },
            {
              id: 'endtime',
              header: t('SESSION_END'),
              cell: (session) =>
                session.endtime ? (
                  formatDateTime(session.endtime, language)
                ) : (
                  <StatusIndicator type="in-progress">{t('SESSION_ONGOING')}</StatusIndicator>
                ),
            },
            { id: 'teacher', header: w('TEACHER'), cell: (session) => personName(session.user) || '-' },
          ]}
        />
      </ContentLayout>
    </div>
  );
}
