/**
 * The local stack's wiring is read from the synthesized assembly (docs/local-stack.md "Wiring from
 * the assembly"): a queue setting or a rule's SQL changed in infra reaches the local stack's plan
 * with no second list to edit, and every function's template sets the environment its handler
 * module parses at cold start.
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { functionEnvSchema } from '@classpulse/functions/config/env';
import { CfnTopicRule } from 'aws-cdk-lib/aws-iot';
import { CfnEventSourceMapping } from 'aws-cdk-lib/aws-lambda';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage.ts';
import type { ClassPulseStacks } from '../lib/classpulse-app.ts';
import { EXPORT_WORKER_MAX_CONCURRENCY } from '../lib/concurrency.ts';
import { esbuildOptions } from '../lib/constructs/function-bundling.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { LOCAL_FILE_ROUTES } from '../local/lambda-gateway.ts';
import { synthesizeStage } from '../local/wiring/assembly.ts';
import { extractWiring } from '../local/wiring/extract.ts';
import { LOCAL_DEVICE_BATCHING, type LocalPlan, localPlan } from '../local/wiring/local-plan.ts';
import { fillPlaceholders } from '../local/wiring/placeholders.ts';
import { LOCAL_VISIBILITY_SCALE } from '../local/wiring/serve.ts';
import type { LocalWiring } from '../local/wiring/types.ts';
import { LOCAL_ASSEMBLY_DISTRIBUTOR } from '../local/wiring/wiring.ts';

function wiringOf(adjust?: (stacks: ClassPulseStacks) => void): LocalWiring {
  const assembly = synthesizeStage(LOCAL_STAGE, { distributor: LOCAL_ASSEMBLY_DISTRIBUTOR }, adjust);
  return extractWiring(LOCAL_STAGE, assembly, 'test');
}

function planOf(wiring: LocalWiring): LocalPlan {
  return localPlan(wiring, { fileRoutes: LOCAL_FILE_ROUTES });
}

/** What functionEnv() throws on a bad environment (functions/src/config/env.ts). */
const FUNCTION_ENV_ERROR = 'Invalid function environment';

const PRESSES = `classpulse/${LOCAL_STAGE}/scanners/SCN-1/presses`;

describe('the local wiring, read from the assembly', () => {
  let wiring: LocalWiring;
  // One synthesis takes seconds on a busy machine.
  beforeAll(() => {
    wiring = wiringOf();
  }, 120_000);

  it('serves every function trigger of the stage and gives the device queue the mapping settings', () => {
    const plan = planOf(wiring);

    expect(plan.deviceQueue).toMatchObject({
      name: `classpulse-${LOCAL_STAGE}-device-messages`,
      deadLetterQueueName: `classpulse-${LOCAL_STAGE}-device-messages-dlq`,
      maxReceiveCount: 5,
      ...LOCAL_DEVICE_BATCHING,
    });
    expect(plan.exportQueue).toMatchObject({
      name: `classpulse-${LOCAL_STAGE}-export-requests`,
      batchSize: 1,
      maxReceiveCount: 3,
      maxConcurrency: EXPORT_WORKER_MAX_CONCURRENCY,
      visibilityTimeoutMs: (720 * 1000) / LOCAL_VISIBILITY_SCALE,
    });
    expect(plan.deviceRules.find((rule) => rule.filter === PRESSES.replace('SCN-1', '+'))).toBeDefined();
  });

  it('follows a batch size, a visibility timeout, a redrive and a rule SQL changed in infra', () => {
    const changed = wiringOf((stacks) => {
      const mapping = stacks.exports.node.findAll().find((c) => c instanceof CfnEventSourceMapping);
      const queue = stacks.exports.queue.queue.node.defaultChild as CfnQueue;
      const redrive = stacks.devices.queue.queue.node.defaultChild as CfnQueue;
      const presses = stacks.devices.rules.find((rule) => rule.node.id === 'ScannersPressesRule');
      if (!(mapping instanceof CfnEventSourceMapping) || !presses)
        throw new Error('no mapping or presses rule');
      mapping.batchSize = 7;
      queue.visibilityTimeout = 600;
      redrive.addPropertyOverride('RedrivePolicy.maxReceiveCount', 9);
      presses.addPropertyOverride(
        'TopicRulePayload.Sql',
        `SELECT topic() AS topic FROM 'classpulse/${LOCAL_STAGE}/scanners/+/presses' WHERE startswith(topic(4), 'KEEP')`,
      );
    });

    const plan = planOf(changed);

    expect(plan.exportQueue.batchSize).toBe(7);
    expect(plan.exportQueue.visibilityTimeoutMs).toBe((600 * 1000) / LOCAL_VISIBILITY_SCALE);
    expect(plan.deviceQueue.maxReceiveCount).toBe(9);
    const rule = plan.deviceRules.find((candidate) => candidate.id.endsWith('/ScannersPressesRule'));
    const input = { topic: PRESSES, clientId: 'c', receivedAt: 1, payload: Buffer.from('{}') };
    expect(rule?.where(PRESSES)).toBe(false);
    expect(rule?.where(PRESSES.replace('SCN-1', 'KEEP-1'))).toBe(true);
    expect(rule?.project(input)).toEqual({ topic: PRESSES });
  });

  it('fails the local plan when the assembly adds a trigger the local stack does not serve', () => {
    const changed = wiringOf((stacks) => {
      new CfnTopicRule(stacks.exports, 'ExportsByMqtt', {
        topicRulePayload: {
          sql: "SELECT * FROM 'exports/requests'",
          actions: [{ lambda: { functionArn: stacks.exports.worker.lambda.functionArn } }],
        },
      });
    });

    expect(() => planOf(changed)).toThrow(
      'the assembly wires functions/src/handlers/export-worker.ts to a iot-rule trigger the local stack does not serve',
    );
  });

  it("sets in each function's template every variable its handler module parses at cold start", async () => {
    const standIns = {
      region: 'eu-west-1',
      account: '000000000000',
      table: 'table',
      bucket: 'bucket',
      graphqlUrl: 'https://api.example/graphql',
      iotDataHost: 'iot.example',
    };
    // The bundle as CDK builds it says whether the module parses the whole schema (functionEnv);
    // the provisioning hook parses only TABLE_NAME, with a schema of its own.
    const parsesFunctionEnv = async (handlerModule: string) => {
      const options = esbuildOptions(join(REPO_ROOT, handlerModule), tmpdir());
      const result = await build({ ...options, write: false, logLevel: 'error' });
      return result.outputFiles.some((file) => file.text.includes(FUNCTION_ENV_ERROR));
    };

    const problems: string[] = [];
    const checked: string[] = [];
    for (const fn of wiring.functions) {
      if (!(await parsesFunctionEnv(fn.handlerModule))) continue;
      checked.push(fn.handlerModule);
      const environment = Object.fromEntries(
        Object.entries(fn.environment).map(([name, value]) => [
          name,
          fillPlaceholders(
            name,
            value.replace(/\$\{local:(secret|queue):[^}]+\}/g, 'https://sqs.example/q'),
            standIns,
          ),
        ]),
      );
      const parsed = functionEnvSchema.safeParse(environment);
      if (!parsed.success)
        problems.push(`${fn.handlerModule}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    }

    expect(checked.length).toBeGreaterThanOrEqual(5);
    expect(problems).toEqual([]);
  }, 120_000);
});
