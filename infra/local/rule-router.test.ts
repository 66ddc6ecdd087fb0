/**
 * The local rule router: device publishes of registered senders reach the queue without a store
 * read in front of each one (a sender found registered is remembered, as AWS checks a thing
 * when it connects); unregistered senders never reach it.
 */
import type { SQSEvent } from 'aws-lambda';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { pressTopic } from '../../functions/src/devices/topics';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { startMqttBroker } from './mqtt';
import { startRuleRouter } from './rule-router';
import { compileRuleSql } from './wiring/rule-sql';

/** The presses rule as the devices stack writes it. */
const PRESSES_RULE = compileRuleSql(
  'ScannersPressesRule',
  `SELECT encode(*, 'base64') AS body, topic() AS topic, clientid() AS clientId, timestamp() AS receivedAt FROM 'classpulse/${LOCAL_STAGE}/scanners/+/presses'`,
);
const QUEUE = {
  name: 'device-messages',
  deadLetterQueueName: 'device-messages-dlq',
  batchSize: 1,
  batchWindowMs: 0,
  visibilityTimeoutMs: 3000,
  maxReceiveCount: 5,
  maxConcurrency: 4,
};

function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error('timed out'));
      else setTimeout(check, 5);
    };
    check();
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A broker, a router whose registry knows `registered` scids, and a client publishing as `scid`. */
async function routed(registered: string[], scid: string) {
  const broker = await startMqttBroker({ tcpPort: 0, wsPort: 0 });
  cleanups.push(() => broker.stop());
  const queued: string[] = [];
  const asked: string[] = [];
  const router = startRuleRouter({
    broker: broker.broker,
    rules: [PRESSES_RULE],
    queue: QUEUE,
    consumer: () => async (event: SQSEvent) => {
      queued.push(...event.Records.map((record) => JSON.parse(record.body).topic as string));
    },
    isRegistered: async (sender) => {
      const id = sender.sender === 'scanner' ? sender.scid : sender.mac;
      asked.push(id);
      return registered.includes(id);
    },
  });
  cleanups.push(() => router.stop());
  const client = await mqtt.connectAsync(broker.tcpUrl, { clientId: scid });
  cleanups.push(() => client.endAsync());
  return { queued, asked, client };
}

describe('the local rule router', () => {
  it("queues a registered scanner's publishes, asking the registry once", async () => {
    const { queued, asked, client } = await routed(['SCN-1'], 'SCN-1');

    for (let i = 0; i < 5; i += 1)
      await client.publishAsync(pressTopic(LOCAL_STAGE, 'SCN-1'), '{}', { qos: 1 });
    await until(() => queued.length === 5);

    expect(queued).toEqual(Array(5).fill(pressTopic(LOCAL_STAGE, 'SCN-1')));
    expect(asked).toEqual(['SCN-1']);
  });

  it('drops an unregistered sender, asking again each time (a registration applies at once)', async () => {
    const { queued, asked, client } = await routed([], 'SCN-2');

    for (let i = 0; i < 3; i += 1)
      await client.publishAsync(pressTopic(LOCAL_STAGE, 'SCN-2'), '{}', { qos: 1 });
    await until(() => asked.length === 3);

    expect(asked).toEqual(['SCN-2', 'SCN-2', 'SCN-2']);
    expect(queued).toEqual([]);
  });
});
