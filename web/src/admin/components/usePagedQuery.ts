/**
 * Server-side paging with TanStack Query: the UI page (from 1) and page size live here, the
 * server page (from 0) goes into the query key. A new `key` (a filter changed) starts again
 * at page 1, because the old page number means nothing for a different result set.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Page } from '../../api/page';
import { clampUiPage, DEFAULT_PAGE_SIZE, toServerPage } from './paging';
import { readPageSize } from './tablePreferences';
import { useErrorToast } from './useApi';

export interface PagedState<T> {
  items: T[];
  total: number;
  /** True only while there is nothing to show yet (first load of a key). */
  loading: boolean;
  uiPage: number;
  setUiPage: (page: number) => void;
  perPage: number;
  setPerPage: (perPage: number) => void;
  /** Fetches the page again; resolves once the new page is in. */
  refetch: () => Promise<unknown>;
}

export function usePagedQuery<T>(
  key: readonly unknown[],
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
  options: {
    perPage?: number;
    /** The list whose remembered page size to start from (PagedList's testId). */
    listId?: string;
    enabled?: boolean;
    /**
     * A page owned by the caller (the system settings keep it in the URL): the hook reads it and
     * reports changes through `onUiPage` instead of keeping its own; the caller resets it when
     * the key changes.
     */
    uiPage?: number;
    onUiPage?: (page: number) => void;
  } = {},
): PagedState<T> {
  const keyHash = JSON.stringify(key);
  const [position, setPositionState] = useState({ keyHash, uiPage: 1 });
  const [perPage, setPerPageState] = useState(
    () =>
      options.perPage ?? (options.listId ? readPageSize(localStorage, options.listId) : DEFAULT_PAGE_SIZE),
  );
  const uiPage = options.uiPage ?? (position.keyHash === keyHash ? position.uiPage : 1);
  const { onUiPage } = options;
  const controlled = options.uiPage !== undefined;
  const setPosition = (next: { keyHash: string; uiPage: number }) =>
    controlled ? onUiPage?.(next.uiPage) : setPositionState(next);
  const serverPage = toServerPage(uiPage);
  const showError = useErrorToast();

  const query = useQuery({
    queryKey: [...key, serverPage, perPage],
    queryFn: () => fetchPage(serverPage, perPage),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

  useEffect(() => {
    if (query.error) showError(query.error, 'LIST_ERR_MSG');
  }, [query.error, showError]);

  const total = query.data?.total ?? 0;
  // A deletion can leave the current page past the end: step back to the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPosition is a new closure each render over the same setter and callback
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) {
      const clamped = clampUiPage(uiPage, query.data.total, perPage);
      if (clamped !== uiPage) setPosition({ keyHash, uiPage: clamped });
    }
  }, [query.data, query.isPlaceholderData, uiPage, perPage, keyHash]);

  return {
    items: query.data?.data ?? [],
    total,
    loading: query.isPending && (options.enabled ?? true),
    uiPage,
    setUiPage: (page) => setPosition({ keyHash, uiPage: page }),
    perPage,
    setPerPage: (next) => {
      setPerPageState(next);
      setPosition({ keyHash, uiPage: 1 });
    },
    refetch: () => query.refetch(),
  };
}
