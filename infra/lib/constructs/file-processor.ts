/**
 * The file processor (functions/src/handlers/file-processor.ts, docs/files.md "How a file
 * arrives"): the files bucket's "Object Created" events for keys under `pending/`, delivered by
 * EventBridge, run it; it decodes and re-encodes images with sharp (linux-arm64, installed beside
 * its bundle: function-bundling.ts NATIVE_MODULES) and records the File.
 *
 * EventBridge rather than a bucket notification: the bucket lives in the data stack, the function
 * here, and a notification would make the data stack depend on this one (a cycle); the bucket only
 * turns EventBridge on (data-stack.ts).
 */
import { PENDING_PREFIX } from '@classpulse/functions/domain/files/direct-uploads';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { RESERVED_CONCURRENCY } from '../concurrency.ts';
import { PATHS } from '../paths.ts';
import { ProductFunction, TABLE_READ_WRITE } from './product-function.ts';

export interface FileProcessorProps {
  readonly stageName: string;
  readonly table: ITable;
  readonly filesBucket: IBucket;
  /** The environment of the API's functions (table, bucket, FILES_URL_PREFIX). */
  readonly environment: ConstructorParameters<typeof ProductFunction>[2]['environment'];
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

/** A 10 MB photo decoded whole (up to 100 megapixels) needs the memory; memory is also CPU. */
export const FILE_PROCESSOR_MEMORY_MB = 2048;

export class FileProcessor extends Construct {
  readonly function: ProductFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: FileProcessorProps) {
    super(scope, id);
    this.function = new ProductFunction(this, 'Function', {
      entry: PATHS.fileProcessorHandler,
      description: `ClassPulse ${props.stageName}: uploaded files under ${PENDING_PREFIX} checked, normalised and recorded`,
      environment: props.environment,
      memorySize: FILE_PROCESSOR_MEMORY_MB,
      reservedConcurrentExecutions: RESERVED_CONCURRENCY.fileProcessor,
      timeout: Duration.seconds(60),
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
    });
    // Reads pending objects, writes final ones and refusals, deletes pending ones; records the File.
    this.function.grantObjects(props.filesBucket, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
    this.function.grantTable(props.table, TABLE_READ_WRITE);

    this.rule = new Rule(this, 'PendingUploads', {
      description: `ClassPulse ${props.stageName}: a browser upload arrived in the files bucket`,
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.filesBucket.bucketName] },
          object: { key: [{ prefix: PENDING_PREFIX }] },
        },
      },
      // Lambda's asynchronous retries (two) cover a failed run; EventBridge's own cover delivery.
      targets: [
        new LambdaFunction(this.function.lambda, { retryAttempts: 8, maxEventAge: Duration.hours(2) }),
      ],
    });
  }
}
