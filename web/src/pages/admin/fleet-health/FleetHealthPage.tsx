/**
 * /admin/manage/health: a site's fleet health (docs/fleet-health.md), optionally one classroom.
 * The server answers with each scanner's alive time and each button's last press; this page
 * recomputes online and stale against a ticking browser clock, so a scanner that stops sending
 * flips to offline without a reload. Each listed scanner's status comes live from onScannerStatus,
 * so a disconnect shows within seconds; the page polls only while that watch is not live.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { SiteSelect, SpotSelect } from '../../../admin/components/EntitySelects';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { fetchMySite } from '../../../api/fleet';
import { fetchFleetHealth } from '../../../api/fleetHealth';
import { useWording } from '../../../i18n/useWording';
import { withLiveStatus } from '../shared/scannerPresence';
import { useScannerPresence } from '../shared/useScannerPresence';
import { ButtonHealthTable, ScannerHealthTable } from './HealthTables';
import { DEFAULT_STALE_DAYS, notSeenFilter, parseStaleDays } from './health';
import { useNow } from './useNow';

/**
 * The fallback: a slow refresh only while the live status watch is failed, dropped or not yet
 * acknowledged (or the site has more scanners than are watched one by one). With the watch live,
 * a scanner's status and alive time arrive as events, and the Refresh button reads the rest.
 */
const FALLBACK_REFETCH_MS = 60_000;

export function FleetHealthPage() {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const showError = useErrorToast();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const [daysText, setDaysText] = useState(String(DEFAULT_STALE_DAYS));
  const [onlyStale, setOnlyStale] = useState(false);
  const staleDays = parseStaleDays(daysText);
  const mySite = useQuery({ queryKey: ['sites', 'mine'], queryFn: () => fetchMySite(auth) });
  const site = params.get('site') ?? mySite.data?._id ?? undefined;
  const spot = params.get('spot') ?? undefined;
  // Read by the refetch interval, which is set before the watch can know the scanners.
  const watchLive = useRef(false);
  const health = useQuery({
    queryKey: ['fleetHealth', site, spot ?? null, staleDays],
    queryFn: () => fetchFleetHealth(auth, { site: site as string, spot, staleDays }),
    enabled: Boolean(site),
    refetchInterval: () => (watchLive.current ? false : FALLBACK_REFETCH_MS),
  });
  const scids = useMemo(() => (health.data?.scanners ?? []).map((scanner) => scanner.scid), [health.data]);
  const presence = useScannerPresence(scids, auth?.token);
  watchLive.current = presence.state === 'live';
  // Read once more when the watch turns live, so a change between the first read and the
  // server's acknowledgement is not lost (as the class screen does for answers).
  const { refetch } = health;
  useEffect(() => {
    if (presence.state === 'live') void refetch();
  }, [presence.state, refetch]);

  useEffect(() => {
    if (health.error) showError(health.error);
  }, [health.error, showError]);

  const choose = (next: { site?: string; spot?: string }) => {
    const search = new URLSearchParams();
    if (next.site) search.set('site', next.site);
    if (next.spot) search.set('spot', next.spot);
    setParams(search, { replace: true });
  };
  const data = health.data;
  return (
    <AdminPage
      title={t('FLEET_HEALTH')}
      testId="fleet-health-page"
      actions={
        <Button
          iconName="refresh"
          data-testid="fleet-health-refresh"
          disabled={!site}
          onClick={() => void health.refetch()}
        >
          {t('FLEET_HEALTH_REFRESH')}
        </Button>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={4}>
            <FormField label={w('SITE')}>
              <SiteSelect
                testId="fleet-health-site"
                value={site}
                fallbackLabel={mySite.data?._id === site ? mySite.data?.name : undefined}
                onChange={(id) => choose({ site: id })}
              />
            </FormField>
            <FormField label={w('SPOT')}>
              <SpotSelect
                testId="fleet-health-spot"
                site={site}
                value={spot}
                allowAll
                disabled={!site}
                onChange={(id) => choose({ site, spot: id })}
              />
            </FormField>
            <FormField label={t('FLEET_HEALTH_STALE_DAYS')}>
              <Input
                data-testid="fleet-health-stale-days"
                type="number"
                inputMode="numeric"
                value={daysText}
                onChange={({ detail }) => setDaysText(detail.value)}
              />
            </FormField>
            <FormField label={t('FLEET_HEALTH_BUTTONS')}>
              <Toggle
                data-testid="fleet-health-only-stale"
                checked={onlyStale}
                onChange={({ detail }) => setOnlyStale(detail.checked)}
              >
                {t('FLEET_HEALTH_ONLY_STALE')}
              </Toggle>
            </FormField>
          </ColumnLayout>
        </Container>
        {!site ? (
          <Alert type="info">{t('FLEET_HEALTH_CHOOSE_SITE')}</Alert>
        ) : !data ? (
          health.isPending ? (
            <Spinner size="large" />
          ) : null
        ) : (
          <SpaceBetween size="l">
            <Alert type="info">
              {t('FLEET_HEALTH_HINT', { minutes: Math.round(data.offlineAfterMs / 60_000) })}
            </Alert>
            <div data-testid="fleet-health-presence" data-presence={presence.state}>
              <ScannerHealthTable
                scanners={withLiveStatus(data.scanners, presence.latest)}
                now={now}
                offlineAfterMs={data.offlineAfterMs}
                rejectDays={data.rejectDays}
              />
            </div>
            <ButtonHealthTable
              buttons={notSeenFilter(data.buttons, now, staleDays, onlyStale)}
              now={now}
              staleDays={staleDays}
            />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </AdminPage>
  );
}
