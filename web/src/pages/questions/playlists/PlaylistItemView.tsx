/**
 * One row of the playlist editor beside its drag handle: position, title (English under it when
 * there is one), answer type and Remove; an item whose question can no longer be read says so.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import type { PlaylistItemRow } from '../../../api/playlists';
import { ANSWER_TYPE_KEYS } from '../questionColumns';
import { itemKey } from './playlistItems';

export function PlaylistItemView(props: {
  item: PlaylistItemRow;
  position: number;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { question } = props.item;
  const key = itemKey(props.item);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }} data-testid={`playlist-item-${key}`}>
      <Box fontWeight="bold" data-testid={`playlist-item-position-${key}`}>
        {props.position}.
      </Box>
      <div style={{ flex: 1, minWidth: 0 }}>
        {question ? (
          <>
            <Box data-testid={`playlist-item-title-${key}`}>{question.title.main}</Box>
            {question.title.en && (
              <Box variant="small" color="text-body-secondary">
                {question.title.en}
              </Box>
            )}
          </>
        ) : (
          <Box color="text-status-inactive" data-testid="playlist-item-unavailable">
            {t('PLAYLIST_QUESTION_UNAVAILABLE')}
          </Box>
        )}
      </div>
      {question && <Box color="text-body-secondary">{t(ANSWER_TYPE_KEYS[question.info.answerType])}</Box>}
      <Button
        variant="inline-link"
        disabled={props.busy}
        onClick={props.onRemove}
        nativeButtonAttributes={{ 'data-testid': `playlist-item-remove-${key}` }}
      >
        {t('PLAYLIST_REMOVE_ITEM')}
      </Button>
    </div>
  );
}
