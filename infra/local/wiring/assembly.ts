/**
 * The cloud assembly of one whole stage (every stack, the distributor's included), synthesized as
 * `cdk synth` does, and the Lambda functions in its templates: ours (each ProductFunction, with the
 * handler module it is bundled from) and CDK's own providers, which are named and set apart. The
 * local stack's wiring (wiring.ts) and the parity test (tests/integration/lambda-parity.test.ts)
 * both read it.
 */
import { basename } from 'node:path';
import { type App, CfnResource, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { addClassPulseStacks, type ClassPulseStacks } from '../../lib/classpulse-app';
import { ProductFunction } from '../../lib/constructs/product-function';
import { type StageOptions, stageConfig } from '../../lib/stage';
import { synthApp } from '../../lib/synth-app';

export type CfnValue = unknown;

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, CfnValue>;
}

export interface CfnTemplate {
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: CfnValue; Export?: { Name: CfnValue } }>;
}

/** One product function as its template declares it. */
export interface TemplateFunction {
  /** `<stack>/<logical id>`, how failures name it. */
  id: string;
  stackName: string;
  logicalId: string;
  /** The handler module (PATHS.*Handler) its bundle is built from. */
  entry: string;
  /** `index.handler`: file and export inside the bundle. */
  handler: string;
  runtime: string;
  /** Environment.Variables as written in the template, intrinsics unresolved. */
  environment: Record<string, CfnValue>;
}

export interface StageAssembly {
  templates: Map<string, CfnTemplate>;
  functions: TemplateFunction[];
  /** CDK's own provider functions, by id, with the construct path that says which one. */
  cdkProviders: CdkProvider[];
}

export interface CdkProvider {
  id: string;
  path: string;
}

/**
 * Lambda functions CDK adds for its own custom resources, by a segment of their construct path:
 * the AwsCustomResource singleton (IoT endpoint lookup), the custom-resource Provider framework
 * (the distributor), S3 auto-delete, bucket deployment (the console), log retention (AppSync's
 * logs) and S3 bucket notifications. Their code is CDK's, not bundled from this repository. Any
 * other function that is not a ProductFunction fails the synthesis.
 */
const CDK_PROVIDER_PATHS = [
  /\/AWS679f53fac002430cb0da5b7982bd2287\//,
  /\/framework-onEvent\//,
  /\/Custom::S3AutoDeleteObjectsCustomResourceProvider\//,
  /\/Custom::CDKBucketDeployment[0-9A-F]+(\d+MiB)?\//,
  /\/LogRetentionaae0aa3c5b4d4f87b02d85b201efdd8a\//,
  // Turns EventBridge on for the files bucket at deploy time (data-stack.ts).
  /\/BucketNotificationsHandler050a0587b7544547bf325f094a3db834\//,
];

export const PARITY_STAGE = 'parity';
export const PARITY_DISTRIBUTOR = { title: 'Parity Distributor', adminUid: 'parity-admin' };

function resourceId(resource: CfnResource): string {
  const stack = Stack.of(resource);
  return `${stack.stackName}/${stack.resolve(resource.logicalId)}`;
}

function productFunctions(app: App): Map<string, ProductFunction> {
  const byId = new Map<string, ProductFunction>();
  for (const construct of app.node.findAll()) {
    if (construct instanceof ProductFunction)
      byId.set(resourceId(construct.lambda.node.defaultChild as CfnFunction), construct);
  }
  return byId;
}

/** Each Lambda function resource's construct path, which says who added it. */
function functionPaths(app: App): Map<string, string> {
  const byId = new Map<string, string>();
  for (const construct of app.node.findAll()) {
    if (construct instanceof CfnResource && construct.cfnResourceType === 'AWS::Lambda::Function')
      byId.set(resourceId(construct), construct.node.path);
  }
  return byId;
}

function stringProperty(resource: TemplateResource, name: string, id: string): string {
  const value = resource.Properties?.[name];
  if (typeof value !== 'string') throw new Error(`${id}: ${name} is not a plain string in the template`);
  return value;
}

/**
 * Synthesizes every stack of one stage (the parity test's by default) without bundling. `adjust`
 * changes the constructs before synthesis (tests use it to prove the wiring follows infra).
 */
export function synthesizeStage(
  stage = PARITY_STAGE,
  options: StageOptions = { distributor: PARITY_DISTRIBUTOR },
  adjust?: (stacks: ClassPulseStacks) => void,
): StageAssembly {
  const app = synthApp();
  // The local stack and the parity test are demos of a stage: throwaway, as `-c throwaway=true`.
  const stacks = addClassPulseStacks(app, stageConfig(stage, { throwaway: true, ...options }));
  adjust?.(stacks);
  const assembly = app.synth();
  const ours = productFunctions(app);
  const paths = functionPaths(app);
  const templates = new Map<string, CfnTemplate>();
  const functions: TemplateFunction[] = [];
  const cdkProviders: CdkProvider[] = [];
  for (const artifact of assembly.stacks) {
    const template = artifact.template as CfnTemplate;
    templates.set(artifact.stackName, template);
    for (const [logicalId, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const id = `${artifact.stackName}/${logicalId}`;
      const product = ours.get(id);
      if (!product) {
        const path = paths.get(id) ?? '(no construct)';
        if (!CDK_PROVIDER_PATHS.some((pattern) => pattern.test(path)))
          throw new Error(`${id} (${path}) is neither a ProductFunction nor a known CDK provider`);
        cdkProviders.push({ id, path });
        continue;
      }
      const variables = (resource.Properties?.Environment as { Variables?: Record<string, CfnValue> })
        ?.Variables;
      functions.push({
        id,
        stackName: artifact.stackName,
        logicalId,
        entry: product.entry,
        handler: stringProperty(resource, 'Handler', id),
        runtime: stringProperty(resource, 'Runtime', id),
        environment: { ...variables },
      });
    }
  }
  return { templates, functions, cdkProviders };
}

/** A short name for a function's bundle and messages: its handler module's file name. */
export function handlerName(fn: TemplateFunction): string {
  return basename(fn.entry, '.ts');
}
