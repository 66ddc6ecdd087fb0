/** Page arguments of the list queries, checked at the edge (PAGE_OUT_OF_RANGE). */
import { badRequest } from './errors';

/** The largest page and page size any list serves (docs/data-model.md "Paging"). */
export const PAGE_LIMITS = { maxPerPage: 100, maxPage: 10_000 } as const;

export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageRequest(args: Record<string, unknown>): PageRequest {
  const page = args.page ?? 0;
  const perPage = args.perPage;
  const valid =
    Number.isInteger(page) &&
    Number.isInteger(perPage) &&
    (page as number) >= 0 &&
    (page as number) <= PAGE_LIMITS.maxPage &&
    (perPage as number) >= 1 &&
    (perPage as number) <= PAGE_LIMITS.maxPerPage;
  if (!valid) {
    throw badRequest(
      'PAGE_OUT_OF_RANGE',
      `page must be 0..${PAGE_LIMITS.maxPage} and perPage 1..${PAGE_LIMITS.maxPerPage}.`,
    );
  }
  return { page: page as number, perPage: perPage as number };
}

/** Pages a small list held in memory (a manager's one site, a distributor's sites). */
export function pageOf<T>(items: T[], { page, perPage }: PageRequest): { data: T[]; total: number } {
  return { data: items.slice(page * perPage, (page + 1) * perPage), total: items.length };
}
