/**
 * One simulated scanner: a real MQTT client whose client id is its thing name (its login, from
 * identities.ts), its topics under the login's stage. It gives each press a
 * seq (boot counter + press counter), groups presses for LIMITS.batchWindowMs, publishes them on
 * its press topic, keeps every press until its ack arrives and resends it on the contract's
 * retry schedule with the same seq and `at`. It also publishes status (online on connect,
 * heartbeats, offline on stop) and leaves a last will.
 */
import { connectAsync, type MqttClient } from 'mqtt';
import {
  ACK_STATUSES,
  type AckBatch,
  ackBatchSchema,
  ackTopic,
  LIMITS,
  pressBatchSchema,
  pressSeq,
  pressTopic,
  type ScannerStatus,
  statusTopic,
} from '../../functions/src/devices/contract';
import { buildBatch, packBatches, type WirePress } from './batching';
import type { DeviceLogin } from './onboarding';
import { type Random, randomInt } from './random';
import { CONTRACT_RETRY_TIMING, type RetryTiming, retryDelayMs } from './retry';

export type AckStatus = (typeof ACK_STATUSES)[number];

export interface ScannerStats {
  /** Distinct presses sent (each once, however often it was resent). */
  pressesSent: number;
  /** Press batches published, replays not counted. */
  batches: number;
  /** Presses resent because no ack came in time. */
  retries: number;
  /** Presses deliberately sent a second time (`--duplicates`). */
  duplicatesSent: number;
  /** Batches published again unchanged (`--replays`). */
  replays: number;
  /** Ack entries received, by status (a press acked twice counts twice). */
  acks: Record<AckStatus, number>;
  /** Presses whose first ack arrived. */
  acknowledged: number;
  /** Ack messages that failed the contract's schema. */
  invalidAcks: number;
}

export interface ScannerOptions {
  scid: string;
  url: string;
  /** Client id, stage and credential (onboarding.ts). */
  login: DeviceLogin;
  boot: number;
  random: Random;
  /** Share (0..1) of batches published a second time, 0.5-2 s later. */
  replays: number;
  timing?: RetryTiming;
  /** Told of every valid ack batch received (tests follow each press with it). */
  onAck?: (ack: AckBatch) => void;
}

interface Pending {
  press: WirePress;
  sends: number;
  dueAt: number;
  queued: boolean;
}

type Outgoing = { press: WirePress; reason: 'new' | 'retry' | 'duplicate'; duplicateLater: boolean };

export function emptyStats(): ScannerStats {
  const acks = Object.fromEntries(ACK_STATUSES.map((status) => [status, 0])) as Record<AckStatus, number>;
  return {
    pressesSent: 0,
    batches: 0,
    retries: 0,
    duplicatesSent: 0,
    replays: 0,
    acks,
    acknowledged: 0,
    invalidAcks: 0,
  };
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class SimulatedScanner {
  readonly stats = emptyStats();
  private client: MqttClient | null = null;
  private readonly pending = new Map<number, Pending>();
  private queue: Outgoing[] = [];
  private windowTimer: NodeJS.Timeout | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Publishes and scheduled replays not finished yet; stop() waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private pressCounter = 0;
  private batchCounter = 0;
  private readonly startedAt = Date.now();

  constructor(private readonly options: ScannerOptions) {}

  get scid(): string {
    return this.options.scid;
  }

  /** Presses still waiting for an ack. */
  get unacknowledged(): number {
    return this.pending.size;
  }

  /** True when nothing is waiting to be published or replayed. */
  get idle(): boolean {
    return this.queue.length === 0 && this.inFlight.size === 0;
  }

  private status(state: 'online' | 'offline', extra: Partial<ScannerStatus> = {}): string {
    const status: ScannerStatus = { v: 1, state, sentAt: Date.now(), boot: this.options.boot, ...extra };
    return JSON.stringify(status);
  }

  /** Connects once; throws if the broker cannot be reached or refuses the client. */
  async connect(): Promise<void> {
    const { scid, url, login } = this.options;
    const { stage } = login;
    this.client = await connectAsync(
      url,
      {
        clientId: login.clientId,
        clean: false,
        keepalive: 60,
        reconnectPeriod: 1_000,
        connectTimeout: 10_000,
        will: {
          topic: statusTopic(stage, scid),
          payload: Buffer.from(this.status('offline', { reason: 'connection-lost' })),
          qos: 1,
          retain: false,
        },
        ...login.options,
      },
      false,
    );
    const client = this.client;
    client.on('message', (topic, payload) => {
      if (topic === ackTopic(stage, scid)) this.onAck(payload);
    });
    // Every (re)connect says online with QoS 1, as the contract asks.
    client.on('connect', () =>
      this.track(client.publishAsync(statusTopic(stage, scid), this.status('online'), { qos: 1 })),
    );
    await client.subscribeAsync(ackTopic(stage, scid), { qos: 1 });
    await client.publishAsync(
      statusTopic(stage, scid),
      this.status('online', { model: 'SIM-1', firmware: 'simulator' }),
      {
        qos: 1,
      },
    );
    const heartbeat = setInterval(() => {
      const status = this.status('online', {
        uptimeS: Math.floor((Date.now() - this.startedAt) / 1000),
        pending: this.pending.size,
      });
      this.track(client.publishAsync(statusTopic(stage, scid), status, { qos: 0 }));
    }, LIMITS.heartbeatIntervalMs);
    const retries = setInterval(() => this.queueDueRetries(), 100);
    this.timers.push(heartbeat, retries);
  }

  /** A button press heard now; `duplicate` sends it a second time in the next window. */
  press(input: { mac: string; value: string; battery?: number; rssi?: number }, duplicate = false): number {
    const seq = pressSeq(this.options.boot, this.pressCounter++);
    const press: WirePress = { ...input, seq, at: Date.now() };
    this.pending.set(seq, { press, sends: 0, dueAt: Number.POSITIVE_INFINITY, queued: true });
    this.enqueue({ press, reason: 'new', duplicateLater: duplicate });
    this.stats.pressesSent++;
    return seq;
  }

  private enqueue(outgoing: Outgoing): void {
    this.queue.push(outgoing);
    // The window opens with the first press and closes LIMITS.batchWindowMs later.
    this.windowTimer ??= setTimeout(() => this.flush(), LIMITS.batchWindowMs);
  }

  private queueDueRetries(): void {
    const now = Date.now();
    for (const pending of this.pending.values()) {
      if (pending.queued || pending.dueAt > now) continue;
      pending.queued = true;
      this.stats.retries++;
      this.enqueue({ press: pending.press, reason: 'retry', duplicateLater: false });
    }
  }

  private flush(): void {
    this.windowTimer = null;
    const client = this.client;
    if (!client) return;
    // A retry whose ack came while it waited in the queue is not sent.
    const outgoing = this.queue.filter((item) => item.reason !== 'retry' || this.pending.has(item.press.seq));
    this.queue = [];
    for (const group of packBatches(outgoing, (item) => item.press)) {
      const sentAt = Date.now();
      const batch = buildBatch(
        group.map((item) => item.press),
        pressSeq(this.options.boot, this.batchCounter++),
        sentAt,
      );
      // A batch the contract refuses is a simulator bug: stop loudly rather than test nothing.
      pressBatchSchema.parse(batch);
      const payload = JSON.stringify(batch);
      this.stats.batches++;
      this.track(client.publishAsync(pressTopic(this.options.login.stage, this.scid), payload, { qos: 1 }));
      for (const item of group) this.afterSend(item, sentAt);
      if (this.options.random() < this.options.replays) this.scheduleReplay(client, payload);
    }
  }

  private afterSend(item: Outgoing, sentAt: number): void {
    if (item.reason === 'duplicate') {
      this.stats.duplicatesSent++;
      return;
    }
    const pending = this.pending.get(item.press.seq);
    if (pending) {
      pending.sends++;
      pending.queued = false;
      pending.dueAt = sentAt + retryDelayMs(pending.sends, this.options.timing ?? CONTRACT_RETRY_TIMING);
    }
    if (item.duplicateLater) this.enqueue({ press: item.press, reason: 'duplicate', duplicateLater: false });
  }

  private scheduleReplay(client: MqttClient, payload: string): void {
    const delayMs = randomInt(this.options.random, 500, 2_000);
    const replay = new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => {
      this.stats.replays++;
      return client.publishAsync(pressTopic(this.options.login.stage, this.scid), payload, { qos: 1 });
    });
    this.track(replay);
  }

  private track(promise: Promise<unknown>): void {
    // A failed publish is not fatal: the press stays pending and the retry brings it back.
    const settled = promise.catch(() => undefined).finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }

  private onAck(payload: Buffer): void {
    let parsed: ReturnType<typeof ackBatchSchema.safeParse>;
    try {
      parsed = ackBatchSchema.safeParse(JSON.parse(payload.toString('utf8')));
    } catch {
      this.stats.invalidAcks++;
      return;
    }
    if (!parsed.success) {
      this.stats.invalidAcks++;
      return;
    }
    this.options.onAck?.(parsed.data);
    for (const ack of parsed.data.acks) {
      this.stats.acks[ack.status]++;
      // Every status is final: the press is forgotten and never sent again.
      if (this.pending.delete(ack.seq)) this.stats.acknowledged++;
    }
  }

  /** Says offline (shutdown) and disconnects; pending presses stay unacknowledged. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    if (this.windowTimer) clearTimeout(this.windowTimer);
    const client = this.client;
    if (!client) return;
    client.removeAllListeners('connect');
    // While the broker is away a QoS 1 publish waits for a reconnect; do not wait for ever.
    const offline = client.publishAsync(
      statusTopic(this.options.login.stage, this.scid),
      this.status('offline', { reason: 'shutdown' }),
      {
        qos: 1,
      },
    );
    await withTimeout(Promise.all([...this.inFlight, offline]), 5_000);
    // A graceful end sends DISCONNECT, so the broker drops the last will; forcing skips that
    // and is only for a connection that is gone anyway.
    await client.endAsync(!client.connected);
  }
}
