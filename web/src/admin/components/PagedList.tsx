/**
 * A server-paged Cloudscape table: header with counter and actions, an optional filter slot,
 * pagination, and preferences (page size 10/20/50, wrapped lines, which columns show and in what
 * order) remembered per list (tablePreferences.ts). Row checkboxes are
 * named after their row, so a screen reader says which row a box selects. State comes from
 * usePagedQuery, which reads the remembered page size under the same list id (`testId`).
 */
import Box from '@cloudscape-design/components/box';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pagesCount } from './paging';
import { readTablePreferences, type TablePreferences, writeTablePreferences } from './tablePreferences';
import type { PagedState } from './usePagedQuery';

export interface PagedListProps<T> {
  /** The test id, and the id the list's preferences are remembered under. */
  testId: string;
  title: string;
  columns: TableProps.ColumnDefinition<T>[];
  /** Ids of the columns hidden until the user shows them (to fit 1366 px). */
  hiddenColumns?: readonly string[];
  paged: PagedState<T>;
  trackBy: (item: T) => string;
  /** What a row's checkbox says it selects; the tracked id when not given. */
  itemLabel?: (item: T) => string;
  actions?: ReactNode;
  filter?: ReactNode;
  selectionType?: 'single' | 'multi';
  selectedItems?: T[];
  onSelectionChange?: (items: T[]) => void;
  onRowClick?: (item: T) => void;
  /** Hides the preferences (the picker has a fixed size and few columns). */
  fixedPageSize?: boolean;
  variant?: TableProps.Variant;
}

const columnId = <T,>(column: TableProps.ColumnDefinition<T>, index: number) => column.id ?? String(index);

export function PagedList<T>(props: PagedListProps<T>) {
  const { t } = useTranslation();
  const { paged } = props;
  const columns = props.columns.map((column, index) => ({ ...column, id: columnId(column, index) }));
  const defaults = columns.map((column) => ({
    id: column.id,
    hidden: props.hiddenColumns?.includes(column.id),
  }));
  const [preferences, setPreferences] = useState<TablePreferences>(() =>
    readTablePreferences(localStorage, props.testId, defaults),
  );
  const itemLabel = props.itemLabel ?? props.trackBy;
  const withPreferences = !props.fixedPageSize;

  return (
    <Table<T>
      data-testid={props.testId}
      variant={props.variant}
      items={paged.items}
      columnDefinitions={columns}
      columnDisplay={withPreferences ? preferences.contentDisplay : undefined}
      wrapLines={withPreferences && preferences.wrapLines}
      trackBy={props.trackBy}
      loading={paged.loading}
      loadingText={t('LOADING')}
      selectionType={props.selectionType}
      selectedItems={props.selectedItems}
      onSelectionChange={({ detail }) => props.onSelectionChange?.([...detail.selectedItems])}
      onRowClick={props.onRowClick && (({ detail }) => props.onRowClick?.(detail.item))}
      ariaLabels={{
        tableLabel: props.title,
        selectionGroupLabel: t('TABLE_SELECTION_GROUP', { title: props.title }),
        allItemsSelectionLabel: () => t('TABLE_SELECT_ALL', { title: props.title }),
        itemSelectionLabel: (_selection, item) => t('TABLE_SELECT_ROW', { name: itemLabel(item) }),
      }}
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
          ariaLabels={{
            nextPageLabel: t('NEXT_PAGE'),
            previousPageLabel: t('PREVIOUS_PAGE'),
            pageLabel: (page) => t('PAGE_N', { page }),
          }}
        />
      }
      preferences={
        withPreferences && (
          <CollectionPreferences
            title={t('PREFERENCES')}
            confirmLabel={t('CONFIRM')}
            cancelLabel={t('CANCEL')}
            preferences={{ ...preferences, pageSize: paged.perPage }}
            pageSizePreference={{
              title: t('PAGE_SIZE'),
              options: PAGE_SIZES.map((size) => ({ value: size, label: t('PER_PAGE', { count: size }) })),
            }}
            wrapLinesPreference={{ label: t('WRAP_LINES'), description: t('WRAP_LINES_HINT') }}
            contentDisplayPreference={{
              title: t('VISIBLE_COLUMNS'),
              description: t('VISIBLE_COLUMNS_HINT'),
              options: columns.map((column) => ({
                id: column.id,
                label: typeof column.header === 'string' ? column.header : column.id,
              })),
            }}
            onConfirm={({ detail }) => {
              const next: TablePreferences = {
                pageSize: detail.pageSize ?? paged.perPage,
                wrapLines: detail.wrapLines ?? preferences.wrapLines,
                contentDisplay: detail.contentDisplay
                  ? [...detail.contentDisplay]
                  : preferences.contentDisplay,
              };
              setPreferences(next);
              writeTablePreferences(localStorage, props.testId, next);
              if (next.pageSize !== paged.perPage) paged.setPerPage(next.pageSize);
            }}
          />
        )
      }
    />
  );
}
