/**
 * /admin/manage/detail/:type/:id for sites, classrooms and devices (a device's id is its MAC):
 * the detail panel, the edit modal (the create forms again) and delete. Other types stay pending.
 */
import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { type DetailItem, DetailPanel } from '../../../admin/components/DetailPanel';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { fetchDevice, fetchSite, fetchSpot, removeDevice, removeSite, removeSpot } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import type { RoleFlags } from '../../../auth/guard';
import { useWording } from '../../../i18n/useWording';
import { PendingPage } from '../../pending/PendingPage';
import { DeviceFormModal } from '../forms/DeviceFormModal';
import { SiteFormModal } from '../forms/SiteFormModal';
import { SpotFormModal } from '../forms/SpotFormModal';
import { deviceDetailItems, siteDetailItems, spotDetailItems, type Texts } from './detailItems';

interface Loaded {
  title: string;
  items: DetailItem[];
  editor: (onClose: () => void) => ReactNode;
  remove: () => Promise<unknown>;
  /** Where to go after deleting. */
  listPath: string;
}

/** One detail screen: loads `id`, shows the panel, owns the edit modal. */
function Detail<T>(props: {
  queryKey: readonly unknown[];
  load: () => Promise<T | null>;
  describe: (row: T, texts: Texts) => Loaded;
  titleKey: string;
  listPath: string;
  businessSetting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: props.queryKey, queryFn: props.load });

  useEffect(() => {
    if (query.error) showError(query.error);
  }, [query.error, showError]);

  const loaded = query.data ? props.describe(query.data, { t, w, language: i18n.language }) : undefined;
  return (
    <AdminPage
      title={loaded?.title ?? w(props.titleKey)}
      crumbs={[{ text: w(props.titleKey), href: props.listPath }]}
      testId="detail-page"
    >
      {query.isPending ? (
        <Spinner size="large" />
      ) : loaded ? (
        <DetailPanel
          title={loaded.title}
          items={loaded.items}
          businessSetting={props.businessSetting}
          onEdit={() => setEditing(true)}
          onDelete={loaded.remove}
          onDeleted={() => {
            void queryClient.invalidateQueries({ queryKey: [props.queryKey[0]] });
            navigate(loaded.listPath);
          }}
        />
      ) : (
        <Alert type="warning" data-testid="detail-not-found">
          {t('NOT_FOUND_ITEM_MSG')}
        </Alert>
      )}
      {editing && loaded?.editor(() => setEditing(false))}
    </AdminPage>
  );
}

export function DetailPage() {
  const { type, id = '' } = useParams();
  const auth = useApiAuth();
  const { user } = useAuth();
  const role: RoleFlags = user?.role ?? {};
  // Managers have no site list: their "list" is their own site view.
  const siteList = role.system || role.admin ? '/admin/manage/setting/site' : '/admin/manage/site';

  switch (type) {
    case 'site':
      return (
        <Detail
          key="site"
          queryKey={['sites', 'one', id]}
          load={() => fetchSite(auth, id)}
          titleKey="SITE"
          listPath={siteList}
          describe={(site, texts) => ({
            title: site.name,
            items: siteDetailItems(site, texts),
            editor: (onClose) => <SiteFormModal site={site} onClose={onClose} />,
            remove: () => removeSite(auth, site._id),
            listPath: siteList,
          })}
        />
      );
    case 'spot':
      return (
        <Detail
          key="spot"
          queryKey={['spots', 'one', id]}
          load={() => fetchSpot(auth, id)}
          titleKey="SPOT"
          listPath="/admin/manage/setting/spot"
          businessSetting
          describe={(spot, texts) => ({
            title: spot.name,
            items: spotDetailItems(spot, texts),
            editor: (onClose) => <SpotFormModal spot={spot} onClose={onClose} />,
            remove: () => removeSpot(auth, spot._id),
            listPath: '/admin/manage/setting/spot',
          })}
        />
      );
    case 'device':
      return (
        <Detail
          key="device"
          queryKey={['devices', 'one', id]}
          load={() => fetchDevice(auth, id)}
          titleKey="DEVICE"
          listPath="/admin/manage/dusetting/device"
          describe={(device, texts) => ({
            title: device.mac,
            items: deviceDetailItems(device, texts),
            editor: (onClose) => <DeviceFormModal device={device} onClose={onClose} />,
            remove: () => removeDevice(auth, device.mac),
            listPath: '/admin/manage/dusetting/device',
          })}
        />
      );
    default:
      return <PendingPage section="manage" />;
  }
}
