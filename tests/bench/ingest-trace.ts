/**
 * Reads the device queue's trace (`LOCAL_QUEUE_TRACE`, infra/local/queue-trace.ts) after a run and
 * says, per phase, where the device messages spent their time: from the broker to the queue (the
 * rule router), waiting in the queue, in the consumer, and whether any was received twice (a
 * failure redelivered after the visibility timeout) or dead-lettered. This is how a tail is
 * found: a press that waits for a redelivery shows here as a second receive.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { QueueTraceEvent } from '../../infra/local/queue';
import { type Delivery, percentile } from './ingest-tracker';

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
  /** `mac=value` of each press the message carries. */
  pressKeys: string[];
}

export interface PhaseWindow {
  name: string;
  /** Date.now() of the phase's first press and of its end. */
  from: number;
  to: number;
}

function pressKeysOf(base64: string | undefined): string[] {
  try {
    const batch = JSON.parse(Buffer.from(base64 ?? '', 'base64').toString('utf8')) as {
      presses?: { mac?: string; value?: string }[];
    };
    return (batch.presses ?? []).map((press) => `${press.mac}=${press.value}`);
  } catch {
    return [];
  }
}

function lives(path: string): Map<string, MessageLife> {
  const byId = new Map<string, MessageLife>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const event = JSON.parse(line) as QueueTraceEvent;
    if (event.kind === 'sent') {
      const envelope = JSON.parse(event.body ?? '{}') as {
        receivedAt?: number;
        topic?: string;
        body?: string;
      };
      const presses = envelope.topic?.endsWith('/presses') ?? false;
      byId.set(event.id, {
        sentAt: event.at,
        arrivedAt: envelope.receivedAt ?? event.at,
        receives: [],
        handlerMs: [],
        failed: 0,
        doneAt: null,
        deadLettered: false,
        presses,
        pressKeys: presses ? pressKeysOf(envelope.body) : [],
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
export function describeQueueTrace(
  path: string,
  windows: PhaseWindow[],
  deliveries: Delivery[] = [],
): string {
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
  lines.push(...describeStages(all, windows, deliveries));
  return lines.join('\n');
}

/**
 * Where each delivered press's own time went, stage by stage, by joining its event with the first
 * message that carried it (mac and value, arrived between the press and its event): the scanner's
 * batch window and the broker, the queue, the consumer's batch (its writes and the publish), and
 * from the batch's end to the subscriber's event (the gateway, the WebSocket, the bench process).
 * The slowest 1% of presses are shown apart, so a cold stage shows where the tail waited.
 */
function describeStages(all: MessageLife[], windows: PhaseWindow[], deliveries: Delivery[]): string[] {
  const byKey = new Map<string, MessageLife[]>();
  for (const life of all) for (const key of life.pressKeys) byKey.set(key, [...(byKey.get(key) ?? []), life]);
  const lines: string[] = [];
  for (const window of windows) {
    const rows = deliveries
      .filter((delivery) => delivery.phase === window.name)
      .flatMap((delivery) => {
        const life = (byKey.get(`${delivery.mac}=${delivery.value}`) ?? []).find(
          (candidate) =>
            candidate.arrivedAt >= delivery.pressedWall - 50 &&
            candidate.arrivedAt <= delivery.eventWall &&
            candidate.receives.length > 0 &&
            candidate.doneAt !== null,
        );
        const receivedAt = life?.receives[0]?.at;
        if (!life || receivedAt === undefined || life.doneAt === null) return [];
        return [
          {
            total: delivery.eventWall - delivery.pressedWall,
            toRule: life.arrivedAt - delivery.pressedWall,
            inQueue: receivedAt - life.arrivedAt,
            inConsumer: life.doneAt - receivedAt,
            toEvent: delivery.eventWall - life.doneAt,
          },
        ];
      });
    if (rows.length === 0) continue;
    const slowest = [...rows]
      .sort((a, b) => b.total - a.total)
      .slice(0, Math.max(1, Math.ceil(rows.length / 100)));
    const stage = (name: string, pick: (row: (typeof rows)[number]) => number) =>
      `    ${name.padEnd(34)}${spread(rows.map(pick))}; slowest 1%: mean ${(slowest.reduce((sum, row) => sum + pick(row), 0) / slowest.length).toFixed(0)} ms`;
    lines.push(
      `  ${window.name}: ${rows.length} delivered presses, stage by stage`,
      stage('press -> rule (scanner, broker)', (row) => row.toRule),
      stage('rule -> consumer (queue)', (row) => row.inQueue),
      stage('consumer batch (writes, publish)', (row) => row.inConsumer),
      stage('batch done -> event (gateway, ws)', (row) => row.toEvent),
      stage('press -> event', (row) => row.total),
    );
  }
  return lines;
}
