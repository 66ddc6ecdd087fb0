/**
 * The local wiring: what the synthesized cloud assembly says about running the product's
 * functions, in the small JSON form the local stack starts from (docs/local-stack.md "Wiring from
 * the assembly"). Resources are named `<stack>/<logical id>` as in the templates.
 */

/** An SQS queue as its template declares it. */
export interface QueueWiring {
  id: string;
  /** The physical name (QueueName), which the local queue takes too. */
  name: string;
  visibilityTimeoutSeconds: number;
  /** The redrive policy: where a message goes after maxReceiveCount receives. */
  deadLetter?: { queue: string; maxReceiveCount: number };
}

/** Where a topic rule sends what its SQL selected. */
export type RuleTarget = { kind: 'sqs'; queue: string } | { kind: 'lambda'; function: string };

export interface TopicRuleWiring {
  id: string;
  sql: string;
  sqlVersion: string;
  disabled: boolean;
  actions: RuleTarget[];
  errorAction?: RuleTarget;
}

/** One way a function is invoked, as the templates wire it. */
export type TriggerWiring =
  | {
      kind: 'sqs';
      queue: string;
      batchSize: number;
      maxBatchingWindowSeconds: number;
      reportBatchItemFailures: boolean;
      /** The event source mapping's ScalingConfig.MaximumConcurrency, when it has one. */
      maxConcurrency?: number;
    }
  | { kind: 'appsync-resolver'; api: string; dataSource: string; fields: string[] }
  | { kind: 'appsync-authorizer'; api: string }
  | { kind: 'http-api'; api: string; routes: string[] }
  | { kind: 's3-notification'; bucket: string; events: string[]; prefix?: string; suffix?: string }
  /** An EventBridge rule on a bucket's "Object Created" events (the bucket sends them to EventBridge). */
  | { kind: 's3-object-created-rule'; rule: string; bucket: string; prefix?: string }
  /** An EventBridge rule on a schedule (`rate(1 day)`). */
  | { kind: 'schedule'; rule: string; schedule: string }
  | { kind: 'iot-rule'; rule: string }
  | { kind: 'iot-provisioning-hook'; template: string }
  | { kind: 'custom-resource'; resourceTypes: string[] };

export type TriggerKind = TriggerWiring['kind'];

export interface FunctionWiring {
  id: string;
  /** The handler module it is bundled from, relative to the repository root (`functions/src/handlers/x.ts`). */
  handlerModule: string;
  /** `index.handler` as the template says. */
  handler: string;
  runtime: string;
  /**
   * Its template environment, every intrinsic resolved to a local placeholder
   * (`${local:<what>}`, placeholders.ts) that the stack fills in at start.
   */
  environment: Record<string, string>;
  triggers: TriggerWiring[];
}

export interface LocalWiring {
  /** Bumped when this shape changes, so an older cached file is not read. */
  format: number;
  /** The hash of the sources it was synthesized from (source-hash.ts). */
  sourceHash: string;
  stage: string;
  functions: FunctionWiring[];
  queues: Record<string, QueueWiring>;
  topicRules: TopicRuleWiring[];
}

export const WIRING_FORMAT = 2;
