/**
 * The one Lambda construct: every product function gets the same runtime, architecture, tracing,
 * log retention and bundling, so stacks only say what differs (entry, description, environment).
 */
import type { ApiKeyRenewalEnvInput } from '@classpulse/functions/auth/api-key-renewal';
import type { FunctionEnvInput } from '@classpulse/functions/config/env';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeArnWildcard, LAMBDA_BASIC_EXECUTION } from '../nag.ts';
import { PATHS, REPO_ROOT } from '../paths.ts';
import { LAMBDA_RUNTIME, productBundling } from './function-bundling.ts';

export interface ProductFunctionProps {
  /** Absolute path of the handler module; it must export `handler`. */
  readonly entry: string;
  readonly description: string;
  /**
   * Typed by the functions' own env schema, so a missing variable fails the infra build (the
   * API key renewer has its own small one: it touches no table).
   */
  readonly environment: FunctionEnvInput | ApiKeyRenewalEnvInput;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default one month */
  readonly logRetention?: RetentionDays;
  /** What happens to the log group when the function goes away. @default DESTROY */
  readonly logRemovalPolicy?: RemovalPolicy;
  /** Concurrency held for it, and its cap (infra/lib/concurrency.ts). @default none: the account's pool */
  readonly reservedConcurrentExecutions?: number;
}

/** The CloudWatch namespace of the functions' own metrics (functions/src/kernel/observability.ts). */
export const METRICS_NAMESPACE = 'ClassPulse';

export class ProductFunction extends Construct {
  /** The handler module it is bundled from (the parity test rebuilds each function's bundle from it). */
  readonly entry: string;
  readonly lambda: NodejsFunction;
  readonly logGroup: LogGroup;
  /** The `service` of its log lines and the dimension of its metrics: `<stack>-<id>`, unique per stage. */
  readonly serviceName: string;

  constructor(scope: Construct, id: string, props: ProductFunctionProps) {
    super(scope, id);
    this.serviceName = `${Stack.of(this).stackName}-${id}`;
    this.entry = props.entry;

    // An explicit log group (not the deprecated logRetention custom resource) so retention and
    // removal are part of the stack.
    this.logGroup = new LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: props.logRemovalPolicy ?? RemovalPolicy.DESTROY,
    });

    this.lambda = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      tracing: Tracing.ACTIVE,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      logGroup: this.logGroup,
      environment: {
        ...toLambdaEnvironment(props.environment),
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: this.serviceName,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      },
      projectRoot: REPO_ROOT,
      depsLockFilePath: PATHS.lockFile,
      bundling: productBundling(props.entry),
    });

    acknowledge(
      this,
      [LAMBDA_BASIC_EXECUTION],
      "AWS managed AWSLambdaBasicExecutionRole is the minimal log-writing policy; logs go to the function's own log group.",
    );
    acknowledge(
      this,
      ['AwsSolutions-IAM5[Resource::*]'],
      'Only X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords), which has no resource-level permissions (asserted in infra tests).',
    );
    acknowledge(
      this,
      ['AwsSolutions-L1'],
      'Node.js 22 on purpose: the oldest supported LTS, the major the local stack runs the functions on (infra/local/lambda-node.ts; the tooling stays on Node 20.19+), and what the AWS SDK needs from 2027; 24 is one line in function-bundling.ts (docs/deploy.md).',
    );
  }

  /**
   * One more variable of the functions' env schema, for a value known only after the function
   * exists (the resolver's own API URL, api-stack.ts); typed like `environment`.
   */
  addEnvironment(name: keyof FunctionEnvInput, value: string): void {
    this.lambda.addEnvironment(name, value);
  }

  /**
   * These DynamoDB actions on the table (and Query on its indexes): only what the function's code
   * calls (infra/test/least-privilege.test.ts reads each bundle's SDK commands against its grants).
   */
  grantTable(table: ITable, actions: readonly TableAction[]): void {
    this.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: [...actions],
        resources: [
          table.tableArn,
          // The indexes are read only by Query.
          ...(actions.includes('dynamodb:Query') ? [`${table.tableArn}/index/*`] : []),
        ],
      }),
    );
    acknowledgeArnWildcard(
      this,
      table,
      '/index/*',
      "Queries every index of the product's single table (functions/src/data/table.ts); the index names are the table's own.",
    );
  }

  /**
   * These object actions under `prefix` of the bucket. A function that reads objects also gets
   * s3:ListBucket on that prefix: without it S3 answers a missing key with 403 AccessDenied, not
   * 404 NoSuchKey, and the code tells "no such file" by NoSuchKey (data/files-bucket.ts).
   */
  grantObjects(bucket: IBucket, actions: readonly ObjectAction[], prefix = ''): void {
    this.lambda.addToRolePolicy(
      new PolicyStatement({ actions: [...actions], resources: [bucket.arnForObjects(`${prefix}*`)] }),
    );
    if (!actions.includes('s3:GetObject')) return;
    this.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        ...(prefix ? { conditions: { StringLike: { 's3:prefix': `${prefix}*` } } } : {}),
      }),
    );
  }

  /** secretsmanager:GetSecretValue on the secret, and nothing else of it (no DescribeSecret). */
  grantSecretValue(secret: ISecret): void {
    this.lambda.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
  }

  /** sqs:SendMessage on the queue (SQS-managed encryption needs no KMS grant). */
  grantSendMessage(queue: IQueue): void {
    this.lambda.addToRolePolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }),
    );
  }
}

/** The DynamoDB actions a function may be granted (TransactWriteItems needs its items' actions). */
export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:Query'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:ConditionCheckItem';

export const TABLE_READS: readonly TableAction[] = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
];
/** Single writes, batch writes and transactions (whose Put, Update, Delete and ConditionCheck items need theirs). */
export const TABLE_WRITES: readonly TableAction[] = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
export const TABLE_READ_WRITE: readonly TableAction[] = [...TABLE_READS, ...TABLE_WRITES];

/** The S3 object actions a function may be granted. */
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

/** Lambda wants strings; the schema's input type also admits numbers for coerced settings. */
function toLambdaEnvironment(environment: FunctionEnvInput | ApiKeyRenewalEnvInput): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(environment)) {
    if (value !== undefined) result[key] = String(value);
  }
  return result;
}
