/** /admin/manage/questionLink/detail/:id: one asked question with its answers and rate. */
import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { fetchQuestionLink } from '../../../api/history';
import { useWording } from '../../../i18n/useWording';
import { QuestionLinkAnswers } from './QuestionLinkAnswers';

export function QuestionLinkDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const showError = useErrorToast();
  const query = useQuery({
    queryKey: ['questionLinks', 'one', id],
    queryFn: () => fetchQuestionLink(auth, id),
  });
  useEffect(() => {
    if (query.error) showError(query.error);
  }, [query.error, showError]);

  return (
    <AdminPage
      title={w('QUESTION_LINK')}
      crumbs={[{ text: w('QUESTION_LINK'), href: '/admin/manage/setting/questionLink' }]}
      testId="question-link-detail"
    >
      {query.isPending ? (
        <Spinner size="large" />
      ) : query.data ? (
        <QuestionLinkAnswers link={query.data} />
      ) : (
        <Alert type="warning" data-testid="detail-not-found">
          {t('NOT_FOUND_ITEM_MSG')}
        </Alert>
      )}
    </AdminPage>
  );
}
