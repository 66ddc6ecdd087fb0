/**
 * A distributor's default class screen settings (background, countdown sound, font) on its
 * detail: kept in the distributor's info under `classScreen` like a site's, and used by the
 * running class of each of its sites that set none of its own (docs/console-shell.md).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { type DistRow, updateDist } from '../../../api/catalog';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { readScreenSettings, writeScreenSettings } from '../../class/main/screenSettings';
import { ClassScreenFields } from '../forms/ClassScreenFields';

export function DistScreenSettings({ dist }: { dist: DistRow }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState(() => readScreenSettings(dist.info));
  const [uploading, setUploading] = useState(0);
  // Only title and info are sent: the service keeps the distributor user and wording overrides.
  const save = useMutation({
    mutationFn: () =>
      updateDist(auth, dist._id, { title: dist.title, info: writeScreenSettings(dist.info, screen) }),
    onSuccess: async () => {
      notify.success(t('SAVE_SUCCESS_MSG'));
      await queryClient.invalidateQueries({ queryKey: ['dists'] });
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });
  return (
    <SpaceBetween size="s">
      <ClassScreenFields
        value={screen}
        onChange={(patch) => setScreen((current) => ({ ...current, ...patch }))}
        onBusyChange={(busy) => setUploading((count) => Math.max(0, count + (busy ? 1 : -1)))}
        testId="dist-screen"
        hintKey="DIST_CLASS_SCREEN_HINT"
      />
      <Button
        variant="primary"
        loading={save.isPending}
        disabled={uploading > 0}
        onClick={() => save.mutate()}
        nativeButtonAttributes={{ 'data-testid': 'dist-screen-save' }}
      >
        {t('SAVE')}
      </Button>
    </SpaceBetween>
  );
}
