/**
 * The resolver function's path to the scanners: sendRegisterRequest publishes through the IoT
 * data plane in AWS, so the function needs IOT_DATA_ENDPOINT (the Api stack's own lookup) and
 * iot:Publish on the register request topics and nothing else (docs/devices-mqtt.md "(d) Registration").
 */
import { registerRequestTopic } from '@classpulse/functions/devices/topics';
import { Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Synthesized, synthesize } from './synth.ts';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('resolver function and register requests (dev stage)', () => {
  let dev: Synthesized;

  beforeAll(() => {
    dev = synthesize('dev');
  }, 60_000);

  it('may iot:Publish only on every scanner register request topic', () => {
    // Act
    const statements = Object.values(dev.api.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('GraphqlFunction'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);

    // Assess: one publish statement, one topic pattern (an IAM wildcard for the scid only)
    const iot = statements.filter((s) => JSON.stringify(s.Action).includes('iot:Publish'));
    expect(iot).toHaveLength(1);
    expect(iot[0]).toMatchObject({ Effect: 'Allow', Action: 'iot:Publish' });
    const resources = [iot[0]?.Resource].flat();
    expect(resources).toHaveLength(1);
    const topic = JSON.stringify(resources[0]).match(/:topic\/([^"]+)"/)?.[1];
    expect(topic).toBe('classpulse/dev/scanners/*/register/requests');
    expect(topic?.replace('*', 'SCN-0001')).toBe(registerRequestTopic('dev', 'SCN-0001'));
  });

  it("may deactivate only this stage's scanners' certificates", () => {
    // Act
    const statements = Object.values(dev.api.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('GraphqlFunction'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const list = statements.find((s) => s.Action === 'iot:ListThingPrincipals');
    const update = statements.find((s) => s.Action === 'iot:UpdateCertificate');

    // Assess
    expect(JSON.stringify(list?.Resource)).toContain(':thing/classpulse-dev-scanner:*');
    expect(JSON.stringify(update?.Resource)).toContain(':cert/*');
  });

  it('gets IOT_DATA_ENDPOINT from the Api stack own describeEndpoint lookup', () => {
    // Act
    const fn = dev.stacks.api.resolverFunction;
    const logicalId = Stack.of(fn).getLogicalId(fn.lambda.node.defaultChild as CfnFunction);
    const variables = dev.api.toJSON().Resources[logicalId].Properties.Environment.Variables;
    const lookups = Object.entries(dev.api.findResources('Custom::AWS')).filter(([id]) =>
      id.startsWith('IotDataEndpoint'),
    );

    // Assess: https:// plus the endpoint address the lookup in this same stack returns
    expect(lookups).toHaveLength(1);
    const [lookupId, lookup] = lookups[0] ?? [];
    expect(JSON.stringify(lookup?.Properties)).toContain('describeEndpoint');
    expect(JSON.stringify(lookup?.Properties)).toContain('iot:Data-ATS');
    const endpoint = JSON.stringify(variables.IOT_DATA_ENDPOINT);
    expect(endpoint).toContain('https://');
    expect(endpoint).toContain(`"${lookupId}","endpointAddress"`);
  });
});
