/**
 * The rules engine with an in-memory store and publisher: matching by type, options and the
 * emitter's own site, classroom and device; parameter checks recorded as failures; an event with
 * no thing recorded as unmatched; every record published.
 */
import { describe, expect, it } from 'vitest';
import type { EmittedEvent } from '../devices/emitted-event';
import { ActionFailure, type ActionRunner, type EventOrigin, RulesEngine } from './engine';
import type { ActionRecord, EventDefRecord, EventRecord, ThingRecord } from './records';

const AT = '2026-01-01T00:00:00.000Z';
const stamps = { createdAt: AT, updatedAt: AT };

const def = (id: string, type: string, options: EventDefRecord['options'] = null): EventDefRecord => ({
  _id: id,
  title: `Def ${id}`,
  type,
  description: null,
  options,
  parameter: null,
  ...stamps,
});

const ACTION: ActionRecord = {
  _id: 'action-1',
  code: 'say',
  name: 'Say',
  description: null,
  fn: 'say',
  internal: null,
  parameter: [{ key: 'text', type: 'string', isArray: false, required: true }],
  ...stamps,
};

const thing = (id: string, overrides: Partial<ThingRecord> = {}): ThingRecord => ({
  _id: id,
  title: null,
  eventId: 'def-long',
  actionId: ACTION._id,
  siteId: 'site-a',
  spotId: null,
  device: null,
  app: null,
  parameter: { text: 'hello' },
  ...stamps,
  ...overrides,
});

const ORIGINS: Record<string, EventOrigin> = {
  'AA:00:00:00:00:01': { siteId: 'site-a', spotId: 'spot-a', device: 'AA:00:00:00:00:01', app: null },
  'BB:00:00:00:00:01': { siteId: 'site-b', spotId: 'spot-b', device: 'BB:00:00:00:00:01', app: null },
};

function setup(things: ThingRecord[], runner?: ActionRunner) {
  const recorded: EventRecord[] = [];
  const published: EventRecord[] = [];
  const ran: Record<string, unknown>[] = [];
  const defs = [def('def-long', 'long-press'), def('def-beacon', 'beacon', { major: 1, minor: null })];
  const engine = new RulesEngine({
    store: {
      origin: async (source) => (source.kind === 'device' ? (ORIGINS[source.mac] ?? null) : null),
      eventDefsOfType: async (type) => defs.filter((d) => d.type === type),
      thingsOf: async (siteId, ids) => things.filter((t) => t.siteId === siteId && ids.includes(t.eventId)),
      actions: async (ids) => new Map([ACTION].filter((a) => ids.includes(a._id)).map((a) => [a._id, a])),
      record: async (event) => {
        recorded.push(event);
      },
    },
    publisher: { publish: async (event) => void published.push(event) },
    runners: {
      say:
        runner ??
        (async ({ values }) => {
          ran.push(values);
        }),
    },
    log: () => undefined,
  });
  return { engine, recorded, published, ran };
}

const press = (mac: string, overrides: Partial<EmittedEvent> = {}): EmittedEvent => ({
  source: { kind: 'device', mac },
  type: 'long-press',
  at: Date.parse(AT),
  ...overrides,
});

describe('RulesEngine', () => {
  it('runs the action of a thing binding the event with the thing parameters', async () => {
    const { engine, recorded, published, ran } = setup([thing('t1')]);

    await engine.handle(press('AA:00:00:00:00:01'));

    expect(ran).toEqual([{ text: 'hello' }]);
    expect(recorded).toMatchObject([{ status: 'ok', action: 'say', thingId: 't1', siteId: 'site-a' }]);
    expect(published.map((e) => e._id)).toEqual(recorded.map((e) => e._id));
  });

  it('records a missing required parameter as failed with REQUIRED_PARAMETER and its key', async () => {
    const { engine, recorded, ran } = setup([thing('t1', { parameter: {} })]);

    await engine.handle(press('AA:00:00:00:00:01'));

    expect(ran).toEqual([]);
    expect(recorded).toMatchObject([{ status: 'failed', error: 'REQUIRED_PARAMETER', errorParam: 'text' }]);
  });

  it('records a parameter of the wrong type as failed', async () => {
    const { engine, recorded, ran } = setup([thing('t1', { parameter: { text: 42 } })]);

    await engine.handle(press('AA:00:00:00:00:01'));

    expect(ran).toEqual([]);
    expect(recorded).toMatchObject([
      { status: 'failed', error: 'INVALID_PARAMETER_TYPE', errorParam: 'text' },
    ]);
  });

  it('records an event no thing binds as unmatched', async () => {
    const { engine, recorded, ran } = setup([]);

    await engine.handle(press('AA:00:00:00:00:01'));

    expect(ran).toEqual([]);
    expect(recorded).toMatchObject([{ status: 'unmatched', thingId: null, defId: 'def-long' }]);
  });

  it('never runs a thing of another site, classroom or device', async () => {
    const { engine, recorded, ran } = setup([
      thing('other-site', { siteId: 'site-a' }),
      thing('other-spot', { siteId: 'site-b', spotId: 'spot-x' }),
      thing('other-device', { siteId: 'site-b', device: { name: null, mac: 'BB:00:00:00:00:02' } }),
    ]);

    await engine.handle(press('BB:00:00:00:00:01'));

    expect(ran).toEqual([]);
    expect(recorded).toMatchObject([{ status: 'unmatched', siteId: 'site-b' }]);
  });

  it('matches the major and minor an event definition names', async () => {
    const { engine, ran } = setup([thing('t1', { eventId: 'def-beacon' })]);

    await engine.handle(press('AA:00:00:00:00:01', { type: 'beacon', major: 2 }));
    expect(ran).toEqual([]);

    await engine.handle(press('AA:00:00:00:00:01', { type: 'beacon', major: 1, minor: 7 }));
    expect(ran).toHaveLength(1);
  });

  it('records what a built-in refused, and drops the events of an unknown emitter', async () => {
    const refusing: ActionRunner = async () => {
      throw new ActionFailure('WEBHOOK_TIMEOUT');
    };
    const { engine, recorded } = setup([thing('t1')], refusing);

    expect(await engine.handle(press('CC:00:00:00:00:01'))).toEqual([]);
    await engine.handle(press('AA:00:00:00:00:01'));

    expect(recorded).toMatchObject([{ status: 'failed', error: 'WEBHOOK_TIMEOUT' }]);
  });
});
