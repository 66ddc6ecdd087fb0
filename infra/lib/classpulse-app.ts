/**
 * The stacks of one stage and how they depend on each other. Shared by bin/app.ts and the
 * infrastructure tests, so the tests synthesize exactly what `cdk deploy` deploys, cdk-nag's
 * AwsSolutions pack included.
 */
import { type App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ProductChecks } from './nag.ts';
import { suppressAcceptedFindings } from './nag-suppressions.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { DevicesStack } from './stacks/devices-stack.ts';
import { DistributorStack } from './stacks/distributor-stack.ts';
import { ExportsStack } from './stacks/exports-stack.ts';
import { MonitoringStack } from './stacks/monitoring-stack.ts';
import { WebStack } from './stacks/web-stack.ts';
import { PROJECT, type StageConfig, stackId } from './stage.ts';

export interface ClassPulseStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly devices: DevicesStack;
  readonly exports: ExportsStack;
  readonly web: WebStack;
  /** Alarms and the stage's dashboard, over the metrics of the stacks above. */
  readonly monitoring: MonitoringStack;
  /** Only when the deploy names a distributor (`-c distributor=... -c adminUid=...`). */
  readonly distributor?: DistributorStack;
}

/** What the synth reads from this machine besides the code; the tests pin it so templates are stable. */
export interface SynthInputs {
  /** The built console to deploy. @default web/dist (skipped when it has no index.html) */
  readonly consoleDist?: string;
}

export function addClassPulseStacks(
  app: App,
  stage: StageConfig,
  env?: Environment,
  inputs: SynthInputs = {},
): ClassPulseStacks {
  // A stack of a stage that keeps its data is not deleted by a stray `cdk destroy`.
  const common = { stage, env, terminationProtection: !stage.throwaway };

  const data = new DataStack(app, stackId(stage, 'Data'), {
    ...common,
    description: `ClassPulse ${stage.name}: table, files bucket, token signing secret, alarm topic`,
  });
  const alarmAction = new SnsAction(data.alarmTopic);
  // Before the API: its resolver sends export requests to this stack's queue.
  const exports = new ExportsStack(app, stackId(stage, 'Exports'), {
    ...common,
    description: `ClassPulse ${stage.name}: export request queue and the Excel export worker`,
    filesBucket: data.filesBucket,
    table: data.table,
    tokenSecretArn: data.tokenSecret.secretArn,
    alarmAction,
  });
  const api = new ApiStack(app, stackId(stage, 'Api'), {
    ...common,
    description: `ClassPulse ${stage.name}: AppSync API, authorizer and resolver functions`,
    table: data.table,
    tokenSecret: data.tokenSecret,
    filesBucket: data.filesBucket,
    exportQueue: exports.queue.queue,
  });
  const devices = new DevicesStack(app, stackId(stage, 'Devices'), {
    ...common,
    description: `ClassPulse ${stage.name}: IoT things, policies and rules, device queue, answer consumer`,
    table: data.table,
    tokenSecret: data.tokenSecret,
    filesBucket: data.filesBucket,
    api,
    alarmAction,
  });
  const web = new WebStack(app, stackId(stage, 'Web'), {
    ...common,
    description: `ClassPulse ${stage.name}: console bucket, CloudFront (console and file routes) and runtime config`,
    graphqlUrl: api.api.graphqlUrl,
    apiOrigins: api.browserOrigins,
    apiKey: api.apiKey,
    fileApiDomain: api.fileApiDomain,
    consoleDist: inputs.consoleDist,
  });
  const monitoring = new MonitoringStack(app, stackId(stage, 'Monitoring'), {
    ...common,
    description: `ClassPulse ${stage.name}: alarms (Lambda, DynamoDB, AppSync) and the stage's dashboard`,
    table: data.table,
    api,
    devices,
    exports,
    alarmAction,
  });
  const distributor = stage.distributor
    ? new DistributorStack(app, stackId(stage, 'Distributor'), {
        ...common,
        description: `ClassPulse ${stage.name}: distributor ${stage.distributor.title} and its first administrator`,
        distributor: stage.distributor,
        table: data.table,
        tokenSecretArn: data.tokenSecret.secretArn,
      })
    : undefined;

  const stacks = { data, api, devices, exports, web, monitoring, ...(distributor ? { distributor } : {}) };
  for (const stack of Object.values(stacks)) {
    Tags.of(stack).add('project', PROJECT);
    Tags.of(stack).add('stage', stage.name);
    suppressAcceptedFindings(stack);
  }
  // cdk-nag as a CDK policy validation plugin: an unacknowledged error fails `cdk synth`.
  Validations.of(app).addPlugins(new ProductChecks(app));
  return stacks;
}
