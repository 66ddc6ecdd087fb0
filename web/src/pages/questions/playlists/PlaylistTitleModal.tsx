/**
 * Asks a playlist's title, to create one (with an empty list: questions are added in the
 * editor) or to rename one. An empty title is refused here with the server's own rule and key
 * (REQUIRED_FIELD_MSG, field title), so the request is not even sent.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../admin/components/FormModal';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { createPlaylist, type PlaylistRow, renamePlaylist } from '../../../api/playlists';
import { useNotify } from '../../../notifications/NotificationsProvider';

export function PlaylistTitleModal(props: {
  /** The playlist to rename; null creates a new one. */
  playlist: PlaylistRow | null;
  onClose: () => void;
  onSaved: (saved: PlaylistRow) => void;
}) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const [title, setTitle] = useState(props.playlist?.title ?? '');
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const trimmed = title.trim();
    setRefused(trimmed === '');
    if (trimmed === '' || busy) return;
    setBusy(true);
    try {
      const saved = props.playlist
        ? await renamePlaylist(auth, props.playlist._id, trimmed)
        : await createPlaylist(auth, { title: trimmed, list: [] });
      notify.success(t('SAVE_SUCCESS_MSG'));
      props.onSaved(saved);
    } catch (error) {
      showError(error, 'SAVE_ERR_MSG');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      title={props.playlist ? t('RENAME_PLAYLIST') : t('NEW_PLAYLIST')}
      busy={busy}
      onCancel={props.onClose}
      onSubmit={() => void submit()}
      testId="playlist-form"
    >
      <FormField
        label={t('TITLE')}
        errorText={refused ? t('REQUIRED_FIELD_MSG', { field: t('TITLE') }) : undefined}
      >
        <Input
          value={title}
          onChange={({ detail }) => {
            setTitle(detail.value);
            setRefused(false);
          }}
          nativeInputAttributes={{ 'data-testid': 'playlist-form-title', maxLength: 200 }}
        />
      </FormField>
    </FormModal>
  );
}
