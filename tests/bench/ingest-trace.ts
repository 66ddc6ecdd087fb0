/**
 * Reads the device queue's trace (`LOCAL_QUEUE_TRACE`, infra/local/queue-trace.ts) after a run and
 * says, per phase, where the device messages spent their time: from the broker to the queue (the
 * rule router), waiting in the queue, in the consumer, and whether any was received twice (a
 * failure redelivered after the visibility timeout) or dead-lettered. This is how a tail is
 * found: a press that waits for a redelivery shows here as a second receive.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { QueueTraceEvent } from '../../infra/local/queue';
import { percentile } from './ingest-tracker';

interface MessageLife {
  sentAt: number;
  /** The rule's arrival time of the device publish (the envelope's receivedAt). */
  arrivedAt: number;
  receives: { at: number; waitedMs: number; batch: number; inFlight: number }[];
  handlerMs: number[];
  failed: number;
  doneAt: number | null;
  deadLettered: boolean;
  presses: boolean;
}

export interface PhaseWindow {
  name: string;
  /** Date.now() of the phase's first press and of its end. */
  from: number;
  to: number;
}

function lives(path: string): Map<string, MessageLife> {
  const byId = new Map<string, MessageLife>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const event = JSON.parse(line) as QueueTraceEvent;
    if (event.kind === 'sent') {
      const envelope = JSON.parse(event.body ?? '{}') as { receivedAt?: number; topic?: string };
      byId.set(event.id, {
        sentAt: event.at,
        arrivedAt: envelope.receivedAt ?? event.at,
        receives: [],
        handlerMs: [],
        failed: 0,
        doneAt: null,
        deadLettered: false,
        presses: envelope.topic?.endsWith('/presses') ?? false,
      });
      continue;
    }
    const life = byId.get(event.id);
    if (!life) continue;
    if (event.kind === 'received')
      life.receives.push({
        at: event.at,
        waitedMs: event.ms ?? 0,
        batch: event.batch ?? 0,
        inFlight: event.inFlight ?? 0,
      });
    else if (event.kind === 'done') {
      life.doneAt = event.at;
      life.handlerMs.push(event.ms ?? 0);
    } else if (event.kind === 'failed') {
      life.failed += 1;
      life.handlerMs.push(event.ms ?? 0);
    } else if (event.kind === 'dead-lettered') life.deadLettered = true;
  }
  return byId;
}

const spread = (values: number[]) =>
  values.length === 0
    ? '-'
    : `p50 ${percentile(values, 50).toFixed(0)} / p99 ${percentile(values, 99).toFixed(0)} / max ${Math.max(...values).toFixed(0)} ms`;

/** One block of lines per phase: the press messages whose publish reached the rule in its window. */
export function describeQueueTrace(path: string, windows: PhaseWindow[]): string {
  if (!existsSync(path)) return 'Queue trace: none written.';
  const all = [...lives(path).values()].filter((life) => life.presses);
  const lines = ['Device queue trace (press messages; where their time went):'];
  for (const window of windows) {
    const inWindow = all.filter((life) => life.arrivedAt >= window.from && life.arrivedAt <= window.to);
    if (inWindow.length === 0) continue;
    const redelivered = inWindow.filter((life) => life.receives.length > 1);
    const unfinished = inWindow.filter((life) => life.doneAt === null);
    lines.push(
      `  ${window.name}: ${inWindow.length} messages`,
      `    rule router (publish -> queued)   ${spread(inWindow.map((life) => life.sentAt - life.arrivedAt))}`,
      `    waiting in the queue              ${spread(inWindow.map((life) => life.receives[0]?.waitedMs ?? 0))}`,
      `    consumer batch (handler time)     ${spread(inWindow.flatMap((life) => life.handlerMs))}`,
      `    publish -> handled                ${spread(inWindow.filter((life) => life.doneAt !== null).map((life) => (life.doneAt ?? 0) - life.arrivedAt))}`,
      `    batches in flight when received   ${spread(inWindow.map((life) => life.receives[0]?.inFlight ?? 0)).replaceAll(' ms', '')}`,
      `    received more than once ${redelivered.length}, failed ${inWindow.reduce((sum, life) => sum + life.failed, 0)}, dead-lettered ${inWindow.filter((life) => life.deadLettered).length}, never finished ${unfinished.length}`,
    );
  }
  return lines.join('\n');
}
