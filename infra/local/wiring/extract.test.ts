/**
 * S3 notifications are read from either form a template can take (on the bucket, or through
 * CDK's Custom::S3BucketNotifications), so an S3-event function added in infra shows up in the
 * local wiring, and the local stack refuses to start until it serves it.
 */
import { describe, expect, it } from 'vitest';
import type { CfnTemplate, StageAssembly } from './assembly';
import { extractWiring } from './extract';
import { TEMPLATE_PLACEHOLDERS } from './placeholders';

const FUNCTION = {
  Type: 'AWS::Lambda::Function',
  Properties: {
    Handler: 'index.handler',
    Runtime: 'nodejs22.x',
    Environment: { Variables: { TABLE_NAME: { Ref: 'Table' } } },
  },
};

function assembly(resources: CfnTemplate['Resources']): StageAssembly {
  const template: CfnTemplate = {
    Resources: { Images: FUNCTION, Table: { Type: 'AWS::DynamoDB::Table' }, ...resources },
  };
  return {
    templates: new Map([['Data', template]]),
    functions: [
      {
        id: 'Data/Images',
        stackName: 'Data',
        logicalId: 'Images',
        entry: 'functions/src/handlers/images.ts',
        handler: 'index.handler',
        runtime: 'nodejs22.x',
        environment: FUNCTION.Properties.Environment.Variables,
      },
    ],
    cdkProviders: [],
  };
}

const FUNCTION_ARN = { 'Fn::GetAtt': ['Images', 'Arn'] };

describe('S3 notifications in the local wiring', () => {
  it("reads CDK's notification resource: bucket, events and key filter", () => {
    const stage = assembly({
      Files: { Type: 'AWS::S3::Bucket' },
      FilesNotifications: {
        Type: 'Custom::S3BucketNotifications',
        Properties: {
          BucketName: { Ref: 'Files' },
          NotificationConfiguration: {
            LambdaFunctionConfigurations: [
              {
                Events: ['s3:ObjectCreated:*'],
                Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
                LambdaFunctionArn: FUNCTION_ARN,
              },
            ],
          },
        },
      },
    });

    const wiring = extractWiring('local', stage, 'test');

    expect(wiring.functions[0]?.triggers).toEqual([
      { kind: 's3-notification', bucket: 'Data/Files', events: ['s3:ObjectCreated:*'], prefix: 'uploads/' },
    ]);
    expect(wiring.functions[0]?.environment).toEqual({ TABLE_NAME: TEMPLATE_PLACEHOLDERS.tableName });
  });

  it("reads a notification written on the bucket's own NotificationConfiguration", () => {
    const stage = assembly({
      Files: {
        Type: 'AWS::S3::Bucket',
        Properties: {
          NotificationConfiguration: {
            LambdaConfigurations: [
              {
                Event: 's3:ObjectCreated:Put',
                Filter: { S3Key: { Rules: [{ Name: 'suffix', Value: '.heic' }] } },
                Function: FUNCTION_ARN,
              },
            ],
          },
        },
      },
    });

    const wiring = extractWiring('local', stage, 'test');

    expect(wiring.functions[0]?.triggers).toEqual([
      { kind: 's3-notification', bucket: 'Data/Files', events: ['s3:ObjectCreated:Put'], suffix: '.heic' },
    ]);
  });
});

describe('EventBridge rules on a bucket in the local wiring', () => {
  const objectCreatedRule = (source: string[]) => ({
    Type: 'AWS::Events::Rule',
    Properties: {
      EventPattern: {
        source,
        'detail-type': ['Object Created'],
        detail: { bucket: { name: [{ Ref: 'Files' }] }, object: { key: [{ prefix: 'pending/' }] } },
      },
      Targets: [{ Arn: FUNCTION_ARN, Id: 'Target0' }],
    },
  });

  it('reads the rule sending a bucket\'s "Object Created" events to a function, with its key prefix', () => {
    // Prepare
    const stage = assembly({ Files: { Type: 'AWS::S3::Bucket' }, Uploads: objectCreatedRule(['aws.s3']) });

    // Act
    const wiring = extractWiring('local', stage, 'test');

    // Assess
    expect(wiring.functions[0]?.triggers).toEqual([
      { kind: 's3-object-created-rule', rule: 'Data/Uploads', bucket: 'Data/Files', prefix: 'pending/' },
    ]);
  });

  it('refuses a rule of another pattern that invokes a product function', () => {
    // Prepare: the same rule on events the local stack never raises.
    const stage = assembly({ Files: { Type: 'AWS::S3::Bucket' }, Uploads: objectCreatedRule(['aws.ec2']) });

    // Act and assess
    expect(() => extractWiring('local', stage, 'test')).toThrow(
      /EventBridge rule of this pattern is not wired locally/,
    );
  });
});
