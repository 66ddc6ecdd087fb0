/**
 * Least privilege across stages (docs/security.md "Least privilege"), read from a distributor's
 * stage as `cdk synth -c stage=acme` writes it:
 * - every action a product function's role holds is one its code can call: each function's
 *   bundle is built as CDK builds it (the AWS SDK left external, so every SDK command the code
 *   reaches stays an import) and its commands are mapped to IAM actions;
 * - every role an AWS service assumes carries the confused-deputy conditions, and every
 *   service's right to invoke a function names its source;
 * - a certificate update is checked in code (devices/fleet/credentials.ts) and scoped in IAM as
 *   far as IoT allows.
 */
import { tmpdir } from 'node:os';
import { relative } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { esbuildOptions } from '../lib/constructs/function-bundling.ts';
import { ProductFunction } from '../lib/constructs/product-function.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

const DYNAMO_WRITES_OF_A_TRANSACTION = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];
/** A missing key is 404 NoSuchKey only to a caller who may list the bucket (data/files-bucket.ts). */
const S3_READ = ['s3:GetObject', 's3:ListBucket'];

/** The IAM actions each SDK command (or presigning helper) of a bundle needs, by module. */
const ACTIONS_OF: Record<string, Record<string, string[]>> = {
  '@aws-sdk/lib-dynamodb': {
    GetCommand: ['dynamodb:GetItem'],
    BatchGetCommand: ['dynamodb:BatchGetItem'],
    TransactGetCommand: ['dynamodb:GetItem'],
    QueryCommand: ['dynamodb:Query'],
    ScanCommand: ['dynamodb:Scan'],
    PutCommand: ['dynamodb:PutItem'],
    UpdateCommand: ['dynamodb:UpdateItem'],
    DeleteCommand: ['dynamodb:DeleteItem'],
    BatchWriteCommand: ['dynamodb:BatchWriteItem'],
    TransactWriteCommand: DYNAMO_WRITES_OF_A_TRANSACTION,
  },
  '@aws-sdk/client-s3': {
    GetObjectCommand: S3_READ,
    HeadObjectCommand: S3_READ,
    PutObjectCommand: ['s3:PutObject'],
    DeleteObjectCommand: ['s3:DeleteObject'],
  },
  '@aws-sdk/s3-presigned-post': { createPresignedPost: ['s3:PutObject'] },
  '@aws-sdk/client-sqs': { SendMessageCommand: ['sqs:SendMessage'] },
  '@aws-sdk/client-secrets-manager': { GetSecretValueCommand: ['secretsmanager:GetSecretValue'] },
  '@aws-sdk/client-iot-data-plane': { PublishCommand: ['iot:Publish'] },
  '@aws-sdk/client-iot': {
    ListThingPrincipalsCommand: ['iot:ListThingPrincipals'],
    ListPrincipalThingsCommand: ['iot:ListPrincipalThings'],
    UpdateCertificateCommand: ['iot:UpdateCertificate'],
  },
  '@aws-sdk/client-appsync': { UpdateApiKeyCommand: ['appsync:UpdateApiKey'] },
  '@aws-sdk/client-cloudwatch': { PutMetricDataCommand: ['cloudwatch:PutMetricData'] },
};

/** Imported names that call nothing: clients, errors, credential and presigning helpers. */
const CALLS_NOTHING = /(Client|Exception|^defaultProvider$|^getSignedUrl$)$/;

/** Modules that sign their own requests: the IAM-only GraphQL mutations (devices/iam-graphql.ts). */
const SIGNED_REQUESTS: Record<string, string[]> = {
  'functions/src/devices/iam-graphql.ts': ['appsync:GraphQL'],
  'functions/src/auth/api-key-renewal.ts': ['appsync:UpdateApiKey'],
};

/** The IAM actions a function's code can call, read from its bundle; unmapped SDK names fail the test. */
async function actionsOfCode(entry: string): Promise<{ actions: Set<string>; unmapped: string[] }> {
  const options = esbuildOptions(entry, tmpdir());
  const result = await build({ ...options, write: false, logLevel: 'error', minify: false });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))?.text ?? '';
  const actions = new Set<string>();
  const unmapped: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)"/g)) {
    const [, names = '', module = ''] = match;
    for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
      if (!name || CALLS_NOTHING.test(name)) continue;
      const mapped = ACTIONS_OF[module]?.[name];
      if (mapped) for (const action of mapped) actions.add(action);
      else unmapped.push(`${module} ${name}`);
    }
  }
  const inputs = Object.keys(result.metafile.inputs).map((input) => relative(REPO_ROOT, input));
  for (const [module, signed] of Object.entries(SIGNED_REQUESTS))
    if (inputs.includes(module)) for (const action of signed) actions.add(action);
  return { actions, unmapped };
}

/** The statements of the role's policies in its stack's template. */
function roleStatements(fn: ProductFunction): Statement[] {
  const role = fn.lambda.role?.node.defaultChild as CfnRole;
  const stack = Stack.of(fn);
  const roleId = stack.getLogicalId(role);
  const policies = Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'));
  return policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/** X-Ray's, added by active tracing for the runtime's daemon, not by our code. */
const TRACING = (action: string) => action.startsWith('xray:');

/**
 * What Lambda's SQS poller calls with the function's role for its event source mapping (the
 * consumer, the export worker): the runtime's, not the code's.
 */
const SQS_POLLER = [
  'sqs:ReceiveMessage',
  'sqs:DeleteMessage',
  'sqs:ChangeMessageVisibility',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
];

function hasQueueTrigger(fn: ProductFunction): boolean {
  const mappings = Template.fromStack(Stack.of(fn)).findResources('AWS::Lambda::EventSourceMapping');
  const fnId = Stack.of(fn).getLogicalId(fn.lambda.node.defaultChild as CfnFunction);
  return Object.values(mappings).some((mapping) =>
    JSON.stringify(mapping.Properties.FunctionName).includes(fnId),
  );
}

describe('least privilege (a distributor stage: acme)', () => {
  let stacks: ClassPulseStacks;
  let functions: ProductFunction[];

  beforeAll(() => {
    stacks = addClassPulseStacks(
      testApp(),
      stageConfig('acme', { distributor: { title: 'Acme Schools', adminUid: 'acme-admin' } }),
    );
    functions = stacks.data.node.root.node.findAll().filter((c) => c instanceof ProductFunction);
  }, 120_000);

  it('grants each function only actions its code calls', async () => {
    // Act
    const report: string[] = [];
    const unused: string[] = [];
    const unmapped: string[] = [];
    for (const fn of functions) {
      const code = await actionsOfCode(fn.entry);
      const polled = hasQueueTrigger(fn);
      const granted = new Set(
        roleStatements(fn)
          .flatMap((statement) => [statement.Action].flat())
          .filter((action) => !TRACING(action) && !(polled && SQS_POLLER.includes(action))),
      );
      const name = relative(REPO_ROOT, fn.entry);
      report.push(`${name}: ${[...granted].sort().join(' ')}`);
      for (const action of granted) if (!code.actions.has(action)) unused.push(`${name} ${action}`);
      unmapped.push(...code.unmapped.map((what) => `${name} ${what}`));
    }
    console.log(`Granted actions per function:\n  ${report.join('\n  ')}`);

    // Assess: every function looked at, no grant its code cannot use, every SDK name understood
    expect(functions.length).toBeGreaterThanOrEqual(9);
    expect(unmapped).toEqual([]);
    expect(unused).toEqual([]);
  }, 240_000);

  it('gives the answer consumer no right on the token secret, which it never reads', () => {
    const statements = roleStatements(stacks.devices.consumer);

    expect(JSON.stringify(statements)).not.toContain('secretsmanager:');
    expect(JSON.stringify(statements)).toContain('sqs:SendMessage');
  });

  it('lets the authorizer read the table, never write it', () => {
    const actions = roleStatements(stacks.api.authorizerFunction).flatMap((s) => [s.Action].flat());

    expect(actions.filter((action) => action.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
    ]);
  });

  it('updates certificates only as far as IoT allows, with the stage checked in code first', () => {
    // Act
    const statements = roleStatements(stacks.api.resolverFunction);
    const of = (action: string) => statements.filter((s) => [s.Action].flat().includes(action));

    // Assess: the things' principals of this stage only; any certificate by id; its things read first
    expect(JSON.stringify(of('iot:ListThingPrincipals')[0]?.Resource)).toContain(
      ':thing/classpulse-acme-scanner:*',
    );
    expect(JSON.stringify(of('iot:UpdateCertificate')[0]?.Resource)).toMatch(/:cert\/\*"/);
    expect(of('iot:ListPrincipalThings')).toHaveLength(1);
  });

  it('puts the confused-deputy conditions on every role an AWS service other than Lambda assumes', () => {
    // Act
    const roles = Object.values(stacks).flatMap((stack: Stack) =>
      Object.entries(Template.fromStack(stack).findResources('AWS::IAM::Role')).map(([id, role]) => ({
        id: `${stack.stackName}/${id}`,
        statements: role.Properties.AssumeRolePolicyDocument.Statement as {
          Principal: { Service?: string };
          Condition?: Record<string, Record<string, unknown>>;
        }[],
      })),
    );
    const serviceRoles = roles.flatMap(({ id, statements }) =>
      statements
        .filter((s) => s.Principal.Service && s.Principal.Service !== 'lambda.amazonaws.com')
        .map((s) => ({ id, service: s.Principal.Service, condition: s.Condition ?? {} })),
    );

    // Assess: the topic rules', the provisioning template's and the logging's IoT roles, AppSync's
    // log role and the role it invokes the resolver with
    expect(serviceRoles.map(({ service }) => service).sort()).toEqual([
      'appsync.amazonaws.com',
      'appsync.amazonaws.com',
      'iot.amazonaws.com',
      'iot.amazonaws.com',
      'iot.amazonaws.com',
    ]);
    for (const { id, condition } of serviceRoles) {
      const keys = Object.values(condition).flatMap((byKey) => Object.keys(byKey));
      expect(keys.sort(), id).toEqual(['aws:SourceAccount', 'aws:SourceArn']);
    }
    const rules = serviceRoles.find(({ id }) => id.includes('TopicRuleRole'));
    expect(JSON.stringify(rules?.condition)).toContain(':rule/classpulse_acme_scanners_presses');
    expect(JSON.stringify(rules?.condition)).not.toMatch(/rule\/[^"]*\*/);
  });

  it('names the source of every service permitted to invoke a function', () => {
    const permissions = Object.values(stacks).flatMap((stack: Stack) =>
      Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Permission')),
    );
    const fromServices = permissions.filter((p) => String(p.Properties.Principal).endsWith('.amazonaws.com'));

    expect(fromServices.length).toBeGreaterThanOrEqual(4);
    for (const permission of fromServices)
      expect(permission.Properties.SourceArn ?? permission.Properties.SourceAccount).toBeDefined();
  });
});
