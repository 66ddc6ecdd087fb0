/**
 * The rules engine end to end (docs/rules-engine.md): a system user defines events, actions and
 * things through the API; buttons emit events over the real local broker, the rule router and
 * the consumer hand them to the engine, which runs the bound actions, records every run and
 * publishes it to onEvent. Failures are recorded, not thrown: a missing or mistyped parameter,
 * a webhook that never answers (a local server here). Things never run for another site.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buttonIdOf, buttonTopic, eventTopic } from '../../functions/src/devices/topics';
import { amplifyClient } from '../support/amplify';
import { type FieldWatch, watchField } from '../support/amplify-core';
import { registerScanners, tableAt } from '../support/classroom-seed';
import { buttonLogin, scannerLogin } from '../support/device-login';
import { createSite, createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDevice, createSpot } from '../support/org-fixtures';

const SITE = 'site-demo';
const stack = inject('stack');
const client = amplifyClient();
const clients: MqttClient[] = [];
const watches: FieldWatch<unknown>[] = [];
let system = '';
let teacher = '';

type RecordedEvent = {
  _id: string;
  type: string;
  action: string | null;
  device: string | null;
  site: string;
  spot: string | null;
  thing: string | null;
  status: string;
  error: string | null;
  errorParam: string | null;
};

const EVENTS = /* GraphQL */ `
  query ($site: ID!, $device: String) {
    events(site: $site, perPage: 20, filter: { device: $device }) {
      total
      data { _id type action device site spot thing status error errorParam }
    }
  }
`;
const CREATE_ACTION = 'mutation ($i: ActionInput!) { createAction(input: $i) { _id code } }';
const CREATE_DEF = 'mutation ($i: EventDefInput!) { createEventDef(input: $i) { _id type } }';
const CREATE_THING = 'mutation ($i: ThingInput!) { createThing(input: $i) { _id action { code } } }';

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function ok<T>(query: string, variables: Record<string, unknown>, token = system): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function eventDef(): Promise<{ _id: string; type: string }> {
  const type = unique('press-long');
  return (
    await ok<{ createEventDef: { _id: string; type: string } }>(CREATE_DEF, { i: { title: type, type } })
  ).createEventDef;
}

async function action(fn: string, parameter: Record<string, unknown>[]): Promise<string> {
  const code = unique(fn);
  await ok(CREATE_ACTION, { i: { code, name: code, fn, parameter } });
  return code;
}

const noticeAction = () =>
  action('notice', [
    { key: 'text', type: 'string', required: true },
    { key: 'noti', type: 'string', default: '"RULE_NOTICE"' },
  ]);

/** A thing; its parameters travel as AWSJSON text, as AppSync wants them. */
async function thing(input: Record<string, unknown>): Promise<string> {
  const i = { ...input, parameter: JSON.stringify(input.parameter ?? {}) };
  return (await ok<{ createThing: { _id: string } }>(CREATE_THING, { i })).createThing._id;
}

/** A direct button emits an event on its own topic (its MAC is its client id, as the broker requires). */
async function emitAsButton(mac: string, type: string): Promise<void> {
  const login = await buttonLogin(buttonIdOf(mac) ?? '');
  const button = await mqtt.connectAsync(stack.mqttUrl, {
    clientId: login.clientId,
    reconnectPeriod: 0,
    ...login.options,
  });
  clients.push(button);
  await button.publishAsync(buttonTopic(login.stage, mac, 'events'), JSON.stringify({ v: 1, type }), {
    qos: 1,
  });
}

async function eventsOf(site: string, device: string): Promise<RecordedEvent[]> {
  return (await ok<{ events: { data: RecordedEvent[] } }>(EVENTS, { site, device }, teacherOrSystem(site)))
    .events.data;
}

const teacherOrSystem = (site: string) => (site === SITE ? teacher : system);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Amplify reports no start_ack: give the realtime handshake a moment before publishing. */
const handshake = () => new Promise((resolve) => setTimeout(resolve, 1500));

beforeAll(async () => {
  const operator = await createUser({ system: true });
  system = await signin(operator.uid, operator.password);
  teacher = await signin('teacher', 'demo1234');
});

afterAll(async () => {
  for (const started of watches) started.stop();
  await Promise.all(clients.map((c) => c.endAsync()));
});

describe('an event over MQTT', () => {
  it('runs a notice action the classroom subscriber receives, and tells onEvent', async () => {
    const def = await eventDef();
    const code = await noticeAction();
    const spot = await createSpot(SITE, unique('Rules room'));
    const device = await createDevice(SITE, spot._id);
    await thing({
      event: def._id,
      action: code,
      site: SITE,
      spot: spot._id,
      parameter: { text: 'Line up, please' },
    });
    const notices = watchField<{ noti: string; text: string; spot: string }>(
      client,
      'subscription ($site: ID!, $spot: ID) { onNotice(site: $site, spot: $spot) { noti text spot } }',
      { site: SITE, spot: spot._id },
      'onNotice',
      teacher,
    );
    const events = watchField<RecordedEvent>(
      client,
      'subscription ($site: ID, $device: String) { onEvent(site: $site, device: $device) { action device status site } }',
      { site: SITE, device: device.mac },
      'onEvent',
      teacher,
    );
    watches.push(notices, events);
    await handshake();

    await emitAsButton(device.mac, def.type);

    const recorded = await until(
      () => eventsOf(SITE, device.mac),
      (list) => list.length === 1,
      'the event',
    );
    await until(
      async () => notices.events.length + events.events.length,
      (n) => n === 2,
      'the publishes',
    );
    expect(recorded[0]).toMatchObject({ status: 'ok', action: code, spot: spot._id, error: null });
    expect(notices.events).toEqual([{ noti: 'RULE_NOTICE', text: 'Line up, please', spot: spot._id }]);
    expect(events.events).toEqual([{ action: code, device: device.mac, status: 'ok', site: SITE }]);
  });

  it('records a missing required parameter as failed with REQUIRED_PARAMETER {key}', async () => {
    const def = await eventDef();
    const device = await createDevice(SITE);
    await thing({ event: def._id, action: await noticeAction(), site: SITE, parameter: { noti: 'X' } });

    await emitAsButton(device.mac, def.type);

    const [event] = await until(
      () => eventsOf(SITE, device.mac),
      (list) => list.length === 1,
      'the event',
    );
    expect(event).toMatchObject({ status: 'failed', error: 'REQUIRED_PARAMETER', errorParam: 'text' });
  });

  it('records a parameter of the wrong type as failed', async () => {
    const def = await eventDef();
    const device = await createDevice(SITE);
    await thing({ event: def._id, action: await noticeAction(), site: SITE, parameter: { text: 12 } });

    await emitAsButton(device.mac, def.type);

    const [event] = await until(
      () => eventsOf(SITE, device.mac),
      (list) => list.length === 1,
      'the event',
    );
    expect(event).toMatchObject({ status: 'failed', error: 'INVALID_PARAMETER_TYPE', errorParam: 'text' });
  });

  it('records an event no thing binds as unmatched', async () => {
    const def = await eventDef();
    const device = await createDevice(SITE);

    await emitAsButton(device.mac, def.type);

    const [event] = await until(
      () => eventsOf(SITE, device.mac),
      (list) => list.length === 1,
      'the event',
    );
    expect(event).toMatchObject({ status: 'unmatched', thing: null, action: null, type: def.type });
  });

  it('runs no action of the demo school for a device of another site', async () => {
    const def = await eventDef();
    await thing({
      event: def._id,
      action: await noticeAction(),
      site: SITE,
      parameter: { text: 'Demo only' },
    });
    const other = await createSite({ name: unique('Other school') });
    const outsider = await createDevice(other._id);

    await emitAsButton(outsider.mac, def.type);

    const [event] = await until(
      () => eventsOf(other._id, outsider.mac),
      (list) => list.length === 1,
      'the event',
    );
    expect(event).toMatchObject({ status: 'unmatched', site: other._id, thing: null });
    expect(await eventsOf(SITE, outsider.mac)).toEqual([]);
  });

  it("drops a scanner's relay of a button of another site", async () => {
    const def = await eventDef();
    const spot = await createSpot(SITE, unique('Relay room'));
    const scid = unique('RULES');
    await registerScanners(
      tableAt(stack.dynamoEndpoint),
      { siteId: SITE, spotId: spot._id, spotName: spot.name },
      [scid],
    );
    const outsider = await createDevice((await createSite({ name: unique('Far school') }))._id);
    const local = await createDevice(SITE, spot._id);
    const login = await scannerLogin(scid);
    const scanner = await mqtt.connectAsync(stack.mqttUrl, {
      clientId: login.clientId,
      reconnectPeriod: 0,
      ...login.options,
    });
    clients.push(scanner);

    for (const mac of [outsider.mac, local.mac])
      await scanner.publishAsync(
        eventTopic(login.stage, scid),
        JSON.stringify({ v: 1, type: def.type, mac }),
        {
          qos: 1,
        },
      );

    await until(
      () => eventsOf(SITE, local.mac),
      (list) => list.length === 1,
      'the local button event',
    );
    expect(await eventsOf(SITE, outsider.mac)).toEqual([]);
  });
});

describe('the webhook action', () => {
  let server: Server;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    // Takes every request and never answers: each attempt times out.
    server = createServer((request) => {
      received.push(request.headers);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('retries a webhook that never answers, then records it as failed', async () => {
    const def = await eventDef();
    const device = await createDevice(SITE);
    const code = await action('webhook', [
      { key: 'url', type: 'string', required: true },
      { key: 'secret', type: 'string' },
      { key: 'timeoutMs', type: 'number' },
    ]);
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/hook`;
    await thing({
      event: def._id,
      action: code,
      site: SITE,
      parameter: { url, secret: 'hook-secret-0123456789', timeoutMs: 200 },
    });

    await emitAsButton(device.mac, def.type);

    const [event] = await until(
      () => eventsOf(SITE, device.mac),
      (list) => list.length === 1,
      'the event',
    );
    expect(event).toMatchObject({ status: 'failed', error: 'WEBHOOK_TIMEOUT', action: code });
    expect(received).toHaveLength(3);
    expect(received[0]?.['x-classpulse-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});

describe('the catalog of the rules engine', () => {
  it('refuses to remove an action a thing uses with 3002', async () => {
    const def = await eventDef();
    const code = await noticeAction();
    const thingId = await thing({ event: def._id, action: code, site: SITE, parameter: { text: 'x' } });
    const remove = 'mutation ($c: String!) { removeAction(code: $c) { success } }';

    const refused = await gql(remove, { c: code }, { token: system });
    await ok('mutation ($id: ID!) { removeThing(id: $id) { success } }', { id: thingId });
    const removed = await gql(remove, { c: code }, { token: system });

    expect(refused.errors?.[0]).toMatchObject({
      errorType: '3002',
      errorInfo: { key: 'DELETE_THING_CONNECTED_ACTION_ERR' },
    });
    expect(removed.data).toEqual({ removeAction: { success: true } });
  });

  it('names what a thing misses: REQUIRED_EVENT, REQUIRED_ACTION, REQUIRED_EVENTS', async () => {
    const def = await eventDef();
    const many = 'mutation ($i: [ThingInput!]!) { createThings(input: $i) { _id } }';

    const noEvent = await gql(CREATE_THING, { i: { action: 'x', site: SITE } }, { token: system });
    const noAction = await gql(CREATE_THING, { i: { event: def._id, site: SITE } }, { token: system });
    const none = await gql(many, { i: [] }, { token: system });

    expect(noEvent.errors?.[0]?.errorInfo?.key).toBe('REQUIRED_EVENT');
    expect(noAction.errors?.[0]?.errorInfo?.key).toBe('REQUIRED_ACTION');
    expect(none.errors?.[0]?.errorInfo?.key).toBe('REQUIRED_EVENTS');
  });

  it('creates many things at once, or none when one is invalid', async () => {
    const def = await eventDef();
    const code = await noticeAction();
    const many = 'mutation ($i: [ThingInput!]!) { createThings(input: $i) { _id event { _id } } }';
    const good = { event: def._id, action: code, site: SITE, parameter: JSON.stringify({ text: 'a' }) };
    const count = async () =>
      (
        await ok<{ things: { total: number } }>(
          'query ($q: String) { things(perPage: 1, filter: { q: $q }) { total } }',
          {
            q: def.type,
          },
        )
      ).things.total;

    const refused = await gql(
      many,
      {
        i: [
          { ...good, title: def.type },
          { ...good, action: null },
        ],
      },
      { token: system },
    );
    const created = await ok<{ createThings: unknown[] }>(many, {
      i: [
        { ...good, title: def.type },
        { ...good, title: def.type },
      ],
    });

    expect(refused.errors?.[0]?.errorInfo?.key).toBe('REQUIRED_ACTION');
    expect(created.createThings).toHaveLength(2);
    expect(await count()).toBe(2);
  });
});

describe('onEvent', () => {
  it('refuses a watcher of another school', async () => {
    const otherSite = await createSite({ name: unique('Other school') });
    const manager = await createUser({ manager: true }, { siteId: otherSite._id });
    const token = await signin(manager.uid, manager.password);

    const ofDemo = watchField(
      client,
      'subscription ($s: ID) { onEvent(site: $s) { _id } }',
      { s: SITE },
      'onEvent',
      token,
    );
    const ofAll = watchField(client, 'subscription { onEvent { _id } }', {}, 'onEvent', token);
    watches.push(ofDemo, ofAll);

    expect(JSON.stringify(await ofDemo.error)).toContain('Forbidden');
    expect(JSON.stringify(await ofAll.error)).toContain('Forbidden');
  });
});
