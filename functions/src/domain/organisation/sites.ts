/** Sites (tenants): lists in the caller's scope, creation by distributors and above, removal when empty. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { type ListScope, seesEverySite, type Tenancy } from '../../auth/tenancy';
import { distView } from '../../auth/user-view';
import type { AuthSessionStore } from '../../data/auth-store';
import type { EntityRepository } from '../../data/entities';
import { counterKey, tenantPartition } from '../../data/keys';
import { buildFilter, type ListReader } from '../../data/lists';
import type { CategoryRecord, DistRecord, SiteRecord, SpotRecord, UserRecord } from '../../data/records';
import type { Site } from '../../generated/graphql';
import { badRequest, forbidden, notFound } from '../../kernel/errors';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { idSchema, jsonInput, jsonOutput, parseArgs, requiredText } from '../../kernel/validation';

const siteFields = {
  description: z.string().max(2000).nullish(),
  address: z.string().max(500).nullish(),
  active: z.boolean().nullish(),
  category: idSchema.nullish(),
  info: jsonInput.nullish(),
};
const siteInput = z.object({
  name: requiredText('name', 200),
  dist: idSchema.nullish(),
  ...siteFields,
});
const sitePatch = z.object({ name: requiredText('name', 200).optional(), ...siteFields });
const siteFilter = z
  .object({
    q: z.string().max(100).nullish(),
    active: z.boolean().nullish(),
    category: idSchema.nullish(),
    dist: idSchema.nullish(),
  })
  .nullish();

export class SiteService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly tenancy: Tenancy,
    private readonly sessions: Pick<AuthSessionStore, 'revokeAllForUser'>,
  ) {}

  async view(site: SiteRecord, withSpots = false): Promise<Site> {
    const [dist, scannerCount] = await Promise.all([
      site.distId ? this.entities.get<DistRecord>('DIST', site.distId) : null,
      // The scanner list's counter, kept by every create, remove and move: one read.
      this.lists.count(counterKey('SCANNER', `SITE#${site._id}`)),
    ]);
    const spots = withSpots
      ? (
          await this.lists.page<SpotRecord>(
            { index: 'byTenant', partition: tenantPartition('SPOT', site._id) },
            { page: 0, perPage: 100 },
          )
        ).data
      : null;
    return {
      _id: site._id,
      name: site.name,
      category: site.category,
      dist: distView(dist),
      service: null,
      description: site.description,
      address: site.address,
      active: site.active,
      info: jsonOutput(site.info),
      existsScanner: scannerCount > 0,
      spots: spots?.map((spot) => ({ _id: spot._id, name: spot.name })) ?? null,
      createdAt: site.createdAt,
      updatedAt: site.updatedAt,
    };
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(siteFilter, rawFilter) ?? {};
    const scope: ListScope = await this.tenancy.scopeOf(caller);
    const conditions = buildFilter(
      { active: filter.active, distId: filter.dist, 'category._id': filter.category },
      { text: filter.q, attributes: ['name'] },
    );
    let page: { data: SiteRecord[]; total: number };
    if (scope.kind === 'all') {
      page = await this.lists.page<SiteRecord>(
        { index: 'byType', partition: 'SITE', counter: counterKey('SITE', 'ALL') },
        request,
        conditions,
      );
    } else {
      const sites = [...(await this.entities.getMany<SiteRecord>('SITE', scope.siteIds)).values()]
        .filter((site) => filter.active == null || site.active === filter.active)
        .filter((site) => !filter.q || site.name.includes(filter.q))
        .filter((site) => !filter.category || site.category?._id === filter.category)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      page = pageOf(sites, request);
    }
    return { data: await Promise.all(page.data.map((site) => this.view(site))), total: page.total };
  }

  async get(id: string): Promise<Site | null> {
    const site = await this.entities.get<SiteRecord>('SITE', id);
    return site ? this.view(site, true) : null;
  }

  /** Classrooms keep their site's name for their lists; a rename is copied to them (a site has few). */
  private async renameInSpots(siteId: string, name: string): Promise<void> {
    const spots = await this.lists.page<SpotRecord>(
      { index: 'byTenant', partition: tenantPartition('SPOT', siteId) },
      { page: 0, perPage: 10_000 },
    );
    for (const spot of spots.data) await this.entities.update('SPOT', spot._id, { siteName: name });
  }

  /** The stored reference of a category id: it must exist; its title is kept for lists. */
  private async categoryRef(id: string | null | undefined): Promise<{ _id: string; title: string } | null> {
    if (!id) return null;
    const category = await this.entities.get<CategoryRecord>('CATEGORY', id);
    if (!category) throw badRequest('UNKNOWN_CATEGORY', `Category ${id} does not exist.`);
    return { _id: category._id, title: category.title };
  }

  async mySite(caller: UserCaller): Promise<Site | null> {
    return caller.siteId ? this.get(caller.siteId) : null;
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Site> {
    const input = parseArgs(siteInput, rawInput);
    const everywhere = seesEverySite(caller);
    // Not tenancy (the policy refused another distributor's id): only system and admin set a category.
    if (!everywhere && input.category) throw forbidden();
    // A distributor's sites belong to its distributor; one not linked to any could never reach them.
    if (caller.role.distributor && !everywhere && !caller.distId) {
      throw badRequest('NO_DISTRIBUTOR', 'Your account is not linked to a distributor yet.');
    }
    const distId = everywhere ? (input.dist ?? null) : caller.distId;
    if (distId && !(await this.entities.get<DistRecord>('DIST', distId))) {
      throw badRequest('UNKNOWN_DIST', `Distributor ${distId} does not exist.`);
    }
    const now = new Date().toISOString();
    const site: SiteRecord = {
      _id: randomUUID(),
      name: input.name,
      category: await this.categoryRef(input.category),
      distId,
      description: input.description ?? null,
      address: input.address ?? null,
      active: input.active ?? true,
      info: input.info ?? null,
      createdAt: now,
      updatedAt: now,
    };
    await this.entities.create('SITE', site, { siteId: site._id });
    return this.view(site);
  }

  async update(caller: UserCaller, id: string, rawPatch: unknown): Promise<Site> {
    const patch = parseArgs(sitePatch, rawPatch);
    // Not tenancy (the policy checked the site): only system and admin set a site's category.
    if (patch.category !== undefined && !seesEverySite(caller)) throw forbidden();
    if (!(await this.entities.get<SiteRecord>('SITE', id))) throw notFound('Site');
    const updated = await this.entities.update<SiteRecord>('SITE', id, {
      name: patch.name,
      description: patch.description,
      address: patch.address,
      active: patch.active ?? undefined,
      category: patch.category === undefined ? undefined : await this.categoryRef(patch.category),
      info: patch.info,
      updatedAt: new Date().toISOString(),
    });
    if (patch.name) await this.renameInSpots(id, patch.name);
    if (patch.active === false) await this.endSessionsOfSite(id, updated.updatedAt);
    return this.view(updated);
  }

  /**
   * A deactivated site's users are signed out for good: reactivating the site later does not
   * revive their old tokens (the authorizer refuses them while the site is inactive anyway).
   */
  private async endSessionsOfSite(siteId: string, at: string): Promise<void> {
    const users = await this.lists.page<UserRecord>(
      { index: 'byTenant', partition: tenantPartition('USER', siteId) },
      { page: 0, perPage: 100_000 },
    );
    for (const user of users.data) await this.sessions.revokeAllForUser(user._id, at);
  }

  async remove(id: string): Promise<{ success: boolean }> {
    if (!(await this.entities.get<SiteRecord>('SITE', id))) throw notFound('Site');
    // Everything that lives on a site would point at nothing: it must be moved or removed first.
    const holders = ['SPOT', 'DEVICE', 'USER', 'APP', 'SCANNER', 'FILE'] as const;
    const counts = await Promise.all(holders.map((type) => this.lists.count(counterKey(type, `SITE#${id}`))));
    if (counts.some((n) => n > 0)) {
      throw badRequest(
        'SITE_NOT_EMPTY',
        'Remove or move the classrooms, devices, users, apps, scanners and files of this site first.',
      );
    }
    await this.entities.remove('SITE', id, { siteId: id });
    return { success: true };
  }
}
