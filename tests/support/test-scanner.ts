/**
 * A test client playing a registered scanner on the real broker, connected as a real scanner is:
 * onboarded by claim (device-login.ts), its client id the thing name, its topics under the stack's
 * stage. It publishes press batches (one press per button, its own boot counter and sequence) and
 * waits for the back end's ack.
 * With `register`, it also says it is online and answers the registration wizard's requests like
 * a real scanner (docs/devices-mqtt.md "(d) Registration"), so e2e tests and demos can drive it.
 */
import { randomInt } from 'node:crypto';
import mqtt from 'mqtt';
import { expect } from 'vitest';
import {
  type AckBatch,
  ackBatchSchema,
  ackTopic,
  pressSeq,
  pressTopic,
  type RegisterRequest,
  registerRequestSchema,
  registerRequestTopic,
  statusTopic,
} from '../../functions/src/devices/contract';
import { scannerLogin } from './device-login';
import { type RegisterResponderOptions, registerResponder } from './register-responder';

export type { RegisterResponderOptions } from './register-responder';

export interface TestScanner {
  /** Every ack batch received so far. */
  acks: AckBatch[];
  /** Every register request received so far (only with the `register` option). */
  registerRequests: RegisterRequest[];
  /**
   * Presses `values[i]` on `macs[i]` in one batch and returns its ack batch; `extras[i]` adds the
   * optional battery and rssi of that press.
   */
  press(macs: string[], values: string[], extras?: PressExtras[]): Promise<AckBatch>;
  /** The same with each press's device time `at` computed from the batch's `sentAt`. */
  pressAt(macs: string[], values: string[], atOf: (sentAt: number) => number): Promise<AckBatch>;
  /** Publishes a raw payload on one of its own topics (QoS 1). */
  publish(topic: string, payload: string): Promise<void>;
  /** Publishes a raw payload and waits for the ack of batch seq `batchSeq`. */
  publishAndWait(topic: string, payload: string, batchSeq: number): Promise<AckBatch>;
  /** Publishes a status message (heartbeat) with this state. */
  status(state: 'online' | 'offline'): Promise<void>;
  /** Drops the connection without a DISCONNECT, as a scanner losing power does. */
  drop(): void;
  end(): Promise<void>;
}

/** A press's optional battery (%) and rssi (dBm), as payloads.ts allows. */
export interface PressExtras {
  battery?: number;
  rssi?: number;
}

export interface TestScannerOptions {
  /** Answer register requests (and publish an online status first). */
  register?: RegisterResponderOptions;
}

export async function connectTestScanner(
  mqttUrl: string,
  scid: string,
  options: TestScannerOptions = {},
): Promise<TestScanner> {
  const login = await scannerLogin(scid);
  const { stage } = login;
  const client = await mqtt.connectAsync(mqttUrl, {
    clientId: login.clientId,
    reconnectPeriod: 0,
    ...login.options,
  });
  const acks: AckBatch[] = [];
  const registerRequests: RegisterRequest[] = [];
  const responder = options.register ? registerResponder(client, stage, scid, options.register) : undefined;
  client.on('message', (topic, payload) => {
    const message: unknown = JSON.parse(payload.toString('utf8'));
    if (topic === registerRequestTopic(stage, scid)) {
      const request = registerRequestSchema.parse(message);
      registerRequests.push(request);
      void responder?.answer(request);
      return;
    }
    acks.push(ackBatchSchema.parse(message));
  });
  await client.subscribeAsync(ackTopic(stage, scid), { qos: 1 });
  if (responder) {
    await client.subscribeAsync(registerRequestTopic(stage, scid), { qos: 1 });
    await client.publishAsync(
      statusTopic(stage, scid),
      JSON.stringify({ v: 1, state: 'online', sentAt: Date.now() }),
      {
        qos: 1,
      },
    );
  }
  // Seqs keep growing across runs, like a scanner's persisted boot counter.
  const boot = Math.floor(Date.now() / 1000) % 500_000_000;
  let counter = 0;
  let batchSeq = randomInt(1_000_000);
  async function pressBatch(
    macs: string[],
    values: string[],
    atOf: (sentAt: number) => number,
    extras?: PressExtras[],
  ): Promise<AckBatch> {
    batchSeq += 1;
    const now = Date.now();
    const payload = {
      v: 1,
      seq: batchSeq,
      sentAt: now,
      presses: values.map((value, index) => ({
        mac: macs[index] as string,
        value,
        seq: pressSeq(boot, counter++),
        // Stamped when sent: a stamp before a question's start would be refused, and tests
        // press right after startQuestion returns (which can be within a few ms of the start).
        at: atOf(now),
        ...extras?.[index],
      })),
    };
    await client.publishAsync(pressTopic(stage, scid), JSON.stringify(payload), { qos: 1 });
    const ackOf = () => acks.find((ack) => ack.batchSeq === payload.seq);
    await expect.poll(ackOf, { timeout: 15_000 }).toBeDefined();
    return ackOf() as AckBatch;
  }

  return {
    acks,
    registerRequests,
    press(macs, values, extras) {
      return pressBatch(macs, values, (now) => now, extras);
    },
    pressAt(macs, values, atOf) {
      return pressBatch(macs, values, atOf);
    },
    async publish(topic, payload) {
      await client.publishAsync(topic, payload, { qos: 1 });
    },
    async publishAndWait(topic, payload, seq) {
      await client.publishAsync(topic, payload, { qos: 1 });
      const ackOf = () => acks.find((ack) => ack.batchSeq === seq);
      await expect.poll(ackOf, { timeout: 15_000 }).toBeDefined();
      return ackOf() as AckBatch;
    },
    async status(state) {
      await client.publishAsync(
        statusTopic(stage, scid),
        JSON.stringify({ v: 1, state, sentAt: Date.now() }),
        {
          qos: 1,
        },
      );
    },
    drop: () => client.stream.destroy(),
    end: () => client.endAsync(),
  };
}
