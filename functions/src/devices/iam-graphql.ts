/**
 * The back end's own GraphQL caller: posts an IAM-only mutation (publishAnswers, publishScannerStatus,
 * publishRegisterReply, publishNotice) signed with SigV4 for the `appsync` service, so AppSync (or
 * the local gateway) pushes the result to the matching subscribers. Publishing is best effort: the
 * data is already stored, so every failure is logged (never a credential or the signature) and
 * swallowed, and a missing endpoint turns the publisher off.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { Logger } from '@aws-lambda-powertools/logger';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { type FunctionEnv, functionEnv } from '../config/env';

/** Where the publisher writes what went wrong (Powertools' Logger in Lambda). */
export interface NotifierLog {
  info(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

export interface IamGraphqlOptions {
  /** The GraphQL endpoint; undefined turns the publisher into a no-op that says so once. */
  url: string | undefined;
  region: string;
  /** Fixed credentials (local stack) or a provider (AWS: the default chain, refreshed as needed). */
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  fetch?: typeof fetch;
  log?: NotifierLog;
  /** A slow endpoint must not hold up the caller. @default 5000 */
  timeoutMs?: number;
}

type GraphqlBody = { errors?: { errorType?: string; message?: string }[] };

export class IamGraphqlPublisher {
  private readonly signer: SignatureV4 | undefined;
  private readonly fetch: typeof fetch;
  private readonly log: NotifierLog;
  private saidDisabled = false;

  constructor(private readonly options: IamGraphqlOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.log = options.log ?? powertoolsLog();
    this.signer = options.url
      ? new SignatureV4({
          service: 'appsync',
          region: options.region,
          sha256: Sha256,
          credentials: options.credentials ?? defaultProvider(),
        })
      : undefined;
  }

  /**
   * Posts `query` with `variables`; true when the endpoint took it. `operation` names the mutation
   * in the log and `context` adds ids that help find the event (never secrets); it never throws.
   */
  async publish(
    operation: string,
    query: string,
    variables: Record<string, unknown>,
    context: Record<string, unknown> = {},
  ): Promise<boolean> {
    const { url } = this.options;
    if (!url || !this.signer) {
      if (!this.saidDisabled) {
        this.saidDisabled = true;
        this.log.info('GRAPHQL_URL is not set: events are not published to subscribers');
      }
      return false;
    }
    try {
      const response = await this.post(url, this.signer, JSON.stringify({ query, variables }));
      const body = (await response.json().catch(() => ({}))) as GraphqlBody;
      const first = body.errors?.[0];
      if (response.ok && !first) return true;
      this.log.error(`${operation} was refused`, {
        ...context,
        status: response.status,
        errorType: first?.errorType ?? response.headers.get('x-amzn-errortype'),
        refusal: first?.message,
      });
    } catch (error) {
      // Only the error's name and message: a request object could carry the signed headers.
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      this.log.error(`${operation} failed`, { ...context, error: { name, message } });
    }
    return false;
  }

  private async post(url: string, signer: SignatureV4, body: string): Promise<Response> {
    const endpoint = new URL(url);
    const signed = await signer.sign({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path: endpoint.pathname,
      query: {},
      headers: { host: endpoint.host, 'content-type': 'application/json' },
      body,
    });
    // fetch sets the host header itself (and refuses to be given one); it is the same value.
    const { host: _host, ...headers } = signed.headers;
    return this.fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
  }
}

function powertoolsLog(): NotifierLog {
  const logger = new Logger({ serviceName: 'graphql-publisher' });
  return {
    info: (message, extra) => logger.info(message, extra ?? {}),
    error: (message, extra) => logger.error(message, extra ?? {}),
  };
}

/** The publisher the function's environment describes (functions/src/config/env.ts). */
export function iamGraphqlFromEnv(env: FunctionEnv = functionEnv()): IamGraphqlPublisher {
  const credentials =
    env.GRAPHQL_ACCESS_KEY_ID && env.GRAPHQL_SECRET_ACCESS_KEY
      ? { accessKeyId: env.GRAPHQL_ACCESS_KEY_ID, secretAccessKey: env.GRAPHQL_SECRET_ACCESS_KEY }
      : undefined;
  return new IamGraphqlPublisher({
    url: env.GRAPHQL_URL,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials,
  });
}
