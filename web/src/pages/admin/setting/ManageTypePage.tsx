/**
 * manage/setting/:type and manage/dusetting/:type: the built list pages by type; every other
 * type keeps the pending placeholder until its issue replaces it.
 */
import { useParams } from 'react-router-dom';
import { CrudListPage } from '../../../admin/crud/CrudListPage';
import { PendingPage } from '../../pending/PendingPage';
import { appConfig, scannerConfig } from '../catalog/deviceLikeConfigs';
import {
  countdownConfig,
  deviceDataConfig,
  messageConfig,
  scannerDataConfig,
} from '../catalog/systemDataConfigs';
import { DeviceListPage } from '../device-list/DeviceListPage';
import { questionConfig, questionLinkConfig, sessionConfig } from '../history/historyConfigs';
import { SiteListPage } from '../site-list/SiteListPage';
import { SpotListPage } from '../spot-list/SpotListPage';
import { UserListPage } from '../user-list/UserListPage';

export function ManageSettingPage() {
  const { type } = useParams();
  if (type === 'site') return <SiteListPage />;
  if (type === 'spot') return <SpotListPage />;
  if (type === 'question') return <CrudListPage key={type} config={questionConfig} />;
  if (type === 'questionLink') return <CrudListPage key={type} config={questionLinkConfig} />;
  if (type === 'session') return <CrudListPage key={type} config={sessionConfig} />;
  if (type === 'message') return <CrudListPage key={type} config={messageConfig} />;
  if (type === 'countdown') return <CrudListPage key={type} config={countdownConfig} />;
  if (type === 'device_data') return <CrudListPage key={type} config={deviceDataConfig} readOnly />;
  if (type === 'scanner_data') return <CrudListPage key={type} config={scannerDataConfig} readOnly />;
  return <PendingPage section="manage" />;
}

export function ManageDusettingPage() {
  const { type } = useParams();
  switch (type) {
    case 'device':
      return <DeviceListPage />;
    case 'user':
      return <UserListPage />;
    case 'app':
      return <CrudListPage key={type} config={appConfig} />;
    case 'scanner':
      return <CrudListPage key={type} config={scannerConfig} />;
    default:
      return <PendingPage section="manage" />;
  }
}
