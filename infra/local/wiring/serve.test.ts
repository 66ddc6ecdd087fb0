/**
 * The local stack refuses to start when it and the assembly disagree on what runs: a trigger the
 * assembly declares that no local server runs, or a local server for a trigger the assembly no
 * longer declares. Deploy-time custom resources are the one kind left out on purpose.
 */
import { describe, expect, it } from 'vitest';
import { handlerEnvironment } from './environment';
import { TEMPLATE_PLACEHOLDERS } from './placeholders';
import { checkServed, HANDLERS, LOCAL_SERVERS, queueSettings } from './serve';
import type { FunctionWiring, LocalWiring, TriggerWiring } from './types';

function fn(
  handlerModule: string,
  triggers: TriggerWiring[],
  environment: Record<string, string> = {},
): FunctionWiring {
  return {
    id: `Stack/${handlerModule}`,
    handlerModule,
    handler: 'index.handler',
    runtime: 'nodejs22.x',
    environment,
    triggers,
  };
}

const QUEUE = 'Devices/Queue';
const SQS: TriggerWiring = {
  kind: 'sqs',
  queue: QUEUE,
  batchSize: 1,
  maxBatchingWindowSeconds: 0,
  reportBatchItemFailures: true,
};

function wiring(functions: FunctionWiring[]): LocalWiring {
  return {
    format: 1,
    sourceHash: 'test',
    stage: 'local',
    functions,
    queues: {
      [QUEUE]: {
        id: QUEUE,
        name: 'q',
        visibilityTimeoutSeconds: 180,
        deadLetter: { queue: 'Devices/Dlq', maxReceiveCount: 5 },
      },
      'Devices/Dlq': { id: 'Devices/Dlq', name: 'q-dlq', visibilityTimeoutSeconds: 30 },
    },
    topicRules: [],
  };
}

/** A wiring declaring exactly what the local servers run. */
function servedWiring(): FunctionWiring[] {
  return LOCAL_SERVERS.map((server) =>
    fn(server.handlerModule, [server.kind === 'sqs' ? SQS : ({ kind: server.kind } as TriggerWiring)]),
  );
}

describe('what the local stack serves of the assembly', () => {
  it('starts when both sides name the same triggers, custom resources aside', () => {
    const functions = [
      ...servedWiring(),
      fn('functions/src/handlers/provision.ts', [{ kind: 'custom-resource', resourceTypes: ['Custom::X'] }]),
    ];

    expect(() => checkServed(wiring(functions))).not.toThrow();
  });

  it('names a trigger the assembly declares and no local server runs', () => {
    const functions = servedWiring();
    functions.push(
      fn('functions/src/handlers/image.ts', [
        { kind: 's3-notification', bucket: 'Data/Files', events: ['s3:ObjectCreated:*'] },
      ]),
    );

    expect(() => checkServed(wiring(functions))).toThrow(
      'the assembly wires functions/src/handlers/image.ts to a s3-notification trigger the local stack does not serve',
    );
  });

  it('names a local server whose trigger the assembly no longer declares', () => {
    const functions = servedWiring().filter((candidate) => candidate.handlerModule !== HANDLERS.exportWorker);

    expect(() => checkServed(wiring(functions))).toThrow(
      'the export queue serves functions/src/handlers/export-worker.ts as sqs, which the assembly does not declare',
    );
  });

  it("takes the mapping's batch and concurrency and the queue's redrive, with the visibility scaled", () => {
    const settings = queueSettings(wiring([]), {
      ...SQS,
      batchSize: 4,
      maxBatchingWindowSeconds: 2,
      maxConcurrency: 9,
    });

    expect(settings).toEqual({
      name: 'q',
      batchSize: 4,
      batchWindowMs: 2000,
      visibilityTimeoutMs: 3000,
      maxReceiveCount: 5,
      maxConcurrency: 9,
      deadLetterQueueName: 'q-dlq',
    });
  });

  it('refuses a variable two served templates set to different values, and leaves out in-process replacements', () => {
    const values = { region: 'r', account: 'a', table: 'local-table', bucket: 'b', graphqlUrl: 'http://g' };
    const agreeing = wiring([
      fn(HANDLERS.graphql, [{ kind: 'appsync-authorizer', api: 'Api' }], {
        TABLE_NAME: TEMPLATE_PLACEHOLDERS.tableName,
        EXPORTS_QUEUE_URL: TEMPLATE_PLACEHOLDERS.queueUrl('Q'),
      }),
      fn(HANDLERS.exportWorker, [SQS], { TABLE_NAME: TEMPLATE_PLACEHOLDERS.tableName, APP_VERSION: '1' }),
    ]);
    const disagreeing = wiring([
      fn(HANDLERS.graphql, [SQS], { APP_VERSION: '1' }),
      fn(HANDLERS.exportWorker, [SQS], { APP_VERSION: '2' }),
    ]);

    expect(handlerEnvironment(agreeing, values)).toEqual({ TABLE_NAME: 'local-table', APP_VERSION: '1' });
    expect(() => handlerEnvironment(disagreeing, values)).toThrow(
      /APP_VERSION is 1 for .* and 2 for .*one process cannot hold both/,
    );
  });
});
