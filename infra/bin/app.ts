/**
 * CDK entry point: `npx cdk synth|deploy --all -c stage=NAME` (default dev). See docs/deploy.md.
 */
import { App } from 'aws-cdk-lib';
import { addClassPulseStacks } from '../lib/classpulse-app.ts';
import { DEFAULT_STAGE, stageConfig } from '../lib/stage.ts';

const app = new App();
const stageName = String(app.node.tryGetContext('stage') ?? DEFAULT_STAGE);
// Per-stage so one stage's key can be rotated without touching the others (cdk.json context).
const generation: unknown = app.node.tryGetContext(`apiKeyGeneration:${stageName}`);

addClassPulseStacks(
  app,
  stageConfig(stageName, { apiKeyGeneration: generation === undefined ? undefined : Number(generation) }),
  // Environment-agnostic unless the CLI knows the account (it does for deploy), so synth works offline.
  { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
);
