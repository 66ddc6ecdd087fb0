/** Sites (tenants): lists in the caller's scope, creation by distributors and above, removal when empty. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../auth/caller';
import type { EntityRepository } from '../data/entities';
import { counterKey, tenantPartition } from '../data/keys';
import { buildFilter, type ListReader, type PageRequest } from '../data/lists';
import type { DistRecord, SiteRecord, SpotRecord } from '../data/records';
import type { Site } from '../generated/graphql';
import { badRequest, forbidden, notFound } from './errors';
import { pageOf } from './paging';
import type { ListScope, Tenancy } from './tenancy';
import { distView } from './user-view';
import { jsonInput, jsonOutput, parseArgs, requiredText } from './validation';

const siteFields = {
  description: z.string().max(2000).nullish(),
  address: z.string().max(500).nullish(),
  active: z.boolean().nullish(),
  category: z.string().min(1).nullish(),
  info: jsonInput.nullish(),
};
const siteInput = z.object({
  name: requiredText('name', 200),
  dist: z.string().min(1).nullish(),
  ...siteFields,
});
const sitePatch = z.object({ name: requiredText('name', 200).optional(), ...siteFields });
const siteFilter = z
  .object({
    q: z.string().max(100).nullish(),
    active: z.boolean().nullish(),
    category: z.string().nullish(),
    dist: z.string().nullish(),
  })
  .nullish();

export class SiteService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly tenancy: Tenancy,
  ) {}

  async view(site: SiteRecord, withSpots = false): Promise<Site> {
    const dist = site.distId ? await this.entities.get<DistRecord>('DIST', site.distId) : null;
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
      existsScanner: null,
      spots: spots?.map((spot) => ({ _id: spot._id, name: spot.name })) ?? null,
      users: null,
      devices: null,
      scanners: null,
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

  async mySite(caller: UserCaller): Promise<Site | null> {
    return caller.siteId ? this.get(caller.siteId) : null;
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Site> {
    const input = parseArgs(siteInput, rawInput);
    const everywhere = caller.role.system || caller.role.admin;
    if (!everywhere && (input.category || (input.dist && input.dist !== caller.distId))) throw forbidden();
    const distId = everywhere ? (input.dist ?? null) : caller.distId;
    if (distId && !(await this.entities.get<DistRecord>('DIST', distId))) {
      throw badRequest('UNKNOWN_DIST', `Distributor ${distId} does not exist.`);
    }
    const now = new Date().toISOString();
    const site: SiteRecord = {
      _id: randomUUID(),
      name: input.name,
      category: input.category ? { _id: input.category, title: input.category } : null,
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
    if (patch.category !== undefined && !(caller.role.system || caller.role.admin)) throw forbidden();
    if (!(await this.entities.get<SiteRecord>('SITE', id))) throw notFound('Site');
    const updated = await this.entities.update<SiteRecord>('SITE', id, {
      name: patch.name,
      description: patch.description,
      address: patch.address,
      active: patch.active ?? undefined,
      category: patch.category ? { _id: patch.category, title: patch.category } : undefined,
      info: patch.info,
      updatedAt: new Date().toISOString(),
    });
    return this.view(updated);
  }

  async remove(id: string): Promise<{ success: boolean }> {
    if (!(await this.entities.get<SiteRecord>('SITE', id))) throw notFound('Site');
    const [spots, devices] = await Promise.all([
      this.lists.page(
        {
          index: 'byTenant',
          partition: tenantPartition('SPOT', id),
          counter: counterKey('SPOT', `SITE#${id}`),
        },
        { page: 0, perPage: 1 },
      ),
      this.lists.page(
        {
          index: 'byTenant',
          partition: tenantPartition('DEVICE', id),
          counter: counterKey('DEVICE', `SITE#${id}`),
        },
        { page: 0, perPage: 1 },
      ),
    ]);
    if (spots.total > 0 || devices.total > 0) {
      throw badRequest('SITE_NOT_EMPTY', 'Remove or move the classrooms and devices of this site first.');
    }
    await this.entities.remove('SITE', id, { siteId: id });
    return { success: true };
  }
}
