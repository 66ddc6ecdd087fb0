/**
 * Things (spec section 3): a binding of an event definition to an action on a site, optionally
 * narrowed to a classroom, a device (MAC) or a remote app, with the parameters the action runs
 * with. Listed under their site, which is where the engine looks them up. System users create one
 * or many (/admin/system/thing/create); many are all-or-nothing.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EntityRepository } from '../data/entities';
import type { ListReader } from '../data/lists';
import type { SiteRecord, SpotRecord } from '../data/records';
import { catalogPage } from '../domain/catalog/catalog-collection';
import type { Thing } from '../generated/graphql';
import { badRequest, notFound } from '../kernel/errors';
import { macSchema } from '../kernel/mac';
import type { PageRequest } from '../kernel/paging';
import { idSchema, jsonInput, jsonOutput, optionalText, parseArgs } from '../kernel/validation';
import { actionView, type RuleDefinitions } from './definitions';
import type { ActionRecord, EventDefRecord, ThingRecord } from './records';

const thingInput = z.object({
  title: optionalText(200),
  event: idSchema.nullish(),
  action: z.string().trim().max(64).nullish(),
  site: idSchema.nullish(),
  spot: idSchema.nullish(),
  device: z.object({ name: optionalText(200), mac: macSchema }).nullish(),
  app: z.object({ uuid: z.string().trim().min(1).max(100), name: optionalText(200) }).nullish(),
  parameter: jsonInput.nullish(),
});

/** At most this many things in one createThings call (one bulk write, checked first). */
export const MAX_THINGS_PER_CALL = 100;

type ThingFields = Omit<ThingRecord, '_id' | 'createdAt' | 'updatedAt'>;

export class ThingService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly definitions: RuleDefinitions,
  ) {}

  /** Checks the input and its references; REQUIRED_EVENT, REQUIRED_ACTION and REQUIRED_SITE first. */
  private async fields(raw: unknown): Promise<ThingFields> {
    const input = parseArgs(thingInput, raw);
    if (!input.event) throw badRequest('REQUIRED_EVENT', 'Choose an event.', { field: 'event' });
    if (!input.action) throw badRequest('REQUIRED_ACTION', 'Choose an action.', { field: 'action' });
    if (!input.site) throw badRequest('REQUIRED_SITE', 'Choose a site.', { field: 'site' });
    const [def, actionId, site] = await Promise.all([
      this.entities.get<EventDefRecord>('EVENTDEF', input.event),
      this.definitions.actionIdOf(input.action),
      this.entities.get<SiteRecord>('SITE', input.site),
    ]);
    if (!def) throw badRequest('REQUIRED_EVENT', `${input.event} is not an event definition.`);
    if (!actionId) throw badRequest('REQUIRED_ACTION', `${input.action} is not an action.`);
    if (!site) throw badRequest('REQUIRED_SITE', `${input.site} is not a site.`);
    if (input.spot) {
      const spot = await this.entities.get<SpotRecord>('SPOT', input.spot);
      if (spot?.siteId !== input.site) throw badRequest('UNKNOWN_SPOT', 'The classroom is not on this site.');
    }
    return {
      title: input.title ?? null,
      eventId: def._id,
      actionId,
      siteId: input.site,
      spotId: input.spot ?? null,
      device: input.device ? { name: input.device.name ?? null, mac: input.device.mac } : null,
      app: input.app ? { uuid: input.app.uuid, name: input.app.name ?? null } : null,
      parameter: input.parameter ?? null,
    };
  }

  async views(things: ThingRecord[]): Promise<Thing[]> {
    const [defs, actions, sites, spots] = await Promise.all([
      this.entities.getMany<EventDefRecord>(
        'EVENTDEF',
        things.map((t) => t.eventId),
      ),
      this.entities.getMany<ActionRecord>(
        'ACTION',
        things.map((t) => t.actionId),
      ),
      this.entities.getMany<SiteRecord>(
        'SITE',
        things.map((t) => t.siteId),
      ),
      this.entities.getMany<SpotRecord>(
        'SPOT',
        things.flatMap((t) => (t.spotId ? [t.spotId] : [])),
      ),
    ]);
    return things.map(({ eventId, actionId, siteId, spotId, parameter, ...thing }) => {
      const action = actions.get(actionId);
      const spot = spotId ? spots.get(spotId) : undefined;
      return {
        ...thing,
        event: { _id: eventId, title: defs.get(eventId)?.title ?? null },
        // A used action cannot be removed (3002); a placeholder keeps the list readable if data drifted.
        action: action
          ? actionView(action)
          : {
              _id: actionId,
              code: '',
              name: '',
              description: null,
              fn: null,
              internal: null,
              parameter: [],
              createdAt: thing.createdAt,
              updatedAt: thing.updatedAt,
            },
        site: { _id: siteId, name: sites.get(siteId)?.name ?? null },
        spot: spotId ? { _id: spotId, name: spot?.name ?? null } : null,
        parameter: jsonOutput(parameter),
      };
    });
  }

  async list(request: PageRequest, filter: unknown) {
    const page = await catalogPage<ThingRecord>(this.lists, 'THING', request, filter, ['title']);
    return { data: await this.views(page.data), total: page.total };
  }

  async get(id: string): Promise<Thing | null> {
    const record = await this.entities.get<ThingRecord>('THING', id);
    return record ? ((await this.views([record]))[0] ?? null) : null;
  }

  private record(fields: ThingFields): ThingRecord {
    const now = new Date().toISOString();
    return { ...fields, _id: randomUUID(), createdAt: now, updatedAt: now };
  }

  async create(raw: unknown): Promise<Thing> {
    const record = this.record(await this.fields(raw));
    await this.entities.create('THING', record, { siteId: record.siteId, spotId: record.spotId });
    return (await this.views([record]))[0] as Thing;
  }

  /** All or nothing: every input is checked before anything is written. */
  async createMany(raw: unknown): Promise<Thing[]> {
    const list = Array.isArray(raw) ? raw : [];
    if (list.length === 0) throw badRequest('REQUIRED_EVENTS', 'Add at least one event.');
    if (list.length > MAX_THINGS_PER_CALL)
      throw badRequest('TOO_MANY', `At most ${MAX_THINGS_PER_CALL} things.`);
    const records: ThingRecord[] = [];
    for (const input of list) records.push(this.record(await this.fields(input)));
    const entries = records.map((record) => ({
      record,
      scope: { siteId: record.siteId, spotId: record.spotId },
    }));
    try {
      await this.entities.createMany('THING', entries);
    } catch (error) {
      await this.entities.discardMany(
        'THING',
        records.map((r) => r._id),
      );
      throw error;
    }
    return this.views(records);
  }

  async update(id: string, raw: unknown): Promise<Thing> {
    const fields = await this.fields(raw);
    const found = await this.entities.get<ThingRecord>('THING', id);
    if (!found) throw notFound('Thing');
    const record: ThingRecord = { ...found, ...fields, updatedAt: new Date().toISOString() };
    await this.entities.rescope(
      'THING',
      record,
      { siteId: found.siteId, spotId: found.spotId, updatedAt: found.updatedAt },
      { siteId: record.siteId, spotId: record.spotId },
    );
    return (await this.views([record]))[0] as Thing;
  }

  async remove(id: string): Promise<{ success: boolean }> {
    const found = await this.entities.get<ThingRecord>('THING', id);
    if (!found) throw notFound('Thing');
    await this.entities.remove('THING', id, { siteId: found.siteId, spotId: found.spotId });
    return { success: true };
  }
}
