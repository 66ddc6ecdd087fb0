/**
 * The environment every resolver and authorizer function needs, as one schema shared by the
 * function code (parsed once at cold start) and the CDK construct that sets it, so a missing
 * variable is a compile error in infra and a clear start-up error at run time.
 */
import { z } from 'zod';
import { LOCAL_STAGE, STAGE_PATTERN } from '../kernel/stage';

export const functionEnvSchema = z
  .object({
    TABLE_NAME: z.string().min(1),
    /** AWS: the Secrets Manager secret holding the token signing key. */
    TOKEN_SECRET_ARN: z.string().min(1).optional(),
    /** Local stack only: the signing key itself (kept in the git-ignored data folder). */
    TOKEN_SECRET: z.string().min(32).optional(),
    APP_VERSION: z.string().min(1),
    /** Hours a sign-in stays valid. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 30)
      .default(12),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    /** The bucket of uploaded files; the default is the local stack's (infra/local/object-store.ts). */
    FILES_BUCKET: z.string().min(3).default('classpulse-files'),
    /** Local stack only: the S3-compatible endpoint (s3rver); unset in AWS. */
    FILES_S3_ENDPOINT: z.url().optional(),
    /**
     * Local stack only: where the browser posts an upload form (the local gateway, which checks
     * the POST policy s3rver ignores; data/upload-presigner.ts), a path on the console's origin.
     * Unset in AWS: the bucket's own URL.
     */
    FILES_POST_URL: z.string().startsWith('/').optional(),
    /** Where clients load files from: CloudFront in AWS, the gateway's /files route locally. */
    FILES_URL_PREFIX: z.string().min(1).default('/files'),
    /**
     * The GraphQL endpoint the answer path publishes answer events to (IAM-signed publishAnswers,
     * devices/graphql-notifier.ts). Unset: answers are stored but nobody is told live.
     */
    GRAPHQL_URL: z.url().optional(),
    /** The rules engine's webhook signing secret, for actions whose parameters give none (docs/rules-engine.md). */
    RULES_WEBHOOK_SECRET: z.string().min(16).optional(),
    /**
     * Local stack only: the gateway's back-end identity (infra/local/config.ts), because the
     * process's own AWS_ACCESS_KEY_ID belongs to DynamoDB Local. Unset in AWS, where the
     * function's role signs through the default credential chain.
     */
    GRAPHQL_ACCESS_KEY_ID: z.string().min(1).optional(),
    GRAPHQL_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * The account's IoT data endpoint (`aws iot describe-endpoint --endpoint-type iot:Data-ATS`),
     * where the answer consumer publishes acks to scanners. Unset: acks fail with a clear error.
     */
    IOT_DATA_ENDPOINT: z.url().optional(),
    /**
     * The deployment's stage, which namespaces device topics and thing names (devices/topics.ts):
     * `classpulse/<stage>/...`. The local stack's is `local`.
     */
    DEVICE_STAGE: z.string().regex(STAGE_PATTERN).default(LOCAL_STAGE),
    /** The device-message dead-letter queue; unset, unusable messages are only logged. */
    DEVICE_DLQ_URL: z.url().optional(),
    /**
     * The export request queue (docs/exports.md). Unset: the local stack's in-process queue
     * (exports/queue.ts), or a clear error when there is none.
     */
    EXPORTS_QUEUE_URL: z.url().optional(),
  })
  .refine((env) => Boolean(env.TOKEN_SECRET_ARN) !== Boolean(env.TOKEN_SECRET), {
    message: 'Set exactly one of TOKEN_SECRET_ARN (AWS) or TOKEN_SECRET (local stack)',
  })
  .refine((env) => Boolean(env.GRAPHQL_ACCESS_KEY_ID) === Boolean(env.GRAPHQL_SECRET_ACCESS_KEY), {
    message: 'Set both GRAPHQL_ACCESS_KEY_ID and GRAPHQL_SECRET_ACCESS_KEY, or neither',
  });

export type FunctionEnv = z.infer<typeof functionEnvSchema>;

/** The variables a deployment sets; the CDK construct is typed against this. */
export type FunctionEnvInput = z.input<typeof functionEnvSchema>;

let cached: FunctionEnv | undefined;

export function functionEnv(): FunctionEnv {
  if (!cached) {
    const parsed = functionEnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`,
      );
      throw new Error(`Invalid function environment: ${problems.join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}
