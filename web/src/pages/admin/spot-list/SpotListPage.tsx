/** /admin/manage/setting/spot: the classroom list with its site filter. */
import { AdminPage } from '../../../admin/components/AdminPage';
import { useWording } from '../../../i18n/useWording';
import { SpotTable } from './SpotTable';

export function SpotListPage() {
  const w = useWording();
  return (
    <AdminPage title={w('SPOT')} testId="spot-list-page">
      <SpotTable />
    </AdminPage>
  );
}
