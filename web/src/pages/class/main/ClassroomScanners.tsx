/**
 * The running class's scanners, online or offline (docs/class-main.md "Scanners"): the classroom's
 * scanners are read once from fleetHealth(site, spot), then kept current by onScannerStatus, so
 * the teacher sees a scanner drop within seconds; the threshold for a silent scanner is the
 * server's offlineAfterMs against the ticking clock, as on the fleet health page.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth } from '../../../admin/components/useApi';
import { fetchClassroomScanners } from '../../../api/fleetHealth';
import { scannerOnline } from '../../admin/fleet-health/health';
import { useNow } from '../../admin/fleet-health/useNow';
import { withLiveStatus } from '../../admin/shared/scannerPresence';
import { useScannerPresence } from '../../admin/shared/useScannerPresence';

/** The fallback: a slow refresh only while the live status watch is not live (failed or dropped). */
const FALLBACK_REFETCH_MS = 60_000;

export function ClassroomScanners(props: { site: string; spot: string }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const now = useNow();
  // Read by the refetch interval, which is set before the watch can know the scanners.
  const watchLive = useRef(false);
  const room = useQuery({
    queryKey: ['classMain', 'scanners', props.site, props.spot],
    queryFn: () => fetchClassroomScanners(auth, props.site, props.spot),
    refetchInterval: () => (watchLive.current ? false : FALLBACK_REFETCH_MS),
  });
  const scids = useMemo(() => (room.data?.scanners ?? []).map((scanner) => scanner.scid), [room.data]);
  const presence = useScannerPresence(scids, auth?.token);
  watchLive.current = presence.state === 'live';
  // Read once more when the watch turns live, so a change between the first read and the
  // server's acknowledgement is not lost (as the class screen does for answers).
  const { refetch } = room;
  useEffect(() => {
    if (presence.state === 'live') void refetch();
  }, [presence.state, refetch]);
  const data = room.data;
  if (!data || data.scanners.length === 0) return null;
  return (
    <div data-testid="class-scanners" data-presence={presence.state}>
      <SpaceBetween direction="horizontal" size="m" alignItems="center">
        <Box variant="awsui-key-label">{t('FLEET_HEALTH_SCANNERS')}</Box>
        {withLiveStatus(data.scanners, presence.latest).map((scanner) => {
          const online = scannerOnline(scanner, now, data.offlineAfterMs);
          return (
            <span
              key={scanner.scid}
              data-testid="class-scanner"
              data-scid={scanner.scid}
              data-online={online}
            >
              <StatusIndicator type={online ? 'success' : 'stopped'}>
                {`${scanner.name ?? scanner.scid}: ${t(online ? 'FLEET_HEALTH_ONLINE' : 'FLEET_HEALTH_OFFLINE')}`}
              </StatusIndicator>
            </span>
          );
        })}
      </SpaceBetween>
    </div>
  );
}
