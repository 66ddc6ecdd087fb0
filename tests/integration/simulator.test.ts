/**
 * The device simulator (tools/simulator) against the local stack's real MQTT broker. A test
 * client plays the back end: it reads every press batch and answers on the scanner's ack topic.
 * It withholds the ack of every other press the first time, so the contract's retry (same seq)
 * has to bring those presses back.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AckBatchInput,
  ackBatchSchema,
  ackTopic,
  LIMITS,
  type PressBatch,
  parseTopic,
  pressBatchSchema,
  splitPressSeq,
  statusSchema,
} from '../../functions/src/devices/contract';
import { localMqttLogin } from '../../functions/src/devices/fleet/local-login';
import { scannerThingName, topicRoot } from '../../functions/src/devices/topics';
import { parseAnswerMix } from '../../tools/simulator/answers';
import { runSimulation, type SimulationOptions } from '../../tools/simulator/run';
import { connectOperator } from '../support/device-login';

type Press = PressBatch['presses'][number];

interface Received {
  scid: string;
  raw: string;
}

/** The stand-in back end: records payloads by scanner and acks as `shouldAck` decides. */
class TestBackEnd {
  readonly presses: Received[] = [];
  readonly statuses: Received[] = [];
  /** Every sighting of each press, keyed by scid and seq, in arrival order. */
  readonly sightings = new Map<string, Press[]>();
  readonly withheld = new Set<string>();
  acksPublished = 0;
  private client: MqttClient | null = null;

  constructor(
    private readonly scidPrefix: string,
    private readonly shouldAck: (firstSightingIndex: number, sighting: number) => boolean,
  ) {}

  async start(): Promise<void> {
    // The back end's own identity may read every scanner's topics, as the IoT rules do in AWS.
    const client = await connectOperator(`test-back-end-${this.scidPrefix}`);
    this.client = client;
    client.on('message', (topic, payload) => this.onMessage(client, topic, payload.toString('utf8')));
    const root = topicRoot(inject('stack').deviceStage);
    await client.subscribeAsync([`${root}/scanners/+/presses`, `${root}/scanners/+/status`], { qos: 1 });
  }

  private onMessage(client: MqttClient, topic: string, raw: string): void {
    const parsed = parseTopic(topic);
    if (parsed?.sender !== 'scanner' || !parsed.scid.startsWith(this.scidPrefix)) return;
    if (parsed.kind === 'status') {
      this.statuses.push({ scid: parsed.scid, raw });
      return;
    }
    this.presses.push({ scid: parsed.scid, raw });
    const batch = pressBatchSchema.safeParse(JSON.parse(raw));
    if (!batch.success) return; // The test fails on it below; no ack keeps the failure visible.
    const acks: AckBatchInput['acks'] = [];
    for (const press of batch.data.presses) {
      const key = `${parsed.scid}/${press.seq}`;
      const seen = this.sightings.get(key) ?? [];
      if (seen.length === 0) this.sightings.set(key, seen);
      seen.push(press);
      const firstIndex = [...this.sightings.keys()].indexOf(key);
      if (this.shouldAck(firstIndex, seen.length))
        acks.push({ seq: press.seq, mac: press.mac, status: 'accepted' });
      else this.withheld.add(key);
    }
    if (acks.length === 0) return;
    const ack: AckBatchInput = { v: 1, batchSeq: batch.data.seq, sentAt: Date.now(), acks };
    ackBatchSchema.parse(ack);
    this.acksPublished += acks.length;
    void client.publishAsync(ackTopic(parsed.stage, parsed.scid), JSON.stringify(ack), { qos: 1 });
  }

  async stop(): Promise<void> {
    await this.client?.endAsync();
  }
}

const common = (url: string, scidPrefix: string): SimulationOptions => ({
  url,
  buttons: 20,
  scanners: 2,
  macBase: 'AA:BB:CC:10:00:01',
  scidPrefix,
  pattern: { kind: 'burst', windowMs: 300 },
  answers: parseAnswerMix('1:40,2:30,3:30'),
  duplicates: 0,
  replays: 0,
  seed: 5,
  boot: 7,
  waitMs: 30_000,
  // These scanners are not registered (the stand-in back end answers them): they connect with the
  // operator's identity under their thing names, so the broker still checks every topic they use.
  login: async (scid) => {
    const stack = inject('stack');
    const operator = localMqttLogin(stack.operatorCredential);
    if (!operator) throw new Error('no operator credential');
    return {
      clientId: scannerThingName(stack.deviceStage, scid),
      stage: stack.deviceStage,
      options: operator,
    };
  },
});

describe('the device simulator on the local broker', () => {
  const url = inject('stack').mqttUrl;

  describe('2 scanners x 10 buttons, every other press acked only on its retry', () => {
    const scidPrefix = `SIMA${Date.now() % 1_000_000}-`;
    // Odd presses (in order of first arrival) get no ack the first time, an ack on the retry.
    const backEnd = new TestBackEnd(scidPrefix, (index, sighting) => index % 2 === 0 || sighting > 1);
    let summary: Awaited<ReturnType<typeof runSimulation>>;

    beforeAll(async () => {
      await backEnd.start();
      summary = await runSimulation(common(url, scidPrefix));
    });
    afterAll(() => backEnd.stop());

    it('ends with every press acknowledged after one retry of each withheld press', () => {
      expect(summary).toMatchObject({ pressesSent: 20, acknowledged: 20, unacknowledged: 0, retries: 10 });
      expect(summary.acks).toEqual({ accepted: 20, replaced: 0, duplicate: 0, rejected: 0 });
      expect(summary.invalidAcks).toBe(0);
      expect(backEnd.withheld.size).toBe(10);
    });

    it('resends each withheld press with the same seq, mac, value and at, and no other press', () => {
      expect(backEnd.sightings.size).toBe(20);
      for (const [key, seen] of backEnd.sightings) {
        expect(seen.length, key).toBe(backEnd.withheld.has(key) ? 2 : 1);
        for (const again of seen.slice(1)) expect(again).toEqual(seen[0]);
      }
    });

    it('publishes only payloads the contract accepts, with seqs from the boot counter', () => {
      expect(backEnd.presses.length).toBeGreaterThanOrEqual(4);
      for (const { scid, raw } of backEnd.presses) {
        expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(LIMITS.maxPayloadBytes);
        const batch = pressBatchSchema.parse(JSON.parse(raw));
        for (const press of batch.presses) {
          expect(splitPressSeq(press.seq).boot).toBe(7);
          // Button i sits behind scanner i mod 2.
          const index = Number.parseInt(press.mac.replace(/:/g, ''), 16) - 0xaabbcc100001;
          expect(scid).toBe(`${scidPrefix}000${(index % 2) + 1}`);
        }
      }
      const counters = [...backEnd.sightings.entries()]
        .filter(([key]) => key.startsWith(`${scidPrefix}0001/`))
        .map(([, seen]) => splitPressSeq((seen[0] as Press).seq).counter)
        .sort((a, b) => a - b);
      expect(counters).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('says online on connect and offline (shutdown) at the end, in the status schema', async () => {
      await expect
        .poll(() => backEnd.statuses.filter((status) => status.raw.includes('"shutdown"')).length)
        .toBe(2);
      for (const scid of [`${scidPrefix}0001`, `${scidPrefix}0002`]) {
        const states = backEnd.statuses
          .filter((status) => status.scid === scid)
          .map((status) => statusSchema.parse(JSON.parse(status.raw)));
        expect(states[0]?.state).toBe('online');
        expect(states.at(-1)).toMatchObject({ state: 'offline', reason: 'shutdown' });
      }
    });
  });

  it('sends --duplicates presses twice with the same seq and --replays batches again unchanged', async () => {
    const scidPrefix = `SIMB${Date.now() % 1_000_000}-`;
    const backEnd = new TestBackEnd(scidPrefix, () => true);
    await backEnd.start();
    try {
      const summary = await runSimulation({ ...common(url, scidPrefix), duplicates: 1, replays: 1 });

      expect(summary).toMatchObject({ pressesSent: 20, unacknowledged: 0, retries: 0, duplicatesSent: 20 });
      expect(summary.replays).toBe(summary.batches);
      // Each press went out as itself, as its duplicate, and in a replay of each of those batches.
      // The broker may confirm a publish before it delivers it, so wait for the last ones.
      await expect.poll(() => backEnd.presses.length).toBe(2 * summary.batches);
      expect(backEnd.sightings.size).toBe(20);
      for (const [key, seen] of backEnd.sightings) {
        expect(seen.length, key).toBe(4);
        for (const again of seen.slice(1)) expect(again).toEqual(seen[0]);
      }
      const payloads = backEnd.presses.map((received) => received.raw);
      for (const raw of new Set(payloads)) expect(payloads.filter((other) => other === raw)).toHaveLength(2);
      for (const raw of payloads) expect(pressBatchSchema.safeParse(JSON.parse(raw)).success).toBe(true);
      // Acks of the last copies may come after the run ended; none is lost or made up before that.
      expect(summary.acks.accepted).toBeGreaterThanOrEqual(20);
      expect(summary.acks.accepted).toBeLessThanOrEqual(backEnd.acksPublished);
    } finally {
      await backEnd.stop();
    }
  });
});
