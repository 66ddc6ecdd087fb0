/**
 * User administration (spec sections 3, 6, 7 "Users"): tenancy-scoped lists, accounts created
 * and edited by managers and above, site linking and role changes. The policy has already checked
 * that the caller reaches and outranks the target user; this service checks the site and
 * classrooms the user is moved to and the role granted.
 */
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { hashPassword } from '../../auth/password';
import { seesEverySite, type Tenancy } from '../../auth/tenancy';
import type { AuthSessionStore } from '../../data/auth-store';
import { type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import { counterKey, spotPartition, tenantPartition } from '../../data/keys';
import { buildFilter, type ListReader } from '../../data/lists';
import { newUserRecord } from '../../data/new-user';
import type { RefRecord, SiteRecord, SpotRecord, UserRecord } from '../../data/records';
import { MAX_TRANSACTION_ITEMS, UserWriteBatch } from '../../data/user-batch';
import type { User } from '../../generated/graphql';
import { AppError, badRequest, ERROR_CODES, notFound } from '../../kernel/errors';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { isConsoleRole, ROLE_NAMES, type RoleFlags } from '../../kernel/roles';
import type { TableRef } from '../../kernel/table-ref';
import { idSchema, parseArgs } from '../../kernel/validation';
import { missingTarget } from '../scoped';
import {
  assertMayGrant,
  bySeat,
  grantedRole,
  newestFirst,
  type Roster,
  roleConditions,
  roleInput,
  userFilter,
  userInputSchema,
  userPatchSchema,
} from './user-support';

/** The profile and placement a UserInput sets, the same on create and on update. */
function profileOf(
  input: z.infer<typeof userInputSchema>,
  place: { siteId: string | null; spots: RefRecord[] },
) {
  return {
    uid: input.uid,
    firstname: input.firstname,
    lastname: input.lastname ?? null,
    no: input.no ?? null,
    tel: input.tel ?? null,
    email: input.email ?? null,
    siteId: place.siteId,
    spots: place.spots,
    info: input.info ?? null,
  };
}

/**
 * An account that may hold sessions. A deactivated or unapproved one has its sessions revoked,
 * not just refused while it stays so: reactivating it later does not revive a token issued before
 * (the authorizer refuses those states too, for changes made outside this service).
 */
function isAllowedIn(user: Pick<UserRecord, 'active' | 'verified'>): boolean {
  return user.active && user.verified;
}

export class UserAdminService {
  constructor(
    private readonly table: TableRef,
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly tenancy: Tenancy,
    private readonly roster: Roster,
    private readonly sessions: AuthSessionStore,
  ) {}

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(userFilter, rawFilter) ?? {};
    const roles = roleConditions(filter);
    if (!roles) return { data: [], total: 0 };
    const conditions = buildFilter(
      { active: filter.active, ...roles },
      { text: filter.q, attributes: ['uid', 'firstname', 'lastname'] },
    );
    const everything = { page: 0, perPage: 100_000 };
    let page: { data: UserRecord[]; total: number };
    if (filter.spot) {
      const spot = await this.entities.get<SpotRecord>('SPOT', filter.spot);
      if (!spot || (filter.site && spot.siteId !== filter.site))
        throw missingTarget(
          caller,
          badRequest('UNKNOWN_SPOT', `Classroom ${filter.spot} does not exist on this site.`),
        );
      await this.tenancy.assertReach(caller, spot.siteId);
      // A classroom's students are wanted in seat order; a classroom holds few users.
      const all = await this.lists.page<UserRecord>(
        { index: 'byLookup', partition: spotPartition('USER', spot._id) },
        everything,
        conditions,
      );
      page = pageOf(all.data.sort(bySeat), request);
    } else if (filter.site) {
      await this.tenancy.assertReach(caller, filter.site);
      page = await this.lists.page<UserRecord>(
        {
          index: 'byTenant',
          partition: tenantPartition('USER', filter.site),
          counter: counterKey('USER', `SITE#${filter.site}`),
        },
        request,
        conditions,
      );
    } else {
      const scope = await this.tenancy.scopeOf(caller);
      if (scope.kind === 'all') {
        page = await this.lists.page<UserRecord>(
          { index: 'byType', partition: 'USER', counter: counterKey('USER', 'ALL') },
          request,
          conditions,
        );
      } else {
        const all: UserRecord[] = [];
        for (const siteId of scope.siteIds) {
          const source = { index: 'byTenant' as const, partition: tenantPartition('USER', siteId) };
          all.push(...(await this.lists.page<UserRecord>(source, everything, conditions)).data);
        }
        page = pageOf(all.sort(newestFirst), request);
      }
    }
    return { data: await this.roster.views(page.data), total: page.total };
  }

  async get(id: string): Promise<User | null> {
    const user = await this.entities.get<UserRecord>('USER', id);
    return user ? this.roster.view(user) : null;
  }

  private async existing(id: string): Promise<UserRecord> {
    const user = await this.entities.get<UserRecord>('USER', id);
    if (!user) throw notFound('User');
    return user;
  }

  /** The site and classrooms a user is put on: reachable by the caller, classrooms on that site. */
  private async placement(
    caller: UserCaller,
    siteId: string | null | undefined,
    spotIds: string[] | null | undefined,
  ): Promise<{ siteId: string | null; spots: RefRecord[] }> {
    const wanted = [...new Set(spotIds ?? [])];
    if (!siteId) {
      // A user on no site is reachable by system and admin only, so others must name a site.
      if (wanted.length > 0 || !seesEverySite(caller))
        throw badRequest('REQUIRED_SITE', 'Choose the site of the user.', { field: 'site' });
      return { siteId: null, spots: [] };
    }
    const site = await this.entities.get<SiteRecord>('SITE', siteId);
    if (!site)
      throw missingTarget(
        caller,
        badRequest('UNKNOWN_SITE', `Site ${siteId} does not exist.`, { field: 'site' }),
      );
    await this.tenancy.assertReach(caller, siteId);
    const spots = await this.entities.getMany<SpotRecord>('SPOT', wanted);
    const refs = wanted.map((spotId) => {
      const spot = spots.get(spotId);
      if (!spot || spot.siteId !== siteId)
        throw badRequest('UNKNOWN_SPOT', `Classroom ${spotId} is not on site ${siteId}.`, { field: 'spots' });
      return { _id: spot._id, name: spot.name };
    });
    return { siteId, spots: refs };
  }

  /** Writes the batch; a uid taken meanwhile is the sign-up error 1003. */
  private async commit(batch: UserWriteBatch): Promise<void> {
    try {
      await batch.commit();
    } catch (error) {
      if (error instanceof UniqueValueTakenError)
        throw new AppError(ERROR_CODES.DUPLICATE_UID, 'This ID already exists.', { field: 'uid' });
      throw error;
    }
  }

  async add(caller: UserCaller, rawInput: unknown): Promise<User> {
    const input = parseArgs(userInputSchema, rawInput);
    const role = grantedRole(input.role);
    assertMayGrant(caller, role);
    if (isConsoleRole(role) && !input.password)
      throw badRequest('REQUIRED_FIELD_MSG', 'password is a required field.', { field: 'password' });
    const place = await this.placement(caller, input.site, input.spots);
    const user = newUserRecord({
      ...profileOf(input, place),
      role,
      active: input.active ?? true,
      verified: input.verified ?? true,
      // The account holder has not agreed to anything yet: the console asks at first sign-in.
      private_policy: { agree: false, date: null },
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    });
    await this.commit(new UserWriteBatch(this.table).create(user));
    return this.roster.view(user);
  }

  /**
   * Replaces the stored user and releases its devices on a site it leaves (a device's user
   * must be on the device's site), in one transaction where the devices fit.
   */
  private async replace(found: UserRecord, next: UserRecord): Promise<void> {
    const leaving = found.siteId && found.siteId !== next.siteId ? found.siteId : null;
    const held = await this.roster.boundTo(leaving, [found._id]);
    const now = new Date().toISOString();
    const batch = new UserWriteBatch(this.table).replace(found, next);
    for (const item of held) batch.release(item.type, item._id, now);
    if (batch.size <= MAX_TRANSACTION_ITEMS) return this.commit(batch);
    for (const item of held)
      await this.entities.update(item.type, item._id, { userId: null, updatedAt: now });
    return this.commit(new UserWriteBatch(this.table).replace(found, next));
  }

  private roleChanged(found: RoleFlags, next: RoleFlags): boolean {
    return ROLE_NAMES.some((name) => found[name] !== next[name]);
  }

  async update(caller: UserCaller, id: string, rawInput: unknown): Promise<User> {
    const input = parseArgs(userInputSchema, rawInput);
    const found = await this.existing(id);
    const role = grantedRole(input.role);
    if (this.roleChanged(found.role, role)) assertMayGrant(caller, role);
    if (isConsoleRole(role) && !input.password && !found.passwordHash)
      throw badRequest('REQUIRED_FIELD_MSG', 'password is a required field.', { field: 'password' });
    const place = await this.placement(caller, input.site, input.spots);
    const { passwordHash, ...kept } = found;
    const hash = input.password ? await hashPassword(input.password) : passwordHash;
    const next: UserRecord = {
      ...kept,
      ...profileOf(input, place),
      role,
      active: input.active ?? found.active,
      verified: input.verified ?? found.verified,
      updatedAt: new Date().toISOString(),
      ...(hash ? { passwordHash: hash } : {}),
    };
    await this.replace(found, next);
    // A new password ends every session opened with the old one; so does deactivation (below).
    if (input.password || !isAllowedIn(next)) await this.sessions.revokeAllForUser(id, next.updatedAt);
    return this.roster.view(next);
  }

  async patch(id: string, rawPatch: unknown): Promise<User> {
    const patch = parseArgs(userPatchSchema, rawPatch);
    await this.existing(id);
    const updated = await this.entities.update<UserRecord>('USER', id, {
      firstname: patch.firstname,
      lastname: patch.lastname,
      no: patch.no,
      tel: patch.tel,
      email: patch.email,
      active: patch.active ?? undefined,
      verified: patch.verified ?? undefined,
      info: patch.info,
      updatedAt: new Date().toISOString(),
    });
    if (!isAllowedIn(updated)) await this.sessions.revokeAllForUser(id, updated.updatedAt);
    return this.roster.view(updated);
  }

  async updateRole(caller: UserCaller, id: string, rawRole: unknown): Promise<User> {
    const role = grantedRole(parseArgs(roleInput, rawRole));
    const found = await this.existing(id);
    assertMayGrant(caller, role);
    const updated = await this.entities.update<UserRecord>('USER', found._id, {
      role,
      updatedAt: new Date().toISOString(),
    });
    return this.roster.view(updated);
  }

  async link(caller: UserCaller, id: string, siteId: string | null, spotIds: unknown): Promise<User> {
    const spots = parseArgs(z.array(idSchema).max(50).nullish(), spotIds);
    const found = await this.existing(id);
    const place = await this.placement(caller, siteId, spots);
    const next = { ...found, siteId: place.siteId, spots: place.spots, updatedAt: new Date().toISOString() };
    await this.replace(found, next);
    return this.roster.view(next);
  }

  /** Removes the user and its uid, releasing its devices and apps first so none points at a ghost. */
  async remove(id: string): Promise<{ success: boolean }> {
    const found = await this.existing(id);
    const held = await this.roster.boundTo(found.siteId, [found._id]);
    const now = new Date().toISOString();
    const batch = new UserWriteBatch(this.table);
    for (const item of held) batch.release(item.type, item._id, now);
    batch.remove(found);
    if (batch.size <= MAX_TRANSACTION_ITEMS) await batch.commit();
    else {
      for (const item of held)
        await this.entities.update(item.type, item._id, { userId: null, updatedAt: now });
      await new UserWriteBatch(this.table).remove(found).commit();
    }
    await this.sessions.revokeAllForUser(id, now);
    return { success: true };
  }
}
