/**
 * /class/manage-question and /common/question: the question pages of spec section 2 as tabs:
 * the library, the questions shared with me, the shares I made and the Quiz Express playlists.
 * The tab lives in `?tab=` so a reload or a shared link opens the same one.
 */
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PlaylistsTab } from './playlists/PlaylistsTab';
import { QuestionLibraryTab } from './QuestionLibraryTab';
import { MySharesTab } from './sharing/MySharesTab';
import { SharedWithMeTab } from './sharing/SharedWithMeTab';

export const QUESTION_TABS = ['library', 'shared', 'shares', 'playlists'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];

/** The tab named by `?tab=`, the library for anything else. */
export function questionTab(value: string | null): QuestionTab {
  return QUESTION_TABS.find((tab) => tab === value) ?? 'library';
}

export function QuestionsPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = questionTab(params.get('tab'));

  return (
    <div data-testid="question-list-page">
      <ContentLayout header={<Header variant="h1">{t(titleKey)}</Header>}>
        <Tabs
          activeTabId={active}
          onChange={({ detail }) => setParams({ tab: detail.activeTabId }, { replace: true })}
          tabs={[
            { id: 'library', label: t('QUESTION_LIBRARY'), content: <QuestionLibraryTab /> },
            { id: 'shared', label: t('SHARED_WITH_ME'), content: <SharedWithMeTab /> },
            { id: 'shares', label: t('MY_SHARES'), content: <MySharesTab /> },
            { id: 'playlists', label: t('QUIZ_EXPRESS'), content: <PlaylistsTab /> },
          ]}
        />
      </ContentLayout>
    </div>
  );
}
