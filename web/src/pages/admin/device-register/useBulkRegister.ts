/**
 * The shared engine of the two registration pages (by MAC, by serial number): the target site
 * and classroom, then upsertDevice per device with progress, failures kept per MAC, the success
 * toast and the device lists refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialFilter } from '../../../admin/components/filterRules';
import { useApiAuth } from '../../../admin/components/useApi';
import { adminErrorMessage } from '../../../api/errors';
import { upsertDevice } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { runEach } from './runEach';

export interface RegisterFailure {
  mac: string;
  message: string;
}

export interface RegisterItem {
  mac: string;
  sn?: string;
}

export function useBulkRegister() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [site, setSiteState] = useState(() => initialFilter(user?.role ?? {}, user?.site?._id).site);
  const [spot, setSpot] = useState<string>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [failures, setFailures] = useState<RegisterFailure[]>([]);

  /** Registers every item; resolves with the items that failed, for the page to keep. */
  const run = async <T extends RegisterItem>(items: T[]): Promise<T[]> => {
    setFailures([]);
    const results = await runEach(
      items,
      (item) =>
        upsertDevice(auth, { mac: item.mac, sn: item.sn ?? null, site: site ?? null, spot: spot ?? null }),
      (done, total) => setProgress({ done, total }),
    );
    const failed: RegisterFailure[] = [];
    const failedItems: T[] = [];
    for (const result of results) {
      if (!result.ok) {
        const message = adminErrorMessage(result.error, (key) => i18n.exists(key), 'REGISTER_DEVICE_ERR_MSG');
        failed.push({ mac: result.item.mac, message: w(message.key, message.values) });
        failedItems.push(result.item);
      }
    }
    setFailures(failed);
    const saved = results.length - failed.length;
    if (saved > 0) notify.success(t('REGISTER_DEVICE_SUCCESS_MSG', { count: saved }));
    // A refused device (BLACKLISTED_MAC...) also gets a toast, so a single failure is not missed.
    const [first] = failed;
    if (first) notify.error(`${first.mac}: ${first.message}`);
    await queryClient.invalidateQueries({ queryKey: ['devices'] });
    return failedItems;
  };

  return {
    site,
    spot,
    setSite: (next: string | undefined) => {
      setSiteState(next);
      setSpot(undefined);
    },
    setSpot,
    progress,
    failures,
    running: progress !== undefined && progress.done < progress.total,
    clearFailures: () => setFailures([]),
    run,
  };
}

export type BulkRegister = ReturnType<typeof useBulkRegister>;
