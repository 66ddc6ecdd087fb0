/**
 * The app token never lapses silently (docs/deploy.md "API key renewal"), on a distributor's
 * stage: a function renews the AppSync API key every day on a schedule, may update that API's
 * keys and nothing else, and the stage alarms, to its topic, well before the key could lapse.
 */
import { RENEWED_LIFETIME_DAYS } from '@classpulse/functions/auth/api-key-renewal';
import { Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_ALARM_DAYS, RENEWED_DAYS_FLOOR } from '../lib/constructs/api-key-renewal.ts';
import { type Synthesized, synthesize } from './synth.ts';

type Properties = Record<string, unknown>;

describe('API key renewal (a distributor stage: acme)', () => {
  let acme: Synthesized;
  let renewerId: string;

  beforeAll(() => {
    acme = synthesize('acme', { throwaway: false });
    const fn = acme.stacks.api.apiKeyRenewal.function.lambda;
    renewerId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
  }, 120_000);

  it('runs the renewer every day, on the key and the API the stage deploys', () => {
    // Act
    const rules = Object.values(acme.api.findResources('AWS::Events::Rule')).filter(
      (rule) => rule.Properties.ScheduleExpression,
    );
    const renewer = acme.api.toJSON().Resources[renewerId];
    const [keyId] = Object.keys(acme.api.findResources('AWS::AppSync::ApiKey'));
    const [apiId] = Object.keys(acme.api.findResources('AWS::AppSync::GraphQLApi'));

    // Assess
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Properties).toMatchObject({ ScheduleExpression: 'rate(1 day)', State: 'ENABLED' });
    expect(JSON.stringify(rules[0]?.Properties.Targets)).toContain(renewerId);
    expect(renewer.Properties.Environment.Variables).toMatchObject({
      GRAPHQL_API_ID: { 'Fn::GetAtt': [apiId, 'ApiId'] },
      API_KEY_ID: { 'Fn::GetAtt': [keyId, 'ApiKeyId'] },
    });
  });

  it('lets the renewer update the keys of this API only', () => {
    const statements = Object.values(acme.api.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('ApiKeyRenewal'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Properties[])
      .filter((statement) => !String(statement.Action).startsWith('xray:'));
    const [apiId] = Object.keys(acme.api.findResources('AWS::AppSync::GraphQLApi'));

    expect(statements).toEqual([
      { Action: 'appsync:UpdateApiKey', Effect: 'Allow', Resource: { 'Fn::GetAtt': [apiId, 'Arn'] } },
    ]);
  });

  it('alarms to the stage topic after a week without a renewal, almost a year before the key lapses', () => {
    // Act
    const alarm = Object.values(acme.monitoring.findResources('AWS::CloudWatch::Alarm'))
      .map((resource) => resource.Properties as Properties)
      .find((properties) => properties.AlarmName === 'ClassPulse-acme-api-key-renewal');

    // Assess: the renewer's own metric, every day; no report is as bad as a short key
    expect(alarm).toMatchObject({
      Namespace: 'ClassPulse',
      MetricName: 'ApiKeyDaysLeft',
      Dimensions: [{ Name: 'service', Value: 'ClassPulse-acme-Api-ApiKeyRenewer' }],
      Statistic: 'Minimum',
      Period: 86_400,
      Threshold: RENEWED_DAYS_FLOOR,
      ComparisonOperator: 'LessThanThreshold',
      EvaluationPeriods: RENEWAL_ALARM_DAYS,
      DatapointsToAlarm: RENEWAL_ALARM_DAYS,
      TreatMissingData: 'breaching',
    });
    expect(JSON.stringify(alarm?.AlarmActions)).toContain('AlarmTopic');
    // A renewed key has RENEWED_LIFETIME_DAYS - 1 whole days left, above the floor; when the alarm
    // fires the last renewal left at least this many days.
    expect(RENEWED_LIFETIME_DAYS - 1).toBeGreaterThan(RENEWED_DAYS_FLOOR);
    expect(RENEWED_LIFETIME_DAYS - RENEWAL_ALARM_DAYS).toBeGreaterThanOrEqual(300);
  });
});
