/**
 * One playlist's questions in order: add through the question search picker (appended at the
 * end), drag a row's handle to reorder, remove a row. Every change replaces the list on the
 * server at once (updatePlayList, renumbered 0..n-1); the new list is shown while it saves and
 * a failed save goes back to the last saved one.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import {
  fetchPlaylist,
  type PlaylistItemRow,
  type PlaylistRow,
  savePlaylistItems,
} from '../../../api/playlists';
import type { QuestionRow } from '../../../api/questions';
import { SortableList } from '../../../components/SortableList';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { QuestionSearchPicker } from '../QuestionSearchPicker';
import { PlaylistItemView } from './PlaylistItemView';
import { appendQuestions, itemKey, moveItem, removeAt, sortByOrder, toListInput } from './playlistItems';

export function PlaylistEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const queryKey = ['playlist', id];
  const query = useQuery({ queryKey, queryFn: () => fetchPlaylist(auth, id), retry: false });
  // The list being saved; null shows the last saved list (the query's data).
  const [pending, setPending] = useState<PlaylistItemRow[] | null>(null);
  const [picking, setPicking] = useState(false);
  const playlist = query.data;
  const items = pending ?? sortByOrder(playlist?.list ?? []);
  const busy = pending !== null;

  const save = async (next: PlaylistItemRow[], successKey: string, errorKey: string) => {
    setPending(next);
    try {
      const saved = await savePlaylistItems(auth, id, toListInput(next));
      queryClient.setQueryData<PlaylistRow>(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['playlists'] });
      notify.success(t(successKey));
      return true;
    } catch (error) {
      showError(error, errorKey);
      return false;
    } finally {
      setPending(null);
    }
  };

  const add = async (questions: QuestionRow[]) => {
    // The picker's rows carry more fields than an item's question; keep what the list shows.
    const chosen = questions.map(({ _id, title, active, info }) => ({ _id, title, active, info }));
    const { items: next, skipped } = appendQuestions(items, chosen);
    if (skipped > 0) notify.info(t('PLAYLIST_ALREADY_ADDED_MSG', { count: skipped }));
    if (next.length === items.length) {
      setPicking(false);
      return;
    }
    if (await save(next, 'SAVE_SUCCESS_MSG', 'SAVE_ERR_MSG')) setPicking(false);
  };

  if (query.isPending) {
    return (
      <Box textAlign="center" padding="l">
        <Spinner size="large" />
      </Box>
    );
  }
  if (!playlist) {
    return (
      <SpaceBetween size="m">
        <Alert type="error" data-testid="playlist-not-found">
          {t('PLAYLIST_NOT_FOUND')}
        </Alert>
        <Button onClick={onBack} nativeButtonAttributes={{ 'data-testid': 'playlist-back' }}>
          {t('PLAYLIST_BACK')}
        </Button>
      </SpaceBetween>
    );
  }

  const unavailable = items.some((item) => item.question === null);
  return (
    <div data-testid="playlist-editor">
      <Container
        header={
          <Header
            variant="h2"
            counter={`(${items.length})`}
            description={t('REORDER_HINT')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="arrow-left"
                  onClick={onBack}
                  nativeButtonAttributes={{ 'data-testid': 'playlist-back' }}
                >
                  {t('PLAYLIST_BACK')}
                </Button>
                <Button
                  variant="primary"
                  disabled={busy}
                  onClick={() => setPicking(true)}
                  nativeButtonAttributes={{ 'data-testid': 'playlist-add-questions' }}
                >
                  {t('PLAYLIST_ADD_QUESTIONS')}
                </Button>
              </SpaceBetween>
            }
          >
            <span data-testid="playlist-editor-title">{playlist.title}</span>
          </Header>
        }
      >
        <SpaceBetween size="s">
          {unavailable && <Alert type="warning">{t('PLAYLIST_UNAVAILABLE_HINT')}</Alert>}
          {items.length === 0 ? (
            <Box
              textAlign="center"
              color="text-body-secondary"
              padding="m"
              data-testid="playlist-items-empty"
            >
              {t('PLAYLIST_EMPTY')}
            </Box>
          ) : (
            <SortableList<PlaylistItemRow>
              testId="playlist-items"
              items={items}
              getId={itemKey}
              getLabel={(item) => item.question?.title.main ?? t('PLAYLIST_QUESTION_UNAVAILABLE')}
              disabled={busy}
              onMove={(from, to) =>
                void save(moveItem(items, from, to), 'ORDER_SUCCESS_MSG', 'ORDER_ERR_MSG')
              }
              renderItem={(item, index) => (
                <PlaylistItemView
                  item={item}
                  position={index + 1}
                  busy={busy}
                  onRemove={() => void save(removeAt(items, index), 'SAVE_SUCCESS_MSG', 'SAVE_ERR_MSG')}
                />
              )}
            />
          )}
        </SpaceBetween>
      </Container>
      {picking && (
        <QuestionSearchPicker
          multi
          title={t('PLAYLIST_ADD_QUESTIONS')}
          busy={busy}
          onCancel={() => setPicking(false)}
          onConnect={(questions) => void add(questions)}
          testId="playlist-question-search"
          withShared
        />
      )}
    </div>
  );
}
