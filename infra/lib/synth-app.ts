/**
 * The CDK app as `cdk synth` builds it (bin/app.ts's cdk.json context and feature flags), with
 * bundling skipped through CDK's own `aws:cdk:bundling-stacks` context so no handler is compiled.
 * The infrastructure tests assert on its templates and the local stack reads its wiring from them
 * (infra/local/wiring/).
 */
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { repoPath } from './paths.ts';

/** The feature flags and settings of cdk.json, as `cdk synth` passes them to the app. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson: { context: Record<string, unknown> } = JSON.parse(
    readFileSync(repoPath('cdk.json'), 'utf8'),
  );
  return cdkJson.context;
}

export function synthApp(): App {
  // CDK's built-in CloudFormation schema validation only ever warns and takes most of a synth:
  // `cdk synth` still runs it; the tests assert on the templates and on cdk-nag instead.
  return new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
}
