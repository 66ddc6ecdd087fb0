/**
 * What the local stack builds from the assembly's wiring: the handlers' environment, the export
 * queue, the device rules with their queue, the gateway's resolver fields and file routes. Every
 * check that can fail runs here, before the stack starts a process, so a drift between infra/ and
 * the local stack is one clear error at start.
 */
import { schemaDocument } from '../../lib/graphql-schema';
import { resolvableRootFields } from '../../lib/schema-fields';
import { handlerEnvironment } from './environment';
import type { PlaceholderValues } from './placeholders';
import { type CompiledRule, compileRuleSql } from './rule-sql';
import {
  checkServed,
  HANDLERS,
  type LocalQueueSettings,
  queueSettings,
  triggerOf,
  WiringMismatch,
} from './serve';
import type { LocalWiring } from './types';

export interface LocalPlan {
  wiring: LocalWiring;
  environment(values: PlaceholderValues): Record<string, string>;
  exportQueue: QueueWithDeadLetter;
  deviceQueue: QueueWithDeadLetter;
  /** The enabled topic rules, all sending to deviceQueue. */
  deviceRules: CompiledRule[];
  /** The keys whose arrival in the files bucket the file processor is told of (its rule's prefix). */
  uploadedKeyPrefix: string;
}

/**
 * The one place the local stack departs from the assembly's queue settings: the answer consumer's
 * batching. AWS runs batches of one, up to 50 at once, each in its own Lambda; locally every
 * handler shares one Node process and one DynamoDB Local, and with the mapping's settings
 * bench:ingest spent more time per burst and handed slow messages out twice (2026-11-27,
 * docs/local-stack.md). So the device queue keeps the batches it was measured with: 10 in a 20 ms
 * window, 8 at once, a visibility timeout above a loaded handler's time. Its name, dead-letter
 * queue, receives and rules are the assembly's.
 */
export const LOCAL_DEVICE_BATCHING = {
  batchSize: 10,
  batchWindowMs: 20,
  maxConcurrency: 8,
  visibilityTimeoutMs: 30_000,
} as const;

/** The local stack's queues each have a dead-letter queue, which tests and the router read. */
export type QueueWithDeadLetter = Required<LocalQueueSettings>;

function withDeadLetter(settings: LocalQueueSettings): QueueWithDeadLetter {
  const { deadLetterQueueName } = settings;
  if (!deadLetterQueueName)
    throw new WiringMismatch(`${settings.name}: the assembly gives it no dead-letter queue`);
  return { ...settings, deadLetterQueueName };
}

export interface LocalPlanOptions {
  /** The HTTP API routes the gateway serves with the file handler module (`POST /api/v3/file`). */
  fileRoutes: readonly string[];
  /** Device-message batches handled at once (LOCAL_DEVICE_BATCHING's 8 otherwise). */
  deviceConcurrency?: number;
}

function sameSet(what: string, assembly: readonly string[], local: readonly string[]): void {
  const onlyAssembly = assembly.filter((item) => !local.includes(item));
  const onlyLocal = local.filter((item) => !assembly.includes(item));
  if (onlyAssembly.length === 0 && onlyLocal.length === 0) return;
  throw new WiringMismatch(
    `${what}: only in the assembly [${onlyAssembly.join(', ')}], only in the local stack [${onlyLocal.join(', ')}]`,
  );
}

/** The rules' single queue: the router feeds one queue, and the rules' error action is its DLQ. */
function deviceRules(wiring: LocalWiring, queueId: string): CompiledRule[] {
  const deadLetter = wiring.queues[queueId]?.deadLetter?.queue;
  const enabled = wiring.topicRules.filter((rule) => !rule.disabled);
  for (const rule of enabled) {
    const targets = rule.actions.map((action) => (action.kind === 'sqs' ? action.queue : action.function));
    if (targets.length !== 1 || targets[0] !== queueId)
      throw new WiringMismatch(
        `${rule.id}: sends to [${targets.join(', ')}]; the local router feeds only ${queueId}`,
      );
    const error = rule.errorAction?.kind === 'sqs' ? rule.errorAction.queue : undefined;
    if (rule.errorAction && error !== deadLetter)
      throw new WiringMismatch(`${rule.id}: its error action is not ${queueId}'s dead-letter queue`);
  }
  return enabled.map((rule) => compileRuleSql(rule.id, rule.sql));
}

export function localPlan(wiring: LocalWiring, options: LocalPlanOptions): LocalPlan {
  checkServed(wiring);
  const resolver = triggerOf(wiring, HANDLERS.graphql, 'appsync-resolver');
  const schemaFields = resolvableRootFields(schemaDocument());
  sameSet(
    'GraphQL fields resolved by the resolver function',
    resolver.trigger.fields,
    schemaFields.map(({ typeName, fieldName }) => `${typeName}.${fieldName}`),
  );
  sameSet('File routes', triggerOf(wiring, HANDLERS.fileHttp, 'http-api').trigger.routes, options.fileRoutes);
  const exportWorker = triggerOf(wiring, HANDLERS.exportWorker, 'sqs').trigger;
  const consumer = triggerOf(wiring, HANDLERS.deviceMessages, 'sqs').trigger;
  return {
    wiring,
    environment: (values) => handlerEnvironment(wiring, values),
    exportQueue: withDeadLetter(queueSettings(wiring, exportWorker)),
    deviceQueue: {
      ...withDeadLetter(queueSettings(wiring, consumer)),
      ...LOCAL_DEVICE_BATCHING,
      maxConcurrency: options.deviceConcurrency ?? LOCAL_DEVICE_BATCHING.maxConcurrency,
    },
    deviceRules: deviceRules(wiring, consumer.queue),
    uploadedKeyPrefix:
      triggerOf(wiring, HANDLERS.fileProcessor, 's3-object-created-rule').trigger.prefix ?? '',
  };
}
