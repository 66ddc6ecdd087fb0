/**
 * Infrastructure assertions: synthesizes the stacks of a stage as bin/app.ts does (see ./synth.ts)
 * and checks the resources the product depends on.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassPulseStacks } from '../lib/classpulse-app.ts';
import type { ProductFunction } from '../lib/constructs/product-function.ts';
import { schemaDocument, schemaSdl } from '../lib/graphql-schema.ts';
import { resolvableRootFields } from '../lib/schema-fields.ts';
import { stageConfig } from '../lib/stage.ts';
import { type Synthesized, synthesize, testApp } from './synth.ts';

function functionProperties(template: Template, fn: ProductFunction): Record<string, unknown> {
  const logicalId = Stack.of(fn).getLogicalId(fn.lambda.node.defaultChild as CfnFunction);
  const resource = template.toJSON().Resources[logicalId];
  expect(resource, `Lambda ${logicalId} in the template`).toBeDefined();
  return resource.Properties;
}

const TLS_ONLY_STATEMENT = Match.objectLike({
  Effect: 'Deny',
  Action: 's3:*',
  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
});

describe('ClassPulse CDK app (dev stage)', () => {
  let dev: Synthesized;

  beforeAll(() => {
    dev = synthesize('dev');
  }, 60_000);

  it('names the stacks ClassPulse-<stage>-<concern>', () => {
    // Prepare / Act: synthesized in beforeAll
    const names = Object.values(dev.stacks).map((stack) => stack.stackName);

    // Assess
    expect(names).toEqual([
      'ClassPulse-dev-Data',
      'ClassPulse-dev-Api',
      'ClassPulse-dev-Devices',
      'ClassPulse-dev-Exports',
      'ClassPulse-dev-Web',
      'ClassPulse-dev-Monitoring',
    ]);
  });

  it('builds an on-demand table with pk/sk keys, both GSIs, point-in-time recovery and TTL', () => {
    // Prepare
    const gsi = (name: string) =>
      Match.objectLike({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}pk`, KeyType: 'HASH' },
          { AttributeName: `${name}sk`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });

    // Act / Assess
    dev.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    dev.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: Match.arrayWith([gsi('gsi1'), gsi('gsi2'), gsi('gsi3')]),
    });
  });

  it('generates a 64-character token signing secret without punctuation at deploy time', () => {
    dev.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 64 },
    });
  });

  it('makes the uncached Lambda authorizer the default auth mode with API key and IAM as additional modes', () => {
    dev.api.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AWS_LAMBDA',
      LambdaAuthorizerConfig: Match.objectLike({ AuthorizerResultTtlInSeconds: 0 }),
      AdditionalAuthenticationProviders: [
        Match.objectLike({ AuthenticationType: 'API_KEY' }),
        Match.objectLike({ AuthenticationType: 'AWS_IAM' }),
      ],
      XrayEnabled: true,
      LogConfig: Match.objectLike({ FieldLogLevel: 'ERROR', ExcludeVerboseContent: true }),
    });
    dev.api.resourceCountIs('AWS::AppSync::ApiKey', 1);
  });

  it('gives AppSync the merged schema, which has no type extensions', () => {
    const schemas = Object.values(dev.api.findResources('AWS::AppSync::GraphQLSchema'));

    expect(schemas.map((resource) => resource.Properties.Definition)).toEqual([schemaSdl()]);
    expect(schemaSdl()).not.toMatch(/\bextend\s+type\b/);
  });

  it('attaches one Lambda-backed APPSYNC_JS resolver to every Query, Mutation and Subscription field of the schema', () => {
    // Prepare
    const expected = resolvableRootFields(schemaDocument()).map((f) => `${f.typeName}.${f.fieldName}`);

    // Act
    const resolvers = Object.values(dev.api.findResources('AWS::AppSync::Resolver')).map(
      (resource) => resource.Properties,
    );

    // Assess
    expect(expected).toEqual(
      expect.arrayContaining(['Query.me', 'Query.version', 'Mutation.signin', 'Subscription.onNotice']),
    );
    expect(resolvers).toHaveLength(expected.length);
    expect(resolvers.map((r) => `${r.TypeName}.${r.FieldName}`).sort()).toEqual([...expected].sort());
    for (const resolver of resolvers) {
      expect(resolver).toMatchObject({
        Kind: 'UNIT',
        Runtime: { Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' },
        CodeS3Location: expect.anything(),
      });
    }
    dev.api.resourceCountIs('AWS::AppSync::DataSource', 1);
    dev.api.hasResourceProperties('AWS::AppSync::DataSource', { Type: 'AWS_LAMBDA' });
  });

  it('runs the authorizer and the resolver on Node 22, arm64, with active tracing and 512 MB', () => {
    for (const fn of [dev.stacks.api.authorizerFunction, dev.stacks.api.resolverFunction]) {
      // Act
      const properties = functionProperties(dev.api, fn);

      // Assess
      expect(properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        MemorySize: 512,
        Timeout: 10,
        LoggingConfig: { LogGroup: expect.anything() },
      });
    }
    // The authorizer's, the resolver's, the file function's, the file processor's, the API key
    // renewer's and the file API's access logs.
    dev.api.resourcePropertiesCountIs('AWS::Logs::LogGroup', { RetentionInDays: 30 }, 6);
  });

  it('gives the functions the table name, the secret ARN and the app version', () => {
    // Act
    const variables = (
      functionProperties(dev.api, dev.stacks.api.resolverFunction) as {
        Environment: { Variables: Record<string, unknown> };
      }
    ).Environment.Variables;

    // Assess
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'TOKEN_SECRET_ARN', 'APP_VERSION']),
    );
    // A cross-stack reference (weak or strong, per cdk.json) to the data stack, not a literal.
    expect(JSON.stringify(variables.TABLE_NAME)).toContain('ClassPulse-dev-Data');
    expect(JSON.stringify(variables.TOKEN_SECRET_ARN)).toContain('ClassPulse-dev-Data');
    expect(variables.APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(variables).not.toHaveProperty('TOKEN_SECRET');
  });

  it('grants the resolver read/write on the table and the value of the secret', () => {
    // Act
    const actions = Object.values(dev.api.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('GraphqlFunction'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .flatMap((statement: { Action: string | string[] }) => [statement.Action].flat());

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'secretsmanager:GetSecretValue']),
    );
  });

  it('keeps the files and console buckets private, encrypted and TLS-only', () => {
    for (const template of [dev.data, dev.web]) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: { Statement: Match.arrayWith([TLS_ONLY_STATEMENT]) },
      });
    }
    dev.web.hasResourceProperties('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });
  });

  it('serves the console through CloudFront with an origin access control', () => {
    dev.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    dev.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
      }),
    });
  });

  it('writes the runtime config.json from the API stack outputs and the region, then invalidates', () => {
    // Act
    const shell = Object.values(dev.web.findResources('Custom::CDKBucketDeployment')).find((resource) =>
      JSON.stringify(resource.Properties.SourceMarkers ?? []).includes('GraphQLUrl'),
    );

    // Assess: the deploy-time values of config.json are markers resolved by CloudFormation
    expect(shell, 'the deployment that writes config.json').toBeDefined();
    const markers = JSON.stringify(shell?.Properties.SourceMarkers);
    expect(markers).toContain('ClassPulse-dev-Api');
    expect(markers).toMatch(/ApiKey/);
    expect(markers).toContain('AWS::Region');
    expect(shell?.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('outputs the GraphQL URL and the console URL', () => {
    dev.api.hasOutput('GraphqlUrl', {});
    dev.web.hasOutput('ConsoleUrl', {});
  });

  it('tags resources with project and stage', () => {
    dev.data.hasResourceProperties('AWS::DynamoDB::Table', {
      Tags: Match.arrayWith([
        { Key: 'project', Value: 'classpulse' },
        { Key: 'stage', Value: 'dev' },
      ]),
    });
  });
});

describe('API key rotation', () => {
  it('replaces the API key under a new construct id when the stage key generation is bumped', () => {
    // Prepare
    const app = testApp();

    // Act
    const stacks = addClassPulseStacks(app, stageConfig('dev', { apiKeyGeneration: 2 }));

    // Assess
    const keys = Object.keys(Template.fromStack(stacks.api).findResources('AWS::AppSync::ApiKey'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^ApiGen2ApiKey/);
  });
});

describe('stage configuration', () => {
  it('rejects a stage name that cannot be part of a stack name', () => {
    expect(() => stageConfig('Prod_1')).toThrow(/Invalid stage/);
  });
});
