/**
 * Distributors (system catalog): their distributor user, wording overrides and the sites they
 * serve. setDist/unsetDist move sites between distributors; a distributor's reach (tenancy.ts)
 * follows the sites' distId, so a move takes effect on the distributor's next call.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { DistRecord, SiteRecord, UserRecord } from '../../data/records';
import type { Dist } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import type { PageRequest } from '../../kernel/paging';
import { idSchema, jsonInput, jsonOutput, parseArgs, requiredText } from '../../kernel/validation';
import { userRef } from '../scoped';
import { catalogPage } from './catalog';

/** { "<lang>": { "<KEY>": "text" } }: the console merges these over its own texts. */
const translations = jsonInput.pipe(
  z.record(
    z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
    z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/), z.string().max(2000)),
  ),
);

function parseTranslations(raw: unknown): Record<string, Record<string, string>> | null {
  if (raw === undefined || raw === null) return null;
  const result = translations.safeParse(raw);
  if (!result.success)
    throw badRequest('INVALID_TRANSLATIONS', 'Translations must be { "<lang>": { "<KEY>": "text" } }.', {
      field: 'translations',
    });
  return result.data;
}

const distInput = z.object({
  title: requiredText('title', 200),
  distributor: idSchema.nullish(),
  info: jsonInput.nullish(),
  translations: z.unknown().optional(),
});
const siteIds = z.array(idSchema).min(1).max(100);

export class DistService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  /** The sites of the given distributors, in one read of the (small) site list. */
  private async sitesOf(distIds: string[]): Promise<Map<string, { _id: string; name: string }[]>> {
    const bySite = new Map<string, { _id: string; name: string }[]>(distIds.map((id) => [id, []]));
    if (distIds.length === 0) return bySite;
    const values = Object.fromEntries(distIds.map((id, i) => [`:d${i}`, id]));
    const page = await this.lists.page<SiteRecord>(
      { index: 'byType', partition: 'SITE' },
      { page: 0, perPage: 10_000 },
      { expression: `#dist IN (${Object.keys(values).join(', ')})`, names: { '#dist': 'distId' }, values },
    );
    for (const site of page.data) {
      if (site.distId) bySite.get(site.distId)?.push({ _id: site._id, name: site.name });
    }
    return bySite;
  }

  private async views(dists: DistRecord[]): Promise<Dist[]> {
    const ids = dists.map((d) => d.distributorId).filter((id): id is string => Boolean(id));
    const [users, sites] = await Promise.all([
      this.entities.getMany<UserRecord>('USER', ids),
      this.sitesOf(dists.map((dist) => dist._id)),
    ]);
    return dists.map((dist) => {
      const user = dist.distributorId ? users.get(dist.distributorId) : undefined;
      return {
        _id: dist._id,
        title: dist.title,
        distributor: user ? userRef(user) : null,
        info: jsonOutput(dist.info),
        translations: dist.translations ? JSON.stringify(dist.translations) : null,
        site: sites.get(dist._id) ?? [],
        createdAt: dist.createdAt,
        updatedAt: dist.updatedAt,
      };
    });
  }

  async list(request: PageRequest, filter: unknown) {
    const page = await catalogPage<DistRecord>(this.lists, 'DIST', request, filter, ['title']);
    return { data: await this.views(page.data), total: page.total };
  }

  async get(id: string): Promise<Dist | null> {
    const dist = await this.entities.get<DistRecord>('DIST', id);
    return dist ? ((await this.views([dist]))[0] ?? null) : null;
  }

  private async fields(rawInput: unknown) {
    const input = parseArgs(distInput, rawInput);
    const overrides = parseTranslations(input.translations);
    if (input.distributor) {
      const user = await this.entities.get<UserRecord>('USER', input.distributor);
      if (!user?.role.distributor)
        throw badRequest('UNKNOWN_USER', `User ${input.distributor} is not a distributor.`, {
          field: 'distributor',
        });
    }
    return {
      title: input.title,
      distributorId: input.distributor ?? null,
      info: input.info ?? null,
      translations: overrides,
    };
  }

  async create(rawInput: unknown): Promise<Dist> {
    const now = new Date().toISOString();
    const dist: DistRecord = {
      _id: randomUUID(),
      ...(await this.fields(rawInput)),
      createdAt: now,
      updatedAt: now,
    };
    await this.entities.create('DIST', dist);
    await this.linkDistributor(dist._id, dist.distributorId);
    return (await this.views([dist]))[0] as Dist;
  }

  /** The distributor user works for this distributor: that is what scopes its lists (auth/tenancy.ts). */
  private async linkDistributor(distId: string, userId: string | null): Promise<void> {
    if (userId) await this.entities.update('USER', userId, { distId, updatedAt: new Date().toISOString() });
  }

  async update(id: string, rawInput: unknown): Promise<Dist> {
    const fields = await this.fields(rawInput);
    // Fields an update does not mention are kept (a title edit must not wipe the wording overrides).
    const given = (name: string) => (rawInput as Record<string, unknown> | null)?.[name] !== undefined;
    if (!(await this.entities.get('DIST', id))) throw notFound('Distributor');
    const updated = await this.entities.update<DistRecord>('DIST', id, {
      title: fields.title,
      distributorId: given('distributor') ? fields.distributorId : undefined,
      info: given('info') ? fields.info : undefined,
      translations: given('translations') ? fields.translations : undefined,
      updatedAt: new Date().toISOString(),
    });
    if (given('distributor')) await this.linkDistributor(id, fields.distributorId);
    return (await this.views([updated]))[0] as Dist;
  }

  async remove(id: string): Promise<{ success: boolean }> {
    if (!(await this.entities.get('DIST', id))) throw notFound('Distributor');
    if ((await this.sitesOf([id])).get(id)?.length)
      throw badRequest('DIST_NOT_EMPTY', 'Move the sites of this distributor first.');
    await this.entities.remove('DIST', id, {});
    return { success: true };
  }

  /** Checks every site before changing any: one unknown site changes nothing. */
  private async existingSites(rawSites: unknown): Promise<string[]> {
    const ids = [...new Set(parseArgs(siteIds, rawSites))];
    const found = await this.entities.getMany<SiteRecord>('SITE', ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw badRequest('UNKNOWN_SITE', `Site ${missing} does not exist.`);
    return ids;
  }

  async setDist(id: string, rawSites: unknown): Promise<{ success: boolean }> {
    if (!(await this.entities.get('DIST', id)))
      throw badRequest('UNKNOWN_DIST', `Distributor ${id} does not exist.`);
    const ids = await this.existingSites(rawSites);
    const now = new Date().toISOString();
    for (const siteId of ids) await this.entities.update('SITE', siteId, { distId: id, updatedAt: now });
    return { success: true };
  }

  async unsetDist(rawSites: unknown): Promise<{ success: boolean }> {
    const ids = await this.existingSites(rawSites);
    const now = new Date().toISOString();
    for (const siteId of ids) await this.entities.update('SITE', siteId, { distId: null, updatedAt: now });
    return { success: true };
  }
}
