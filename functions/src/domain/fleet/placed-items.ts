/**
 * What apps and scanners share as site-placed fleet items (domain/scoped.ts): the placement an
 * input asks for, checked, and one page of a kind filtered by `placedItemFilter` with a text
 * search over some of its attributes.
 */
import type { UserCaller } from '../../auth/caller';
import { buildFilter } from '../../data/lists';
import type { PageRequest } from '../../kernel/paging';
import { parseArgs } from '../../kernel/validation';
import { checkPlacement, type Placement, placedItemFilter, type ScopedDeps, scopedPage } from '../scoped';

/** The site, classroom and (for apps) user an input names. */
interface PlacementInput {
  site?: string | null;
  spot?: string | null;
  user?: string | null;
}

/** Checks the placement an input asks for (checkPlacement): the site reachable, the rest on it. */
export function checkInputPlacement(
  deps: ScopedDeps,
  caller: UserCaller,
  input: PlacementInput,
): Promise<Placement> {
  return checkPlacement(deps, caller, {
    siteId: input.site ?? null,
    spotId: input.spot ?? null,
    userId: input.user ?? null,
  });
}

/**
 * One page of placed items of `type`, the filter's `q` searched in `attributes`, and as a partial
 * MAC in any notation in `macAttributes`.
 */
export async function placedPage<T extends { createdAt: string }>(
  deps: ScopedDeps,
  type: 'APP' | 'SCANNER',
  caller: UserCaller,
  request: PageRequest,
  rawFilter: unknown,
  attributes: string[],
  macAttributes: string[] = [],
): Promise<{ data: T[]; total: number }> {
  const filter = parseArgs(placedItemFilter, rawFilter) ?? {};
  const conditions = buildFilter({ active: filter.active }, { text: filter.q, attributes, macAttributes });
  return scopedPage<T>(deps, type, caller, request, filter, conditions);
}
