/** Classrooms (spots): scoped lists, details with their scanners, creation within reachable sites. */
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import type { Tenancy } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import { counterKey, type EntityType, spotPartition, tenantPartition } from '../../data/keys';
import { buildFilter, type ListReader } from '../../data/lists';
import type { ScannerRecord, SiteRecord, SpotRecord } from '../../data/records';
import type { Spot } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { idSchema, jsonInput, jsonOutput, parseArgs, requiredText } from '../../kernel/validation';
import { isOwnMedia } from '../files/media-refs';
import { newSpotRecord } from './new-spot';

/** A classroom's image: one of the product's own pictures (domain/files/media-refs.ts). */
const image = z
  .object({
    _id: idSchema.nullish(),
    path: z
      .string()
      .max(1000, 'MEDIA_NOT_OWN_FILE')
      .refine((path) => isOwnMedia(path, 'image'), 'MEDIA_NOT_OWN_FILE'),
  })
  .nullish();
const spotFields = {
  description: z.string().max(2000).nullish(),
  address: z.string().max(500).nullish(),
  active: z.boolean().nullish(),
  private: z.boolean().nullish(),
  multiple: z.boolean().nullish(),
  image,
  info: jsonInput.nullish(),
};
const spotInput = z.object({
  name: requiredText('name', 200),
  site: z.string({ message: 'REQUIRED_SITE' }).min(1, 'REQUIRED_SITE'),
  ...spotFields,
});
const spotPatch = z.object({ name: requiredText('name', 200).optional(), ...spotFields });
const spotFilter = z
  .object({ q: z.string().max(100).nullish(), site: idSchema.nullish(), active: z.boolean().nullish() })
  .nullish();

/** The derived fields' source (domain/results/statistics.ts SpotActivityReader): the last 7 days. */
export interface SpotActivity {
  lastWeek(
    spotId: string,
    withAnswers: boolean,
  ): Promise<{
    questionCount: number;
    answerCount: number;
    links: { _id: string; answers: { _id: string; value: string }[] }[];
  }>;
}

export class SpotService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly tenancy: Tenancy,
    /** Without it the derived counts are null (tests of the list alone). */
    private readonly activity?: SpotActivity,
  ) {}

  async view(spot: SpotRecord, detail = false): Promise<Spot> {
    const scanners = (
      await this.lists.page<ScannerRecord>(
        { index: 'byLookup', partition: spotPartition('SCANNER', spot._id) },
        { page: 0, perPage: 100 },
      )
    ).data;
    const activity = await this.activity?.lastWeek(spot._id, detail);
    const alive = scanners
      .map((scanner) => scanner.alive)
      .filter((time): time is string => Boolean(time))
      .sort();
    return {
      _id: spot._id,
      name: spot.name,
      site: { _id: spot.siteId, name: spot.siteName },
      description: spot.description,
      address: spot.address,
      active: spot.active,
      private: spot.private,
      multiple: spot.multiple,
      image: spot.image,
      info: jsonOutput(spot.info),
      scanners: detail
        ? scanners.map((scanner) => ({
            _id: scanner._id,
            scid: scanner.scid,
            alive: scanner.alive,
            status: scanner.status,
            createdAt: scanner.createdAt,
            updatedAt: scanner.updatedAt,
          }))
        : null,
      // The detail's question links are those of the last 7 days, like the counts (spec section 3).
      questionLinks: detail ? (activity?.links ?? []) : null,
      scannerAlive: alive.at(-1) ?? null,
      questionCount7d: activity?.questionCount ?? null,
      answerCount7d: activity?.answerCount ?? null,
      createdAt: spot.createdAt,
      updatedAt: spot.updatedAt,
    };
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(spotFilter, rawFilter) ?? {};
    const conditions = buildFilter({ active: filter.active }, { text: filter.q, attributes: ['name'] });
    const scope = await this.tenancy.scopeOf(caller);
    if (filter.site) {
      await this.tenancy.assertReach(caller, filter.site);
      return this.render(
        await this.lists.page<SpotRecord>(
          {
            index: 'byTenant',
            partition: tenantPartition('SPOT', filter.site),
            counter: counterKey('SPOT', `SITE#${filter.site}`),
          },
          request,
          conditions,
        ),
      );
    }
    if (scope.kind === 'all') {
      return this.render(
        await this.lists.page<SpotRecord>(
          { index: 'byType', partition: 'SPOT', counter: counterKey('SPOT', 'ALL') },
          request,
          conditions,
        ),
      );
    }
    // A few sites: read each site's classrooms (small lists) and page them together.
    const all: SpotRecord[] = [];
    for (const siteId of scope.siteIds) {
      const page = await this.lists.page<SpotRecord>(
        { index: 'byTenant', partition: tenantPartition('SPOT', siteId) },
        { page: 0, perPage: 10_000 },
        conditions,
      );
      all.push(...page.data);
    }
    return this.render(
      pageOf(
        all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        request,
      ),
    );
  }

  private async render(page: { data: SpotRecord[]; total: number }) {
    return { data: await Promise.all(page.data.map((spot) => this.view(spot))), total: page.total };
  }

  async get(id: string): Promise<Spot | null> {
    const spot = await this.entities.get<SpotRecord>('SPOT', id);
    return spot ? this.view(spot, true) : null;
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Spot> {
    const input = parseArgs(spotInput, rawInput);
    const site = await this.entities.get<SiteRecord>('SITE', input.site);
    if (!site) throw badRequest('UNKNOWN_SITE', `Site ${input.site} does not exist.`);
    await this.tenancy.assertReach(caller, site._id);
    const now = new Date().toISOString();
    const spot = newSpotRecord(
      {
        name: input.name,
        siteId: site._id,
        siteName: site.name,
        description: input.description ?? null,
        address: input.address ?? null,
        active: input.active ?? true,
        private: input.private ?? false,
        multiple: input.multiple ?? false,
        image: input.image ? { _id: input.image._id ?? null, path: input.image.path } : null,
        info: input.info ?? null,
      },
      now,
    );
    await this.entities.create('SPOT', spot, { siteId: site._id });
    return this.view(spot);
  }

  async update(id: string, rawPatch: unknown): Promise<Spot> {
    const patch = parseArgs(spotPatch, rawPatch);
    if (!(await this.entities.get<SpotRecord>('SPOT', id))) throw notFound('Classroom');
    const updated = await this.entities.update<SpotRecord>('SPOT', id, {
      name: patch.name,
      description: patch.description,
      address: patch.address,
      active: patch.active ?? undefined,
      private: patch.private ?? undefined,
      multiple: patch.multiple ?? undefined,
      image:
        patch.image === undefined
          ? undefined
          : patch.image
            ? { _id: patch.image._id ?? null, path: patch.image.path }
            : null,
      info: patch.info,
      updatedAt: new Date().toISOString(),
    });
    return this.view(updated);
  }

  async updateInfo(id: string, rawInfo: unknown): Promise<{ success: boolean }> {
    const info = parseArgs(jsonInput, rawInfo);
    if (!(await this.entities.get<SpotRecord>('SPOT', id))) throw notFound('Classroom');
    await this.entities.update('SPOT', id, { info, updatedAt: new Date().toISOString() });
    return { success: true };
  }

  /**
   * Deletes a classroom nothing points at. With `removeStudents` (the class manage modal's Delete,
   * removeSpot with withStudents) its students are removed first, their buttons and apps released;
   * devices, apps and scanners linked to the classroom itself still keep it (an administrator
   * moves them).
   */
  async remove(
    id: string,
    removeStudents?: (spot: SpotRecord) => Promise<unknown>,
  ): Promise<{ success: boolean }> {
    const spot = await this.entities.get<SpotRecord>('SPOT', id);
    if (!spot) throw notFound('Classroom');
    // Devices, apps, scanners and students of the classroom would point at nothing. Linked
    // equipment is checked before any student is removed, so a refusal changes nothing.
    const notEmpty = () =>
      badRequest(
        'SPOT_NOT_EMPTY',
        'Unlink the devices, apps, scanners and students of this classroom first.',
      );
    const count = (types: readonly EntityType[]) =>
      Promise.all(types.map((type) => this.lists.count(counterKey(type, `SPOT#${id}`))));
    if ((await count(['DEVICE', 'APP', 'SCANNER'])).some((n) => n > 0)) throw notEmpty();
    if (removeStudents) await removeStudents(spot);
    if ((await count(['USER'])).some((n) => n > 0)) throw notEmpty();
    await this.entities.remove('SPOT', id, { siteId: spot.siteId });
    return { success: true };
  }
}
