/** /admin/manage/setting/site: the site list with filters, Create, and a link to each detail. */
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { FilterBar } from '../../../admin/components/FilterBar';
import { type FilterValues, serverFilter } from '../../../admin/components/filterRules';
import { formatDateTime } from '../../../admin/components/format';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { fetchSites, type SiteRow } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';
import { SiteFormModal } from '../forms/SiteFormModal';
import { ActiveBadge } from '../shared/ActiveBadge';
import { detailPath } from '../shared/paths';

export function SiteListPage() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<FilterValues>({});
  const [creating, setCreating] = useState(false);
  const server = serverFilter(filter, ['q', 'active', 'category']);
  const paged = usePagedQuery(
    ['sites', 'list', server],
    (page, perPage) => fetchSites(auth, { page, perPage, filter: server }),
    { listId: 'site-list' },
  );

  const columns: TableProps.ColumnDefinition<SiteRow>[] = [
    {
      id: 'name',
      header: t('NAME'),
      cell: (site) => (
        <Link
          href={detailPath('site', site._id)}
          onFollow={(event) => {
            event.preventDefault();
            navigate(detailPath('site', site._id));
          }}
        >
          {site.name}
        </Link>
      ),
    },
    { id: 'category', header: t('CATEGORY'), cell: (site) => site.category?.title ?? '-' },
    { id: 'dist', header: t('DIST'), cell: (site) => site.dist?.title ?? '-' },
    { id: 'active', header: t('ACTIVE'), cell: (site) => <ActiveBadge active={site.active} /> },
    {
      id: 'createdAt',
      header: t('CREATED_AT'),
      cell: (site) => formatDateTime(site.createdAt, i18n.language),
    },
  ];

  return (
    <AdminPage title={w('SITE')} testId="site-list-page">
      <PagedList<SiteRow>
        testId="site-list"
        title={w('SITE')}
        columns={columns}
        paged={paged}
        trackBy={(site) => site._id}
        itemLabel={(site) => site.name}
        onRowClick={(site) => navigate(detailPath('site', site._id))}
        filter={<FilterBar filters={['q', 'category', 'active']} value={filter} onChange={setFilter} />}
        actions={
          <Button
            variant="primary"
            onClick={() => setCreating(true)}
            nativeButtonAttributes={{ 'data-testid': 'site-create' }}
          >
            {t('CREATE')}
          </Button>
        }
      />
      {creating && (
        <SiteFormModal
          onClose={() => setCreating(false)}
          onSaved={(site) => navigate(detailPath('site', site._id))}
        />
      )}
    </AdminPage>
  );
}
