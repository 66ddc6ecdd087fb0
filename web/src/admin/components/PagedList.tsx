/**
 * A server-paged Cloudscape table: header with counter and actions, an optional filter slot,
 * pagination and a page-size preference (10/20/50). State comes from usePagedQuery.
 */
import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pagesCount } from './paging';
import type { PagedState } from './usePagedQuery';

export interface PagedListProps<T> {
  testId: string;
  title: string;
  columns: TableProps.ColumnDefinition<T>[];
  paged: PagedState<T>;
  trackBy: (item: T) => string;
  actions?: ReactNode;
  filter?: ReactNode;
  selectionType?: 'single' | 'multi';
  selectedItems?: T[];
  onSelectionChange?: (items: T[]) => void;
  onRowClick?: (item: T) => void;
  /** Hides the page-size preference (the picker has a fixed size). */
  fixedPageSize?: boolean;
  variant?: TableProps.Variant;
}

export function PagedList<T>(props: PagedListProps<T>) {
  const { t } = useTranslation();
  const { paged } = props;
  return (
    <Table<T>
      data-testid={props.testId}
      variant={props.variant}
      items={paged.items}
      columnDefinitions={props.columns}
      trackBy={props.trackBy}
      loading={paged.loading}
      loadingText={t('LOADING')}
      selectionType={props.selectionType}
      selectedItems={props.selectedItems}
      onSelectionChange={({ detail }) => props.onSelectionChange?.([...detail.selectedItems])}
      onRowClick={props.onRowClick && (({ detail }) => props.onRowClick?.(detail.item))}
      header={
        <Header counter={`(${paged.total})`} actions={props.actions}>
          {props.title}
        </Header>
      }
      filter={props.filter}
      empty={
        <Box textAlign="center" color="inherit" padding="m" data-testid={`${props.testId}-empty`}>
          {t('NO_ITEMS')}
        </Box>
      }
      pagination={
        <Pagination
          currentPageIndex={paged.uiPage}
          pagesCount={pagesCount(paged.total, paged.perPage)}
          onChange={({ detail }) => paged.setUiPage(detail.currentPageIndex)}
          ariaLabels={{ nextPageLabel: t('NEXT_PAGE'), previousPageLabel: t('PREVIOUS_PAGE') }}
        />
      }
      preferences={
        props.fixedPageSize ? undefined : (
          <CollectionPreferences
            title={t('PREFERENCES')}
            confirmLabel={t('CONFIRM')}
            cancelLabel={t('CANCEL')}
            preferences={{ pageSize: paged.perPage }}
            pageSizePreference={{
              title: t('PAGE_SIZE'),
              options: PAGE_SIZES.map((size) => ({ value: size, label: t('PER_PAGE', { count: size }) })),
            }}
            onConfirm={({ detail }) => paged.setPerPage(detail.pageSize ?? paged.perPage)}
          />
        )
      }
    />
  );
}
