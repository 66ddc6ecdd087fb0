/**
 * `LOCAL_QUEUE_TRACE=<file>`: every step of every device message (queue.ts QueueTraceEvent) as
 * one JSON line, so a benchmark can tell where a slow press waited: in the rule router, in the
 * queue, in the consumer, or for a redelivery (docs/local-stack.md "Tracing the device queue").
 * Off unless set; writes are buffered by the stream and flushed when the stack stops.
 */
import { createWriteStream } from 'node:fs';
import type { QueueTraceEvent } from './queue';

export interface QueueTrace {
  write(event: QueueTraceEvent): void;
  close(): Promise<void>;
}

export function openQueueTrace(path: string | undefined): QueueTrace | undefined {
  if (!path) return undefined;
  const stream = createWriteStream(path, { flags: 'a' });
  return {
    write: (event) => void stream.write(`${JSON.stringify(event)}\n`),
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}
