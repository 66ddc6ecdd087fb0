/**
 * Running cdk-nag and acknowledging its findings. cdk-nag 3 matches acknowledgments by exact id,
 * and a wildcard finding names its resource as resolved at synthesis: `<TableCD117FA1.Arn>` in the
 * same stack, but a generated `Fn::GetStackOutput` name across stacks. So a wildcard on another
 * construct's ARN is acknowledged by pattern (that construct's logical id plus the suffix), and
 * `ProductChecks` drops the findings those patterns match before CDK sees the report.
 */

import type { IPolicyValidationContext, PolicyValidationPluginReport } from 'aws-cdk-lib';
import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export const LAMBDA_BASIC_EXECUTION =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** Acknowledges the findings on `scope` and everything below it, all with one reason. */
export function acknowledge(scope: IConstruct, ids: readonly string[], reason: string): void {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
}

interface PatternAcknowledgment {
  /** The app it belongs to: tests build several apps with the same paths in one process. */
  readonly root: IConstruct;
  readonly scopePath: string;
  readonly pattern: RegExp;
  readonly reason: string;
}

const patterns: PatternAcknowledgment[] = [];

/**
 * Acknowledges, on `scope` and below, the IAM5 wildcard finding on `resource`'s ARN followed by
 * `suffix` (`/index/*`, `/*`, `:*`), whichever stack `resource` lives in.
 */
export function acknowledgeArnWildcard(
  scope: IConstruct,
  resource: IConstruct,
  suffix: string,
  reason: string,
): void {
  const cfn = CfnResource.isCfnResource(resource) ? resource : resource.node.defaultChild;
  if (!cfn || !CfnResource.isCfnResource(cfn))
    throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const logicalId = Stack.of(cfn).getLogicalId(cfn);
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  patterns.push({
    root: scope.node.root,
    scopePath: scope.node.path,
    pattern: new RegExp(`^AwsSolutions-IAM5\\[Resource::.*${escaped(logicalId)}.*${escaped(suffix)}\\]$`),
    reason,
  });
}

/** Acknowledges, on `scope` and below, every finding whose id matches `pattern`. */
export function acknowledgeMatching(scope: IConstruct, pattern: RegExp, reason: string): void {
  patterns.push({ root: scope.node.root, scopePath: scope.node.path, pattern, reason });
}

function acknowledgedByPattern(root: IConstruct, ruleName: string, constructPath: string): boolean {
  return patterns.some(
    (ack) =>
      ack.root === root &&
      (constructPath === ack.scopePath || constructPath.startsWith(`${ack.scopePath}/`)) &&
      ack.pattern.test(ruleName),
  );
}

/** The AwsSolutions pack with the pattern acknowledgments above applied to its report. */
export class ProductChecks extends AwsSolutionsChecks {
  constructor(private readonly app: IConstruct) {
    super(app);
  }

  override validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    return withoutPatternAcknowledged(this.app.node.root, super.validate(context));
  }

  override validateScope(scope: IConstruct): PolicyValidationPluginReport {
    return withoutPatternAcknowledged(scope.node.root, super.validateScope(scope));
  }
}

function withoutPatternAcknowledged(
  root: IConstruct,
  report: PolicyValidationPluginReport,
): PolicyValidationPluginReport {
  const violations = report.violations
    .map((violation) => ({
      ...violation,
      violatingResources: violation.violatingResources.filter(
        (resource) => !acknowledgedByPattern(root, violation.ruleName, resource.constructPath ?? ''),
      ),
    }))
    .filter((violation) => violation.violatingResources.length > 0);
  return { ...report, violations, success: violations.length === 0 };
}

/** The direct children of a stack whose id starts with `prefix` (CDK's singleton functions). */
export function childrenStartingWith(stack: Stack, prefix: string): IConstruct[] {
  return stack.node.children.filter((child) => child.node.id.startsWith(prefix));
}
