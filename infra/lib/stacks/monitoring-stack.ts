/**
 * What an operator watches: the stage's alarms (to the Data stack's alarm topic, like the queue
 * alarms) and its one dashboard, `ClassPulse-<stage>`. Last in the app, since it reads metrics of
 * every other stack and nothing depends on it (docs/deploy.md "Alarms and dashboard").
 */
import { INDEXES } from '@classpulse/functions/data/table';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { RATE_RULES } from '../constructs/api-firewall.ts';
import { ERROR_THRESHOLDS, StageAlarms, type WatchedFunction } from '../constructs/stage-alarms.ts';
import { StageDashboard } from '../constructs/stage-dashboard.ts';
import type { StageConfig } from '../stage.ts';
import type { ApiStack } from './api-stack.ts';
import type { DevicesStack } from './devices-stack.ts';
import type { ExportsStack } from './exports-stack.ts';

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly api: ApiStack;
  readonly devices: DevicesStack;
  readonly exports: ExportsStack;
  /** The stage's alarm topic (data-stack.ts). */
  readonly alarmAction: IAlarmAction;
}

export class MonitoringStack extends Stack {
  readonly alarms: StageAlarms;
  readonly dashboard: StageDashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { api, devices, exports } = props;
    const prefix = `ClassPulse-${props.stage.name}`;
    const indexNames = Object.values(INDEXES).map((index) => index.name);

    const consumer: WatchedFunction = {
      label: 'consumer',
      fn: devices.consumer.lambda,
      errorThreshold: ERROR_THRESHOLDS.other,
    };
    const functions: WatchedFunction[] = [
      { label: 'authorizer', fn: api.authorizerFunction.lambda, errorThreshold: ERROR_THRESHOLDS.authorizer },
      { label: 'resolver', fn: api.resolverFunction.lambda, errorThreshold: ERROR_THRESHOLDS.other },
      { label: 'file', fn: api.fileFunction.lambda, errorThreshold: ERROR_THRESHOLDS.other },
      {
        label: 'file-processor',
        fn: api.fileProcessor.function.lambda,
        errorThreshold: ERROR_THRESHOLDS.other,
      },
      consumer,
      { label: 'export-worker', fn: exports.worker.lambda, errorThreshold: ERROR_THRESHOLDS.exportWorker },
      {
        label: 'provisioning-hook',
        fn: devices.provisioning.hook.lambda,
        errorThreshold: ERROR_THRESHOLDS.provisioningHook,
      },
      {
        label: 'api-key-renewer',
        fn: api.apiKeyRenewal.function.lambda,
        errorThreshold: ERROR_THRESHOLDS.apiKeyRenewer,
      },
    ];

    this.alarms = new StageAlarms(this, 'Alarms', {
      namePrefix: prefix,
      api: api.api,
      functions,
      table: props.table,
      indexNames,
      alarmAction: props.alarmAction,
      apiKeyDaysLeft: api.apiKeyRenewal.metricDaysLeft(),
      firewall: { webAclName: api.firewall.webAclName, ruleNames: RATE_RULES.map((rule) => rule.name) },
      provisioningHookService: devices.provisioning.hook.serviceName,
    });
    this.dashboard = new StageDashboard(this, 'Dashboard', {
      dashboardName: prefix,
      // The queues' own alarms live with their queues; the dashboard shows them all.
      alarms: [
        ...this.alarms.alarms,
        devices.queue.deadLetterAlarm,
        devices.queue.ageAlarm,
        exports.queue.deadLetterAlarm,
        exports.queue.ageAlarm,
      ],
      deviceQueue: devices.queue.queue,
      deviceDeadLetterQueue: devices.queue.deadLetterQueue,
      exportQueue: exports.queue.queue,
      consumer,
      consumerService: devices.consumer.serviceName,
      functions,
      api: api.api,
      webAclName: api.firewall.webAclName,
      rateRules: RATE_RULES,
      table: props.table,
      indexNames,
    });
    new CfnOutput(this, 'DashboardName', { value: prefix });
  }
}
