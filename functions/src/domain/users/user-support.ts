/**
 * What the user administration, the classroom student list and the business setting share:
 * input schemas, the rule about which roles a caller may grant, the reads of a classroom's
 * users and a site's devices, and the batched user views.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { rankOf } from '../../auth/policy';
import { userView } from '../../auth/user-view';
import { PASSWORD_MIN_LENGTH } from '../../auth/validation';
import type { EntityRepository } from '../../data/entities';
import { spotPartition, tenantPartition } from '../../data/keys';
import type { ListReader } from '../../data/lists';
import type { DeviceRecord, DistRecord, SiteRecord, UserRecord } from '../../data/records';
import type { User } from '../../generated/graphql';
import { forbidden } from '../../kernel/errors';
import { ROLE_NAMES, type RoleFlags, roleFlags } from '../../kernel/roles';
import { idSchema, jsonInput, optionalText } from '../../kernel/validation';

export const roleInput = z.object(
  Object.fromEntries(ROLE_NAMES.map((name) => [name, z.boolean().nullish()])),
);

/** Role flags from a RoleInput; a role with no flag at all is a student (user). */
export function grantedRole(input: Record<string, boolean | null | undefined>): RoleFlags {
  const role = roleFlags(Object.fromEntries(Object.entries(input).map(([name, on]) => [name, on === true])));
  return Object.values(role).some(Boolean) ? role : roleFlags({ user: true });
}

/** The sign-up rules for a uid (auth/validation.ts), so an admin cannot create what sign-up refuses. */
export const uidSchema = z
  .string()
  .trim()
  .min(1, 'REQUIRED_UID')
  .max(64, 'UID_TOO_LONG')
  .regex(/^[A-Za-z0-9._@-]+$/, 'INVALID_UID');

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT')
  .max(128, 'PASSWORD_TOO_LONG');

export const firstnameSchema = z
  .string({ message: 'REQUIRED_NAME_MSG' })
  .trim()
  .min(1, 'REQUIRED_NAME_MSG')
  .max(100, 'TOO_LONG:firstname');

export const profileFields = {
  lastname: optionalText(100),
  no: z.number().int('INVALID_SEAT:no').min(1, 'INVALID_SEAT:no').max(10_000, 'INVALID_SEAT:no').nullish(),
  tel: optionalText(40),
  email: z.email('INVALID_EMAIL:email').max(254).nullish(),
  active: z.boolean().nullish(),
  verified: z.boolean().nullish(),
  info: jsonInput.nullish(),
};

export const userInputSchema = z.object({
  uid: uidSchema,
  password: passwordSchema.nullish(),
  firstname: firstnameSchema,
  ...profileFields,
  role: roleInput,
  site: idSchema.nullish(),
  spots: z.array(idSchema).max(50).nullish(),
});

export const userPatchSchema = z.object({ firstname: firstnameSchema.optional(), ...profileFields });

export const userFilter = z
  .object({
    q: z.string().max(100).nullish(),
    site: idSchema.nullish(),
    spot: idSchema.nullish(),
    active: z.boolean().nullish(),
    role: roleInput.nullish(),
    students: z.boolean().nullish(),
  })
  .nullish();

/** Equality conditions on role flags; null when the filter contradicts itself (nobody matches). */
export function roleConditions(filter: NonNullable<z.infer<typeof userFilter>>) {
  const wanted: Record<string, boolean> = {};
  if (filter.students)
    for (const name of ['staff', 'operator', 'manager', 'admin', 'system']) wanted[name] = false;
  for (const name of ROLE_NAMES) {
    const value = filter.role?.[name];
    if (value === null || value === undefined) continue;
    if (name in wanted && wanted[name] !== value) return null;
    wanted[name] = value;
  }
  return Object.fromEntries(Object.entries(wanted).map(([name, value]) => [`role.${name}`, value]));
}

/** Seat order for a classroom: numbered seats first, then the rest by age. */
export function bySeat(a: UserRecord, b: UserRecord): number {
  return (
    (a.no ?? Number.MAX_SAFE_INTEGER) - (b.no ?? Number.MAX_SAFE_INTEGER) ||
    a.createdAt.localeCompare(b.createdAt)
  );
}

/** A device or app held by a user: released when the user leaves the site or is removed. */
export interface BoundItem {
  type: 'DEVICE' | 'APP';
  _id: string;
}

export const newestFirst = (a: UserRecord, b: UserRecord) => b.createdAt.localeCompare(a.createdAt);

/**
 * Nobody grants a role at or above their own rank (a manager cannot make managers), so no one
 * can raise an account to their own level or beyond; system, the top rank, alone grants system.
 */
export function assertMayGrant(caller: UserCaller, role: RoleFlags): void {
  // Not tenancy (the policy checked the user's site): a role outranking rule of user management.
  if (caller.role.system) return;
  if (role.system || rankOf(role) >= rankOf(caller.role))
    throw forbidden('You may only grant roles below your own.');
}

/** A uid for a student who never signs in: the classroom's short id and a random part. */
export function studentUid(spotId: string): string {
  const short = spotId.replace(/[^A-Za-z0-9]/g, '').slice(-8) || 'spot';
  return `${short}-${randomBytes(5).toString('hex')}`;
}

/** Classroom and site reads over the small per-spot and per-site partitions. */
export class Roster {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  /** Users listed under the classroom (their first spot, see UserStore.scopeOf). */
  async usersOfSpot(spotId: string): Promise<UserRecord[]> {
    return (
      await this.lists.page<UserRecord>(
        { index: 'byLookup', partition: spotPartition('USER', spotId) },
        { page: 0, perPage: 100_000 },
      )
    ).data;
  }

  async devicesOfSite(siteId: string): Promise<DeviceRecord[]> {
    return this.itemsOfSite<DeviceRecord>('DEVICE', siteId);
  }

  private async itemsOfSite<T>(type: 'DEVICE' | 'APP', siteId: string): Promise<T[]> {
    return (
      await this.lists.page<T>(
        { index: 'byTenant', partition: tenantPartition(type, siteId) },
        { page: 0, perPage: 100_000 },
      )
    ).data;
  }

  /**
   * The devices and apps whose user is one of these users. A device's or app's user is always on
   * its site (domain/scoped.ts placement), so one site suffices.
   */
  async boundTo(siteId: string | null, userIds: string[]): Promise<BoundItem[]> {
    if (!siteId || userIds.length === 0) return [];
    const wanted = new Set(userIds);
    const bound = (type: BoundItem['type']) => (item: { _id: string; userId?: string | null }) =>
      item.userId && wanted.has(item.userId) ? [{ type, _id: item._id }] : [];
    const [devices, apps] = await Promise.all([
      this.itemsOfSite<DeviceRecord>('DEVICE', siteId),
      this.itemsOfSite<{ _id: string; userId?: string | null }>('APP', siteId),
    ]);
    return [...devices.flatMap(bound('DEVICE')), ...apps.flatMap(bound('APP'))];
  }

  /** Client views with sites and distributors read in batches, never the password hash. */
  async views(users: UserRecord[]): Promise<User[]> {
    const sites = await this.entities.getMany<SiteRecord>(
      'SITE',
      users.map((user) => user.siteId).filter((id): id is string => Boolean(id)),
    );
    const distIds = [
      ...[...sites.values()].map((site) => site.distId),
      ...users.map((user) => user.distId),
    ].filter((id): id is string => Boolean(id));
    const dists = await this.entities.getMany<DistRecord>('DIST', distIds);
    return users.map((user) => {
      const site = user.siteId ? (sites.get(user.siteId) ?? null) : null;
      return userView(user, {
        site,
        siteDist: site?.distId ? (dists.get(site.distId) ?? null) : null,
        ownDist: user.distId ? (dists.get(user.distId) ?? null) : null,
      });
    });
  }

  async view(user: UserRecord): Promise<User> {
    return (await this.views([user]))[0] as User;
  }
}
