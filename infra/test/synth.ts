/**
 * Synthesis for the infrastructure tests: the same stacks and cdk.json feature flags as
 * bin/app.ts, with bundling skipped through CDK's own `aws:cdk:bundling-stacks` context so no
 * handler is compiled (the templates are what the tests assert on).
 */
import { Template } from 'aws-cdk-lib/assertions';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { type StageOptions, stageConfig } from '../lib/stage.ts';
import { synthApp } from '../lib/synth-app.ts';

export interface Synthesized {
  stacks: ClassPulseStacks;
  data: Template;
  api: Template;
  web: Template;
  devices: Template;
  exports: Template;
  monitoring: Template;
}

/** The app the tests synthesize: the one the local stack reads its wiring from (synth-app.ts). */
export const testApp = synthApp;

/**
 * The stacks of a stage as a test stage deploys them: throwaway (`-c throwaway=true`) unless
 * `options` says otherwise, as the tests of what every other stage keeps do.
 */
export function synthesize(stageName: string, options: StageOptions = {}): Synthesized {
  const stacks = addClassPulseStacks(testApp(), stageConfig(stageName, { throwaway: true, ...options }));
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
