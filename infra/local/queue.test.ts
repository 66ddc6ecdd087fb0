import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LocalQueue, type QueueTraceEvent } from './queue';

function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
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

describe('LocalQueue', () => {
  it('delivers messages in batches no larger than the batch size', async () => {
    const queue = new LocalQueue({ name: 'q', batchSize: 3, batchWindowMs: 20 });
    const batches: number[] = [];
    queue.consume(async (event) => {
      batches.push(event.Records.length);
    });

    for (let i = 0; i < 7; i += 1) queue.send(String(i));
    await until(() => batches.reduce((a, b) => a + b, 0) === 7);

    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
    expect(queue.depth).toBe(0);
    await queue.stop();
  });

  it('redelivers only the messages reported in batchItemFailures', async () => {
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 20 });
    const seen: string[] = [];
    queue.consume(async (event: SQSEvent) => {
      seen.push(
        ...event.Records.map((record) => `${record.body}:${record.attributes.ApproximateReceiveCount}`),
      );
      const failures = event.Records.filter(
        (record) => record.body === 'b' && record.attributes.ApproximateReceiveCount === '1',
      );
      return { batchItemFailures: failures.map((record) => ({ itemIdentifier: record.messageId })) };
    });

    queue.send('a');
    queue.send('b');
    await until(() => queue.depth === 0);

    expect(seen.sort()).toEqual(['a:1', 'b:1', 'b:2']);
    await queue.stop();
  });

  it('moves a message to the dead-letter queue after the maximum receives', async () => {
    const deadLetterQueue = new LocalQueue({ name: 'dlq' });
    const queue = new LocalQueue({ name: 'q', visibilityTimeoutMs: 10, maxReceiveCount: 2, deadLetterQueue });
    let calls = 0;
    queue.consume(async () => {
      calls += 1;
      throw new Error('handler failed');
    });

    queue.send('poison');
    await until(() => deadLetterQueue.depth === 1);

    expect(calls).toBe(2);
    expect(queue.depth).toBe(0);
    expect(deadLetterQueue.peek()).toEqual(['poison']);
    await queue.stop();
  });

  it('delivers at most maxConcurrency batches at once, and every message', async () => {
    const queue = new LocalQueue({ name: 'q', batchSize: 1, batchWindowMs: 5, maxConcurrency: 3 });
    let running = 0;
    let mostAtOnce = 0;
    let delivered = 0;
    queue.consume(async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      delivered += 1;
    });

    for (let i = 0; i < 12; i += 1) queue.send(String(i));
    await until(() => delivered === 12);

    expect(mostAtOnce).toBe(3);
    await queue.stop();
  });

  it('delivers a new message at once while a failed one waits out its visibility timeout', async () => {
    const queue = new LocalQueue({ name: 'q', batchWindowMs: 5, visibilityTimeoutMs: 60_000 });
    const seen: string[] = [];
    queue.consume(async (event) => {
      const bodies = event.Records.map((record) => record.body);
      seen.push(...bodies);
      if (bodies.includes('fails')) throw new Error('passing failure');
    });

    queue.send('fails');
    await until(() => seen.includes('fails'));
    queue.send('next');
    await until(() => seen.includes('next'), 1000);

    expect(seen).toEqual(['fails', 'next']);
    await queue.stop();
  });

  it('traces each message: sent, received, failed, received again after its timeout, done', async () => {
    const events: QueueTraceEvent[] = [];
    const queue = new LocalQueue({
      name: 'q',
      batchWindowMs: 5,
      visibilityTimeoutMs: 30,
      trace: (event) => events.push(event),
    });
    let calls = 0;
    queue.consume(async () => {
      calls += 1;
      if (calls === 1) throw new Error('passing failure');
    });

    queue.send('once-failing');
    await until(() => events.some((event) => event.kind === 'done'));

    expect(events.map((event) => `${event.kind}${event.receiveCount ?? ''}`)).toEqual([
      'sent',
      'received1',
      'failed',
      'received2',
      'done',
    ]);
    expect(events[0]?.body).toBe('once-failing');
    // The second receive waited out the visibility timeout (less timer slack).
    expect(events[3]?.ms).toBeLessThan(30);
    expect((events[3]?.at ?? 0) - (events[1]?.at ?? 0)).toBeGreaterThanOrEqual(30);
    await queue.stop();
  });
});
