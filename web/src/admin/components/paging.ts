/**
 * Page arithmetic shared by the paged lists and the picker. The UI counts pages from 1
 * (Cloudscape Pagination); the server counts from 0 (spec section 7).
 */

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Spec section 9: the generic picker shows 5 per page. */
export const PICKER_PAGE_SIZE = 5;
/** The server's perPage limit: option lists (site and classroom selectors) read one full page. */
export const MAX_PAGE_SIZE = 100;

export function toServerPage(uiPage: number): number {
  return Math.max(0, Math.floor(uiPage) - 1);
}

/** At least one page, so an empty list still shows "1 of 1" instead of a broken pager. */
export function pagesCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/** After a deletion shrinks the list, a page beyond the end moves back to the last page. */
export function clampUiPage(uiPage: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, uiPage), pagesCount(total, perPage));
}

/**
 * The picker's page size: the caller's `perPage` when it is a whole number from 1 to the server
 * limit, else the spec's 5 (a bad value must not ask the server for an invalid page).
 */
export function pickerPageSize(perPage?: number): number {
  if (perPage === undefined || !Number.isInteger(perPage) || perPage < 1) return PICKER_PAGE_SIZE;
  return Math.min(perPage, MAX_PAGE_SIZE);
}
