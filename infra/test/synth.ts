/**
 * Synthesis for the infrastructure tests: the same stacks and cdk.json feature flags as
 * bin/app.ts, with bundling skipped through CDK's own `aws:cdk:bundling-stacks` context so no
 * handler is compiled (the templates are what the tests assert on).
 */
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { repoPath } from '../lib/paths.ts';
import { type StageOptions, stageConfig } from '../lib/stage.ts';

export interface Synthesized {
  stacks: ClassPulseStacks;
  data: Template;
  api: Template;
  web: Template;
  devices: Template;
  exports: Template;
  monitoring: Template;
}

/** The feature flags and settings of cdk.json, as `cdk synth` passes them to the app. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson: { context: Record<string, unknown> } = JSON.parse(
    readFileSync(repoPath('cdk.json'), 'utf8'),
  );
  return cdkJson.context;
}

export function testApp(): App {
  // CDK's built-in CloudFormation schema validation only ever warns and takes most of a synth:
  // `cdk synth` still runs it; the tests assert on the templates and on cdk-nag instead.
  return new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
}

export function synthesize(stageName: string, options: StageOptions = {}): Synthesized {
  const stacks = addClassPulseStacks(testApp(), stageConfig(stageName, options));
  return {
    stacks,
    data: Template.fromStack(stacks.data),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
    devices: Template.fromStack(stacks.devices),
    exports: Template.fromStack(stacks.exports),
    monitoring: Template.fromStack(stacks.monitoring),
  };
}
