/**
 * Keeps the AppSync API key, the spec's fixed application token, from lapsing (docs/deploy.md
 * "API key renewal"). AppSync keys live at most 365 days and only an update of `expires` extends
 * one; when it lapses nobody can sign in or join a class. A scheduled function moves the expiry
 * to RENEWED_LIFETIME_DAYS from now, every day, with AppSync's UpdateApiKey (the key's value does
 * not change, so no client notices), and reports the days the key has left as a metric the stage
 * alarms on (infra/lib/constructs/api-key-renewal.ts).
 *
 * The call is a SigV4-signed REST request to AppSync's control plane, signed like the back end's
 * GraphQL publishes (devices/iam-graphql.ts), so no further SDK client is needed.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { z } from 'zod';

/** Under AppSync's 365-day maximum, so "at most a year from now" holds whatever the clock skew. */
export const RENEWED_LIFETIME_DAYS = 364;

const DAY_SECONDS = 86_400;

/** What the renewer's deployment sets (infra/lib/constructs/api-key-renewal.ts). */
export const apiKeyRenewalEnvSchema = z.object({
  GRAPHQL_API_ID: z.string().min(1),
  API_KEY_ID: z.string().min(1),
  AWS_REGION: z.string().min(1),
  /** The SDK's own endpoint override for AppSync; unset in AWS (the parity test sets a stand-in). */
  AWS_ENDPOINT_URL_APPSYNC: z.url().optional(),
});

export type ApiKeyRenewalEnv = z.infer<typeof apiKeyRenewalEnvSchema>;

/** The variables the construct sets (AWS_REGION is Lambda's own). */
export type ApiKeyRenewalEnvInput = Omit<
  z.input<typeof apiKeyRenewalEnvSchema>,
  'AWS_REGION' | 'AWS_ENDPOINT_URL_APPSYNC'
>;

/** The new expiry, epoch seconds: RENEWED_LIFETIME_DAYS from `now`, down to the hour as AppSync keeps it. */
export function renewedExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + RENEWED_LIFETIME_DAYS * DAY_SECONDS;
  return seconds - (seconds % 3600);
}

export interface RenewalOptions {
  env: ApiKeyRenewalEnv;
  now?: Date;
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  fetch?: typeof fetch;
}

export interface Renewed {
  /** The expiry AppSync now holds, epoch seconds. */
  expires: number;
  /** Whole days from now to that expiry. */
  daysLeft: number;
}

const answerSchema = z.object({ apiKey: z.object({ id: z.string(), expires: z.number() }) });

/** Moves the key's expiry to renewedExpiry(now); fails (for the alarm) when AppSync refuses. */
export async function renewApiKey(options: RenewalOptions): Promise<Renewed> {
  const { env } = options;
  const now = options.now ?? new Date();
  const base = env.AWS_ENDPOINT_URL_APPSYNC ?? `https://appsync.${env.AWS_REGION}.amazonaws.com`;
  const url = new URL(
    `/v1/apis/${encodeURIComponent(env.GRAPHQL_API_ID)}/apikeys/${encodeURIComponent(env.API_KEY_ID)}`,
    base,
  );
  const body = JSON.stringify({ expires: renewedExpiry(now) });
  const signer = new SignatureV4({
    service: 'appsync',
    region: env.AWS_REGION,
    sha256: Sha256,
    credentials: options.credentials ?? defaultProvider(),
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': 'application/json' },
    body,
  });
  // fetch sets the host header itself (and refuses to be given one); it is the same value.
  const { host: _host, ...headers } = signed.headers;
  const response = await (options.fetch ?? globalThis.fetch)(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const type = response.headers.get('x-amzn-errortype') ?? 'unknown';
    throw new Error(`AppSync refused to renew the API key: ${response.status} ${type}`);
  }
  const { apiKey } = answerSchema.parse(answer);
  return {
    expires: apiKey.expires,
    daysLeft: Math.floor((apiKey.expires - now.getTime() / 1000) / DAY_SECONDS),
  };
}
