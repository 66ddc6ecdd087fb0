/**
 * A test client playing a registered scanner on the real broker: it publishes press batches
 * (one press per button, its own boot counter and sequence) and waits for the back end's ack.
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
} from '../../functions/src/devices/contract';

export interface TestScanner {
  /** Every ack batch received so far. */
  acks: AckBatch[];
  /** Presses `values[i]` on `macs[i]` in one batch and returns its ack batch. */
  press(macs: string[], values: string[]): Promise<AckBatch>;
  end(): Promise<void>;
}

export async function connectTestScanner(mqttUrl: string, scid: string): Promise<TestScanner> {
  const client = await mqtt.connectAsync(mqttUrl, { clientId: scid, reconnectPeriod: 0 });
  const acks: AckBatch[] = [];
  client.on('message', (_topic, payload) =>
    acks.push(ackBatchSchema.parse(JSON.parse(payload.toString('utf8')))),
  );
  await client.subscribeAsync(ackTopic(scid), { qos: 1 });
  // Seqs keep growing across runs, like a scanner's persisted boot counter.
  const boot = Math.floor(Date.now() / 1000) % 500_000_000;
  let counter = 0;
  let batchSeq = randomInt(1_000_000);
  return {
    acks,
    async press(macs, values) {
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
          at: now - 20,
        })),
      };
      await client.publishAsync(pressTopic(scid), JSON.stringify(payload), { qos: 1 });
      const ackOf = () => acks.find((ack) => ack.batchSeq === payload.seq);
      await expect.poll(ackOf, { timeout: 15_000 }).toBeDefined();
      return ackOf() as AckBatch;
    },
    end: () => client.endAsync(),
  };
}
