/**
 * The stage's alarms and dashboard (docs/deploy.md "Alarms and dashboard"): Lambda errors and
 * throttles per function, DynamoDB throttles on the table and its indexes, AppSync 5xx and p99
 * latency, every one to the stage's alarm topic; one dashboard named after the stage.
 */
import { INDEXES } from '@classpulse/functions/data/table';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_5XX_THRESHOLD,
  API_LATENCY_P99_MS,
  ERROR_THRESHOLDS,
  THROTTLE_THRESHOLD,
} from '../lib/constructs/stage-alarms.ts';
import { type Synthesized, synthesize } from './synth.ts';

type Properties = Record<string, unknown>;

const FUNCTIONS = [
  { label: 'authorizer', errors: ERROR_THRESHOLDS.authorizer, stack: 'Api' },
  { label: 'resolver', errors: ERROR_THRESHOLDS.other, stack: 'Api' },
  { label: 'file', errors: ERROR_THRESHOLDS.other, stack: 'Api' },
  { label: 'file-processor', errors: ERROR_THRESHOLDS.other, stack: 'Api' },
  { label: 'consumer', errors: ERROR_THRESHOLDS.other, stack: 'Devices' },
  { label: 'export-worker', errors: ERROR_THRESHOLDS.exportWorker, stack: 'Exports' },
  { label: 'provisioning-hook', errors: ERROR_THRESHOLDS.provisioningHook, stack: 'Devices' },
  { label: 'api-key-renewer', errors: ERROR_THRESHOLDS.apiKeyRenewer, stack: 'Api' },
] as const;

describe('monitoring stack (dev stage)', () => {
  let dev: Synthesized;
  let alarms: Properties[];
  let dashboardBody: string;

  beforeAll(() => {
    dev = synthesize('dev');
    alarms = Object.values(dev.monitoring.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const [dashboard] = Object.values(dev.monitoring.findResources('AWS::CloudWatch::Dashboard'));
    dashboardBody = JSON.stringify(dashboard?.Properties.DashboardBody);
  }, 60_000);

  const alarmNamed = (name: string): Properties => {
    const alarm = alarms.find((a) => a.AlarmName === name);
    expect(alarm, `alarm ${name}`).toBeDefined();
    return alarm as Properties;
  };

  it('alarms on unhandled errors of each function, at the threshold that is an incident for it', () => {
    for (const { label, errors, stack } of FUNCTIONS) {
      // Act
      const alarm = alarmNamed(`ClassPulse-dev-${label}-errors`);

      // Assess: the function is the other stack's, referenced by name
      expect(alarm).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Period: 300,
        Threshold: errors,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(JSON.stringify(alarm.Dimensions)).toContain(`ClassPulse-dev-${stack}`);
    }
    expect(ERROR_THRESHOLDS.authorizer).toBe(1);
  });

  it('watches every product function of the stage, none left out', () => {
    // Prepare: a product function logs under its stack's name (ProductFunction's service name)
    const templates = [dev.data, dev.api, dev.web, dev.devices, dev.exports, dev.monitoring];
    const services = templates
      .flatMap((t) => Object.values(t.findResources('AWS::Lambda::Function')))
      .map((fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME)
      .filter((name): name is string => typeof name === 'string');
    const perStack = (stacks: string[]) => {
      const count: Record<string, number> = {};
      for (const stack of stacks) count[stack] = (count[stack] ?? 0) + 1;
      return count;
    };
    const stackOf = (service: string) => service.replace('ClassPulse-dev-', '').split('-')[0] ?? service;

    // Assess
    expect(perStack(services.map(stackOf))).toEqual(perStack(FUNCTIONS.map((f) => f.stack)));
  });

  it('alarms on any throttle of each function', () => {
    for (const { label } of FUNCTIONS) {
      expect(alarmNamed(`ClassPulse-dev-${label}-throttles`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Throttles',
        Threshold: THROTTLE_THRESHOLD,
      });
    }
  });

  it('alarms on read and write throttles of the table and of every index, in 2 of 3 minutes', () => {
    // Act
    const alarm = alarmNamed('ClassPulse-dev-table-throttles');
    const metrics = alarm.Metrics as { Expression?: string; MetricStat?: { Metric: Properties } }[];
    const stats = metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
    const indexes = stats.map((m) => JSON.stringify(m.Dimensions).match(/gsi\d/)?.[0] ?? 'table');

    // Assess
    expect(alarm).toMatchObject({ EvaluationPeriods: 3, DatapointsToAlarm: 2, Threshold: 1 });
    expect(metrics[0]?.Expression).toBe('SUM(FILL(METRICS(), 0))');
    expect(new Set(stats.map((m) => m.MetricName))).toEqual(
      new Set(['ReadThrottleEvents', 'WriteThrottleEvents']),
    );
    expect(new Set(indexes)).toEqual(new Set(['table', ...Object.values(INDEXES).map((i) => i.name)]));
    expect(stats).toHaveLength(2 * (1 + Object.keys(INDEXES).length));
  });

  it("alarms on AppSync's 5xx and on its p99 latency for 15 minutes", () => {
    expect(alarmNamed('ClassPulse-dev-api-5xx')).toMatchObject({
      Namespace: 'AWS/AppSync',
      MetricName: '5XXError',
      Statistic: 'Sum',
      Threshold: API_5XX_THRESHOLD,
    });
    expect(alarmNamed('ClassPulse-dev-api-latency-p99')).toMatchObject({
      Namespace: 'AWS/AppSync',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Period: 300,
      EvaluationPeriods: 3,
      Threshold: API_LATENCY_P99_MS,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it("sends every alarm to the stage's alarm topic and stays quiet without traffic", () => {
    // Prepare
    const topic = Object.keys(dev.data.findResources('AWS::SNS::Topic'))[0] ?? 'no topic';

    // Assess: per function errors and throttles; table throttles, 5xx count and rate, 4xx rate,
    // p99 latency, firewall blocks, provisioning refusals and the API key's renewal
    expect(alarms).toHaveLength(2 * FUNCTIONS.length + 8);
    for (const alarm of alarms) {
      expect(JSON.stringify(alarm.AlarmActions)).toContain(topic);
      // A renewal not reported is the renewal alarm's very subject (api-key-renewal.test.ts).
      const quiet = alarm.AlarmName === 'ClassPulse-dev-api-key-renewal' ? 'breaching' : 'notBreaching';
      expect(alarm.TreatMissingData, String(alarm.AlarmName)).toBe(quiet);
    }
  });

  it('builds one dashboard named after the stage with the answer path, API, Lambda and DynamoDB', () => {
    dev.monitoring.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    dev.monitoring.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: 'ClassPulse-dev',
      DashboardBody: Match.anyValue(),
    });
    for (const metric of [
      'ApproximateNumberOfMessagesVisible', // device queue depth and dead letters
      'ApproximateAgeOfOldestMessage',
      'Duration',
      '5XXError',
      'Latency',
      'Requests',
      'BlockedRequests',
      'Errors',
      'Throttles',
      'ReadThrottleEvents',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
    ]) {
      expect(dashboardBody, metric).toContain(`\\"${metric}\\"`);
    }
    // The consumer's own counts, by the service name its function logs and counts under
    for (const metric of [
      'AnswersStored',
      'PressesRejected',
      'DeviceMessagesDeadLettered',
      'DeviceMessagesRetried',
    ])
      expect(dashboardBody, metric).toContain(
        `\\"ClassPulse\\",\\"${metric}\\",\\"service\\",\\"ClassPulse-dev-Devices-AnswerConsumer\\"`,
      );
    // The alarm widget lists this stack's alarms and the queues' own
    expect(dashboardBody).toContain('\\"type\\":\\"alarm\\"');
    expect(dashboardBody).toContain('DeviceMessagesDeadLetterAlarm');
    expect(dashboardBody).toContain('ExportRequestsAgeAlarm');
  });
});
