/**
 * Every stage keeps its data unless it is deployed with `-c throwaway=true` (docs/deploy.md
 * "Stages"): a distributor's stage (`acme`), synthesized as `cdk synth -c stage=acme` does, has
 * its table, buckets, secrets and logs retained, the table deletion-protected and every stack
 * termination-protected; a name (`prod` or not) decides nothing.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { type StageOptions, stageConfig, throwawayFlag } from '../lib/stage.ts';
import { testApp } from './synth.ts';

const DISTRIBUTOR = { title: 'Acme Schools', adminUid: 'acme-admin' };

interface Resource {
  Type: string;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Properties?: Record<string, unknown>;
}

function stacksOf(stage: string, options: StageOptions): ClassPulseStacks {
  return addClassPulseStacks(testApp(), stageConfig(stage, { distributor: DISTRIBUTOR, ...options }));
}

/**
 * The log groups CDK makes for its own deploy-time functions (the IoT endpoint lookup, the console
 * upload): named `/aws/lambda/<function>`, with CDK's own retention (two years, retained). They
 * hold no data of ours; our functions' log groups are unnamed (constructs/product-function.ts).
 */
function isCdkFunctionLogs(resource: Resource): boolean {
  return (
    resource.Type === 'AWS::Logs::LogGroup' &&
    JSON.stringify(resource.Properties?.LogGroupName ?? '').includes('/aws/lambda/')
  );
}

/** Every resource of every stack of the stage (CDK's own function logs left out), with the stack's name. */
function resourcesOf(stacks: ClassPulseStacks): { stack: string; id: string; resource: Resource }[] {
  return Object.values(stacks).flatMap((stack: Stack) =>
    Object.entries(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>)
      .filter(([, resource]) => !isCdkFunctionLogs(resource))
      .map(([id, resource]) => ({ stack: stack.stackName, id, resource })),
  );
}

/** What holds data: the table, buckets, secrets and log groups. */
const STATEFUL = [
  'AWS::DynamoDB::Table',
  'AWS::S3::Bucket',
  'AWS::SecretsManager::Secret',
  'AWS::Logs::LogGroup',
];

describe('a stage deployed without the throwaway flag (a distributor: acme)', () => {
  let acme: ClassPulseStacks;
  let resources: ReturnType<typeof resourcesOf>;

  beforeAll(() => {
    acme = stacksOf('acme', {});
    resources = resourcesOf(acme);
  }, 120_000);

  it('protects every stack from termination', () => {
    const stacks = Object.values(acme);

    expect(stacks.map((stack) => stack.stackName)).toContain('ClassPulse-acme-Distributor');
    expect(stacks.filter((stack) => !stack.terminationProtection).map((s) => s.stackName)).toEqual([]);
  });

  it('retains the table, every bucket, every secret and every log group, on delete and on replacement', () => {
    // Act
    const stateful = resources.filter(({ resource }) => STATEFUL.includes(resource.Type));
    const notRetained = stateful.filter(
      ({ resource }) => resource.DeletionPolicy !== 'Retain' || resource.UpdateReplacePolicy !== 'Retain',
    );

    // Assess
    const types = new Set(stateful.map(({ resource }) => resource.Type));
    expect([...types].sort()).toEqual([...STATEFUL].sort());
    expect(stateful.filter(({ resource }) => resource.Type === 'AWS::SecretsManager::Secret')).toHaveLength(
      2,
    );
    expect(notRetained.map(({ stack, id }) => `${stack}/${id}`)).toEqual([]);
  });

  it('turns on the deletion protection of the table and never empties a bucket', () => {
    const tables = resources.filter(({ resource }) => resource.Type === 'AWS::DynamoDB::Table');
    const emptiers = resources.filter(({ resource }) => resource.Type === 'Custom::S3AutoDeleteObjects');

    expect(tables).toHaveLength(1);
    expect(tables[0]?.resource.Properties?.DeletionProtectionEnabled).toBe(true);
    expect(emptiers.map(({ stack, id }) => `${stack}/${id}`)).toEqual([]);
  });

  it('keeps six months of logs', () => {
    const groups = resources.filter(({ resource }) => resource.Type === 'AWS::Logs::LogGroup');

    expect(groups.length).toBeGreaterThan(5);
    expect(new Set(groups.map(({ resource }) => resource.Properties?.RetentionInDays))).toEqual(
      new Set([180]),
    );
  });

  it('is protected the same whatever the name: prod is no different', () => {
    const policies = (stacks: ClassPulseStacks) =>
      resourcesOf(stacks)
        .filter(({ resource }) => STATEFUL.includes(resource.Type))
        .map(({ resource }) => `${resource.Type} ${resource.DeletionPolicy}`)
        .sort();

    expect(policies(stacksOf('prod', {}))).toEqual(policies(acme));
  });
});

describe('a stage deployed with -c throwaway=true', () => {
  it('removes its data with its stacks: no retention, no protection, buckets emptied', () => {
    // Act
    const stacks = stacksOf('acme', { throwaway: true });
    const resources = resourcesOf(stacks);

    // Assess
    expect(Object.values(stacks).every((stack) => stack.terminationProtection === false)).toBe(true);
    const stateful = resources.filter(({ resource }) => STATEFUL.includes(resource.Type));
    expect(stateful.length).toBeGreaterThan(0);
    expect(stateful.filter(({ resource }) => resource.DeletionPolicy !== 'Delete')).toEqual([]);
    const table = resources.find(({ resource }) => resource.Type === 'AWS::DynamoDB::Table');
    expect(table?.resource.Properties?.DeletionProtectionEnabled).toBe(false);
    const buckets = resources.filter(({ resource }) => resource.Type === 'AWS::S3::Bucket');
    const emptiers = resources.filter(({ resource }) => resource.Type === 'Custom::S3AutoDeleteObjects');
    expect(emptiers).toHaveLength(buckets.length);
  }, 120_000);

  it('reads the flag strictly: true or false, absent is false, anything else is refused', () => {
    expect(throwawayFlag(undefined)).toBe(false);
    expect(throwawayFlag('false')).toBe(false);
    expect(throwawayFlag(false)).toBe(false);
    expect(throwawayFlag('true')).toBe(true);
    expect(throwawayFlag(true)).toBe(true);
    for (const typo of ['yes', '1', 'TRUE', '']) expect(() => throwawayFlag(typo)).toThrow(/throwaway/);
  });
});
