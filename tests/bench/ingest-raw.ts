/**
 * The two reference rates of `npm run bench:ingest`, measured against the same child stack in the
 * same run as the end-to-end figures:
 * - the bare broker's relay rate: one MQTT client publishes on a plain topic (no rule matches it),
 *   another receives; messages per second from the first publish to the last receipt;
 * - DynamoDB Local's raw rate for the consumer's write: `AnswerRecorder.recordPress`, the very
 *   function the consumer calls per press (one conditional PutItem of the answer), called
 *   directly, first one at a time and then with several in flight.
 */
import { randomUUID } from 'node:crypto';
import { connectAsync } from 'mqtt';
import { AnswerStore } from '../../functions/src/data/answer-store';
import type { QuestionLinkRecord } from '../../functions/src/data/records';
import { AnswerRecorder } from '../../functions/src/devices/answers';
import type { TableRef } from '../../functions/src/kernel/table-ref';
import { localCredential } from '../../tools/simulator/identities';

export interface Rate {
  count: number;
  seconds: number;
  perSecond: number;
}

const rateOf = (count: number, ms: number): Rate => ({
  count,
  seconds: ms / 1000,
  perSecond: count / (ms / 1000),
});

/**
 * QoS 1 both ways, like the scanners' press batches; `payloadBytes` about a 10-press batch. The
 * two clients sign in with the data folder's operator credential: the broker refuses anonymous
 * clients, and a device may only use its own topics.
 */
export async function brokerRelayRate(
  mqttUrl: string,
  dataDir: string,
  count: number,
  payloadBytes = 1_000,
): Promise<Rate> {
  const suffix = randomUUID().slice(0, 8);
  const topic = `bench/relay/${suffix}`;
  const login = localCredential(dataDir, 'operator');
  const client = (role: string) =>
    connectAsync(mqttUrl, { clientId: `bench-relay-${role}-${suffix}`, reconnectPeriod: 0, ...login });
  const receiver = await client('in');
  const sender = await client('out');
  try {
    let received = 0;
    const allReceived = new Promise<number>((resolve) => {
      receiver.on('message', () => {
        received += 1;
        if (received === count) resolve(performance.now());
      });
    });
    await receiver.subscribeAsync(topic, { qos: 1 });
    const payload = Buffer.alloc(payloadBytes, 'x');
    const started = performance.now();
    await Promise.all(Array.from({ length: count }, () => sender.publishAsync(topic, payload, { qos: 1 })));
    const ended = await Promise.race([
      allReceived,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error(`relay: ${received}/${count} received`)), 60_000),
      ),
    ]);
    return rateOf(count, ended - started);
  } finally {
    await Promise.all([sender.endAsync(), receiver.endAsync()]);
  }
}

/**
 * `count` first answers of made-up students to `link` (a link no press reaches), `parallel`
 * recordPress calls in flight. Each answer is a first answer, like a burst's.
 */
export async function storeRawRate(
  table: TableRef,
  link: QuestionLinkRecord,
  count: number,
  parallel: number,
): Promise<Rate> {
  const recorder = new AnswerRecorder(new AnswerStore(table));
  const tag = randomUUID().slice(0, 8);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      const now = Date.now();
      const outcome = await recorder.recordPress(
        link,
        {
          value: String((index % 5) + 1),
          at: new Date(now).toISOString(),
          receivedAt: now,
          scanner: 'RAW-0001',
          student: `raw-${tag}-${index}`,
          device: { mac: `AA:BB:EE:00:00:01`, user: `raw-${tag}-${index}` },
        },
        index + 1,
      );
      if (outcome !== 'first') throw new Error(`raw write ${index} was ${outcome}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, lane));
  return rateOf(count, performance.now() - started);
}
