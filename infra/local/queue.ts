/**
 * An in-process queue with SQS batch semantics, standing in for SQS -> Lambda locally:
 * batches of up to `batchSize` collected for at most `batchWindowMs`, an SQSEvent per batch,
 * partial batch failure reporting (batchItemFailures), redelivery after the visibility timeout,
 * and a dead-letter queue after `maxReceiveCount` receives. At-least-once, like SQS. At most
 * `maxConcurrency` batches are delivered at once, like an event source mapping's maximum
 * concurrency: an unbounded number of handlers would only fight over the same database.
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface LocalQueueOptions {
  name: string;
  batchSize?: number;
  batchWindowMs?: number;
  visibilityTimeoutMs?: number;
  maxReceiveCount?: number;
  /** Batches delivered at once. @default 1 */
  maxConcurrency?: number;
  deadLetterQueue?: LocalQueue;
  /** Told of each message's life (sent, received, done, failed); for benchmarks' queue traces. */
  trace?: (event: QueueTraceEvent) => void;
}

/**
 * One step of a message's life, for `LOCAL_QUEUE_TRACE` (docs/local-stack.md): `received` with
 * how long it waited visible in the queue, `done` or `failed` with how long its batch's handler
 * took, `dead-lettered` when it gave up. Times are Date.now() milliseconds.
 */
export interface QueueTraceEvent {
  queue: string;
  kind: 'sent' | 'received' | 'done' | 'failed' | 'dead-lettered';
  id: string;
  at: number;
  receiveCount?: number;
  /** received: time waiting since it was sent or became visible again; done/failed: handler time. */
  ms?: number;
  /** sent: the body, so a trace reader can tell which device message it was. */
  body?: string;
  /** received: how many messages its batch had and how many batches were then in flight. */
  batch?: number;
  inFlight?: number;
}

/** Like an SQS-triggered Lambda handler: report failed items, or nothing when all succeeded. */
// biome-ignore lint/suspicious/noConfusingVoidType: an async handler that returns nothing is Promise<void>.
export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse | undefined | void>;

interface Message {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  visibleAt: number;
}

export class LocalQueue {
  readonly name: string;
  private readonly batchSize: number;
  private readonly batchWindowMs: number;
  private readonly visibilityTimeoutMs: number;
  private readonly maxReceiveCount: number;
  private readonly maxConcurrency: number;
  private readonly deadLetterQueue: LocalQueue | undefined;
  private readonly trace: ((event: QueueTraceEvent) => void) | undefined;
  private readonly messages: Message[] = [];
  private consumer: QueueConsumer | undefined;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  private inFlight = 0;
  private stopped = false;

  constructor(options: LocalQueueOptions) {
    this.name = options.name;
    this.batchSize = Math.min(Math.max(options.batchSize ?? 10, 1), 10_000);
    this.batchWindowMs = options.batchWindowMs ?? 50;
    this.visibilityTimeoutMs = options.visibilityTimeoutMs ?? 30_000;
    this.maxReceiveCount = options.maxReceiveCount ?? 3;
    this.maxConcurrency = Math.max(options.maxConcurrency ?? 1, 1);
    this.deadLetterQueue = options.deadLetterQueue;
    this.trace = options.trace;
  }

  /** Messages waiting or in flight (not yet deleted). */
  get depth(): number {
    return this.messages.length;
  }

  /** The bodies currently held, oldest first (used to inspect a dead-letter queue). */
  peek(): string[] {
    return this.messages.map((message) => message.body);
  }

  send(body: string): string {
    const message: Message = { id: randomUUID(), body, sentAt: Date.now(), receiveCount: 0, visibleAt: 0 };
    this.messages.push(message);
    this.trace?.({ queue: this.name, kind: 'sent', id: message.id, at: message.sentAt, body });
    this.schedule(this.batchWindowMs);
    return message.id;
  }

  consume(consumer: QueueConsumer): void {
    this.consumer = consumer;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /** Wakes the pump after `delayMs`, unless it is already due to wake sooner. */
  private schedule(delayMs: number): void {
    if (this.stopped || !this.consumer) return;
    const at = Date.now() + delayMs;
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, delayMs);
  }

  /** Starts batches while a slot is free, then wakes up when the next message becomes visible. */
  private pump(): void {
    const consumer = this.consumer;
    if (this.stopped || !consumer) return;
    while (this.inFlight < this.maxConcurrency) {
      const now = Date.now();
      const batch = this.visibleBatch(now);
      if (batch.length === 0) break;
      this.inFlight += 1;
      for (const message of batch) {
        const waited = now - Math.max(message.sentAt, message.visibleAt);
        message.receiveCount += 1;
        message.visibleAt = now + this.visibilityTimeoutMs;
        this.trace?.({
          queue: this.name,
          kind: 'received',
          id: message.id,
          at: now,
          receiveCount: message.receiveCount,
          ms: waited,
          batch: batch.length,
          inFlight: this.inFlight,
        });
      }
      void this.deliver(batch, consumer).then((failed) => {
        this.inFlight -= 1;
        const ms = Date.now() - now;
        for (const message of batch) {
          const kind = failed.has(message.id) ? 'failed' : 'done';
          this.trace?.({ queue: this.name, kind, id: message.id, at: Date.now(), ms });
          if (!failed.has(message.id)) this.remove(message);
          else if (message.receiveCount >= this.maxReceiveCount) this.deadLetter(message);
        }
        this.pump();
      });
    }
    // With every slot taken, the next finished batch pumps again. With a slot free, every message
    // left is in flight or waiting to be retried: wake when the first becomes visible again.
    if (this.inFlight >= this.maxConcurrency) return;
    const next = this.messages.reduce((soonest, message) => Math.min(soonest, message.visibleAt), Infinity);
    if (Number.isFinite(next)) this.schedule(Math.max(next - Date.now(), 1));
  }

  /**
   * Up to batchSize visible messages, oldest first. It stops at a full batch rather than filtering
   * the whole queue: with batches of one (the answer consumer's mapping) a backlog is walked once
   * per batch.
   */
  private visibleBatch(now: number): Message[] {
    const batch: Message[] = [];
    for (const message of this.messages) {
      if (message.visibleAt > now) continue;
      batch.push(message);
      if (batch.length >= this.batchSize) break;
    }
    return batch;
  }

  /** Calls the consumer; returns the ids of messages that must be redelivered. */
  private async deliver(batch: Message[], consumer: QueueConsumer): Promise<Set<string>> {
    const event: SQSEvent = { Records: batch.map((message) => this.record(message)) };
    try {
      const response = await consumer(event);
      return new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch {
      // Like SQS -> Lambda: an error fails the whole batch.
      return new Set(batch.map((message) => message.id));
    }
  }

  private record(message: Message): SQSRecord {
    return {
      messageId: message.id,
      receiptHandle: `${message.id}:${message.receiveCount}`,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${this.name}`,
      awsRegion: 'local',
    };
  }

  private remove(message: Message): void {
    const index = this.messages.indexOf(message);
    if (index >= 0) this.messages.splice(index, 1);
  }

  private deadLetter(message: Message): void {
    this.trace?.({ queue: this.name, kind: 'dead-lettered', id: message.id, at: Date.now() });
    this.remove(message);
    this.deadLetterQueue?.send(message.body);
  }
}
