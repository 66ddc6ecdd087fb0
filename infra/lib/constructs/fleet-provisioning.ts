/**
 * Fleet provisioning by claim for one stage (docs/devices-mqtt.md "Onboarding by claim"): the
 * scanner provisioning template (thing `classpulse-<stage>-scanner:<Scid>` of the stage's thing
 * type, with its `deviceId` attribute, the new certificate made active, the stage's scanner
 * policy), the pre-provisioning hook that admits only scanners registered in the console for this
 * stage, and the claim policy a factory's claim certificate is attached to.
 */
import {
  SCID_PARAMETER,
  type ScannerDeviceConfiguration,
} from '@classpulse/functions/devices/fleet/provisioning-topics';
import { thingTypeName, topicRoot } from '@classpulse/functions/devices/topics';
import { Aws } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnPolicy, CfnProvisioningTemplate } from 'aws-cdk-lib/aws-iot';
import { Construct } from 'constructs';
import { RESERVED_CONCURRENCY } from '../concurrency.ts';
import { claimPolicyDocument, DEVICE_ID_ATTRIBUTE } from '../device-policy.ts';
import { acknowledge } from '../nag.ts';
import { appVersion, PATHS } from '../paths.ts';
import type { StageConfig } from '../stage.ts';
import { ProductFunction } from './product-function.ts';
import { iotServicePrincipal } from './service-principals.ts';

export interface FleetProvisioningProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The stage's scanner policy, attached to every certificate the template activates. */
  readonly scannerPolicyName: string;
}

/** The template body: AWS IoT's provisioning template language, as a JSON string. */
export function scannerTemplateBody(stage: string, policyName: string): string {
  const thingType = thingTypeName(stage, 'scanner');
  const configuration: Record<keyof ScannerDeviceConfiguration, unknown> = {
    topicRoot: topicRoot(stage),
    deviceId: { Ref: SCID_PARAMETER },
  };
  return JSON.stringify({
    Parameters: {
      [SCID_PARAMETER]: { Type: 'String' },
      'AWS::IoT::Certificate::Id': { Type: 'String' },
    },
    Resources: {
      thing: {
        Type: 'AWS::IoT::Thing',
        Properties: {
          ThingName: { 'Fn::Join': ['', [`${thingType}:`, { Ref: SCID_PARAMETER }]] },
          ThingTypeName: thingType,
          AttributePayload: { [DEVICE_ID_ATTRIBUTE]: { Ref: SCID_PARAMETER } },
        },
      },
      certificate: {
        Type: 'AWS::IoT::Certificate',
        Properties: { CertificateId: { Ref: 'AWS::IoT::Certificate::Id' }, Status: 'Active' },
      },
      policy: { Type: 'AWS::IoT::Policy', Properties: { PolicyName: policyName } },
    },
    DeviceConfiguration: configuration,
  });
}

export class FleetProvisioning extends Construct {
  readonly template: CfnProvisioningTemplate;
  readonly hook: ProductFunction;
  readonly claimPolicy: CfnPolicy;

  constructor(scope: Construct, id: string, props: FleetProvisioningProps) {
    super(scope, id);
    const { stage, table } = props;
    const templateName = thingTypeName(stage.name, 'scanner');

    this.hook = new ProductFunction(this, 'PreProvisioningHook', {
      entry: PATHS.provisioningHookHandler,
      description: `ClassPulse ${stage.name}: admits a scanner onboarding by claim only when the console registered it`,
      environment: { TABLE_NAME: table.tableName, APP_VERSION: appVersion(), DEVICE_STAGE: stage.name },
      reservedConcurrentExecutions: RESERVED_CONCURRENCY.provisioningHook,
      logRetention: stage.logRetention,
      logRemovalPolicy: stage.removalPolicy,
    });
    // The hook only reads: the scid's claim, the scanner, the blacklist claim of its MAC.
    this.hook.grantTable(table, ['dynamodb:GetItem']);
    this.hook.lambda.addPermission('InvokedByIot', {
      principal: new ServicePrincipal('iot.amazonaws.com'),
      sourceAccount: Aws.ACCOUNT_ID,
      sourceArn: `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:provisioningtemplate/${templateName}`,
    });

    const role = new Role(this, 'ProvisioningRole', {
      // Only this account's IoT, and only for this stage's template (confused deputy).
      assumedBy: iotServicePrincipal(`provisioningtemplate/${templateName}`),
      description: `Lets AWS IoT create ${stage.name} scanner things and activate their certificates`,
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSIoTThingsRegistration')],
    });
    acknowledge(
      role,
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSIoTThingsRegistration]',
      ],
      "AWS IoT's own role policy for fleet provisioning: it registers things and activates certificates as the template says, and AWS keeps it current with the provisioning service.",
    );

    this.template = new CfnProvisioningTemplate(this, 'ScannerTemplate', {
      templateName,
      description: `ClassPulse ${stage.name}: a scanner registered in the console onboards with the claim certificate`,
      enabled: true,
      provisioningRoleArn: role.roleArn,
      templateBody: scannerTemplateBody(stage.name, props.scannerPolicyName),
      preProvisioningHook: { targetArn: this.hook.lambda.functionArn, payloadVersion: '2020-04-01' },
    });

    this.claimPolicy = new CfnPolicy(this, 'ClaimPolicy', {
      policyName: thingTypeName(stage.name, 'claim'),
      policyDocument: claimPolicyDocument(stage.name, {
        partition: Aws.PARTITION,
        region: Aws.REGION,
        account: Aws.ACCOUNT_ID,
      }),
    });
  }
}
