/**
 * Remote student apps by uuid: scoped lists, and writes that check both the app's current site
 * and the target site (like devices), so nobody can pull another tenant's app into their own.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { UniqueValueTakenError } from '../../data/entities';
import type { AppRecord, SessionRecord, UserRecord } from '../../data/records';
import type { App } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import type { PageRequest } from '../../kernel/paging';
import {
  idSchema,
  jsonInput,
  jsonOutput,
  optionalText,
  parseArgs,
  requiredText,
} from '../../kernel/validation';
import { isEndedPhoneLink } from '../remote/phone-links';
import { refsOf, type ScopedDeps, userRef } from '../scoped';
import { checkInputPlacement, placedPage } from './placed-items';

const appInput = z.object({
  uuid: requiredText('uuid', 100),
  sn: optionalText(64),
  name: optionalText(200),
  description: optionalText(2000),
  status: optionalText(40),
  site: idSchema.nullish(),
  spot: idSchema.nullish(),
  user: idSchema.nullish(),
  active: z.boolean().nullish(),
  info: jsonInput.nullish(),
});

export class AppService {
  constructor(private readonly deps: ScopedDeps) {}

  private async views(stored: AppRecord[]): Promise<App[]> {
    const apps = await this.withoutEndedLinks(stored);
    const refs = await refsOf(this.deps.entities, apps);
    const sessionOnly = await this.sessionOnlyStudents(apps);
    return apps.map((app) => ({
      _id: app._id,
      uuid: app.uuid,
      sn: app.sn,
      name: app.name,
      description: app.description,
      status: app.status,
      ...refs(app),
      ...(app.userId && sessionOnly.has(app.userId)
        ? { user: userRef(sessionOnly.get(app.userId) as UserRecord) }
        : {}),
      active: app.active,
      info: jsonOutput(app.info),
      createdAt: app.createdAt,
      updatedAt: app.updatedAt,
    }));
  }

  /**
   * A phone's link to a class that has ended is no link (domain/remote/phone-links.ts): shown
   * without its student. Ending a class releases its phones; this covers links written before
   * it did, or left by a release that failed. One batch read of the apps' classes.
   */
  private async withoutEndedLinks(apps: AppRecord[]): Promise<AppRecord[]> {
    const ids = apps.flatMap((app) =>
      app.userId && app.info?.remote && typeof app.info.session === 'string' ? [app.info.session] : [],
    );
    if (ids.length === 0) return apps;
    const sessions = await this.deps.entities.getMany<SessionRecord>('SESSION', ids);
    return apps.map((app) => (isEndedPhoneLink(app, sessions) ? { ...app, userId: null } : app));
  }

  /**
   * A phone's remote student who exists in its class session only (domain/remote/remote-join.ts): named by the
   * seat of the session the app's info records, so the teacher's seat view still finds the phone.
   */
  private async sessionOnlyStudents(apps: AppRecord[]): Promise<Map<string, UserRecord>> {
    const remote = apps.filter((app) => app.userId && typeof app.info?.session === 'string');
    if (remote.length === 0 || !this.deps.students) return new Map();
    const sessions = [...new Set(remote.map((app) => String(app.info?.session)))].map((_id) => ({
      _id,
      siteId: null,
    }));
    const ids = remote.map((app) => app.userId as string);
    const users = await this.deps.entities.getMany<UserRecord>('USER', ids);
    const filled = await this.deps.students.fill(users, ids, sessions);
    return new Map([...filled].filter(([id]) => !users.has(id)));
  }

  private async byUuid(uuid: string): Promise<AppRecord | null> {
    const id = await this.deps.entities.ownerOf('APPUUID', uuid.trim());
    return id ? this.deps.entities.get<AppRecord>('APP', id) : null;
  }

  /** A missing app is "not found" for system and admin, Forbidden for others: no probing of ids. */
  private async held(caller: UserCaller, uuid: string): Promise<AppRecord> {
    const app = await this.byUuid(uuid);
    if (!app) {
      await this.deps.tenancy.assertHolds(caller, null);
      throw notFound('App');
    }
    await this.deps.tenancy.assertHolds(caller, app.siteId);
    return app;
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const page = await placedPage<AppRecord>(this.deps, 'APP', caller, request, rawFilter, [
      'uuid',
      'sn',
      'name',
    ]);
    return { data: await this.views(page.data), total: page.total };
  }

  async get(caller: UserCaller, uuid: string): Promise<App | null> {
    const app = await this.byUuid(uuid);
    await this.deps.tenancy.assertHolds(caller, app ? app.siteId : null);
    return app ? ((await this.views([app]))[0] ?? null) : null;
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<App> {
    const input = parseArgs(appInput, rawInput);
    const to = await checkInputPlacement(this.deps, caller, input);
    const now = new Date().toISOString();
    const app: AppRecord = {
      _id: randomUUID(),
      uuid: input.uuid,
      sn: input.sn ?? null,
      name: input.name ?? null,
      description: input.description ?? null,
      status: input.status ?? 'ready',
      siteId: to.siteId,
      spotId: to.spotId,
      userId: to.userId,
      active: input.active ?? true,
      info: input.info ?? null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.deps.entities.create('APP', app, { siteId: to.siteId, spotId: to.spotId }, [
        { kind: 'APPUUID', value: app.uuid },
      ]);
    } catch (error) {
      if (error instanceof UniqueValueTakenError)
        throw badRequest('DUPLICATE_UUID', `An app with uuid ${app.uuid} is already registered.`);
      throw error;
    }
    return (await this.views([app]))[0] as App;
  }

  async update(caller: UserCaller, uuid: string, rawInput: unknown): Promise<App> {
    const input = parseArgs(appInput, rawInput);
    const found = await this.held(caller, uuid);
    // The uuid is the app's identity (and a unique claim): a different app registers anew.
    if (input.uuid !== found.uuid)
      throw badRequest('IMMUTABLE_FIELD', 'The uuid of an app cannot change.', { field: 'uuid' });
    const to = await checkInputPlacement(this.deps, caller, input);
    const next: AppRecord = {
      ...found,
      sn: input.sn === undefined ? found.sn : input.sn,
      name: input.name === undefined ? found.name : input.name,
      description: input.description === undefined ? found.description : input.description,
      status: input.status ?? found.status,
      active: input.active ?? found.active,
      info: input.info === undefined ? found.info : input.info,
      siteId: to.siteId,
      spotId: to.spotId,
      userId: to.userId,
      updatedAt: new Date().toISOString(),
    };
    await this.deps.entities.rescope('APP', next, found, to);
    return (await this.views([next]))[0] as App;
  }

  async remove(caller: UserCaller, uuid: string): Promise<{ success: boolean }> {
    const found = await this.held(caller, uuid);
    await this.deps.entities.remove('APP', found._id, found, [{ kind: 'APPUUID', value: found.uuid }]);
    return { success: true };
  }
}
