/**
 * What one scanner's identity can do over real MQTT on the local stack (docs/devices-mqtt.md
 * "Which classroom a press counts for", "Limits", "Who may publish", "Onboarding by claim"):
 * presses for another site's or classroom's button, a press after the stop grace, a deeply nested
 * event and an oversized message are refused with their reason, nothing stored, nothing
 * announced, nothing retried; the broker refuses what the IoT policy refuses; a scanner onboards
 * by claim only once registered, and a removed one can no longer connect.
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AnswerStore } from '../../functions/src/data/answer-store';
import { SessionStore } from '../../functions/src/data/session-store';
import type { DeadLetter } from '../../functions/src/devices/consumer/ports';
import { ackTopic, eventTopic, LIMITS, pressSeq, pressTopic } from '../../functions/src/devices/contract';
import {
  DEAD_LETTER_CONTENTS_TOPIC,
  DEAD_LETTER_PEEK_TOPIC,
  type DeadLetterContents,
} from '../../infra/local/rule-router';
import { OnboardingRefused, onboardByClaim } from '../../tools/simulator/onboarding';
import { claimLogin, connectOperator, scannerLogin } from '../support/device-login';
import { createSite, testTable } from '../support/fixtures';
import { createScanner } from '../support/fleet-fixtures';
import { gql, signin } from '../support/graphql';
import { createDevice, createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { createLinkRecord, createSessionRecord } from '../support/session-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';
import { until } from '../support/until';

const stack = inject('stack');
const STAGE = stack.deviceStage;
const clients: MqttClient[] = [];
const scanners: TestScanner[] = [];
let operator: MqttClient;
const deadLetters: DeadLetterContents[] = [];

/** A site with a classroom running a question, its scanner (connected) and a button there. */
async function school() {
  const site = await createSite({ name: `School ${randomUUID().slice(0, 6)}` });
  const session = await createSessionRecord(site._id);
  const question = await createQuestionRecord(DEMO_TEACHER, {
    answerType: 'multiple',
    selection: ['a', 'b', 'c'].map((title) => ({ title, image: null })),
    correct: '1',
  });
  const link = await createLinkRecord(session, question);
  const scannerRecord = await createScanner(site._id, session.spotId);
  const button = await createDevice(site._id, session.spotId);
  const scanner = await connectTestScanner(stack.mqttUrl, scannerRecord.scid);
  scanners.push(scanner);
  return { site, session, link, scannerRecord, button, scanner };
}

const rejectedReasons = (ack: { acks: { status: string; reason?: string }[] }) =>
  ack.acks.map((entry) => entry.reason ?? entry.status);

/** The answer a button's press stored in a link (a button with no student answers as itself). */
function storedAnswer(linkId: string, mac: string) {
  return new AnswerStore(testTable()).answer(linkId, `device#${mac.toUpperCase()}`);
}

async function deadLettered(match: (letter: DeadLetter) => boolean): Promise<DeadLetter[]> {
  deadLetters.length = 0;
  await operator.publishAsync(DEAD_LETTER_PEEK_TOPIC, '', { qos: 1 });
  await until(() => deadLetters.length > 0, 'the dead-letter queue contents');
  return (deadLetters[0]?.bodies ?? []).map((body) => JSON.parse(body) as DeadLetter).filter(match);
}

/** A raw client with a login; resolves with the error if the broker refuses it. */
async function rawClient(clientId: string, options: mqtt.IClientOptions): Promise<MqttClient | Error> {
  try {
    const client = await mqtt.connectAsync(stack.mqttUrl, { clientId, reconnectPeriod: 0, ...options });
    clients.push(client);
    return client;
  } catch (error) {
    return error as Error;
  }
}

const closed = (client: MqttClient) => new Promise<void>((resolve) => client.once('close', () => resolve()));

beforeAll(async () => {
  operator = await connectOperator();
  operator.on('message', (_topic, payload) => deadLetters.push(JSON.parse(payload.toString('utf8'))));
  await operator.subscribeAsync(DEAD_LETTER_CONTENTS_TOPIC, { qos: 1 });
});

afterAll(async () => {
  // Forced: a client whose publish the broker refused waits for that PUBACK forever otherwise.
  await Promise.all([...scanners.map((scanner) => scanner.end()), ...clients.map((c) => c.endAsync(true))]);
  await operator?.endAsync();
});

describe('presses a scanner may not speak for', () => {
  it("refuses a press for another school's button, and the reverse, storing and announcing nothing", async () => {
    // Prepare
    const [a, b] = [await school(), await school()];

    // Act
    const fromA = await a.scanner.press([b.button.mac], ['1']);
    const fromB = await b.scanner.press([a.button.mac], ['2']);

    // Assess
    expect(rejectedReasons(fromA)).toEqual(['other-site']);
    expect(rejectedReasons(fromB)).toEqual(['other-site']);
    expect(await storedAnswer(a.link._id, b.button.mac)).toBeNull();
    expect(await storedAnswer(b.link._id, a.button.mac)).toBeNull();
    expect(await storedAnswer(b.link._id, b.button.mac)).toBeNull();
  });

  it("refuses a press for a button of another classroom of the scanner's own school", async () => {
    // Prepare: a second classroom of school A with its own button
    const a = await school();
    const otherRoom = await createSpot(a.site._id, 'Room 2');
    const otherButton = await createDevice(a.site._id, otherRoom._id);

    // Act
    const ack = await a.scanner.press([otherButton.mac, a.button.mac], ['1', '1']);

    // Assess: only the scanner's own classroom's button counts
    expect(rejectedReasons(ack)).toEqual(['other-classroom', 'accepted']);
    expect(await storedAnswer(a.link._id, a.button.mac)).not.toBeNull();
    expect(await storedAnswer(a.link._id, otherButton.mac)).toBeNull();
  });

  it('refuses a press claimed before the stop that reaches the server after the grace', async () => {
    // Prepare: stop the question, then wait past the grace
    const a = await school();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stoppedAt = Date.now();
    await new SessionStore(testTable()).stopLink(a.link, new Date(stoppedAt).toISOString(), true);
    await new Promise((resolve) => setTimeout(resolve, LIMITS.stopGraceMs + 500));

    // Act: the device clock claims the press was made 1 s before the stop
    const ack = await a.scanner.pressAt(
      [a.button.mac],
      ['1'],
      (sentAt) => sentAt - (Date.now() - stoppedAt) - 1000,
    );

    // Assess
    expect(rejectedReasons(ack)).toEqual(['too-late']);
    expect(await storedAnswer(a.link._id, a.button.mac)).toBeNull();
  });
});

describe('payload limits', () => {
  it('dead-letters a 1,000-level event once as invalid-payload', async () => {
    // Prepare
    const a = await school();
    let data: Record<string, unknown> = { leaf: 1 };
    for (let level = 1; level < 1000; level += 1) data = { a: data };
    const type = `deep-${randomUUID().slice(0, 8)}`;

    // Act
    await a.scanner.publish(eventTopic(STAGE, a.scannerRecord.scid), JSON.stringify({ v: 1, type, data }));

    // Assess: refused at once with its reason, not retried (one dead letter, no failed attempts)
    const isOurs = (letter: DeadLetter) =>
      Buffer.from(JSON.parse(letter.body).body, 'base64').toString().includes(type);
    await until(async () => (await deadLettered(isOurs)).length > 0, 'the dead letter');
    const letters = await deadLettered(isOurs);
    expect(letters.map((letter) => letter.reason)).toEqual(['invalid-payload']);
    expect(letters[0]?.detail).toContain('EVENT_DATA_TOO_DEEP');
  });

  it('refuses an oversized press batch as too-large, rejecting its press, and closes a connection sending a packet over the broker limit', async () => {
    // Prepare
    const a = await school();
    const seq = pressSeq(9, Date.now() % 1_000_000);
    const padded = {
      v: 1,
      seq: 77,
      sentAt: Date.now(),
      presses: [
        { mac: a.button.mac, value: '1', seq, at: Date.now(), pad: 'x'.repeat(LIMITS.maxPayloadBytes) },
      ],
    };

    // Act
    const ack = await a.scanner.publishAndWait(
      pressTopic(STAGE, a.scannerRecord.scid),
      JSON.stringify(padded),
      77,
    );
    const login = await scannerLogin((await createScanner(a.site._id, a.session.spotId)).scid);
    const big = (await rawClient(login.clientId, login.options)) as MqttClient;
    const bigClosed = closed(big);
    big.publish(
      pressTopic(STAGE, login.clientId.split(':')[1] ?? ''),
      Buffer.alloc(LIMITS.maxPacketBytes + 1024, 32),
      {
        qos: 0,
      },
    );

    // Assess
    expect(rejectedReasons(ack)).toEqual(['malformed']);
    expect(await storedAnswer(a.link._id, a.button.mac)).toBeNull();
    await bigClosed;
  });
});

describe('the local broker applies the IoT policy', () => {
  it("refuses a connection with another thing's client id, and one without a credential", async () => {
    // Prepare
    const [mine, theirs] = [await createScanner(null), await createScanner(null)];
    const login = await scannerLogin(mine.scid);
    const other = await scannerLogin(theirs.scid);

    // Act
    const asOther = await rawClient(other.clientId, login.options);
    const anonymous = await rawClient(login.clientId, {});

    // Assess
    expect(asOther).toBeInstanceOf(Error);
    expect(anonymous).toBeInstanceOf(Error);
  });

  it("closes a scanner publishing on another scanner's topic", async () => {
    const [mine, theirs] = [await createScanner(null), await createScanner(null)];
    const login = await scannerLogin(mine.scid);
    const client = (await rawClient(login.clientId, login.options)) as MqttClient;
    const gone = closed(client);

    client.publish(pressTopic(STAGE, theirs.scid), '{}', { qos: 1 });

    await gone;
  });

  it("refuses a subscription to # and to another scanner's acks", async () => {
    const [mine, theirs] = [await createScanner(null), await createScanner(null)];
    const login = await scannerLogin(mine.scid);
    const client = (await rawClient(login.clientId, login.options)) as MqttClient;

    // The SUBACK's own return code: mqtt.js reports a refusal (128) as an error and leaves the
    // requested QoS in its list of subscriptions, so only the packet tells what the broker said.
    const grant = (topic: string) =>
      new Promise<number | undefined>((resolve) =>
        client.subscribe(topic, { qos: 1 }, (_error, _requested, suback) =>
          resolve(suback?.granted?.[0] as number | undefined),
        ),
      );

    expect([
      await grant('#'),
      await grant(ackTopic(STAGE, theirs.scid)),
      await grant(ackTopic(STAGE, mine.scid)),
    ]).toEqual([128, 128, 1]);
  });

  it('closes a client publishing a retained fake ack, which nobody then receives', async () => {
    // Prepare: a scanner listening on its ack topic, and an attacker with a valid identity
    const [victim, attacker] = [await createScanner(null), await createScanner(null)];
    const listener = await connectTestScanner(stack.mqttUrl, victim.scid);
    scanners.push(listener);
    const login = await scannerLogin(attacker.scid);
    const client = (await rawClient(login.clientId, login.options)) as MqttClient;
    const gone = closed(client);

    // Act: a retained message on its own (allowed) topic, and a fake ack on the victim's
    client.publish(pressTopic(STAGE, attacker.scid), '{"v":1}', { qos: 1, retain: true });
    await gone;

    // Assess
    expect(listener.acks).toEqual([]);
  });
});

describe('onboarding by claim', () => {
  it('onboards a registered scanner and refuses an unregistered one', async () => {
    const registered = await createScanner(null);

    const identity = await onboardByClaim(stack.mqttUrl, STAGE, registered.scid, claimLogin());
    const refused = await onboardByClaim(
      stack.mqttUrl,
      STAGE,
      `SCN-${randomUUID().slice(0, 8)}`,
      claimLogin(),
    ).catch((error: unknown) => error);

    expect(identity.thingName).toBe(`classpulse-${STAGE}-scanner:${registered.scid}`);
    expect(refused).toBeInstanceOf(OnboardingRefused);
  });

  it('cuts a removed scanner off and keeps it from connecting again', async () => {
    // Prepare: an onboarded, connected scanner
    const admin = await signin('admin', 'demo1234');
    const scanner = await createScanner(null);
    const login = await scannerLogin(scanner.scid);
    const client = (await rawClient(login.clientId, login.options)) as MqttClient;
    const gone = closed(client);

    // Act
    const removed = await gql(
      'mutation ($id: ID!) { removeScanner(id: $id) { success } }',
      { id: scanner._id },
      {
        token: admin,
      },
    );

    // Assess
    expect(JSON.stringify(removed)).toContain('"success":true');
    await gone;
    expect(await rawClient(login.clientId, login.options)).toBeInstanceOf(Error);
    await expect(onboardByClaim(stack.mqttUrl, STAGE, scanner.scid, claimLogin())).rejects.toBeInstanceOf(
      OnboardingRefused,
    );
  });
});
