/**
 * Quiz Express in the running class: choose one of the teacher's playlists and run it in order;
 * the position ("Question 2 of 3") is shown and Next moves on once the current question stopped.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth } from '../../../admin/components/useApi';
import { fetchPlaylists, type PlaylistRow } from '../../../api/playlists';
import { type PlaylistRun, runPosition, startRun } from './playlistRun';

interface Props {
  run: PlaylistRun | null;
  playlist: PlaylistRow | null;
  busy: boolean;
  canAdvance: boolean;
  onStart: (playlist: PlaylistRow, run: PlaylistRun) => void;
  onNext: () => void;
  onEnd: () => void;
  onNothingToRun: () => void;
}

export function PlaylistRunner({
  run,
  playlist,
  busy,
  canAdvance,
  onStart,
  onNext,
  onEnd,
  onNothingToRun,
}: Props) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const [chosen, setChosen] = useState<string | null>(null);
  const playlists = useQuery({
    queryKey: ['classMain', 'playlists'],
    queryFn: () => fetchPlaylists(auth, { page: 0, perPage: 100 }),
  });

  if (run && playlist) {
    const position = runPosition(run, playlist.list);
    return (
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <Box variant="strong" data-testid="playlist-position" data-index={run.index}>
          {playlist.title}: {t('PLAYLIST_POSITION', position)}
        </Box>
        <Button disabled={busy || !canAdvance} onClick={onNext} data-testid="playlist-next">
          {t('NEXT_QUESTION')}
        </Button>
        <Button disabled={busy} onClick={onEnd} data-testid="playlist-end">
          {t('END_PLAYLIST')}
        </Button>
      </SpaceBetween>
    );
  }

  const options = (playlists.data?.data ?? []).map((row) => ({ value: row._id, label: row.title }));
  const selected = options.find((option) => option.value === chosen) ?? null;
  return (
    <SpaceBetween size="xs" direction="horizontal" alignItems="end">
      <FormField label={t('QUIZ_EXPRESS')}>
        <Select
          selectedOption={selected}
          options={options}
          placeholder={t('CHOOSE_PLAYLIST')}
          statusType={playlists.isLoading ? 'loading' : 'finished'}
          onChange={({ detail }) => setChosen(detail.selectedOption.value ?? null)}
          data-testid="playlist-select"
        />
      </FormField>
      <Button
        disabled={busy || !canAdvance || selected === null}
        data-testid="playlist-start"
        onClick={() => {
          const row = playlists.data?.data.find((candidate) => candidate._id === chosen);
          if (!row) return;
          const started = startRun(row._id, row.list);
          if (started) onStart(row, started);
          else onNothingToRun();
        }}
      >
        {t('START_PLAYLIST')}
      </Button>
    </SpaceBetween>
  );
}
