/**
 * The rules engine (docs/rules-engine.md): an event a device, scanner or app emits is matched to
 * the event definitions of its type, then to the things of the emitter's own site that bind one
 * of them (and, when they name them, its classroom, device or app). Each thing's action runs with
 * the thing's parameters, checked against the action's definitions first. Every run, and an event
 * no thing binds, is recorded and published to `onEvent`. An action's failure is recorded, never
 * thrown: only a storage failure fails the call (the queue then redelivers the message).
 */
import { randomUUID } from 'node:crypto';
import type { EmittedEvent, EventSource } from '../devices/emitted-event';
import { logError } from '../kernel/log';
import { checkParameters } from './parameters';
import {
  type ActionRecord,
  EVENT_RETENTION_DAYS,
  type EventDefRecord,
  type EventRecord,
  type ThingRecord,
} from './records';

/** The emitter's tenant as its own record says: the site is never taken from the message. */
export interface EventOrigin {
  siteId: string;
  spotId: string | null;
  device: string | null;
  app: string | null;
}

export interface RulesStore {
  /** null: unknown emitter or one on no site; its events are dropped. */
  origin(source: EventSource): Promise<EventOrigin | null>;
  eventDefsOfType(type: string): Promise<EventDefRecord[]>;
  /** The things of one site binding one of these event definitions. */
  thingsOf(siteId: string, eventDefIds: string[]): Promise<ThingRecord[]>;
  actions(ids: string[]): Promise<Map<string, ActionRecord>>;
  record(event: EventRecord): Promise<void>;
}

export interface EventPublisher {
  publish(event: EventRecord): Promise<void>;
}

/** A built-in's refusal: recorded as the run's error key (and parameter, if any). */
export class ActionFailure extends Error {
  constructor(
    readonly key: string,
    readonly param: string | null = null,
  ) {
    super(key);
  }
}

export interface ActionContext {
  values: Record<string, unknown>;
  origin: EventOrigin;
  thing: ThingRecord;
  action: ActionRecord;
  event: { eventId: string; type: string; data: Record<string, unknown> | null; at: number };
}

export type ActionRunner = (context: ActionContext) => Promise<void>;

export interface EngineDeps {
  store: RulesStore;
  publisher: EventPublisher;
  /** Built-ins by the action's fn (builtins.ts). */
  runners: Record<string, ActionRunner>;
  now?: () => number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** How a defined event's major and minor narrow it: an unset option matches any value. */
export function matchesOptions(def: EventDefRecord, event: EmittedEvent): boolean {
  const { major = null, minor = null } = def.options ?? {};
  return (major === null || major === event.major) && (minor === null || minor === event.minor);
}

export function bindsOrigin(thing: ThingRecord, origin: EventOrigin): boolean {
  return (
    thing.siteId === origin.siteId &&
    (thing.spotId === null || thing.spotId === origin.spotId) &&
    (thing.device === null || thing.device.mac === origin.device) &&
    (thing.app === null || thing.app.uuid === origin.app)
  );
}

type Outcome = Pick<EventRecord, 'status' | 'error' | 'errorParam'>;

export class RulesEngine {
  constructor(private readonly deps: EngineDeps) {}

  /** Handles one emitted event; returns what was recorded (nothing for an unknown emitter). */
  async handle(event: EmittedEvent): Promise<EventRecord[]> {
    const { store } = this.deps;
    const origin = await store.origin(event.source);
    if (!origin) return [];
    const defs = (await store.eventDefsOfType(event.type)).filter((def) => matchesOptions(def, event));
    const things = defs.length
      ? (
          await store.thingsOf(
            origin.siteId,
            defs.map((d) => d._id),
          )
        ).filter((t) => bindsOrigin(t, origin))
      : [];
    const eventId = randomUUID();
    const base = (def: EventDefRecord | undefined) => this.base(eventId, event, origin, def);
    if (things.length === 0) {
      const record = { ...base(defs[0]), status: 'unmatched' as const, error: null, errorParam: null };
      await this.keep(record);
      return [record];
    }
    const actions = await store.actions(things.map((t) => t.actionId));
    const runs = await Promise.all(
      things.map(async (thing) => {
        const action = actions.get(thing.actionId);
        const outcome = await this.run(eventId, event, origin, thing, action);
        const def = defs.find((d) => d._id === thing.eventId);
        return { ...base(def), thingId: thing._id, action: action?.code ?? null, ...outcome };
      }),
    );
    for (const run of runs) await this.keep(run);
    return runs;
  }

  private base(eventId: string, event: EmittedEvent, origin: EventOrigin, def: EventDefRecord | undefined) {
    const now = new Date((this.deps.now ?? Date.now)()).toISOString();
    return {
      _id: randomUUID(),
      eventId,
      defId: def?._id ?? null,
      defTitle: def?.title ?? null,
      type: event.type,
      action: null as string | null,
      device: origin.device,
      app: origin.app,
      siteId: origin.siteId,
      spotId: origin.spotId,
      data: event.data ?? null,
      thingId: null as string | null,
      createdAt: now,
      updatedAt: now,
      expiresAt: Math.floor(Date.parse(now) / 1000) + EVENT_RETENTION_DAYS * 86_400,
    };
  }

  private async run(
    eventId: string,
    event: EmittedEvent,
    origin: EventOrigin,
    thing: ThingRecord,
    action: ActionRecord | undefined,
  ): Promise<Outcome> {
    const failed = (error: string, errorParam: string | null = null): Outcome => ({
      status: 'failed',
      error,
      errorParam,
    });
    if (!action) return failed('UNKNOWN_ACTION');
    const runner = action.fn ? this.deps.runners[action.fn] : undefined;
    if (!runner) return failed('UNKNOWN_ACTION_FN');
    const checked = checkParameters(action.parameter, thing.parameter);
    if (!checked.ok) return failed(checked.error, checked.key);
    try {
      await runner({
        values: checked.values,
        origin,
        thing,
        action,
        event: { eventId, type: event.type, data: event.data ?? null, at: event.at },
      });
      return { status: 'ok', error: null, errorParam: null };
    } catch (error) {
      if (error instanceof ActionFailure) return failed(error.key, error.param);
      (this.deps.log ?? logError)('Action failed', {
        action: action.code,
        thing: thing._id,
        error: error instanceof Error ? error.name : 'unknown',
      });
      return failed('ACTION_FAILED');
    }
  }

  /** Stores the run, then tells subscribers (best effort: the record is what counts). */
  private async keep(record: EventRecord): Promise<void> {
    await this.deps.store.record(record);
    try {
      await this.deps.publisher.publish(record);
    } catch (error) {
      (this.deps.log ?? logError)('Event was not published', {
        event: record._id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
