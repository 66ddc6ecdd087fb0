/**
 * manage/setting/:type and manage/dusetting/:type: the built list pages by type; every other
 * type keeps the pending placeholder until its issue replaces it.
 */
import { useParams } from 'react-router-dom';
import { PendingPage } from '../../pending/PendingPage';
import { DeviceListPage } from '../device-list/DeviceListPage';
import { SiteListPage } from '../site-list/SiteListPage';
import { SpotListPage } from '../spot-list/SpotListPage';

export function ManageSettingPage() {
  const { type } = useParams();
  if (type === 'site') return <SiteListPage />;
  if (type === 'spot') return <SpotListPage />;
  return <PendingPage section="manage" />;
}

export function ManageDusettingPage() {
  const { type } = useParams();
  return type === 'device' ? <DeviceListPage /> : <PendingPage section="manage" />;
}
