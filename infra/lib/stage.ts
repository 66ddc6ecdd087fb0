/**
 * What differs between stages. Only `prod` keeps its data when a stack or resource goes away;
 * every other stage is disposable so `cdk destroy` leaves nothing behind.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const PROJECT = 'classpulse';
export const DEFAULT_STAGE = 'dev';

export interface StageConfig {
  readonly name: string;
  readonly isProd: boolean;
  /** For stateful resources: the table, the buckets, the signing secret, log groups. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /**
   * Bump to replace the AppSync API key (docs/deploy.md "API key rotation"). Generation 1 keeps
   * the original construct id, so existing stages are not touched.
   */
  readonly apiKeyGeneration: number;
}

// Stage names end up in stack names, resource names and tags: keep them short and DNS-safe.
const STAGE_NAME = /^[a-z][a-z0-9-]{0,15}$/;

export interface StageOptions {
  readonly apiKeyGeneration?: number;
}

export function stageConfig(name: string, options: StageOptions = {}): StageConfig {
  if (!STAGE_NAME.test(name)) {
    throw new Error(
      `Invalid stage "${name}": use 1-16 lower-case letters, digits or dashes, starting with a letter`,
    );
  }
  const apiKeyGeneration = options.apiKeyGeneration ?? 1;
  if (!Number.isInteger(apiKeyGeneration) || apiKeyGeneration < 1) {
    throw new Error(
      `Invalid apiKeyGeneration ${apiKeyGeneration} for stage "${name}": use a positive integer`,
    );
  }
  const isProd = name === 'prod';
  return {
    name,
    isProd,
    removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: isProd ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_MONTH,
    apiKeyGeneration,
  };
}

/** `ClassPulse-<stage>-<concern>`: the stack ids (and CloudFormation stack names). */
export function stackId(stage: StageConfig, concern: string): string {
  return `ClassPulse-${stage.name}-${concern}`;
}
