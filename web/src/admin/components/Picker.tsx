/**
 * The generic picker modal (spec sections 2 and 9): search, 5 per page (or the caller's
 * `perPage`, e.g. 3 in the question search picker), single or multi selection, and Cancel /
 * Not selected / Connect. `onConnect([])` means "Not selected".
 */
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../api/page';
import { ModalFooter } from './ModalFooter';
import { PagedList } from './PagedList';
import { pickerPageSize } from './paging';
import { allowsNotSelected, canConnect, type PickerMode } from './pickerRules';
import { usePagedQuery } from './usePagedQuery';

export interface PickerProps<T> extends PickerMode {
  title: string;
  /** Query key prefix of the items (the search text and page are appended). */
  queryKey: readonly unknown[];
  fetchPage: (page: number, perPage: number, q: string) => Promise<Page<T>>;
  getId: (item: T) => string;
  columns: TableProps.ColumnDefinition<T>[];
  onCancel: () => void;
  onConnect: (selected: T[]) => void;
  busy?: boolean;
  /** Rows per page; the spec's 5 when omitted. */
  perPage?: number;
  /** Shown beside the search box, e.g. a choice of where the items come from (part of queryKey). */
  filterExtra?: ReactNode;
  testId: string;
}

/** Mount it only while open (`{open && <Picker ... />}`): each opening starts fresh. */
export function Picker<T>(props: PickerProps<T>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<T[]>([]);
  const paged = usePagedQuery(
    [...props.queryKey, 'picker', q],
    (page, perPage) => props.fetchPage(page, perPage, q),
    {
      perPage: pickerPageSize(props.perPage),
    },
  );

  // Search as the user pauses typing, like the filter bar.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Modal
      visible
      size="large"
      onDismiss={props.onCancel}
      header={props.title}
      data-testid={props.testId}
      footer={
        <ModalFooter onCancel={props.onCancel} testId={props.testId}>
          {allowsNotSelected(props) && (
            <Button
              onClick={() => props.onConnect([])}
              disabled={props.busy}
              nativeButtonAttributes={{ 'data-testid': `${props.testId}-none` }}
            >
              {t('NOT_SELECTED')}
            </Button>
          )}
          <Button
            variant="primary"
            loading={props.busy}
            disabled={!canConnect(props, selected.length)}
            onClick={() => props.onConnect(selected)}
            nativeButtonAttributes={{ 'data-testid': `${props.testId}-connect` }}
          >
            {t('CONNECT')}
          </Button>
        </ModalFooter>
      }
    >
      <PagedList<T>
        testId={`${props.testId}-list`}
        title=""
        variant="embedded"
        columns={props.columns}
        paged={paged}
        trackBy={props.getId}
        fixedPageSize
        selectionType={props.multi ? 'multi' : 'single'}
        selectedItems={selected}
        onSelectionChange={setSelected}
        onRowClick={props.multi ? undefined : (item) => setSelected([item])}
        filter={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            {props.filterExtra}
            <Input
              type="search"
              value={text}
              onChange={({ detail }) => setText(detail.value)}
              placeholder={t('SEARCH_PLACEHOLDER')}
              nativeInputAttributes={{ 'data-testid': `${props.testId}-q` }}
            />
          </SpaceBetween>
        }
      />
    </Modal>
  );
}
