/**
 * The "shared with me" tab: the caller's subscriber status, the shares made to them (active or
 * overdue) and, read-only, the questions those shares open while they are not overdue.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../admin/components/FilterBar';
import type { FilterValues } from '../../../admin/components/filterRules';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { fetchQuestions, type QuestionRow } from '../../../api/questions';
import { fetchQuestionShares, type ShareRow } from '../../../api/shares';
import { questionColumns } from '../questionColumns';
import { shareColumns } from './shareColumns';
import { subscriberStatus } from './shareRules';

const READ_ONLY = { editable: false, busy: false, onEdit: () => {}, onMove: () => {}, count: 0 };

function SubscriberStatus() {
  const { t } = useTranslation();
  const auth = useApiAuth();
  // Only the count matters: the server filters on the derived overdue state over every share.
  const active = useQuery({
    queryKey: ['questionShares', 'to-me', 'active-count'],
    queryFn: () =>
      fetchQuestionShares(auth, { page: 0, perPage: 1, filter: { overdue: false }, shared: true }),
  });
  const status = subscriberStatus(active.data?.total);
  return (
    <Container header={<Header variant="h2">{t('SUBSCRIPTION')}</Header>}>
      <SpaceBetween size="xs">
        <div data-testid="subscriber-status" data-status={status ?? 'loading'}>
          {status === null ? (
            <StatusIndicator type={active.isError ? 'error' : 'loading'}>
              {t(active.isError ? 'LIST_ERR_MSG' : 'LOADING')}
            </StatusIndicator>
          ) : (
            <StatusIndicator type={status === 'subscriber' ? 'success' : 'stopped'}>
              {t(status === 'subscriber' ? 'SUBSCRIBER' : 'NOT_SUBSCRIBER')}
            </StatusIndicator>
          )}
        </div>
        <Box variant="small">{t('SUBSCRIBER_HINT')}</Box>
      </SpaceBetween>
    </Container>
  );
}

export function SharedWithMeTab() {
  const { t, i18n } = useTranslation();
  const auth = useApiAuth();
  const shares = usePagedQuery(['questionShares', 'to-me'], (page, perPage) =>
    fetchQuestionShares(auth, { page, perPage, shared: true }),
  );
  const [filters, setFilters] = useState<FilterValues>({});
  const filter = { q: filters.q || undefined };
  const questions = usePagedQuery(['questions', 'shared', filter], (page, perPage) =>
    fetchQuestions(auth, { page, perPage, filter, shared: true }),
  );

  return (
    <div data-testid="shared-with-me-tab">
      <SpaceBetween size="l">
        <SubscriberStatus />
        <PagedList<ShareRow>
          testId="shares-to-me"
          title={t('SHARES_TO_ME')}
          paged={shares}
          trackBy={(row) => row._id}
          columns={shareColumns(t, i18n.language, 'from')}
        />
        <PagedList<QuestionRow>
          testId="shared-question-list"
          title={t('SHARED_QUESTIONS')}
          paged={questions}
          trackBy={(row) => row._id}
          columns={questionColumns(t, questions.items, READ_ONLY)}
          filter={
            <SpaceBetween size="xs">
              <FilterBar
                filters={['q']}
                value={filters}
                onChange={(value) => setFilters({ ...filters, ...value })}
                testId="shared-question-filter"
              />
              <Box variant="small">{t('SHARED_QUESTIONS_HINT')}</Box>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
    </div>
  );
}
