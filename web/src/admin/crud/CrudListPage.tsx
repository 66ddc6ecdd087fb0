/**
 * The list page of a CrudConfig: filter bar, paged table, Create (when the config can create)
 * and a link to each detail. `page` / `onPage` let a route keep the page number in the URL.
 */
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { useWording } from '../../i18n/useWording';
import { AdminPage, type Crumb } from '../components/AdminPage';
import { FilterBar } from '../components/FilterBar';
import { type FilterValues, initialFilter } from '../components/filterRules';
import { PagedList } from '../components/PagedList';
import { useApiAuth } from '../components/useApi';
import { usePagedQuery } from '../components/usePagedQuery';
import { CrudFormModal } from './CrudFormModal';
import type { CrudConfig } from './crudConfig';

export function CrudListPage<Row>(props: {
  config: CrudConfig<Row>;
  /** A list without create, edit or detail (the common product list). */
  readOnly?: boolean;
  crumbs?: Crumb[];
  page?: number;
  onPage?: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { config, readOnly } = props;
  const [filter, setFilterState] = useState<FilterValues>(() =>
    initialFilter(user?.role ?? {}, user?.site?._id),
  );
  const [creating, setCreating] = useState(false);
  const paged = usePagedQuery(
    [config.queryKey, 'list', filter],
    (page, perPage) => config.fetchPage(auth, page, perPage, filter),
    { uiPage: props.page, onUiPage: props.onPage, listId: `${config.type}-list` },
  );
  const setFilter = (next: FilterValues) => {
    setFilterState(next);
    // Another result set: its first page, also when the page lives in the URL.
    if (props.page !== undefined && props.page !== 1) props.onPage?.(1);
  };
  const texts = { t, w, language: i18n.language };
  const open = (row: Row) => navigate(config.detailPath(config.idOf(row)));

  const columns: TableProps.ColumnDefinition<Row>[] = config.columns.map((column, index) => ({
    id: column.id,
    header: w(column.labelKey),
    cell: (row) =>
      index === 0 && !readOnly ? (
        <Link
          href={config.detailPath(config.idOf(row))}
          onFollow={(event) => {
            event.preventDefault();
            open(row);
          }}
        >
          {column.cell(row, texts)}
        </Link>
      ) : (
        (column.cell(row, texts) ?? '-')
      ),
  }));

  return (
    <AdminPage title={w(config.labelKey)} crumbs={props.crumbs} testId={`${config.type}-list-page`}>
      <PagedList<Row>
        testId={`${config.type}-list`}
        title={w(config.labelKey)}
        columns={columns}
        hiddenColumns={config.columns.filter((column) => column.hidden).map((column) => column.id)}
        paged={paged}
        trackBy={config.idOf}
        itemLabel={config.titleOf}
        onRowClick={readOnly ? undefined : open}
        filter={<FilterBar filters={config.filters} value={filter} onChange={setFilter} />}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {config.listLink && (
              <Button
                onClick={() => navigate(config.listLink?.href ?? '')}
                nativeButtonAttributes={{ 'data-testid': config.listLink.testId }}
              >
                {t(config.listLink.labelKey)}
              </Button>
            )}
            {!readOnly && config.create && (
              <Button
                variant="primary"
                onClick={() => setCreating(true)}
                nativeButtonAttributes={{ 'data-testid': `${config.type}-create` }}
              >
                {t('CREATE')}
              </Button>
            )}
          </SpaceBetween>
        }
      />
      {creating && (
        <CrudFormModal
          config={config}
          onClose={() => setCreating(false)}
          onSaved={(row) => {
            if (row) open(row);
          }}
        />
      )}
    </AdminPage>
  );
}
