/**
 * /admin/manage/detail/:type/:id for sites, classrooms (with Business Setting), devices (by MAC),
 * apps (by uuid), scanners, questions and sessions (read-only, with a way to their results): the
 * detail panel, the edit modal and delete. Others stay pending.
 */
import { useParams } from 'react-router-dom';
import { Detail } from '../../../admin/components/Detail';
import { useApiAuth } from '../../../admin/components/useApi';
import { CrudDetail } from '../../../admin/crud/CrudDetail';
import { fetchDevice, fetchSite, fetchSpot, removeDevice, removeSite, removeSpot } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import type { RoleFlags } from '../../../auth/guard';
import { SessionResultsButton } from '../../class/results/SessionResultsLink';
import { PendingPage } from '../../pending/PendingPage';
import { appConfig, scannerConfig } from '../catalog/deviceLikeConfigs';
import { countdownConfig, messageConfig } from '../catalog/systemDataConfigs';
import { DeviceFormModal } from '../forms/DeviceFormModal';
import { SiteFormModal } from '../forms/SiteFormModal';
import { SpotFormModal } from '../forms/SpotFormModal';
import { questionConfig, sessionConfig } from '../history/historyConfigs';
import { BusinessSettingButton } from './BusinessSetting';
import { deviceDetailItems, siteDetailItems, spotDetailItems } from './detailItems';

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
          describe={(spot, texts) => ({
            actions: <BusinessSettingButton spotId={spot._id} />,
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
    case 'app':
      return <CrudDetail config={appConfig} id={id} />;
    case 'scanner':
      return <CrudDetail config={scannerConfig} id={id} />;
    case 'question':
      return <CrudDetail config={questionConfig} id={id} />;
    case 'session':
      return (
        <CrudDetail
          config={sessionConfig}
          id={id}
          actions={(session) => <SessionResultsButton session={session._id} />}
        />
      );
    case 'message':
      return <CrudDetail config={messageConfig} id={id} />;
    case 'countdown':
      return <CrudDetail config={countdownConfig} id={id} />;
    default:
      return <PendingPage section="manage" />;
  }
}
