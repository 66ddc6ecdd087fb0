/**
 * The device side in AWS: IoT policies against the device contract, topic rules, the device queue
 * and the answer consumer's event source, environment and rights (docs/devices-mqtt.md).
 */
import { functionEnvSchema } from '@classpulse/functions/config/env';
import { mayPublish, maySubscribe, ruleFilters, thingName } from '@classpulse/functions/devices/topics';
import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buttonTopics,
  DEVICE_ID_VARIABLE,
  scannerTopics,
  THING_NAME_VARIABLE,
} from '../lib/device-policy.ts';
import { schemaDocument } from '../lib/graphql-schema.ts';
import { iamMutationFields } from '../lib/schema-fields.ts';
import { CONSUMER_TIMEOUT } from '../lib/stacks/devices-stack.ts';
import { type Synthesized, synthesize } from './synth.ts';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

function policyStatements(dev: Synthesized, logicalPrefix: string): Statement[] {
  const policies = dev.devices.findResources('AWS::IoT::Policy');
  const entry = Object.entries(policies).find(([id]) => id.startsWith(logicalPrefix));
  expect(entry, `IoT policy ${logicalPrefix}`).toBeDefined();
  return entry?.[1].Properties.PolicyDocument.Statement ?? [];
}

/** The topic part of a resolved IoT ARN (`{"Fn::Join": ["", [..., ":topic/classpulse/..."]]}`). */
function topicsOf(resource: unknown, kind: 'topic' | 'topicfilter'): string[] {
  const list = Array.isArray(resource) ? resource : [resource];
  return list.map((arn) => {
    const text = JSON.stringify(arn);
    const match = text.match(new RegExp(`:${kind}/([^"]+)"`));
    expect(match, `${kind} ARN in ${text}`).not.toBeNull();
    return match?.[1] ?? '';
  });
}

describe('devices stack (dev stage)', () => {
  let dev: Synthesized;

  beforeAll(() => {
    dev = synthesize('dev');
  }, 60_000);

  it('lets a scanner connect only as its own thing and use only its own topics, never a wildcard', () => {
    // Act
    const [connect, publish, subscribe, receive] = policyStatements(dev, 'ScannerPolicy');

    // Assess: connect as the thing, only when the certificate is attached to it
    expect(connect).toMatchObject({
      Action: 'iot:Connect',
      Condition: {
        Bool: { 'iot:Connection.Thing.IsAttached': 'true' },
        StringEquals: { 'iot:Connection.Thing.ThingTypeName': 'classpulse-dev-scanner' },
      },
    });
    expect(JSON.stringify(connect?.Resource)).toContain(`:client/${THING_NAME_VARIABLE}`);
    const published = topicsOf(publish?.Resource, 'topic');
    const subscribed = topicsOf(subscribe?.Resource, 'topicfilter');
    expect(publish?.Action).toBe('iot:Publish');
    expect(subscribe?.Action).toBe('iot:Subscribe');
    expect(topicsOf(receive?.Resource, 'topic')).toEqual(subscribed);
    for (const topic of [...published, ...subscribed]) {
      expect(topic).toContain(`classpulse/dev/scanners/${DEVICE_ID_VARIABLE}/`);
      expect(topic).not.toMatch(/[*+#]/);
    }
    // The same rule as the local broker's: with a real scid in place of the variable, exactly the
    // contract's own publish and subscribe topics.
    const own = (topic: string) => topic.replace(DEVICE_ID_VARIABLE, 'SCN-0001');
    const thing = thingName('dev', 'scanner', 'SCN-0001');
    expect(published.map(own).every((topic) => mayPublish(thing, topic))).toBe(true);
    expect(subscribed.map(own).every((topic) => maySubscribe(thing, topic))).toBe(true);
    expect(
      published.map(own).some((topic) => mayPublish(thingName('dev', 'scanner', 'SCN-0002'), topic)),
    ).toBe(false);
    expect(published.map((t) => t.split('/').pop())).toEqual(['presses', 'status', 'replies', 'events']);
  });

  it('gives direct buttons the same shape of policy on their own topics', () => {
    // Act
    const [, publish, subscribe] = policyStatements(dev, 'ButtonPolicy');

    // Assess
    const mac = 'AABBCCDDEE01';
    const thing = thingName('dev', 'button', mac);
    const own = (topic: string) => topic.replace(DEVICE_ID_VARIABLE, mac);
    expect(
      topicsOf(publish?.Resource, 'topic')
        .map(own)
        .every((t) => mayPublish(thing, t)),
    ).toBe(true);
    expect(
      topicsOf(subscribe?.Resource, 'topicfilter')
        .map(own)
        .every((t) => maySubscribe(thing, t)),
    ).toBe(true);
    expect(buttonTopics('dev').publish).toHaveLength(3);
    expect(scannerTopics('dev').subscribe).toHaveLength(2);
  });

  it('defines stage-prefixed thing types for scanners and buttons', () => {
    dev.devices.hasResourceProperties('AWS::IoT::ThingType', { ThingTypeName: 'classpulse-dev-scanner' });
    dev.devices.hasResourceProperties('AWS::IoT::ThingType', { ThingTypeName: 'classpulse-dev-button' });
  });

  it('routes every rule filter of the contract and scanner presence to the device queue, with the DLQ as error action', () => {
    // Prepare
    const filters = [...Object.values(ruleFilters('dev')).flat(), '$aws/events/presence/+/+'];
    const rules = Object.values(dev.devices.findResources('AWS::IoT::TopicRule')).map(
      (rule) => rule.Properties.TopicRulePayload,
    );
    const [queueId, dlqId] = queueIds(dev);

    // Assess
    expect(rules).toHaveLength(filters.length);
    expect(rules.map((rule) => rule.Sql.match(/FROM '([^']+)'/)?.[1]).sort()).toEqual([...filters].sort());
    for (const rule of rules) {
      expect(rule.Sql).toContain("encode(*, 'base64') AS body, topic() AS topic, clientid() AS clientId");
      expect(rule.RuleDisabled).toBe(false);
      expect(JSON.stringify(rule.Actions)).toContain(queueId);
      expect(JSON.stringify(rule.ErrorAction)).toContain(dlqId);
    }
  });

  it('gives the device queue a DLQ and a visibility timeout of six consumer timeouts', () => {
    dev.devices.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'classpulse-dev-device-messages',
      VisibilityTimeout: CONSUMER_TIMEOUT.toSeconds() * 6,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
      SqsManagedSseEnabled: true,
    });
  });

  it('feeds the consumer one message per invocation with partial batch failures and a concurrency cap', () => {
    dev.devices.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 50 },
    });
  });

  it('sets the consumer environment the shared env schema knows, including the AWS outlets', () => {
    // Act
    const fn = dev.stacks.devices.consumer;
    const logicalId = Stack.of(fn).getLogicalId(fn.lambda.node.defaultChild as CfnFunction);
    const variables = dev.devices.toJSON().Resources[logicalId].Properties.Environment.Variables;

    // Assess
    const known = Object.keys(functionEnvSchema.shape);
    // NODE_OPTIONS is Node's, POWERTOOLS_* are Powertools' own (service name, metrics namespace).
    const names = Object.keys(variables).filter(
      (name) => name !== 'NODE_OPTIONS' && !name.startsWith('POWERTOOLS_'),
    );
    expect(variables.POWERTOOLS_SERVICE_NAME).toBe('ClassPulse-dev-Devices-AnswerConsumer');
    expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe('ClassPulse');
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'TOKEN_SECRET_ARN',
        'GRAPHQL_URL',
        'IOT_DATA_ENDPOINT',
        'DEVICE_DLQ_URL',
      ]),
    );
    expect(JSON.stringify(variables.IOT_DATA_ENDPOINT)).toContain('https://');
    expect(JSON.stringify(variables.DEVICE_DLQ_URL)).toContain(queueIds(dev)[1]);
  });

  it('lets the consumer publish only on ack topics and call only the IAM publish mutations', () => {
    // Act
    const statements = Object.values(dev.devices.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('AnswerConsumer'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);

    // Assess
    const iot = statements.filter((s) => JSON.stringify(s.Action).includes('iot:'));
    expect(iot).toHaveLength(1);
    expect(iot[0]?.Action).toBe('iot:Publish');
    expect(topicsOf(iot[0]?.Resource, 'topic').sort()).toEqual([
      'classpulse/dev/buttons/*/acks',
      'classpulse/dev/scanners/*/acks',
    ]);
    const appsync = statements.filter((s) => s.Action === 'appsync:GraphQL');
    const fields = [...JSON.stringify(appsync).matchAll(/types\/Mutation\/fields\/(\w+)/g)].map((m) => m[1]);
    expect(fields.sort()).toEqual(iamMutationFields(schemaDocument()).sort());
    expect(fields).toContain('publishAnswers');
    expect(JSON.stringify(statements)).toContain('sqs:SendMessage');
  });

  it('alarms on the DLQ depth and on the age of the oldest device message', () => {
    dev.devices.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: Match.anyValue(),
    });
    dev.devices.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateAgeOfOldestMessage',
      Threshold: 5,
    });
  });
});

function queueIds(dev: Synthesized): [string, string] {
  const ids = Object.keys(dev.devices.findResources('AWS::SQS::Queue'));
  const queue = ids.find((id) => id.startsWith('DeviceMessagesQueue'));
  const dlq = ids.find((id) => id.startsWith('DeviceMessagesDeadLetterQueue'));
  expect(queue && dlq, 'device queue and DLQ').toBeTruthy();
  return [queue ?? '', dlq ?? ''];
}
