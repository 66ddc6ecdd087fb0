/**
 * The two tables of the fleet health page: scanners (online or offline against the ticking
 * clock, with a text label beside the indicator) and buttons (last press, battery, signal), stale
 * rows marked with a "Stale" text badge, not only a colour.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ButtonHealthRow, ScannerHealthRow } from '../../../api/fleetHealth';
import { rejectReasonKey, rejectTotal } from '../../../components/rejected-presses/rejectReasons';
import { StatusBadge } from '../shared/StatusBadge';
import { buttonStale, relativeTime, scannerOnline } from './health';

const dash = '-';

export function ScannerHealthTable(props: {
  scanners: ScannerHealthRow[];
  now: number;
  offlineAfterMs: number;
  rejectDays: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table
      data-testid="fleet-health-scanners"
      header={<Header counter={`(${props.scanners.length})`}>{t('FLEET_HEALTH_SCANNERS')}</Header>}
      items={props.scanners}
      trackBy="_id"
      variant="container"
      empty={t('FLEET_HEALTH_NO_SCANNERS')}
      columnDefinitions={[
        { id: 'name', header: t('NAME'), cell: (row) => row.name ?? row.scid },
        { id: 'scid', header: t('SCID'), cell: (row) => row.scid },
        { id: 'spot', header: t('SPOT'), cell: (row) => row.spot?.name ?? dash },
        {
          id: 'state',
          header: t('FLEET_HEALTH_STATE'),
          cell: (row) =>
            scannerOnline(row, props.now, props.offlineAfterMs) ? (
              <span data-testid="scanner-online">
                <StatusIndicator type="success">{t('FLEET_HEALTH_ONLINE')}</StatusIndicator>
              </span>
            ) : (
              <span data-testid="scanner-offline">
                <StatusIndicator type="stopped">{t('FLEET_HEALTH_OFFLINE')}</StatusIndicator>
              </span>
            ),
        },
        {
          id: 'status',
          header: t('FLEET_HEALTH_REPORTED'),
          cell: (row) => <StatusBadge status={row.status} />,
        },
        {
          id: 'alive',
          header: t('FLEET_HEALTH_LAST_ALIVE'),
          cell: (row) => relativeTime(row.alive, props.now, i18n.language) ?? t('FLEET_HEALTH_NEVER'),
        },
        {
          id: 'rejected',
          header: t('FLEET_HEALTH_REJECTED', { days: props.rejectDays }),
          cell: (row) => <RejectedCell rejected={row.rejected} />,
        },
      ]}
    />
  );
}

/** A scanner's rejected presses: the total, then each reason with its count. */
function RejectedCell({ rejected }: { rejected: ScannerHealthRow['rejected'] }) {
  const { t } = useTranslation();
  const total = rejectTotal(rejected);
  if (total === 0)
    return (
      <span data-testid="scanner-rejected" data-total={0}>
        {t('FLEET_HEALTH_NO_REJECTS')}
      </span>
    );
  return (
    <span data-testid="scanner-rejected" data-total={total}>
      <Box variant="strong">{total}</Box>
      {rejected.map(({ reason, count }) => (
        <Box key={reason} fontSize="body-s" color="text-body-secondary" data-reason={reason}>
          {t(rejectReasonKey(reason))}: {count}
        </Box>
      ))}
    </span>
  );
}

export function ButtonHealthTable(props: { buttons: ButtonHealthRow[]; now: number; staleDays: number }) {
  const { t, i18n } = useTranslation();
  const stale = (row: ButtonHealthRow) => buttonStale(row.lastPress, props.now, props.staleDays);
  return (
    <Table
      data-testid="fleet-health-buttons"
      header={<Header counter={`(${props.buttons.length})`}>{t('FLEET_HEALTH_BUTTONS')}</Header>}
      items={props.buttons}
      trackBy="mac"
      variant="container"
      empty={t('FLEET_HEALTH_NO_BUTTONS')}
      columnDefinitions={[
        { id: 'mac', header: t('MAC'), cell: (row) => row.mac },
        { id: 'label', header: t('NAME'), cell: (row) => row.label ?? row.name ?? dash },
        { id: 'spot', header: t('SPOT'), cell: (row) => row.spot?.name ?? dash },
        {
          id: 'lastPress',
          header: t('FLEET_HEALTH_LAST_PRESS'),
          cell: (row) => (
            <span>
              {relativeTime(row.lastPress, props.now, i18n.language) ?? t('FLEET_HEALTH_NEVER')}{' '}
              {stale(row) ? (
                <span data-testid="button-stale">
                  <Badge color="severity-medium">{t('FLEET_HEALTH_STALE')}</Badge>
                </span>
              ) : null}
            </span>
          ),
        },
        {
          id: 'battery',
          header: t('FLEET_HEALTH_BATTERY'),
          cell: (row) => (row.battery == null ? dash : `${row.battery}%`),
        },
        {
          id: 'rssi',
          header: t('FLEET_HEALTH_SIGNAL'),
          cell: (row) => (row.rssi == null ? dash : `${row.rssi} dBm`),
        },
        { id: 'scanner', header: t('FLEET_HEALTH_HEARD_BY'), cell: (row) => row.scanner ?? dash },
      ]}
    />
  );
}
