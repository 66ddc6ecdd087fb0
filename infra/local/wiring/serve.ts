/**
 * What the local stack serves of the wiring, and the settings it takes from it. The stack runs
 * the handler modules in its own process, so it names, per handler module, the trigger kinds it
 * has an in-process server for; `checkServed` compares that with what the assembly declares, both
 * ways, and start-up fails on any difference.
 */
import type { FunctionWiring, LocalWiring, QueueWiring, TriggerKind, TriggerWiring } from './types';

/** The handler modules the local stack runs in its own process. */
export const HANDLERS = {
  graphql: 'functions/src/handlers/graphql.ts',
  authorizer: 'functions/src/handlers/authorizer.ts',
  fileHttp: 'functions/src/handlers/file-http.ts',
  fileProcessor: 'functions/src/handlers/file-processor.ts',
  deviceMessages: 'functions/src/handlers/device-messages.ts',
  exportWorker: 'functions/src/handlers/export-worker.ts',
  provisioningHook: 'functions/src/handlers/provisioning-hook.ts',
} as const;

export interface ServedTrigger {
  handlerModule: string;
  kind: TriggerKind;
  /** Where the local stack serves it, for messages. */
  by: string;
}

/** The in-process servers of infra/local/stack.ts. */
export const LOCAL_SERVERS: ServedTrigger[] = [
  { handlerModule: HANDLERS.graphql, kind: 'appsync-resolver', by: 'the gateway' },
  { handlerModule: HANDLERS.authorizer, kind: 'appsync-authorizer', by: 'the gateway' },
  { handlerModule: HANDLERS.fileHttp, kind: 'http-api', by: "the gateway's file routes" },
  {
    handlerModule: HANDLERS.fileProcessor,
    kind: 's3-object-created-rule',
    by: "the gateway's presigned POST to the files bucket",
  },
  { handlerModule: HANDLERS.deviceMessages, kind: 'sqs', by: 'the rule router queue' },
  { handlerModule: HANDLERS.exportWorker, kind: 'sqs', by: 'the export queue' },
  { handlerModule: HANDLERS.provisioningHook, kind: 'iot-provisioning-hook', by: 'the provisioning server' },
];

/** Trigger kinds the local stack leaves out on purpose, and why. */
export const NOT_SERVED_LOCALLY: Partial<Record<TriggerKind, string>> = {
  'custom-resource':
    'deploy-time only: CloudFormation runs it once per deployment; the local stack writes its own demo data',
  schedule:
    "AWS's own upkeep: the one schedule renews the AppSync API key, and the local gateway's app token never expires",
};

export class WiringMismatch extends Error {}

/** Throws one error listing every trigger served on one side only. */
export function checkServed(wiring: LocalWiring, servers: ServedTrigger[] = LOCAL_SERVERS): void {
  const problems: string[] = [];
  const declared = wiring.functions.flatMap((fn) => fn.triggers.map((trigger) => ({ fn, trigger })));
  for (const { fn, trigger } of declared) {
    if (NOT_SERVED_LOCALLY[trigger.kind]) continue;
    if (!servers.some((server) => server.handlerModule === fn.handlerModule && server.kind === trigger.kind))
      problems.push(
        `the assembly wires ${fn.handlerModule} to a ${trigger.kind} trigger the local stack does not serve`,
      );
  }
  for (const server of servers) {
    if (
      !declared.some(
        ({ fn, trigger }) => fn.handlerModule === server.handlerModule && trigger.kind === server.kind,
      )
    )
      problems.push(
        `${server.by} serves ${server.handlerModule} as ${server.kind}, which the assembly does not declare`,
      );
  }
  if (problems.length > 0)
    throw new WiringMismatch(`The local stack and the cloud assembly disagree:\n- ${problems.join('\n- ')}`);
}

/** The one trigger of this kind the assembly gives a handler module. */
export function triggerOf<K extends TriggerKind>(
  wiring: LocalWiring,
  handlerModule: string,
  kind: K,
): { fn: FunctionWiring; trigger: Extract<TriggerWiring, { kind: K }> } {
  const found = wiring.functions.flatMap((fn) =>
    fn.handlerModule === handlerModule
      ? fn.triggers.filter((trigger) => trigger.kind === kind).map((trigger) => ({ fn, trigger }))
      : [],
  );
  const [first] = found;
  if (found.length !== 1 || !first)
    throw new WiringMismatch(
      `The assembly gives ${handlerModule} ${found.length} ${kind} triggers; the local stack serves one`,
    );
  return first as { fn: FunctionWiring; trigger: Extract<TriggerWiring, { kind: K }> };
}

/**
 * Locally a minute of AWS visibility timeout is a second: a failed message comes back within
 * seconds instead of minutes (a test waits for the retries), while staying far above a local
 * handler's time, so a slow batch is not handed out twice.
 */
export const LOCAL_VISIBILITY_SCALE = 60;

export interface LocalQueueSettings {
  name: string;
  batchSize: number;
  batchWindowMs: number;
  visibilityTimeoutMs: number;
  maxReceiveCount: number;
  maxConcurrency: number;
  deadLetterQueueName?: string;
}

function queueOf(wiring: LocalWiring, id: string): QueueWiring {
  const queue = wiring.queues[id];
  if (!queue) throw new WiringMismatch(`The wiring names queue ${id} but does not describe it`);
  return queue;
}

/**
 * The LocalQueue settings of an SQS trigger: the event source mapping's batch size and window and
 * maximum concurrency, the queue's visibility timeout (scaled) and redrive. `maxConcurrency`
 * overrides the mapping's for a machine smaller or bigger than Lambda's fleet.
 */
export function queueSettings(
  wiring: LocalWiring,
  trigger: Extract<TriggerWiring, { kind: 'sqs' }>,
  maxConcurrency?: number,
): LocalQueueSettings {
  const queue = queueOf(wiring, trigger.queue);
  if (!trigger.reportBatchItemFailures)
    throw new WiringMismatch(
      `${trigger.queue}: the local queue reports partial batch failures; the mapping does not`,
    );
  return {
    name: queue.name,
    batchSize: trigger.batchSize,
    batchWindowMs: trigger.maxBatchingWindowSeconds * 1000,
    visibilityTimeoutMs: (queue.visibilityTimeoutSeconds * 1000) / LOCAL_VISIBILITY_SCALE,
    // Without a redrive policy SQS keeps redelivering.
    maxReceiveCount: queue.deadLetter?.maxReceiveCount ?? Number.POSITIVE_INFINITY,
    maxConcurrency: maxConcurrency ?? trigger.maxConcurrency ?? 1,
    ...(queue.deadLetter ? { deadLetterQueueName: queueOf(wiring, queue.deadLetter.queue).name } : {}),
  };
}
