/**
 * The export queue: requests for Excel exports wait here for the export worker, which arrives with
 * a later issue and plugs in through `addExportWorker` (the one seam: event source, batch
 * settings, rights on the files bucket). Until then the queue, its DLQ and their alarms exist so
 * the API can be given its URL and the worker only adds itself.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { WorkQueue } from '../constructs/work-queue.ts';
import { resourceName, type StageConfig } from '../stage.ts';
import { EXPORTS_PREFIX } from './data-stack.ts';

export interface ExportsStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly filesBucket: IBucket;
  readonly alarmAction?: IAlarmAction;
}

/** The worker's timeout: a large workbook (thousands of answers) is built in memory. */
export const EXPORT_WORKER_TIMEOUT = Duration.minutes(2);
/** Exports are asked for by a person waiting for a link: alarm when one waits over 5 minutes. */
export const EXPORT_QUEUE_MAX_AGE = Duration.minutes(5);

export class ExportsStack extends Stack {
  readonly queue: WorkQueue;
  private readonly filesBucket: IBucket;

  constructor(scope: Construct, id: string, props: ExportsStackProps) {
    super(scope, id, props);
    this.filesBucket = props.filesBucket;
    this.queue = new WorkQueue(this, 'ExportRequests', {
      queueName: resourceName(props.stage, 'export-requests'),
      consumerTimeout: EXPORT_WORKER_TIMEOUT,
      // An export that failed three times will fail again; the person can ask anew.
      maxReceiveCount: 3,
      maxAge: EXPORT_QUEUE_MAX_AGE,
      alarmAction: props.alarmAction,
    });
    new CfnOutput(this, 'ExportQueueUrl', { value: this.queue.queue.queueUrl });
  }

  /**
   * The seam for the export worker: one request per invocation, partial batch failures reported,
   * read/write on the exports prefix of the files bucket. Its timeout must be EXPORT_WORKER_TIMEOUT
   * or less, since the queue's visibility timeout is derived from it.
   */
  addExportWorker(worker: IFunction): void {
    worker.addEventSource(
      new SqsEventSource(this.queue.queue, { batchSize: 1, reportBatchItemFailures: true }),
    );
    this.filesBucket.grantReadWrite(worker, `${EXPORTS_PREFIX}*`);
  }
}
