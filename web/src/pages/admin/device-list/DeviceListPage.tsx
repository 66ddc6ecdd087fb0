/**
 * /admin/manage/dusetting/device: the device list with the filter bar; Register, Link to
 * classroom (selected rows) and Delete (selected rows, after confirming).
 */
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { ConfirmModal } from '../../../admin/components/ConfirmModal';
import { FilterBar } from '../../../admin/components/FilterBar';
import { type FilterValues, initialFilter, serverFilter } from '../../../admin/components/filterRules';
import { personName } from '../../../admin/components/format';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { type DeviceRow, fetchDevices, removeDevice } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { runEach } from '../device-register/runEach';
import { ActiveBadge } from '../shared/ActiveBadge';
import { detailPath } from '../shared/paths';
import { StatusBadge } from '../shared/StatusBadge';
import { LinkDevicesFlow } from './LinkDevicesFlow';

const LIST_ID = 'device-list';
/**
 * Shown on demand (preferences), so the list fits 1366 px: the serial number is read off the box
 * only when registering, and the name is mostly "Button NN" beside the label that says the seat.
 */
const HIDDEN_COLUMNS = ['sn', 'name'];

export function DeviceListPage() {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<FilterValues>(() => initialFilter(user?.role ?? {}, user?.site?._id));
  const [selected, setSelected] = useState<DeviceRow[]>([]);
  const [linking, setLinking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const server = serverFilter(filter, ['q', 'active', 'site', 'spot']);
  const paged = usePagedQuery(
    ['devices', 'list', server],
    (page, perPage) => fetchDevices(auth, { page, perPage, filter: server }),
    { listId: LIST_ID },
  );

  const deletion = useMutation({
    mutationFn: () =>
      runEach(
        selected,
        (device) => removeDevice(auth, device.mac),
        () => undefined,
      ),
    onSettled: () => setConfirming(false),
    onSuccess: async (results) => {
      const failed = results.find((result) => !result.ok);
      if (failed && !failed.ok) showError(failed.error, 'DELETE_ERR_MSG');
      else notify.success(t('DELETE_SUCCESS_MSG'));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });

  const columns: TableProps.ColumnDefinition<DeviceRow>[] = [
    {
      id: 'mac',
      header: t('MAC'),
      cell: (device) => (
        <Link
          href={detailPath('device', device.mac)}
          onFollow={(event) => {
            event.preventDefault();
            navigate(detailPath('device', device.mac));
          }}
        >
          {device.mac}
        </Link>
      ),
    },
    { id: 'sn', header: t('SN'), cell: (device) => device.sn ?? '-' },
    { id: 'name', header: t('NAME'), cell: (device) => device.name ?? '-' },
    { id: 'label', header: t('LABEL'), cell: (device) => device.label ?? '-' },
    { id: 'site', header: w('SITE'), cell: (device) => device.site?.name ?? '-' },
    { id: 'spot', header: w('SPOT'), cell: (device) => device.spot?.name ?? '-' },
    { id: 'user', header: t('USER'), cell: (device) => personName(device.user) || '-' },
    {
      id: 'status',
      header: t('STATUS'),
      cell: (device) => <StatusBadge status={device.status} />,
    },
    { id: 'active', header: t('ACTIVE'), cell: (device) => <ActiveBadge active={device.active} /> },
  ];

  const none = selected.length === 0;
  return (
    <AdminPage title={t('DEVICE')} testId="device-list-page">
      <PagedList<DeviceRow>
        testId={LIST_ID}
        title={t('DEVICE')}
        columns={columns}
        hiddenColumns={HIDDEN_COLUMNS}
        paged={paged}
        trackBy={(device) => device.mac}
        itemLabel={(device) => device.mac}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={setSelected}
        filter={<FilterBar filters={['q', 'site', 'spot', 'active']} value={filter} onChange={setFilter} />}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              disabled={none}
              onClick={() => setConfirming(true)}
              nativeButtonAttributes={{ 'data-testid': 'device-delete' }}
            >
              {t('DELETE')}
            </Button>
            <Button
              disabled={none}
              onClick={() => setLinking(true)}
              nativeButtonAttributes={{ 'data-testid': 'device-link' }}
            >
              {w('LINK_TO_SPOT')}
            </Button>
            <Button
              onClick={() => navigate('/admin/manage/register/device-sn')}
              nativeButtonAttributes={{ 'data-testid': 'device-register-sn' }}
            >
              {t('REGISTER_DEVICE_SN')}
            </Button>
            <Button
              variant="primary"
              onClick={() => navigate('/admin/manage/register/device')}
              nativeButtonAttributes={{ 'data-testid': 'device-register' }}
            >
              {t('REGISTER_DEVICE')}
            </Button>
          </SpaceBetween>
        }
      />
      {linking && (
        <LinkDevicesFlow
          macs={selected.map((device) => device.mac)}
          onClose={() => setLinking(false)}
          onLinked={() => {
            setLinking(false);
            setSelected([]);
          }}
        />
      )}
      <ConfirmModal
        visible={confirming}
        message={t('DELETE_DEVICES_CONFIRM_MSG', { count: selected.length })}
        busy={deletion.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => deletion.mutate()}
        testId="device-delete-confirm"
      />
    </AdminPage>
  );
}
