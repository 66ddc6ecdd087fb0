/**
 * Properties every stack must keep (issue 8 acceptance): cdk-nag AwsSolutions reports nothing
 * unacknowledged, every queue has a DLQ, every bucket blocks public access, the console bucket is
 * readable only by its CloudFront distribution, the table's indexes are the data module's, and a
 * named distributor gets its provisioning stack.
 */
import { INDEXES, TABLE_KEYS } from '@classpulse/functions/data/table';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { ProductChecks } from '../lib/nag.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';

const DISTRIBUTOR = { title: 'Business', adminUid: 'acme-admin' };

describe('every stack of a stage with a distributor', () => {
  let stacks: ClassPulseStacks;
  let templates: Template[];

  beforeAll(() => {
    stacks = addClassPulseStacks(testApp(), stageConfig('acme', { distributor: DISTRIBUTOR }));
    templates = Object.values(stacks).map((stack: Stack) => Template.fromStack(stack));
  }, 60_000);

  it('passes cdk-nag AwsSolutions with every finding acknowledged', () => {
    // Act: synthesis above ran the plugin (it throws on an unacknowledged finding); run it again for the report
    const report = new ProductChecks(stacks.data.node.root).validateScope(stacks.data.node.root);

    // Assess
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources[0]?.constructPath}`)).toEqual(
      [],
    );
    expect(report.success).toBe(true);
  });

  it('grants product functions `*` resources for X-Ray and for IoT actions without resource-level permissions only', () => {
    const roles = ['AuthorizerFunction', 'GraphqlFunction', 'AnswerConsumer', 'ProvisionFunction'];
    const statements = templates
      .flatMap((t) => Object.values(t.findResources('AWS::IAM::Policy')))
      .filter((policy) => roles.some((role) => JSON.stringify(policy.Properties.Roles).includes(role)))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    const star = statements.filter((s: { Resource: unknown }) => s.Resource === '*');
    expect(star.length).toBeGreaterThan(0);
    for (const statement of star) {
      // iot:ListPrincipalThings has no resource type in IAM (the resolver reads a certificate's things).
      expect(
        [statement.Action]
          .flat()
          .every((action: string) => action.startsWith('xray:') || action === 'iot:ListPrincipalThings'),
      ).toBe(true);
    }
  });

  it('gives every queue a dead-letter queue (a DLQ is the redrive target of another queue)', () => {
    const queues = templates.flatMap((t) => Object.entries(t.findResources('AWS::SQS::Queue')));
    expect(queues.length).toBeGreaterThanOrEqual(4);
    const targets = JSON.stringify(queues.map(([, q]) => q.Properties.RedrivePolicy ?? null));
    for (const [id, queue] of queues) {
      const hasDlq = queue.Properties.RedrivePolicy?.deadLetterTargetArn !== undefined;
      expect(hasDlq || targets.includes(id), `${id} has a DLQ or is one`).toBe(true);
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    }
  });

  it('blocks public access on every bucket', () => {
    const buckets = templates.flatMap((t) => Object.values(t.findResources('AWS::S3::Bucket')));
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();
    }
  });

  it('lets only the CloudFront distribution read the console bucket', () => {
    // Act
    const web = Template.fromStack(stacks.web);
    const statements = Object.values(web.findResources('AWS::S3::BucketPolicy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement,
    );

    // Assess
    const allows = statements.filter((s: { Effect: string }) => s.Effect === 'Allow');
    const readers = allows.filter((s: { Action: unknown }) =>
      JSON.stringify(s.Action).includes('s3:GetObject'),
    );
    expect(readers).toHaveLength(1);
    expect(readers[0]).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
    });
    expect(JSON.stringify(readers[0].Condition)).toContain('distribution/');
    for (const allow of allows) expect(allow.Principal).not.toBe('*');
  });

  it('builds the table with exactly the keys and indexes of the data module', () => {
    // Act
    const table = Object.values(Template.fromStack(stacks.data).findResources('AWS::DynamoDB::Table'))[0];

    // Assess
    expect(table?.Properties.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' },
    ]);
    const indexes = table?.Properties.GlobalSecondaryIndexes.map(
      (index: { IndexName: string; KeySchema: { AttributeName: string }[] }) => ({
        name: index.IndexName,
        partition: index.KeySchema[0]?.AttributeName,
        sort: index.KeySchema[1]?.AttributeName,
      }),
    );
    expect(indexes).toEqual(Object.values(INDEXES));
  });

  it('provisions the distributor through a custom resource with a generated password secret', () => {
    // Act
    const distributor = stacks.distributor;
    expect(distributor?.stackName).toBe('ClassPulse-acme-Distributor');
    const template = Template.fromStack(distributor as Stack);

    // Assess
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'classpulse-acme-admin/acme-admin',
      GenerateSecretString: { SecretStringTemplate: '{"uid":"acme-admin"}', GenerateStringKey: 'password' },
    });
    const [resource] = Object.values(template.findResources('Custom::ClassPulseDistributor'));
    expect(resource?.Properties).toMatchObject({
      DistributorId: 'dist-acme',
      Title: 'Business',
      AdminUid: 'acme-admin',
      AdminSecretArn: { Ref: expect.stringMatching(/^AdminPassword/) },
    });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/"password"\s*:\s*"/);
  });

  it('prefixes every stack and queue name with the stage so stages coexist', () => {
    for (const stack of Object.values(stacks) as Stack[])
      expect(stack.stackName).toMatch(/^ClassPulse-acme-/);
    const names = templates.flatMap((t) =>
      Object.values(t.findResources('AWS::SQS::Queue')).map((q) => q.Properties.QueueName),
    );
    for (const name of names) expect(name).toMatch(/^classpulse-acme-/);
  });
});

describe('cdk-nag as a synthesis check', () => {
  it('fails synthesis on a finding nobody acknowledged', () => {
    // Prepare: a queue without a DLQ and without TLS enforcement (AwsSolutions-SQS3, SQS4)
    const app = testApp();
    const stacks = addClassPulseStacks(app, stageConfig('dev'));
    new Queue(stacks.exports, 'UncheckedQueue');

    // Act / Assess
    expect(() => app.synth()).toThrow(/AwsSolutions-SQS[34]|Validation failed/);
  }, 60_000);

  it('needs no distributor stack when the deploy names none', () => {
    const stacks = addClassPulseStacks(testApp(), stageConfig('dev'));
    expect(stacks.distributor).toBeUndefined();
    expect(() => stageConfig('dev', { distributor: { title: 'X', adminUid: 'bad uid' } })).toThrow(
      /adminUid/,
    );
  });
});
