/**
 * Alarms that someone receives (docs/deploy.md "Alarms and dashboard"), on a distributor's stage:
 * the addresses of `-c alarmEmail` subscribed to the stage's topic, IoT Core's own logging, and
 * the alarms a field deployment needs besides the functions' own: AppSync's 4xx and 5xx rates,
 * requests the firewall blocked, scanner onboardings the hook refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../lib/constructs/api-firewall.ts';
import { IOT_LOG_GROUP, IOT_LOG_LEVEL } from '../lib/constructs/iot-logging.ts';
import {
  API_4XX_RATE_PERCENT,
  API_5XX_RATE_PERCENT,
  API_RATE_MIN_REQUESTS,
  PROVISIONING_REFUSALS_THRESHOLD,
  WAF_BLOCKED_THRESHOLD,
} from '../lib/constructs/stage-alarms.ts';
import { stageConfig } from '../lib/stage.ts';
import { type Synthesized, synthesize } from './synth.ts';

type Properties = Record<string, unknown>;
const OPS = ['ops@acme.example', 'oncall@acme.example'];

describe('alarm delivery (a distributor stage: acme)', () => {
  let acme: Synthesized;
  let alarms: Properties[];

  beforeAll(() => {
    acme = synthesize('acme', { throwaway: false, alarmEmails: OPS });
    alarms = Object.values(acme.monitoring.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties as Properties,
    );
  }, 120_000);

  const alarmNamed = (name: string): Properties => {
    const alarm = alarms.find((a) => a.AlarmName === `ClassPulse-acme-${name}`);
    expect(alarm, name).toBeDefined();
    return alarm as Properties;
  };

  it('subscribes each -c alarmEmail address to the stage alarm topic by e-mail', () => {
    const [topicId] = Object.keys(acme.data.findResources('AWS::SNS::Topic'));
    const subscriptions = Object.values(acme.data.findResources('AWS::SNS::Subscription')).map(
      (subscription) => subscription.Properties,
    );

    expect(subscriptions.map((s) => s.Endpoint).sort()).toEqual([...OPS].sort());
    for (const subscription of subscriptions)
      expect(subscription).toMatchObject({ Protocol: 'email', TopicArn: { Ref: topicId } });
  });

  it('subscribes nobody without the flag, and refuses what is not an address', () => {
    expect(synthesize('bare').data.findResources('AWS::SNS::Subscription')).toEqual({});
    expect(() => stageConfig('acme', { alarmEmails: ['ops at acme'] })).toThrow(/Invalid alarm e-mail/);
  }, 120_000);

  it("turns IoT Core's logging on at WARN into its log group, kept as the stage's logs", () => {
    // Act
    const [logging] = Object.values(acme.devices.findResources('AWS::IoT::Logging'));
    const groups = Object.values(acme.devices.findResources('AWS::Logs::LogGroup')).filter(
      (group) => group.Properties.LogGroupName === IOT_LOG_GROUP,
    );

    // Assess
    expect(logging?.Properties).toMatchObject({
      AccountId: { Ref: 'AWS::AccountId' },
      DefaultLogLevel: IOT_LOG_LEVEL,
    });
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ DeletionPolicy: 'Retain', Properties: { RetentionInDays: 180 } });
  });

  it('leaves IoT logging to the stage that owns it with -c iotLogging=off', () => {
    const second = synthesize('second', { iotLogging: false });

    expect(second.devices.findResources('AWS::IoT::Logging')).toEqual({});
  }, 120_000);

  it("alarms on AppSync's 4xx and 5xx shares of its requests, past a minimum of requests", () => {
    for (const [name, percent] of [
      ['api-4xx-rate', API_4XX_RATE_PERCENT],
      ['api-5xx-rate', API_5XX_RATE_PERCENT],
    ] as const) {
      // Act
      const alarm = alarmNamed(name);
      const metrics = alarm.Metrics as { Id: string; Expression?: string; MetricStat?: Properties }[];
      const expression = metrics.find((metric) => metric.Expression)?.Expression ?? '';
      const names = metrics.flatMap((m) =>
        m.MetricStat ? [(m.MetricStat.Metric as Properties).MetricName] : [],
      );

      // Assess
      expect(alarm).toMatchObject({ Threshold: percent, ComparisonOperator: 'GreaterThanThreshold' });
      expect(expression).toContain(`requests >= ${API_RATE_MIN_REQUESTS}`);
      expect(names.sort()).toEqual([name === 'api-4xx-rate' ? '4XXError' : '5XXError', 'Requests'].sort());
    }
  });

  it('alarms on requests the firewall blocked, every rate rule together', () => {
    const alarm = alarmNamed('waf-blocks');
    const metrics = (alarm.Metrics as { MetricStat?: { Metric: Properties } }[]).flatMap((m) =>
      m.MetricStat ? [m.MetricStat.Metric] : [],
    );
    const rules = metrics.map(
      (metric) =>
        (metric.Dimensions as { Name: string; Value: unknown }[]).find((d) => d.Name === 'Rule')?.Value,
    );

    expect(alarm.Threshold).toBe(WAF_BLOCKED_THRESHOLD);
    expect(metrics.every((metric) => metric.MetricName === 'BlockedRequests')).toBe(true);
    expect(rules.sort()).toEqual(RATE_RULES.map((rule) => rule.name).sort());
  });

  it('alarms on scanner onboardings the pre-provisioning hook refused', () => {
    expect(alarmNamed('provisioning-refusals')).toMatchObject({
      Namespace: 'ClassPulse',
      MetricName: 'ProvisioningRefused',
      Dimensions: [{ Name: 'service', Value: 'ClassPulse-acme-Devices-PreProvisioningHook' }],
      Statistic: 'Sum',
      Period: 900,
      Threshold: PROVISIONING_REFUSALS_THRESHOLD,
    });
  });

  it('sends every alarm of the stage to its topic', () => {
    const [topicId] = Object.keys(acme.data.findResources('AWS::SNS::Topic'));
    const everyAlarm = [acme.monitoring, acme.devices, acme.exports].flatMap((template) =>
      Object.values(template.findResources('AWS::CloudWatch::Alarm')),
    );

    expect(everyAlarm.length).toBeGreaterThan(20);
    for (const alarm of everyAlarm)
      expect(JSON.stringify(alarm.Properties.AlarmActions), String(alarm.Properties.AlarmName)).toContain(
        topicId,
      );
  });
});
