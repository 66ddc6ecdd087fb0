/**
 * The account's IoT ATS data endpoint (for publishing to devices), which has no CloudFormation
 * attribute: a custom resource asks IoT for it at deploy time. Each stack that needs it looks it up
 * itself, so no stack depends on another only for this address.
 */
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';

/** The endpoint's host name (no scheme), e.g. `xxxx-ats.iot.eu-west-1.amazonaws.com`. */
export function iotDataEndpointAddress(scope: Construct): string {
  const lookup = new AwsCustomResource(scope, 'IotDataEndpoint', {
    onUpdate: {
      service: 'Iot',
      action: 'describeEndpoint',
      parameters: { endpointType: 'iot:Data-ATS' },
      physicalResourceId: PhysicalResourceId.of('iot-data-ats-endpoint'),
    },
    policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: AwsCustomResourcePolicy.ANY_RESOURCE }),
    installLatestAwsSdk: false,
  });
  return lookup.getResponseField('endpointAddress');
}
