/**
 * AWS IoT Core's own logging (docs/deploy.md "Alarms and dashboard"): the broker's and the rules
 * engine's errors and warnings (a refused connection or publish, a rule action that failed, a
 * provisioning refusal) go to CloudWatch Logs, in the log group IoT writes to, `AWSIotLogsV2`,
 * kept as long as the stage's other logs. Without it a scanner that cannot connect leaves no
 * trace on the AWS side.
 *
 * The setting and the log group belong to the whole account and region, so one stage there owns
 * them (StageConfig.iotLogging); the others deploy with `-c iotLogging=off`.
 */
import { Aws, type RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, PrincipalWithConditions, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnLogging } from 'aws-cdk-lib/aws-iot';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The log group AWS IoT writes its V2 logs to: its name is IoT's, not ours. */
export const IOT_LOG_GROUP = 'AWSIotLogsV2';
/** Errors and warnings: INFO and DEBUG log every connection and message, at a cost per line. */
export const IOT_LOG_LEVEL = 'WARN';

export interface IotLoggingProps {
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export class IotLogging extends Construct {
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: IotLoggingProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'LogGroup', {
      logGroupName: IOT_LOG_GROUP,
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });
    this.role = new Role(this, 'Role', {
      // IoT of this account only (confused deputy); logging is not tied to one IoT resource.
      assumedBy: new PrincipalWithConditions(new ServicePrincipal('iot.amazonaws.com'), {
        StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
        ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:*` },
      }),
      description: 'Lets AWS IoT write its error and warning logs',
    });
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    new CfnLogging(this, 'Logging', {
      accountId: Aws.ACCOUNT_ID,
      defaultLogLevel: IOT_LOG_LEVEL,
      roleArn: this.role.roleArn,
    });
  }
}
