/**
 * The classroom list: used by the classroom settings page (with the site filter) and by the
 * "my site" page (fixed to one site). Create opens the classroom form.
 */
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar } from '../../../admin/components/FilterBar';
import { type FilterValues, initialFilter, serverFilter } from '../../../admin/components/filterRules';
import { formatDateTime } from '../../../admin/components/format';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { fetchSpots, type SpotRow } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { SpotFormModal } from '../forms/SpotFormModal';
import { ActiveBadge } from '../shared/ActiveBadge';
import { detailPath } from '../shared/paths';

/** `fixedSite` pins the list to one site and hides the filter bar. */
export function SpotTable({ fixedSite }: { fixedSite?: string }) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<FilterValues>(() => initialFilter(user?.role ?? {}, user?.site?._id));
  const [creating, setCreating] = useState(false);
  const server = serverFilter(fixedSite ? { site: fixedSite } : filter, ['q', 'active', 'site']);
  const paged = usePagedQuery(
    ['spots', 'list', server],
    (page, perPage) => fetchSpots(auth, { page, perPage, filter: server }),
    { listId: 'spot-list' },
  );

  const columns: TableProps.ColumnDefinition<SpotRow>[] = [
    {
      id: 'name',
      header: t('NAME'),
      cell: (spot) => (
        <Link
          href={detailPath('spot', spot._id)}
          onFollow={(event) => {
            event.preventDefault();
            navigate(detailPath('spot', spot._id));
          }}
        >
          {spot.name}
        </Link>
      ),
    },
    { id: 'site', header: w('SITE'), cell: (spot) => spot.site.name ?? '-' },
    { id: 'active', header: t('ACTIVE'), cell: (spot) => <ActiveBadge active={spot.active} /> },
    {
      id: 'createdAt',
      header: t('CREATED_AT'),
      cell: (spot) => formatDateTime(spot.createdAt, i18n.language),
    },
  ];

  return (
    <>
      <PagedList<SpotRow>
        testId="spot-list"
        title={w('SPOT')}
        columns={columns}
        paged={paged}
        trackBy={(spot) => spot._id}
        itemLabel={(spot) => spot.name}
        onRowClick={(spot) => navigate(detailPath('spot', spot._id))}
        filter={
          fixedSite ? undefined : (
            <FilterBar filters={['q', 'site', 'active']} value={filter} onChange={setFilter} />
          )
        }
        actions={
          <Button
            variant="primary"
            onClick={() => setCreating(true)}
            nativeButtonAttributes={{ 'data-testid': 'spot-create' }}
          >
            {t('CREATE')}
          </Button>
        }
      />
      {creating && <SpotFormModal site={fixedSite ?? filter.site} onClose={() => setCreating(false)} />}
    </>
  );
}
