/**
 * The cdk-nag AwsSolutions findings accepted on purpose, each with its reason, in one place so a
 * review sees every exception at once. Findings on every product function (managed log policy,
 * X-Ray, Node 22, table indexes) are acknowledged in constructs/product-function.ts.
 * cdk-nag runs as a policy validation plugin (classpulse-app.ts), so `cdk synth` and every
 * infrastructure test that synthesizes fail on a finding not acknowledged here or there;
 * infra/test/rules.test.ts asserts the report is empty and that an unacknowledged one fails.
 */

import { thingTypeName } from '@classpulse/functions/devices/topics';
import type { Stack } from 'aws-cdk-lib';
import {
  acknowledge,
  acknowledgeArnWildcard,
  acknowledgeMatching,
  childrenStartingWith,
  LAMBDA_BASIC_EXECUTION,
} from './nag.ts';
import { ApiStack, registerRequestTopicPattern } from './stacks/api-stack.ts';
import { DataStack, EXPORTS_PREFIX } from './stacks/data-stack.ts';
import { ackTopicPatterns, DevicesStack } from './stacks/devices-stack.ts';
import { DistributorStack } from './stacks/distributor-stack.ts';
import { ExportsStack } from './stacks/exports-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

const FILES_REASON =
  "The resolver and the file routes store, delete and sign URLs or upload forms for any object of the product's own files bucket (keys are random per upload); the file processor turns any pending/ key into its final <category>/ key.";

const EXPORTS_REASON =
  'The export worker writes (and may replace) workbooks under the exports/ prefix of the files bucket only; keys are random per job.';

const NO_ACCESS_LOGS =
  'Server access logs are not kept: objects are reached through presigned URLs or CloudFront only, and CloudTrail data events can be enabled per account when an audit needs them.';

/** CDK's own singleton Lambdas (bucket deployment, log retention, SDK calls): code we do not write. */
function acknowledgeCdkSingleton(scope: Stack, prefix: string, extra: readonly string[] = []): void {
  for (const singleton of childrenStartingWith(scope, prefix)) {
    acknowledge(
      singleton,
      [LAMBDA_BASIC_EXECUTION, 'AwsSolutions-L1', ...extra],
      'A CDK-provided deploy-time function: its runtime and role are managed by aws-cdk-lib, and it only runs during deployments.',
    );
  }
}

export function suppressAcceptedFindings(stack: Stack): void {
  if (stack instanceof DataStack) {
    acknowledge(stack.filesBucket, ['AwsSolutions-S1'], NO_ACCESS_LOGS);
    acknowledge(
      stack.tokenSecret,
      ['AwsSolutions-SMG4'],
      'Rotating the signing key signs every user out; it is rotated by hand when needed (docs/deploy.md "Token signing secret rotation").',
    );
    // Turns EventBridge on for the files bucket (the file processor's trigger) at deploy time.
    acknowledgeCdkSingleton(stack, 'BucketNotificationsHandler', ['AwsSolutions-IAM5[Resource::*]']);
  }
  if (stack instanceof ApiStack) {
    acknowledge(
      stack.api,
      ['AwsSolutions-ASC3'],
      'Field logs are at ERROR without verbose content: request-level (ALL) logging would write resolver arguments such as sign-in passwords and bearer headers to CloudWatch.',
    );
    acknowledgeArnWildcard(
      stack.api,
      stack.resolverFunction.lambda,
      ':*',
      'CDK grants AppSync invoke on the resolver function and its versions; it is the only data source.',
    );
    for (const fn of [stack.resolverFunction, stack.fileFunction, stack.fileProcessor.function]) {
      acknowledge(
        fn,
        [
          'AwsSolutions-IAM5[Action::s3:Abort*]',
          'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
          'AwsSolutions-IAM5[Action::s3:GetBucket*]',
          'AwsSolutions-IAM5[Action::s3:GetObject*]',
          'AwsSolutions-IAM5[Action::s3:List*]',
        ],
        FILES_REASON,
      );
      acknowledgeArnWildcard(fn, stack.filesBucket, '/*', FILES_REASON);
    }
    acknowledge(
      stack.fileApi,
      ['AwsSolutions-APIG4'],
      "The upload checks the bearer token in the function with the authorizer's own code (file-upload.ts), as the local gateway does; file reads are by random key, as locally (docs/files.md).",
    );
    acknowledgeCdkSingleton(stack, 'LogRetention', ['AwsSolutions-IAM5[Resource::*]']);
    acknowledge(
      stack.resolverFunction,
      [topicFinding(registerRequestTopicPattern(stack.stageName))],
      'sendRegisterRequest publishes to whichever scanner the caller may register: the register request topic of every scanner, and no other topic.',
    );
    acknowledge(
      stack.resolverFunction,
      [
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:iot:<AWS::Region>:<AWS::AccountId>:thing/${thingTypeName(stack.stageName, 'scanner')}:*]`,
        'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:iot:<AWS::Region>:<AWS::AccountId>:cert/*]',
        'AwsSolutions-IAM5[Resource::*]',
      ],
      "Removing or blacklisting a scanner deactivates its certificates: the principals of this stage's scanner things, the things each certificate is attached to (iot:ListPrincipalThings has no resource-level permission), and those certificates by id, which IoT cannot scope further; the code deactivates only certificates no other stage's device shares (devices/fleet/credentials.ts).",
    );
    acknowledgeCdkSingleton(stack, 'AWS679f53fac002430cb0da5b7982bd2287');
    acknowledgeDescribeEndpoint(stack);
  }
  if (stack instanceof DevicesStack) {
    acknowledge(
      stack.consumer,
      ackTopicFindings(stack.stageName),
      'The consumer acks whichever device sent the batch: the ack topic of every scanner and button, and no other topic.',
    );
    acknowledgeCdkSingleton(stack, 'AWS679f53fac002430cb0da5b7982bd2287');
    acknowledgeDescribeEndpoint(stack);
  }
  if (stack instanceof ExportsStack) {
    acknowledge(
      stack.worker,
      [
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        'AwsSolutions-IAM5[Action::s3:GetObject*]',
        'AwsSolutions-IAM5[Action::s3:List*]',
      ],
      EXPORTS_REASON,
    );
    acknowledgeArnWildcard(stack.worker, stack.filesBucket, `/${EXPORTS_PREFIX}*`, EXPORTS_REASON);
  }
  if (stack instanceof WebStack) {
    acknowledge(stack.bucket, ['AwsSolutions-S1'], NO_ACCESS_LOGS);
    acknowledge(
      stack.distribution,
      ['AwsSolutions-CFR1'],
      'Schools and halls anywhere may use the console; no country is excluded.',
    );
    acknowledge(
      stack.distribution,
      ['AwsSolutions-CFR2'],
      'The distribution serves the static console and the file routes, which authenticate in the function and are throttled by their HTTP API (50 requests/s, bursts of 100). The GraphQL API is not behind it: clients call AppSync directly, which every stage guards with its own rate-based web ACL (constructs/api-firewall.ts). A second web ACL here would add its fixed monthly cost for static files.',
    );
    acknowledge(
      stack.distribution,
      ['AwsSolutions-CFR3'],
      'Static console files only: standard logs would need an ACL-enabled bucket for no audit value; CloudFront metrics are on.',
    );
    acknowledge(
      stack.distribution,
      ['AwsSolutions-CFR4'],
      'The default *.cloudfront.net certificate cannot enforce TLS 1.2; a custom domain with its own certificate (docs/deploy.md) sets TLSv1.2_2021.',
    );
    acknowledgeCdkSingleton(stack, 'Custom::CDKBucketDeployment', [
      'AwsSolutions-IAM5[Resource::*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
    ]);
    for (const deployment of childrenStartingWith(stack, 'Custom::CDKBucketDeployment')) {
      acknowledgeArnWildcard(
        deployment,
        stack.bucket,
        '/*',
        "CDK's bucket deployment writes the console files.",
      );
      // The CDK bootstrap asset bucket: its ARN is literal or tokenized depending on the environment.
      acknowledgeMatching(
        deployment,
        /^AwsSolutions-IAM5\[Resource::arn:.+:s3:::cdk-[a-z0-9]+-assets-.+\/\*\]$/,
        "CDK's bucket deployment reads the console build from the bootstrap asset bucket.",
      );
    }
  }
  if (stack instanceof DistributorStack) {
    acknowledge(
      stack.adminSecret,
      ['AwsSolutions-SMG4'],
      'A first password, changed by the administrator after the first sign-in; the secret is not read again after provisioning.',
    );
    const framework =
      'The CDK provider framework function: AWS managed log policy and invoke on the provisioning function and its versions.';
    acknowledge(stack.provider, [LAMBDA_BASIC_EXECUTION], framework);
    acknowledgeArnWildcard(stack.provider, stack.provisioner.lambda, ':*', framework);
  }
}

/** The deploy-time IoT data endpoint lookups (the Api and Devices stacks each have one). */
function acknowledgeDescribeEndpoint(stack: Stack): void {
  for (const endpoint of childrenStartingWith(stack, 'IotDataEndpoint')) {
    acknowledge(
      endpoint,
      ['AwsSolutions-IAM5[Resource::*]'],
      'iot:DescribeEndpoint has no resource-level permissions.',
    );
  }
}

function ackTopicFindings(stage: string): string[] {
  return ackTopicPatterns(stage).map(topicFinding);
}

/** The IAM5 finding cdk-nag reports for an iot:Publish on a topic pattern of this account. */
function topicFinding(topic: string): string {
  return `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:iot:<AWS::Region>:<AWS::AccountId>:topic/${topic}]`;
}
