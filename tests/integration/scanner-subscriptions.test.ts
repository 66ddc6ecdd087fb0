/**
 * Scanner status and register replies live (docs/devices-mqtt.md "Watching a scanner"), with the
 * console's own client (Amplify v6): a test client plays a registered scanner on the real local
 * broker, the rule router and the consumer store its status and relay its register replies
 * through the IAM-signed publish mutations, and only the watchers of that scanner receive them.
 * Watchers who may not see the scanner are refused when they subscribe and receive nothing.
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { ScannerStatusEvent } from '../../functions/src/devices/device-events';
import {
  PUBLISH_REGISTER_REPLY,
  PUBLISH_SCANNER_STATUS,
} from '../../functions/src/devices/graphql-device-events';
import { registerReplyTopic, statusTopic } from '../../functions/src/devices/topics';
import { amplifyClient } from '../support/amplify';
import { type FieldWatch, watchField } from '../support/amplify-core';
import { registerScanners, tableAt } from '../support/classroom-seed';
import { scannerLogin } from '../support/device-login';
import { createSite, createUser, testTable } from '../support/fixtures';
import { createScanner } from '../support/fleet-fixtures';
import { gql, signin } from '../support/graphql';
import { createDist, createSpot, randomMac } from '../support/org-fixtures';
import { until } from '../support/until';

const SITE = 'site-demo';
const ON_STATUS = /* GraphQL */ `
  subscription ($scid: String, $mac: String) {
    onScannerStatus(scid: $scid, mac: $mac) { scanner scid mac site spot status reason alive }
  }
`;
const ON_REGISTER = /* GraphQL */ `
  subscription ($scid: String!) {
    onRegister(scid: $scid) { scanner scid site requestId op ok error payload receivedAt }
  }
`;

type ReplyEvent = {
  scanner: string;
  scid: string;
  site: string | null;
  requestId: string;
  op: string;
  ok: boolean;
  error: string | null;
  payload: string;
  receivedAt: string;
};

const stack = inject('stack');
const STAGE = stack.deviceStage;
const client = amplifyClient();
const watches: FieldWatch<unknown>[] = [];
const scanners: MqttClient[] = [];
let teacher = '';

function watchStatus(
  variables: { scid?: string; mac?: string },
  token: string,
): FieldWatch<ScannerStatusEvent> {
  const started = watchField<ScannerStatusEvent>(client, ON_STATUS, variables, 'onScannerStatus', token);
  watches.push(started);
  return started;
}

function watchRegister(scid: string, token: string): FieldWatch<ReplyEvent> {
  const started = watchField<ReplyEvent>(client, ON_REGISTER, { scid }, 'onRegister', token);
  watches.push(started);
  return started;
}

/** A scanner registered in a new classroom of the demo school, with a MAC on its record. */
async function placedScanner() {
  const spot = await createSpot(SITE, `Scanner watch ${Date.now()}`);
  const scid = `SUB-${randomUUID().slice(0, 8)}`;
  await registerScanners(
    tableAt(stack.dynamoEndpoint),
    { siteId: SITE, spotId: spot._id, spotName: spot.name },
    [scid],
  );
  const mac = randomMac();
  await new EntityRepository(testTable()).update('SCANNER', `scanner-${scid}`, { mac });
  return { scid, mac, id: `scanner-${scid}`, spot: spot._id };
}

/** Connects as the scanner does: onboarded by claim, its thing name as client id. */
async function connect(scid: string): Promise<MqttClient> {
  const login = await scannerLogin(scid);
  const scanner = await mqtt.connectAsync(stack.mqttUrl, {
    clientId: login.clientId,
    reconnectPeriod: 0,
    ...login.options,
  });
  scanners.push(scanner);
  return scanner;
}

/** Amplify reports no start_ack: give the realtime handshake a moment before publishing. */
const handshake = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Tokens of a teacher of another school, a distributor of other sites and a demo-school student. */
async function outsiders(): Promise<string[]> {
  const otherSite = await createSite({ name: `Other school ${Date.now()}` });
  const users = [
    await createUser({ manager: true }, { siteId: otherSite._id }),
    await createUser({ distributor: true }, { distId: (await createDist())._id }),
    await createUser({ user: true }, { siteId: SITE }),
  ];
  return Promise.all(users.map((user) => signin(user.uid, user.password)));
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

afterAll(async () => {
  for (const started of watches) started.stop();
  await Promise.all(scanners.map((scanner) => scanner.endAsync()));
});

describe('onScannerStatus', () => {
  it("delivers a stored status to the scanner's watchers by scid and by MAC, and to nobody else", async () => {
    const [watched, other] = [await placedScanner(), await placedScanner()];
    const admin = await signin('admin', 'demo1234');
    const byScid = watchStatus({ scid: watched.scid }, teacher);
    const byMac = watchStatus({ mac: watched.mac }, admin);
    const otherScanner = watchStatus({ scid: other.scid }, teacher);
    const refused = (await outsiders()).map((token) => watchStatus({ scid: watched.scid }, token));
    await handshake();
    const scanner = await connect(watched.scid);
    // The broker's connect event says online first (presence).
    await until(() => byScid.events.length === 1 && byMac.events.length === 1, 'the presence event');

    await scanner.publishAsync(
      statusTopic(STAGE, watched.scid),
      JSON.stringify({ v: 1, state: 'online', sentAt: Date.now() }),
      {
        qos: 1,
      },
    );
    await until(() => byScid.events.length === 2 && byMac.events.length === 2, 'the online status');
    await scanner.publishAsync(
      statusTopic(STAGE, watched.scid),
      JSON.stringify({ v: 1, state: 'offline', reason: 'shutdown', sentAt: Date.now() }),
      { qos: 1 },
    );
    await until(() => byScid.events.length === 3 && byMac.events.length === 3, 'the offline status');

    expect(byScid.events.map((event) => [event.status, event.reason])).toEqual([
      ['online', null],
      ['online', null],
      ['offline', 'shutdown'],
    ]);
    expect(byScid.events[2]).toEqual({
      scanner: watched.id,
      scid: watched.scid,
      mac: watched.mac,
      site: SITE,
      spot: watched.spot,
      status: 'offline',
      reason: 'shutdown',
      alive: expect.any(String),
    });
    expect(byMac.events).toEqual(byScid.events);
    expect(otherScanner.events).toEqual([]);
    for (const watch of refused) {
      expect(JSON.stringify(await watch.error)).toContain('Forbidden');
      expect(watch.events).toEqual([]);
    }
    // The status was stored too: the scanner's state and alive time as the console lists them.
    const stored = await gql<{ scanner: { status: string; alive: string } }>(
      'query ($id: ID!) { scanner(id: $id) { status alive } }',
      { id: watched.id },
      { token: teacher },
    );
    expect(stored.data?.scanner).toEqual({ status: 'offline', alive: byScid.events[2]?.alive });
  });

  it('wants a scid or a MAC', async () => {
    const refusal = await watchStatus({}, teacher).error;

    expect(JSON.stringify(refusal)).toContain('BadRequest');
    expect(JSON.stringify(refusal)).toContain('Name the scanner by scid or mac.');
  });
});

describe('onRegister', () => {
  const reply = (requestId: string) => ({
    v: 1,
    requestId,
    sentAt: Date.now(),
    op: 'identify',
    ok: true,
    model: 'CP-S1',
    firmware: '1.4.2',
  });

  it("relays a placed scanner's replies to the watchers of its site only", async () => {
    const watched = await placedScanner();
    const ownTeacher = watchRegister(watched.scid, teacher);
    const refused = (await outsiders()).map((token) => watchRegister(watched.scid, token));
    await handshake();
    const scanner = await connect(watched.scid);

    await scanner.publishAsync(registerReplyTopic(STAGE, watched.scid), JSON.stringify(reply('reg-1')), {
      qos: 1,
    });
    await until(() => ownTeacher.events.length === 1, 'the register reply');

    const [event] = ownTeacher.events;
    expect(event).toMatchObject({
      scanner: watched.id,
      scid: watched.scid,
      site: SITE,
      requestId: 'reg-1',
      op: 'identify',
      ok: true,
      error: null,
    });
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({ model: 'CP-S1', firmware: '1.4.2' });
    for (const watch of refused) {
      expect(JSON.stringify(await watch.error)).toContain('Forbidden');
      expect(watch.events).toEqual([]);
    }
  });

  it('lets a distributor (and system, admin) watch a scanner on no site yet, not a school', async () => {
    const stock = await createScanner(null);
    const distributor = await createUser({ distributor: true }, { distId: 'dist-demo' });
    const byDistributor = watchRegister(stock.scid, await signin(distributor.uid, distributor.password));
    const byAdmin = watchRegister(stock.scid, await signin('admin', 'demo1234'));
    const bySchool = watchRegister(stock.scid, teacher);
    expect(JSON.stringify(await bySchool.error)).toContain('Forbidden');
    const scanner = await connect(stock.scid);

    await scanner.publishAsync(registerReplyTopic(STAGE, stock.scid), JSON.stringify(reply('reg-2')), {
      qos: 1,
    });
    await until(() => byDistributor.events.length === 1 && byAdmin.events.length === 1, 'the reply');

    expect(byDistributor.events.map((event) => [event.scid, event.site, event.requestId])).toEqual([
      [stock.scid, null, 'reg-2'],
    ]);
    expect(byAdmin.events).toEqual(byDistributor.events);
    expect(bySchool.events).toEqual([]);
  });
});

describe('publishScannerStatus and publishRegisterReply', () => {
  it('refuse a user token and the API key: only the back end (IAM) publishes', async () => {
    const status = {
      input: { scanner: 'scanner-x', scid: 'SCN-X', status: 'online', alive: new Date().toISOString() },
    };
    const registerReply = {
      input: {
        scanner: 'scanner-x',
        scid: 'SCN-X',
        requestId: 'reg-x',
        op: 'identify',
        ok: true,
        payload: '{}',
        receivedAt: new Date().toISOString(),
      },
    };

    const results = [
      await gql(PUBLISH_SCANNER_STATUS, status, { token: teacher }),
      await gql(PUBLISH_SCANNER_STATUS, status),
      await gql(PUBLISH_REGISTER_REPLY, registerReply, { token: teacher }),
      await gql(PUBLISH_REGISTER_REPLY, registerReply),
    ];

    for (const result of results) {
      expect(Object.values(result.data ?? {}).filter((value) => value !== null)).toEqual([]);
      expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
    }
  });
});
