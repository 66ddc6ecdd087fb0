/**
 * The device side in AWS (docs/devices-mqtt.md): IoT thing types and policies for scanners and
 * direct buttons, the topic rules that queue every device publish the consumer reads, the device
 * message queue with its DLQ and alarms, and the answer consumer Lambda behind it. Acks go back
 * through the IoT data-plane Publish API; answer and status events go to AppSync with IAM.
 */
import { PRESENCE_FILTER } from '@classpulse/functions/devices/fleet/presence';
import { ackTopic, buttonTopic, ruleFilters, thingTypeName } from '@classpulse/functions/devices/topics';
import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { CfnPolicy, CfnThingType, CfnTopicRule } from 'aws-cdk-lib/aws-iot';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { RESERVED_CONCURRENCY } from '../concurrency.ts';
import { FleetProvisioning } from '../constructs/fleet-provisioning.ts';
import { iotDataEndpointAddress } from '../constructs/iot-data-endpoint.ts';
import { IotLogging } from '../constructs/iot-logging.ts';
import { ProductFunction, TABLE_READ_WRITE } from '../constructs/product-function.ts';
import { iotServicePrincipal } from '../constructs/service-principals.ts';
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
export const CONSUMER_BATCH = { batchSize: 1, maxConcurrency: RESERVED_CONCURRENCY.answerConsumer } as const;
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
  readonly provisioning: FleetProvisioning;
  /** IoT Core's own logging, when this stage owns it for its account and region. */
  readonly iotLogging?: IotLogging;
  /** The stage, which namespaces device topics and thing names. */
  readonly stageName: string;

  constructor(scope: Construct, id: string, props: DevicesStackProps) {
    super(scope, id, props);
    const { stage, api } = props;
    this.stageName = stage.name;

    // Thing types, policies and the template carry the stage, as topics and thing names do
    // (docs/devices-mqtt.md "Namespace"): two stages in one account and region share nothing.
    new CfnThingType(this, 'ScannerThingType', {
      thingTypeName: thingTypeName(stage.name, 'scanner'),
      thingTypeProperties: { thingTypeDescription: 'ClassPulse scanner: thing name = type:scid' },
    });
    new CfnThingType(this, 'ButtonThingType', {
      thingTypeName: thingTypeName(stage.name, 'button'),
      thingTypeProperties: {
        thingTypeDescription: 'ClassPulse direct button: thing name = type:MAC as 12 hex digits',
      },
    });
    const scope3 = { partition: Aws.PARTITION, region: Aws.REGION, account: Aws.ACCOUNT_ID };
    this.scannerPolicy = new CfnPolicy(this, 'ScannerPolicy', {
      policyName: thingTypeName(stage.name, 'scanner'),
      policyDocument: devicePolicyDocument(stage.name, 'scanner', scannerTopics(stage.name), scope3),
    });
    this.buttonPolicy = new CfnPolicy(this, 'ButtonPolicy', {
      policyName: thingTypeName(stage.name, 'button'),
      policyDocument: devicePolicyDocument(stage.name, 'button', buttonTopics(stage.name), scope3),
    });
    this.provisioning = new FleetProvisioning(this, 'FleetProvisioning', {
      stage,
      table: props.table,
      scannerPolicyName: thingTypeName(stage.name, 'scanner'),
    });
    this.provisioning.template.addResourceDependency(
      this.scannerPolicy,
      'the template names the scanner policy, which must exist before a scanner can be provisioned',
    );

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
      reservedConcurrentExecutions: RESERVED_CONCURRENCY.answerConsumer,
      logRetention: stage.logRetention,
      logRemovalPolicy: stage.removalPolicy,
      environment: {
        TABLE_NAME: props.table.tableName,
        TOKEN_SECRET_ARN: props.tokenSecret.secretArn,
        APP_VERSION: appVersion(),
        FILES_BUCKET: props.filesBucket.bucketName,
        GRAPHQL_URL: api.api.graphqlUrl,
        IOT_DATA_ENDPOINT: `https://${endpointAddress}`,
        DEVICE_STAGE: stage.name,
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
    this.consumer.grantTable(props.table, TABLE_READ_WRITE);
    // No right on the token secret: the consumer checks no token and never reads the key
    // (app/consumer-root.ts); it is given the secret's ARN only because the shared env schema names it.
    this.consumer.grantSendMessage(this.queue.deadLetterQueue);
    api.grantBackEndPublish(fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iot:Publish'],
        resources: ackTopicPatterns(stage.name).map(
          (topic) => `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:topic/${topic}`,
        ),
      }),
    );

    // The contract's topics of this stage, and the broker's connect and disconnect events of this
    // stage's scanners (presence: fleet health and the running class see a scanner drop at once).
    const routes = [
      ...Object.values(ruleFilters(stage.name))
        .flat()
        .map((filter) => ({ name: ruleNameOf(filter), sql: `${IOT_SQL} '${filter}'` })),
      {
        name: 'scanners-presence',
        sql: `${IOT_SQL} '${PRESENCE_FILTER}' WHERE startswith(topic(5), '${thingTypeName(stage.name, 'scanner')}:')`,
      },
    ].map((route) => ({ ...route, ruleName: resourceName(stage, route.name).replaceAll('-', '_') }));
    const ruleRole = new Role(this, 'TopicRuleRole', {
      // Only this account's IoT, and only for this stage's own rules (confused deputy: a rule of
      // another account or another stage that names this role's ARN is refused).
      assumedBy: iotServicePrincipal(routes.map(({ ruleName }) => `rule/${ruleName}`)),
      description: 'Lets the device topic rules queue messages and dead-letter their failures',
    });
    ruleRole.addToPolicy(
      new PolicyStatement({
        actions: ['sqs:SendMessage'],
        resources: [this.queue.queue.queueArn, this.queue.deadLetterQueue.queueArn],
      }),
    );
    for (const { name, sql, ruleName } of routes) {
      this.rules.push(
        new CfnTopicRule(this, `${pascal(name)}Rule`, {
          ruleName,
          topicRulePayload: {
            description: `Queues ${sql.slice(IOT_SQL.length + 1)} for the answer consumer`,
            sql,
            awsIotSqlVersion: '2016-03-23',
            // Always on: the topics carry the stage, so no other stage's devices reach these rules.
            ruleDisabled: false,
            actions: [{ sqs: { queueUrl: this.queue.queue.queueUrl, roleArn: ruleRole.roleArn } }],
            // A message the rule cannot queue lands in the DLQ, where the DLQ alarm sees it.
            errorAction: {
              sqs: { queueUrl: this.queue.deadLetterQueue.queueUrl, roleArn: ruleRole.roleArn },
            },
          },
        }),
      );
    }

    if (stage.iotLogging)
      this.iotLogging = new IotLogging(this, 'IotLogging', {
        logRetention: stage.logRetention,
        logRemovalPolicy: stage.removalPolicy,
      });

    new CfnOutput(this, 'DeviceQueueUrl', { value: this.queue.queue.queueUrl });
    new CfnOutput(this, 'DeviceDeadLetterQueueUrl', { value: this.queue.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'IotDataEndpointAddress', { value: endpointAddress });
    new CfnOutput(this, 'ScannerPolicyName', { value: this.scannerPolicy.ref });
    new CfnOutput(this, 'ScannerThingTypeName', { value: thingTypeName(stage.name, 'scanner') });
    new CfnOutput(this, 'ScannerProvisioningTemplate', { value: thingTypeName(stage.name, 'scanner') });
    new CfnOutput(this, 'ClaimPolicyName', { value: thingTypeName(stage.name, 'claim') });
  }
}

/** Every device's ack topic in a stage, with `*` for the device id (IAM wildcards, not MQTT ones). */
export function ackTopicPatterns(stage: string): string[] {
  return [
    ackTopic(stage, 'SCANNERID').replace('SCANNERID', '*'),
    buttonTopic(stage, 'FFFFFFFFFFFF', 'acks').replace('FFFFFFFFFFFF', '*'),
  ];
}

/** `classpulse/<stage>/scanners/+/register/replies` -> `scanners-register-replies`. */
function ruleNameOf(filter: string): string {
  return filter
    .split('/')
    .slice(2)
    .filter((level) => level !== '+')
    .join('-');
}

function pascal(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
