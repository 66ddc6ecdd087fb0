/**
 * The device side in AWS (docs/devices-mqtt.md): IoT thing types and policies for scanners and
 * direct buttons, the topic rules that queue every device publish the consumer reads, the device
 * message queue with its DLQ and alarms, and the answer consumer Lambda behind it. Acks go back
 * through the IoT data-plane Publish API; answer and status events go to AppSync with IAM.
 */
import { ackTopic, buttonTopic, RULE_FILTERS } from '@classpulse/functions/devices/topics';
import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnPolicy, CfnThingType, CfnTopicRule } from 'aws-cdk-lib/aws-iot';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { iotDataEndpointAddress } from '../constructs/iot-data-endpoint.ts';
import { ProductFunction } from '../constructs/product-function.ts';
import { WorkQueue } from '../constructs/work-queue.ts';
import { buttonTopics, devicePolicyDocument, scannerTopics } from '../device-policy.ts';
import { appVersion, PATHS } from '../paths.ts';
import { resourceName, type StageConfig } from '../stage.ts';
import type { ApiStack } from './api-stack.ts';

export interface DevicesStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly tokenSecret: ISecret;
  readonly filesBucket: IBucket;
  readonly api: ApiStack;
  readonly alarmAction?: IAlarmAction;
}

/** docs/capacity.md: 30 s per message leaves room for a 50-press batch with retried writes. */
export const CONSUMER_TIMEOUT = Duration.seconds(30);
/**
 * docs/capacity.md "SQS and the Lambda consumer": one message (up to 50 presses) per invocation,
 * no batching window, so a burst fans out over parallel invocations; at most 50 at once to spare
 * DynamoDB and AppSync.
 */
export const CONSUMER_BATCH = { batchSize: 1, maxConcurrency: 50 } as const;
/** A scanner resends after 5 s without an ack: a queue older than that doubles its own load. */
export const DEVICE_QUEUE_MAX_AGE = Duration.seconds(5);

const IOT_SQL =
  "SELECT encode(*, 'base64') AS body, topic() AS topic, clientid() AS clientId, timestamp() AS receivedAt FROM";

export class DevicesStack extends Stack {
  readonly queue: WorkQueue;
  readonly consumer: ProductFunction;
  readonly scannerPolicy: CfnPolicy;
  readonly buttonPolicy: CfnPolicy;
  readonly rules: CfnTopicRule[] = [];

  constructor(scope: Construct, id: string, props: DevicesStackProps) {
    super(scope, id, props);
    const { stage, api } = props;

    new CfnThingType(this, 'ScannerThingType', {
      thingTypeName: resourceName(stage, 'scanner'),
      thingTypeProperties: { thingTypeDescription: 'ClassPulse scanner: thing name = scid' },
    });
    new CfnThingType(this, 'ButtonThingType', {
      thingTypeName: resourceName(stage, 'button'),
      thingTypeProperties: {
        thingTypeDescription: 'ClassPulse direct button: thing name = MAC, 12 hex digits',
      },
    });
    const scope3 = { partition: Aws.PARTITION, region: Aws.REGION, account: Aws.ACCOUNT_ID };
    this.scannerPolicy = new CfnPolicy(this, 'ScannerPolicy', {
      policyName: resourceName(stage, 'scanner'),
      policyDocument: devicePolicyDocument(scannerTopics(), scope3),
    });
    this.buttonPolicy = new CfnPolicy(this, 'ButtonPolicy', {
      policyName: resourceName(stage, 'button'),
      policyDocument: devicePolicyDocument(buttonTopics(), scope3),
    });

    this.queue = new WorkQueue(this, 'DeviceMessages', {
      queueName: resourceName(stage, 'device-messages'),
      consumerTimeout: CONSUMER_TIMEOUT,
      maxAge: DEVICE_QUEUE_MAX_AGE,
      alarmAction: props.alarmAction,
    });

    const endpointAddress = iotDataEndpointAddress(this);

    this.consumer = new ProductFunction(this, 'AnswerConsumer', {
      entry: PATHS.deviceMessagesHandler,
      description: `ClassPulse ${stage.name}: device messages from the IoT rules -> answers, status, acks`,
      timeout: CONSUMER_TIMEOUT,
      logRetention: stage.logRetention,
      logRemovalPolicy: stage.removalPolicy,
      environment: {
        TABLE_NAME: props.table.tableName,
        TOKEN_SECRET_ARN: props.tokenSecret.secretArn,
        APP_VERSION: appVersion(),
        FILES_BUCKET: props.filesBucket.bucketName,
        GRAPHQL_URL: api.api.graphqlUrl,
        IOT_DATA_ENDPOINT: `https://${endpointAddress}`,
        DEVICE_DLQ_URL: this.queue.deadLetterQueue.queueUrl,
      },
    });
    const fn = this.consumer.lambda;
    fn.addEventSource(
      new SqsEventSource(this.queue.queue, {
        ...CONSUMER_BATCH,
        // One bad or failing message never fails the others (docs/devices-mqtt.md "Consumer").
        reportBatchItemFailures: true,
      }),
    );
    this.consumer.grantTableReadWrite(props.table);
    // The services container reads the signing key at cold start, as every function does.
    props.tokenSecret.grantRead(fn);
    this.queue.deadLetterQueue.grantSendMessages(fn);
    api.grantBackEndPublish(fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iot:Publish'],
        resources: ackTopicPatterns().map(
          (topic) => `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:topic/${topic}`,
        ),
      }),
    );

    const ruleRole = new Role(this, 'TopicRuleRole', {
      assumedBy: new ServicePrincipal('iot.amazonaws.com'),
      description: 'Lets the device topic rules queue messages and dead-letter their failures',
    });
    this.queue.queue.grantSendMessages(ruleRole);
    this.queue.deadLetterQueue.grantSendMessages(ruleRole);
    for (const filter of Object.values(RULE_FILTERS).flat()) {
      const name = ruleNameOf(filter);
      this.rules.push(
        new CfnTopicRule(this, `${pascal(name)}Rule`, {
          ruleName: `${resourceName(stage, name).replaceAll('-', '_')}`,
          topicRulePayload: {
            description: `Queues ${filter} for the answer consumer`,
            sql: `${IOT_SQL} '${filter}'`,
            awsIotSqlVersion: '2016-03-23',
            ruleDisabled: !stage.deviceRules,
            actions: [{ sqs: { queueUrl: this.queue.queue.queueUrl, roleArn: ruleRole.roleArn } }],
            // A message the rule cannot queue lands in the DLQ, where the DLQ alarm sees it.
            errorAction: {
              sqs: { queueUrl: this.queue.deadLetterQueue.queueUrl, roleArn: ruleRole.roleArn },
            },
          },
        }),
      );
    }

    new CfnOutput(this, 'DeviceQueueUrl', { value: this.queue.queue.queueUrl });
    new CfnOutput(this, 'DeviceDeadLetterQueueUrl', { value: this.queue.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'IotDataEndpointAddress', { value: endpointAddress });
    new CfnOutput(this, 'ScannerPolicyName', { value: this.scannerPolicy.ref });
    new CfnOutput(this, 'ScannerThingTypeName', { value: resourceName(stage, 'scanner') });
  }
}

/** Every device's ack topic, with `*` for the device id (IAM wildcards, not MQTT ones). */
export function ackTopicPatterns(): string[] {
  return [
    ackTopic('SCANNERID').replace('SCANNERID', '*'),
    buttonTopic('FFFFFFFFFFFF', 'acks').replace('FFFFFFFFFFFF', '*'),
  ];
}

/** `classpulse/scanners/+/register/replies` -> `scanners-register-replies`. */
function ruleNameOf(filter: string): string {
  return filter
    .split('/')
    .slice(1)
    .filter((level) => level !== '+')
    .join('-');
}

function pascal(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
