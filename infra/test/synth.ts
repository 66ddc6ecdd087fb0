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
import { stageConfig } from '../lib/stage.ts';

export interface Synthesized {
  stacks: ClassPulseStacks;
  data: Template;
  api: Template;
  web: Template;
}

export function testApp(): App {
  const cdkJson: { context: Record<string, unknown> } = JSON.parse(
    readFileSync(repoPath('cdk.json'), 'utf8'),
  );
  return new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
}

export function synthesize(stageName: string): Synthesized {
  const stacks = addClassPulseStacks(testApp(), stageConfig(stageName));
  return {
    stacks,
    data: Template.fromStack(stacks.data),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
  };
}
