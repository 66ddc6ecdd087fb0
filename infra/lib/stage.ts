/**
 * What differs between stages. Every stage keeps its data when a stack or resource goes away (a
 * distributor's `acme` holds a school's data as much as `prod` does): the table, the buckets and
 * the secrets are retained, the table is deletion-protected and the stacks have termination
 * protection. Only a stage deployed with the explicit context flag `-c throwaway=true` (tests,
 * demos, a developer's own stage) is disposable, so `cdk destroy` leaves nothing behind. A name
 * never decides it (docs/deploy.md "Stages").
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const PROJECT = 'classpulse';
export const DEFAULT_STAGE = 'dev';

export interface StageConfig {
  readonly name: string;
  /**
   * `-c throwaway=true`: the stage's data goes with its stacks (removal policy DESTROY, buckets
   * emptied on delete, no deletion or termination protection, one month of logs).
   */
  readonly throwaway: boolean;
  /** For stateful resources: the table, the buckets, the secrets, log groups. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /**
   * Bump to replace the AppSync API key (docs/deploy.md "API key rotation"). Generation 1 keeps
   * the original construct id, so existing stages are not touched.
   */
  readonly apiKeyGeneration: number;
  /** `-c distributor=TITLE -c adminUid=UID`: the distributor and first administrator to create. */
  readonly distributor?: DistributorConfig;
  /**
   * `-c alarmEmail=ops@example.org[,another@example.org]`: subscribed by e-mail to the stage's
   * alarm topic at deploy (each address confirms once). Empty: nobody is subscribed.
   */
  readonly alarmEmails: readonly string[];
  /**
   * Whether this stage turns on AWS IoT's logging (errors and warnings to CloudWatch Logs). The
   * setting belongs to the whole account and region, so only one stage there may own it: the
   * others deploy with `-c iotLogging=off` (docs/deploy.md "Alarms and dashboard").
   */
  readonly iotLogging: boolean;
  /**
   * Origins the console is served from, allowed to post uploads to the files bucket (CORS).
   * `-c consoleOrigin=https://quiz.example.org` for a custom domain; by default any CloudFront
   * distribution's host name (the console's is only known after the data stack exists).
   */
  readonly consoleOrigins: readonly string[];
}

/** The default of StageConfig.consoleOrigins: S3 CORS takes one `*` in an origin. */
export const CLOUDFRONT_ORIGINS = 'https://*.cloudfront.net';

export interface DistributorConfig {
  /** The distributor's title; `Business` gives business mode (spec section 1). */
  readonly title: string;
  /** The sign-in id of the first administrator. */
  readonly adminUid: string;
}

// Stage names end up in stack names, resource names and tags: keep them short and DNS-safe.
const STAGE_NAME = /^[a-z][a-z0-9-]{0,15}$/;

export interface StageOptions {
  /** @default false: the stage keeps its data (see StageConfig.throwaway) */
  readonly throwaway?: boolean;
  readonly apiKeyGeneration?: number;
  readonly distributor?: DistributorConfig;
  /** @default [CLOUDFRONT_ORIGINS] */
  readonly consoleOrigins?: readonly string[];
  /** @default [] */
  readonly alarmEmails?: readonly string[];
  /** @default true */
  readonly iotLogging?: boolean;
}

// An address SNS accepts for the e-mail protocol; kept simple: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

// The user store lower-cases uids; keep them to what a person can type at sign-in.
const ADMIN_UID = /^[A-Za-z0-9._@-]{2,64}$/;

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
  const { distributor } = options;
  if (distributor) {
    if (distributor.title.trim().length === 0 || distributor.title.length > 200) {
      throw new Error('Invalid distributor title: use 1-200 characters');
    }
    if (!ADMIN_UID.test(distributor.adminUid)) {
      throw new Error(`Invalid adminUid "${distributor.adminUid}": use 2-64 letters, digits or . _ @ -`);
    }
  }
  const alarmEmails = options.alarmEmails ?? [];
  for (const address of alarmEmails) {
    if (!EMAIL.test(address)) throw new Error(`Invalid alarm e-mail "${address}": use name@domain`);
  }
  const throwaway = options.throwaway ?? false;
  return {
    name,
    throwaway,
    removalPolicy: throwaway ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    logRetention: throwaway ? RetentionDays.ONE_MONTH : RetentionDays.SIX_MONTHS,
    apiKeyGeneration,
    consoleOrigins: options.consoleOrigins ?? [CLOUDFRONT_ORIGINS],
    alarmEmails,
    iotLogging: options.iotLogging ?? true,
    ...(distributor
      ? { distributor: { title: distributor.title.trim(), adminUid: distributor.adminUid } }
      : {}),
  };
}

/**
 * The `throwaway` context value: `true` or `false` (as `-c throwaway=true` passes a string, or
 * cdk.json a boolean); absent is false. Anything else is refused, so a typo never makes a stage
 * disposable or a test stage protected by accident.
 */
export function throwawayFlag(value: unknown): boolean {
  if (value === undefined || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Invalid -c throwaway=${String(value)}: use true or false`);
}

/** `classpulse-<stage>-<name>`: physical names of account-wide resources, so stages coexist. */
export function resourceName(stage: StageConfig, name: string): string {
  return `${PROJECT}-${stage.name}-${name}`;
}

/** `ClassPulse-<stage>-<concern>`: the stack ids (and CloudFormation stack names). */
export function stackId(stage: StageConfig, concern: string): string {
  return `ClassPulse-${stage.name}-${concern}`;
}
