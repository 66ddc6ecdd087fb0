/**
 * The Excel exports (docs/exports.md): the request queue with its DLQ and alarms, and the export
 * worker (functions/src/handlers/export-worker.ts), plugged in through `addExportWorker` (the one
 * seam: event source, batch settings, rights on the exports/ prefix of the files bucket). The API's
 * resolver is given the queue's URL and the right to send to it (classpulse-app.ts).
 */

import { EXPORT_MAX_RECEIVES } from '@classpulse/functions/exports/job';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { EXPORT_WORKER_MAX_CONCURRENCY, RESERVED_CONCURRENCY } from '../concurrency.ts';
import { ProductFunction, TABLE_READ_WRITE } from '../constructs/product-function.ts';
import { WorkQueue } from '../constructs/work-queue.ts';
import { appVersion, PATHS } from '../paths.ts';
import { resourceName, type StageConfig } from '../stage.ts';
import { EXPORTS_PREFIX } from './data-stack.ts';

export interface ExportsStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly filesBucket: IBucket;
  /** The worker reads sessions, links, answers and users and writes the job items. */
  readonly table: ITable;
  /** Only its ARN: the shared environment schema names it, but the worker never reads the key. */
  readonly tokenSecretArn: string;
  readonly alarmAction?: IAlarmAction;
}

/** The worker's timeout: a large workbook (thousands of answers) is built in memory. */
export const EXPORT_WORKER_TIMEOUT = Duration.minutes(2);
/** Exports are asked for by a person waiting for a link: alarm when one waits over 5 minutes. */
export const EXPORT_QUEUE_MAX_AGE = Duration.minutes(5);

/** Room for a 100,000-answer workbook (docs/exports.md "Limits"); Lambda memory is also CPU. */
export const EXPORT_WORKER_MEMORY = 1024;

export class ExportsStack extends Stack {
  readonly queue: WorkQueue;
  readonly worker: ProductFunction;
  readonly filesBucket: IBucket;

  constructor(scope: Construct, id: string, props: ExportsStackProps) {
    super(scope, id, props);
    this.filesBucket = props.filesBucket;
    this.queue = new WorkQueue(this, 'ExportRequests', {
      queueName: resourceName(props.stage, 'export-requests'),
      consumerTimeout: EXPORT_WORKER_TIMEOUT,
      // An export that failed three times will fail again; the person can ask anew. The worker
      // marks the job failed on this last receive, so the same number is used on both sides.
      maxReceiveCount: EXPORT_MAX_RECEIVES,
      maxAge: EXPORT_QUEUE_MAX_AGE,
      alarmAction: props.alarmAction,
    });
    new CfnOutput(this, 'ExportQueueUrl', { value: this.queue.queue.queueUrl });

    this.worker = new ProductFunction(this, 'ExportWorker', {
      entry: PATHS.exportWorkerHandler,
      description: `ClassPulse ${props.stage.name}: export requests -> Excel workbooks in ${EXPORTS_PREFIX}`,
      timeout: EXPORT_WORKER_TIMEOUT,
      memorySize: EXPORT_WORKER_MEMORY,
      reservedConcurrentExecutions: RESERVED_CONCURRENCY.exportWorker,
      logRetention: props.stage.logRetention,
      logRemovalPolicy: props.stage.removalPolicy,
      environment: {
        TABLE_NAME: props.table.tableName,
        TOKEN_SECRET_ARN: props.tokenSecretArn,
        APP_VERSION: appVersion(),
        FILES_BUCKET: props.filesBucket.bucketName,
      },
    });
    this.worker.grantTable(props.table, TABLE_READ_WRITE);
    this.addExportWorker(this.worker);
  }

  /**
   * The seam for the export worker: one request per invocation, partial batch failures reported,
   * read/write on the exports prefix of the files bucket. Its timeout must be EXPORT_WORKER_TIMEOUT
   * or less, since the queue's visibility timeout is derived from it.
   */
  addExportWorker(worker: ProductFunction): void {
    worker.lambda.addEventSource(
      // Capped: a flood of export requests waits in the queue, never takes the account's pool.
      new SqsEventSource(this.queue.queue, {
        batchSize: 1,
        maxConcurrency: EXPORT_WORKER_MAX_CONCURRENCY,
        reportBatchItemFailures: true,
      }),
    );
    // Writes the workbook and signs its download link (which carries the signer's right to read it).
    worker.grantObjects(this.filesBucket, ['s3:GetObject', 's3:PutObject'], EXPORTS_PREFIX);
  }
}
