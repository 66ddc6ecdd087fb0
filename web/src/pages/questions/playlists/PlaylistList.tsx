/**
 * The caller's playlists (title, number of questions, last change) with create, rename and
 * delete. Opening one (its title) hands its id to the tab, which shows the editor.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../admin/components/ConfirmModal';
import { FilterBar } from '../../../admin/components/FilterBar';
import type { FilterValues } from '../../../admin/components/filterRules';
import { formatDateTime } from '../../../admin/components/format';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { fetchPlaylists, type PlaylistRow, removePlaylist } from '../../../api/playlists';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { PlaylistTitleModal } from './PlaylistTitleModal';

export function PlaylistList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const [filters, setFilters] = useState<FilterValues>({});
  const [editing, setEditing] = useState<PlaylistRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PlaylistRow | null>(null);
  const [busy, setBusy] = useState(false);

  const filter = { q: filters.q?.trim() || undefined };
  const paged = usePagedQuery(['playlists', filter], (page, perPage) =>
    fetchPlaylists(auth, { page, perPage, filter }),
  );

  const remove = async (playlist: PlaylistRow) => {
    setBusy(true);
    try {
      await removePlaylist(auth, playlist._id);
      notify.success(t('DELETE_SUCCESS_MSG'));
      setDeleting(null);
      paged.refetch();
    } catch (error) {
      showError(error, 'DELETE_ERR_MSG');
    } finally {
      setBusy(false);
    }
  };

  const columns: TableProps.ColumnDefinition<PlaylistRow>[] = [
    {
      id: 'title',
      header: t('TITLE'),
      isRowHeader: true,
      cell: (row) => (
        <Button
          variant="inline-link"
          onClick={() => onOpen(row._id)}
          nativeButtonAttributes={{ 'data-testid': `playlist-open-${row._id}` }}
        >
          {row.title}
        </Button>
      ),
    },
    {
      id: 'count',
      header: t('PLAYLIST_QUESTION_COUNT'),
      cell: (row) => <span data-testid={`playlist-count-${row._id}`}>{row.list.length}</span>,
    },
    { id: 'updatedAt', header: t('UPDATED_AT'), cell: (row) => formatDateTime(row.updatedAt, i18n.language) },
    {
      id: 'actions',
      header: t('ACTIONS'),
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            onClick={() => setEditing(row)}
            nativeButtonAttributes={{ 'data-testid': `playlist-rename-${row._id}` }}
          >
            {t('RENAME')}
          </Button>
          <Button
            variant="inline-link"
            onClick={() => setDeleting(row)}
            nativeButtonAttributes={{ 'data-testid': `playlist-delete-${row._id}` }}
          >
            {t('DELETE')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  return (
    <div data-testid="playlist-list-view">
      <PagedList<PlaylistRow>
        testId="playlist-list"
        title={t('PLAYLISTS')}
        paged={paged}
        trackBy={(row) => row._id}
        columns={columns}
        actions={
          <Button
            variant="primary"
            onClick={() => setEditing('new')}
            nativeButtonAttributes={{ 'data-testid': 'playlist-create' }}
          >
            {t('NEW_PLAYLIST')}
          </Button>
        }
        filter={
          <FilterBar
            filters={['q']}
            value={filters}
            onChange={(value) => setFilters({ ...filters, ...value })}
            testId="playlist-filter"
          />
        }
      />
      <ConfirmModal
        visible={deleting !== null}
        busy={busy}
        message={t('DELETE_CONFIRM_MSG', { name: deleting?.title ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        testId="playlist-delete"
      />
      {editing && (
        <PlaylistTitleModal
          playlist={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            paged.refetch();
            // A new playlist is empty: go straight to its editor to add questions.
            if (editing === 'new') onOpen(saved._id);
          }}
        />
      )}
    </div>
  );
}
