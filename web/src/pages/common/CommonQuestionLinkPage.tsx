/**
 * /common/questionLink for teachers and staff: the questions they asked (the `askedBy` filter;
 * the server also keeps them to their own site), newest first, and the answers of the one chosen
 * (docs/console-shell.md).
 */
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../admin/components/FilterBar';
import { type FilterValues, initialFilter, serverFilter } from '../../admin/components/filterRules';
import { formatDateTime } from '../../admin/components/format';
import { PagedList } from '../../admin/components/PagedList';
import { useApiAuth } from '../../admin/components/useApi';
import { usePagedQuery } from '../../admin/components/usePagedQuery';
import { askedQuestion, fetchQuestionLink, fetchQuestionLinks, type LinkRow } from '../../api/history';
import { useAuth } from '../../auth/AuthProvider';
import { useWording } from '../../i18n/useWording';
import { titleIn } from '../../questions/titleIn';
import { QuestionLinkAnswers } from '../admin/history/QuestionLinkAnswers';
import { labelledRateText } from '../admin/history/rate';

const FILTERS = ['site', 'spot'] as const;

export function CommonQuestionLinkPage() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const [filter, setFilter] = useState<FilterValues>(() => initialFilter(user?.role ?? {}, user?.site?._id));
  const [chosen, setChosen] = useState<string | null>(null);
  const paged = usePagedQuery(['questionLinks', 'common', filter], (page, perPage) =>
    fetchQuestionLinks(auth, {
      page,
      perPage,
      filter: { ...serverFilter(filter, FILTERS), askedBy: user?._id },
    }),
  );
  const detail = useQuery({
    queryKey: ['questionLinks', 'one', chosen],
    queryFn: () => fetchQuestionLink(auth, chosen ?? ''),
    enabled: chosen !== null,
  });
  const language = i18n.language;

  return (
    <div data-testid="common-question-links">
      <ContentLayout
        header={<Header description={w('MY_QUESTION_LINKS_INTRO')}>{t('MY_QUESTION_LINKS')}</Header>}
      >
        <SpaceBetween size="l">
          <PagedList<LinkRow>
            testId="common-question-link-list"
            title={t('MY_QUESTION_LINKS')}
            paged={paged}
            trackBy={(link) => link._id}
            onRowClick={(link) => setChosen(link._id)}
            filter={<FilterBar filters={FILTERS} value={filter} onChange={setFilter} />}
            columns={[
              {
                id: 'question',
                header: t('ASKED_QUESTION'),
                cell: (link) => (
                  <Link
                    href="#"
                    onFollow={(event) => {
                      event.preventDefault();
                      setChosen(link._id);
                    }}
                  >
                    {titleIn(askedQuestion(link)?.title, language) || '-'}
                  </Link>
                ),
              },
              { id: 'spot', header: w('SPOT'), cell: (link) => link.spot.name ?? '-' },
              { id: 'answers', header: w('LINK_ANSWERS'), cell: (link) => String(link.countOfAnswers) },
              {
                id: 'rate',
                header: t('LINK_RATE'),
                cell: (link) => labelledRateText(askedQuestion(link)?.type, link.rate, t),
              },
              {
                id: 'createdAt',
                header: t('ASKED_AT'),
                cell: (link) => formatDateTime(link.createdAt, language),
              },
            ]}
          />
          {chosen !== null &&
            (detail.data ? (
              <div data-testid="common-question-link-detail">
                <QuestionLinkAnswers link={detail.data} />
              </div>
            ) : (
              <Box textAlign="center">{detail.isPending ? <Spinner /> : t('NOT_FOUND_ITEM_MSG')}</Box>
            ))}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
