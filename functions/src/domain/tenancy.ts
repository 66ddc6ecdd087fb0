/**
 * What part of the data a caller's lists cover (spec section 6): everything for system and
 * admin, the distributor's sites for a distributor, the own site for a manager or staff member.
 */
import type { UserCaller } from '../auth/caller';
import { canReachSite, type TenantDirectory } from '../auth/policy';
import type { ListReader } from '../data/lists';
import type { SiteRecord } from '../data/records';
import { forbidden } from '../kernel/errors';

export type ListScope = { kind: 'all' } | { kind: 'sites'; siteIds: string[] };

export class Tenancy {
  constructor(
    private readonly lists: ListReader,
    private readonly directory: TenantDirectory,
  ) {}

  async scopeOf(caller: UserCaller): Promise<ListScope> {
    if (caller.role.system || caller.role.admin) return { kind: 'all' };
    if (caller.role.distributor) return { kind: 'sites', siteIds: await this.sitesOfDist(caller.distId) };
    return { kind: 'sites', siteIds: caller.siteId ? [caller.siteId] : [] };
  }

  /** A distributor's sites: read through the site list, which is small (hundreds). */
  private async sitesOfDist(distId: string | null): Promise<string[]> {
    if (!distId) return [];
    const page = await this.lists.page<SiteRecord>(
      { index: 'byType', partition: 'SITE' },
      { page: 0, perPage: 10_000 },
      { expression: '#dist = :dist', names: { '#dist': 'distId' }, values: { ':dist': distId } },
    );
    return page.data.map((site) => site._id);
  }

  /** Throws Forbidden unless the caller may act on this site. */
  async assertReach(caller: UserCaller, siteId: string): Promise<void> {
    if (!(await canReachSite(caller, siteId, this.directory))) throw forbidden();
  }
}
