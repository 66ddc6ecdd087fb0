/**
 * /admin/manage/dusetting/user: users with the role (default: users only, spec section 6),
 * site, classroom, search and active filters; Create opens the user form; a row opens
 * /admin/manage/user/detail/:id.
 */
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { FilterBar } from '../../../admin/components/FilterBar';
import { type FilterValues, initialFilter, serverFilter } from '../../../admin/components/filterRules';
import { personName } from '../../../admin/components/format';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { DEFAULT_ROLE_CHOICE, primaryRole, ROLE_LABEL_KEYS, roleFilterInput } from '../../../admin/roleRules';
import { fetchUsers, type UserRow } from '../../../api/users';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { UserFormModal } from '../forms/UserFormModal';
import { ActiveBadge } from '../shared/ActiveBadge';
import { ApprovalBadge } from '../user-detail/Approval';

export const userDetailPath = (id: string) => `/admin/manage/user/detail/${encodeURIComponent(id)}`;

export function UserListPage() {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<FilterValues>(() => ({
    ...initialFilter(user?.role ?? {}, user?.site?._id),
    role: DEFAULT_ROLE_CHOICE,
  }));
  const [creating, setCreating] = useState(false);
  const server = {
    ...serverFilter(filter, ['q', 'active', 'site', 'spot']),
    role: roleFilterInput(filter.role),
  };
  const paged = usePagedQuery(
    ['users', 'list', server],
    (page, perPage) => fetchUsers(auth, { page, perPage, filter: server }),
    { listId: 'user-list' },
  );
  const columns: TableProps.ColumnDefinition<UserRow>[] = [
    {
      id: 'uid',
      header: t('USER_ID'),
      cell: (row) => (
        <Link
          href={userDetailPath(row._id)}
          onFollow={(event) => {
            event.preventDefault();
            navigate(userDetailPath(row._id));
          }}
        >
          {row.uid}
        </Link>
      ),
    },
    { id: 'name', header: t('NAME'), cell: (row) => personName(row) || '-' },
    { id: 'no', header: t('SEAT_NO'), cell: (row) => row.no ?? '-' },
    { id: 'role', header: t('ROLE'), cell: (row) => t(ROLE_LABEL_KEYS[primaryRole(row.role)]) },
    { id: 'site', header: w('SITE'), cell: (row) => row.site?.name ?? '-' },
    { id: 'spots', header: w('SPOT'), cell: (row) => row.spots.map((spot) => spot.name).join(', ') || '-' },
    { id: 'active', header: t('ACTIVE'), cell: (row) => <ActiveBadge active={row.active} /> },
    { id: 'verified', header: t('APPROVAL'), cell: (row) => <ApprovalBadge verified={row.verified} /> },
  ];
  return (
    <AdminPage title={t('USER')} testId="user-list-page">
      <PagedList<UserRow>
        testId="user-list"
        title={t('USER')}
        columns={columns}
        paged={paged}
        trackBy={(row) => row._id}
        itemLabel={(row) => row.uid}
        onRowClick={(row) => navigate(userDetailPath(row._id))}
        filter={
          <FilterBar filters={['q', 'role', 'site', 'spot', 'active']} value={filter} onChange={setFilter} />
        }
        actions={
          <Button
            variant="primary"
            onClick={() => setCreating(true)}
            nativeButtonAttributes={{ 'data-testid': 'user-create' }}
          >
            {t('CREATE')}
          </Button>
        }
      />
      {creating && (
        <UserFormModal
          onClose={() => setCreating(false)}
          onSaved={(saved) => navigate(userDetailPath(saved._id))}
        />
      )}
    </AdminPage>
  );
}
