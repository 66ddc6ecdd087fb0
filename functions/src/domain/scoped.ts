/**
 * Site-scoped items other than devices (apps, scanners, files): the list in the caller's tenant
 * and the placement checks, following the device rules (domain/fleet/devices.ts) so every kind of
 * fleet item behaves the same way.
 */
import { z } from 'zod';
import type { UserCaller } from '../auth/caller';
import { missingTarget, seesEverySite, type Tenancy } from '../auth/tenancy';
import { userRef } from '../auth/user-view';
import type { EntityRepository } from '../data/entities';
import { counterKey, type EntityType, spotPartition, tenantPartition } from '../data/keys';
import type { ListFilter, ListReader } from '../data/lists';
import type { SpotRecord, UserRecord } from '../data/records';
import { badRequest } from '../kernel/errors';
import { type PageRequest, pageOf } from '../kernel/paging';
import { idSchema } from '../kernel/validation';
import type { SessionStudents } from './remote/session-students';

export interface ScopedDeps {
  entities: EntityRepository;
  lists: ListReader;
  tenancy: Tenancy;
  /** Students of one session only (domain/remote/session-students.ts), for views that show who a student id is. */
  students?: SessionStudents;
}

/** The list filter of site-placed items (apps, scanners): q, site, classroom, active. */
export const placedItemFilter = z
  .object({
    q: z.string().trim().max(100).nullish(),
    site: idSchema.nullish(),
    spot: idSchema.nullish(),
    active: z.boolean().nullish(),
  })
  .nullish();

export type Placement = { siteId: string | null; spotId: string | null; userId: string | null };

export { missingTarget } from '../auth/tenancy';
/** Who a user is, as other items show them (auth/user-view.ts). */
export { userRef };

/** One page of `type` items: of a classroom, of a site, or of everything the caller reaches. */
export async function scopedPage<T extends { createdAt: string }>(
  deps: ScopedDeps,
  type: EntityType,
  caller: UserCaller,
  request: PageRequest,
  where: { site?: string | null; spot?: string | null },
  conditions: ListFilter | undefined,
): Promise<{ data: T[]; total: number }> {
  if (where.spot) {
    const spot = await deps.entities.get<SpotRecord>('SPOT', where.spot);
    if (!spot)
      throw missingTarget(caller, badRequest('UNKNOWN_SPOT', `Classroom ${where.spot} does not exist.`));
    await deps.tenancy.assertReach(caller, spot.siteId);
    return deps.lists.page<T>(
      {
        index: 'byLookup',
        partition: spotPartition(type, spot._id),
        counter: counterKey(type, `SPOT#${spot._id}`),
      },
      request,
      conditions,
    );
  }
  const scope = await deps.tenancy.scopeOf(caller);
  const siteIds = where.site ? [where.site] : scope.kind === 'sites' ? scope.siteIds : null;
  if (where.site) await deps.tenancy.assertReach(caller, where.site);
  if (!siteIds) {
    return deps.lists.page<T>(
      { index: 'byType', partition: type, counter: counterKey(type, 'ALL') },
      request,
      conditions,
    );
  }
  const [only] = siteIds;
  if (siteIds.length === 1 && only) {
    return deps.lists.page<T>(
      {
        index: 'byTenant',
        partition: tenantPartition(type, only),
        counter: counterKey(type, `SITE#${only}`),
      },
      request,
      conditions,
    );
  }
  // A distributor's few sites: each site's list is small, so they are read whole and paged together.
  const all: T[] = [];
  for (const siteId of siteIds) {
    const page = await deps.lists.page<T>(
      { index: 'byTenant', partition: tenantPartition(type, siteId) },
      { page: 0, perPage: 100_000 },
      conditions,
    );
    all.push(...page.data);
  }
  return pageOf(
    all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    request,
  );
}

/** Checks a placement the caller asks for: the site reachable, the classroom and user on it. */
export async function checkPlacement(
  deps: ScopedDeps,
  caller: UserCaller,
  target: Placement,
): Promise<Placement> {
  const { siteId, spotId, userId } = target;
  if (!siteId) {
    if (spotId || userId) throw badRequest('REQUIRED_SITE', 'Choose the site of the classroom or user.');
    // An item on no site is visible to system and admin only, so others must name their site.
    if (!seesEverySite(caller)) throw badRequest('REQUIRED_SITE', 'Choose a site.');
    return { siteId: null, spotId: null, userId: null };
  }
  const site = await deps.entities.get<{ _id: string }>('SITE', siteId);
  if (!site) throw missingTarget(caller, badRequest('UNKNOWN_SITE', `Site ${siteId} does not exist.`));
  await deps.tenancy.assertReach(caller, siteId);
  if (spotId) {
    const spot = await deps.entities.get<SpotRecord>('SPOT', spotId);
    if (!spot || spot.siteId !== siteId)
      throw badRequest('UNKNOWN_SPOT', `Classroom ${spotId} is not on site ${siteId}.`);
  }
  if (userId) {
    const user = await deps.entities.get<UserRecord>('USER', userId);
    if (!user || user.siteId !== siteId)
      throw badRequest('UNKNOWN_USER', `User ${userId} is not on site ${siteId}.`);
  }
  return { siteId, spotId, userId };
}

/** Site, classroom and user references of many items, read in three batches. */
export async function refsOf(
  entities: EntityRepository,
  items: { siteId: string | null; spotId: string | null; userId?: string | null }[],
) {
  const ids = (list: (string | null | undefined)[]) => list.filter((id): id is string => Boolean(id));
  const [sites, spots, users] = await Promise.all([
    entities.getMany<{ _id: string; name: string }>('SITE', ids(items.map((item) => item.siteId))),
    entities.getMany<SpotRecord>('SPOT', ids(items.map((item) => item.spotId))),
    entities.getMany<UserRecord>('USER', ids(items.map((item) => item.userId))),
  ]);
  return (item: { siteId: string | null; spotId: string | null; userId?: string | null }) => {
    const site = item.siteId ? sites.get(item.siteId) : undefined;
    const spot = item.spotId ? spots.get(item.spotId) : undefined;
    const user = item.userId ? users.get(item.userId) : undefined;
    return {
      site: site ? { _id: site._id, name: site.name } : null,
      spot: spot ? { _id: spot._id, name: spot.name } : null,
      user: user ? userRef(user) : null,
    };
  };
}
