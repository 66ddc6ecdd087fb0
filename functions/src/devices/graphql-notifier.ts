/**
 * The real AnswerNotifier: calls the IAM-only `publishAnswer` mutation over HTTP, signed with
 * SigV4, so AppSync (or the local gateway) pushes the event to the link's `onAnswer` subscribers.
 * A notification is best effort: the answer is already stored, so every failure is logged (never
 * a credential or the signature) and swallowed, and a missing endpoint turns the notifier off.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { Logger } from '@aws-lambda-powertools/logger';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { type FunctionEnv, functionEnv } from '../config/env';
import type { AnswerEvent, AnswerNotifier } from './answer-events';

/** Selects every field: AppSync filters and shapes subscriptions from the mutation's selection. */
export const PUBLISH_ANSWER = /* GraphQL */ `
  mutation PublishAnswer($input: AnswerEventInput!) {
    publishAnswer(input: $input) {
      questionLink session site spot student value
      device { mac user } app { uuid user } at countOfAnswers
    }
  }
`;

/** Where the notifier writes what went wrong (Powertools' Logger in Lambda). */
export interface NotifierLog {
  info(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

export interface GraphqlNotifierOptions {
  /** The GraphQL endpoint; undefined turns the notifier into a no-op that says so once. */
  url: string | undefined;
  region: string;
  /** Fixed credentials (local stack) or a provider (AWS: the default chain, refreshed as needed). */
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  fetch?: typeof fetch;
  log?: NotifierLog;
  /** A slow endpoint must not hold up the answer path. @default 5000 */
  timeoutMs?: number;
}

type GraphqlBody = { errors?: { errorType?: string; message?: string }[] };

export class GraphqlAnswerNotifier implements AnswerNotifier {
  private readonly signer: SignatureV4 | undefined;
  private readonly fetch: typeof fetch;
  private readonly log: NotifierLog;
  private saidDisabled = false;

  constructor(private readonly options: GraphqlNotifierOptions) {
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

  async answerChanged(event: AnswerEvent): Promise<void> {
    const { url } = this.options;
    if (!url || !this.signer) {
      if (!this.saidDisabled) {
        this.saidDisabled = true;
        this.log.info('GRAPHQL_URL is not set: answer events are not published');
      }
      return;
    }
    const context = { questionLink: event.questionLink, session: event.session };
    try {
      const response = await this.post(url, this.signer, event);
      const body = (await response.json().catch(() => ({}))) as GraphqlBody;
      const first = body.errors?.[0];
      if (!response.ok || first) {
        this.log.error('publishAnswer was refused', {
          ...context,
          status: response.status,
          errorType: first?.errorType ?? response.headers.get('x-amzn-errortype'),
          message: first?.message,
        });
      }
    } catch (error) {
      // Only the error's name and message: a request object could carry the signed headers.
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      this.log.error('publishAnswer failed', { ...context, error: { name, message } });
    }
  }

  private async post(url: string, signer: SignatureV4, event: AnswerEvent): Promise<Response> {
    const endpoint = new URL(url);
    const body = JSON.stringify({ query: PUBLISH_ANSWER, variables: { input: inputOf(event) } });
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
  const logger = new Logger({ serviceName: 'answer-notifier' });
  return {
    info: (message, extra) => logger.info(message, extra ?? {}),
    error: (message, extra) => logger.error(message, extra ?? {}),
  };
}

/** The event as AnswerEventInput: only the fields the schema has, absent ones as null. */
function inputOf(event: AnswerEvent) {
  return {
    questionLink: event.questionLink,
    session: event.session,
    site: event.site,
    spot: event.spot,
    student: event.student,
    value: event.value,
    device: event.device ? { mac: event.device.mac } : null,
    app: event.app ? { uuid: event.app.uuid } : null,
    at: event.at,
    countOfAnswers: event.countOfAnswers,
  };
}

/** The notifier the function's environment describes (functions/src/config/env.ts). */
export function graphqlNotifierFromEnv(env: FunctionEnv = functionEnv()): GraphqlAnswerNotifier {
  const credentials =
    env.GRAPHQL_ACCESS_KEY_ID && env.GRAPHQL_SECRET_ACCESS_KEY
      ? { accessKeyId: env.GRAPHQL_ACCESS_KEY_ID, secretAccessKey: env.GRAPHQL_SECRET_ACCESS_KEY }
      : undefined;
  return new GraphqlAnswerNotifier({
    url: env.GRAPHQL_URL,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials,
  });
}
