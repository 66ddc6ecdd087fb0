/**
 * CDK entry point: `npx cdk synth|deploy --all -c stage=NAME` (default dev). See docs/deploy.md.
 */
import { App } from 'aws-cdk-lib';
import { addClassPulseStacks } from '../lib/classpulse-app.ts';
import { DEFAULT_STAGE, stageConfig, throwawayFlag } from '../lib/stage.ts';

const app = new App();
const stageName = String(app.node.tryGetContext('stage') ?? DEFAULT_STAGE);
// Per-stage so one stage's key can be rotated without touching the others (cdk.json context).
const generation: unknown = app.node.tryGetContext(`apiKeyGeneration:${stageName}`);
// `-c distributor=TITLE -c adminUid=UID` provisions a distributor (docs/deploy.md); both or neither.
const distributor: unknown = app.node.tryGetContext('distributor');
const adminUid: unknown = app.node.tryGetContext('adminUid');
if ((distributor === undefined) !== (adminUid === undefined)) {
  throw new Error('Give both -c distributor=TITLE and -c adminUid=UID, or neither');
}
// Retired: the topics carry the stage, so no stage's rules see another's devices, and turning a
// stage's rules off only silenced its own (docs/deploy.md "Deploy").
if (app.node.tryGetContext('deviceRules') !== undefined) {
  throw new Error(
    '-c deviceRules is gone: every stage has its own device topics, so leave it out (docs/deploy.md "Deploy")',
  );
}
// `-c consoleOrigin=https://quiz.example.org` when the console has its own domain (bucket CORS).
const consoleOrigin: unknown = app.node.tryGetContext('consoleOrigin');
// `-c alarmEmail=ops@example.org[,another@example.org]`: who receives the stage's alarms.
const alarmEmail: unknown = app.node.tryGetContext('alarmEmail');
// `-c iotLogging=off` for a stage whose account and region already has its IoT logging owned.
const iotLogging = String(app.node.tryGetContext('iotLogging') ?? 'on') !== 'off';

addClassPulseStacks(
  app,
  stageConfig(stageName, {
    // `-c throwaway=true`: tests, demos and a developer's own stage, removed whole by `cdk destroy`.
    throwaway: throwawayFlag(app.node.tryGetContext('throwaway')),
    apiKeyGeneration: generation === undefined ? undefined : Number(generation),
    consoleOrigins: consoleOrigin === undefined ? undefined : [String(consoleOrigin)],
    alarmEmails:
      alarmEmail === undefined
        ? undefined
        : String(alarmEmail)
            .split(',')
            .map((address) => address.trim()),
    iotLogging,
    distributor:
      distributor === undefined ? undefined : { title: String(distributor), adminUid: String(adminUid) },
  }),
  // Environment-agnostic unless the CLI knows the account (it does for deploy), so synth works offline.
  { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
);
