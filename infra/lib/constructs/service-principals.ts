/**
 * Service principals for the roles AWS services assume on the stage's behalf, with the
 * confused-deputy conditions AWS recommends: the service may assume the role only when acting for
 * this account (`aws:SourceAccount`) and for this stage's own resource (`aws:SourceArn`), so a
 * rule or template of another account, or of another stage, that names the role's ARN is refused.
 */
import { Aws } from 'aws-cdk-lib';
import { PrincipalWithConditions, ServicePrincipal } from 'aws-cdk-lib/aws-iam';

/**
 * AWS IoT acting for one of `resources` of this account and region (`rule/<name>`,
 * `provisioningtemplate/<name>`), named exactly: no wildcard, so a stage named `acme` cannot lend
 * its role to the rules of a stage named `acme-2`.
 */
export function iotServicePrincipal(resources: string | readonly string[]): PrincipalWithConditions {
  const arns = [resources]
    .flat()
    .map((resource) => `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:${resource}`);
  return new PrincipalWithConditions(new ServicePrincipal('iot.amazonaws.com'), {
    StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
    ArnEquals: { 'aws:SourceArn': arns.length === 1 ? arns[0] : arns },
  });
}

/**
 * AppSync acting for `apiArn`, or for any API of this account and region when the role cannot
 * name the API: the role of the API's own logs, which the API names (a cycle otherwise).
 */
export function appsyncServicePrincipal(apiArn?: string): PrincipalWithConditions {
  return new PrincipalWithConditions(new ServicePrincipal('appsync.amazonaws.com'), {
    StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
    ArnLike: {
      'aws:SourceArn': apiArn ?? `arn:${Aws.PARTITION}:appsync:${Aws.REGION}:${Aws.ACCOUNT_ID}:apis/*`,
    },
  });
}
