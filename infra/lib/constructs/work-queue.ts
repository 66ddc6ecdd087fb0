/**
 * A work queue as every queue of the product is built: SQS-managed encryption, TLS only, a
 * dead-letter queue after a few receives, and the two alarms that matter for it (anything in the
 * dead-letter queue; the oldest message waiting too long). One construct, so no queue can be
 * created without its DLQ.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IAlarmAction, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface WorkQueueProps {
  /** Physical queue name; the DLQ gets `-dlq`. Prefix it with the stage so stages can coexist. */
  readonly queueName: string;
  /**
   * The consumer's timeout. The visibility timeout is six times it (AWS's advice for Lambda event
   * sources, docs/capacity.md), so a message is not redelivered while a retried call still runs.
   */
  readonly consumerTimeout: Duration;
  /** Receives before the redrive moves a message to the DLQ. @default 5 */
  readonly maxReceiveCount?: number;
  /** Alarm when the oldest message has waited longer than this. */
  readonly maxAge: Duration;
  /** Where the alarms go (the stage's alarm topic). */
  readonly alarmAction?: IAlarmAction;
}

export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;
  readonly ageAlarm: Alarm;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    const encryption = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      queueName: `${props.queueName}-dlq`,
      // SQS's maximum: time to look at a failure and redrive it by hand.
      retentionPeriod: Duration.days(14),
      ...encryption,
    });
    this.queue = new Queue(this, 'Queue', {
      queueName: props.queueName,
      visibilityTimeout: Duration.seconds(props.consumerTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount ?? 5 },
      ...encryption,
    });

    this.deadLetterAlarm = new Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `${props.queueName}: messages in the dead-letter queue`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.ageAlarm = new Alarm(this, 'AgeAlarm', {
      alarmDescription: `${props.queueName}: oldest message older than ${props.maxAge.toSeconds()} s`,
      metric: this.queue.metricApproximateAgeOfOldestMessage({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: props.maxAge.toSeconds(),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      // Two minutes out of three: one slow burst is not an incident, a backlog is.
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (props.alarmAction) {
      for (const alarm of [this.deadLetterAlarm, this.ageAlarm]) alarm.addAlarmAction(props.alarmAction);
    }
  }
}
