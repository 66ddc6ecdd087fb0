// Request authentication as AppSync does it: pick the mode from the headers, then check the API key,
// call the Lambda authorizer (with AppSync's per-token result cache) or verify the SigV4 signature.
// The same code serves HTTP requests, realtime connections and each subscription `start`.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppSyncAuthorizerResult, AppSyncIdentityIAM } from 'aws-lambda';
import { isSigV4, type SignedRequest, verifySigV4 } from './sigv4.ts';
import type {
  AuthFailure,
  AuthMode,
  AuthOutcome,
  GatewayLogger,
  GatewayOptions,
  RequestAuth,
} from './types.ts';

export const ACCOUNT_ID = '000000000000';
const DEFAULT_TTL_SECONDS = 300;
/** Bounds the authorizer cache so a stream of forged tokens cannot grow memory without limit. */
const MAX_CACHE_ENTRIES = 10_000;

const NOT_AUTHORIZED = 'You are not authorized to make this call.';
export const unauthorized = (message = NOT_AUTHORIZED): AuthFailure => ({
  status: 401,
  errorType: 'UnauthorizedException',
  message,
});

/** What one authentication needs to know about the request being authenticated. */
export interface AuthInput {
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  sourceIp: string;
  /** The request as SigV4 covers it (HTTP request, or AppSync's realtime /connect and start equivalents). */
  signed: Omit<SignedRequest, 'headers'>;
  /** For the Lambda authorizer's requestContext. */
  queryString: string;
  operationName?: string;
  variables: Record<string, unknown>;
}

/** Lower-cases header names (realtime auth objects use `Authorization`, HTTP uses `authorization`). */
export function lowerCaseHeaders(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') out[name.toLowerCase()] = value;
    else if (Array.isArray(value)) out[name.toLowerCase()] = value.map(String).join(', ');
  }
  return out;
}

/** AppSync picks the mode from what the request carries: a SigV4 signature, a token, or an API key. */
export function detectMode(headers: Readonly<Record<string, string>>): AuthMode | undefined {
  const authorization = headers.authorization;
  if (isSigV4(authorization)) return 'AWS_IAM';
  if (authorization !== undefined) return 'AWS_LAMBDA';
  if (headers['x-api-key'] !== undefined) return 'API_KEY';
  return undefined;
}

/** `Mutation.resetPassword` or `arn:aws:appsync:...:apis/x/types/Mutation/fields/resetPassword` -> `Mutation.resetPassword`. */
export function normaliseDeniedField(entry: string): string {
  const arn = entry.match(/\/types\/([^/]+)\/fields\/([^/]+)$/);
  return arn ? `${arn[1]}.${arn[2]}` : entry;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface CachedResult {
  result: AppSyncAuthorizerResult<unknown>;
  expiresAt: number;
}

export class Authenticator {
  private readonly cache = new Map<string, CachedResult>();

  constructor(
    private readonly options: Pick<GatewayOptions, 'apiKey' | 'iam' | 'invokeAuthorizer'>,
    private readonly logger: GatewayLogger,
  ) {}

  /** Never throws: whatever goes wrong while checking credentials is a refusal, not a crash. */
  async authenticate(input: AuthInput): Promise<AuthOutcome> {
    try {
      return await this.check(input);
    } catch (error) {
      this.logger.error('Authentication failed unexpectedly', { error: describeError(error) });
      return { ok: false, failure: unauthorized() };
    }
  }

  private async check(input: AuthInput): Promise<AuthOutcome> {
    const mode = detectMode(input.headers);
    if (mode === 'AWS_IAM') return this.iam(input);
    if (mode === 'AWS_LAMBDA') return this.lambda(input);
    if (mode === 'API_KEY') {
      const valid = sameSecret(input.headers['x-api-key'] ?? '', this.options.apiKey);
      return valid
        ? { ok: true, auth: { mode, identity: null, deniedFields: new Set() } }
        : { ok: false, failure: unauthorized() };
    }
    return { ok: false, failure: unauthorized('Valid authorization header not provided.') };
  }

  private async iam(input: AuthInput): Promise<AuthOutcome> {
    const verdict = await verifySigV4({ ...input.signed, headers: input.headers }, this.options.iam);
    if (!verdict.ok) return verdict;
    // AppSync sends null for the Cognito fields of an IAM user; @types/aws-lambda types them as strings.
    const identity = {
      accountId: ACCOUNT_ID,
      cognitoIdentityAuthProvider: null,
      cognitoIdentityAuthType: null,
      cognitoIdentityId: null,
      cognitoIdentityPoolId: null,
      sourceIp: [input.sourceIp],
      userArn: `arn:aws:iam::${ACCOUNT_ID}:user/local-backend`,
      username: verdict.accessKeyId,
    } as unknown as AppSyncIdentityIAM;
    return { ok: true, auth: { mode: 'AWS_IAM', identity, deniedFields: new Set() } };
  }

  private async lambda(input: AuthInput): Promise<AuthOutcome> {
    // AppSync hands the whole header value to the authorizer, whatever scheme prefix it carries.
    const token = input.headers.authorization ?? '';
    if (token === '') return { ok: false, failure: unauthorized() };
    const result = await this.authorizerResult(token, input);
    if (result?.isAuthorized !== true) return { ok: false, failure: unauthorized() };
    const auth: RequestAuth = {
      mode: 'AWS_LAMBDA',
      identity: { resolverContext: result.resolverContext ?? {} },
      deniedFields: new Set((result.deniedFields ?? []).map(normaliseDeniedField)),
    };
    return { ok: true, auth };
  }

  /** Calls the authorizer, or reuses its answer for this token while its TTL lasts. Undefined if it threw. */
  private async authorizerResult(
    token: string,
    input: AuthInput,
  ): Promise<AppSyncAuthorizerResult<unknown> | undefined> {
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > now) return cached.result;
    this.cache.delete(token);

    let result: AppSyncAuthorizerResult<unknown>;
    try {
      result = await this.options.invokeAuthorizer({
        authorizationToken: token,
        requestContext: {
          apiId: 'local',
          accountId: ACCOUNT_ID,
          requestId: randomUUID(),
          queryString: input.queryString,
          operationName: input.operationName,
          variables: input.variables,
        },
        requestHeaders: { ...input.headers },
      });
    } catch (error) {
      this.logger.error('Lambda authorizer failed', { error: describeError(error) });
      return undefined;
    }
    if (typeof result !== 'object' || result === null) return undefined;

    const ttlSeconds = typeof result.ttlOverride === 'number' ? result.ttlOverride : DEFAULT_TTL_SECONDS;
    if (ttlSeconds > 0) {
      if (this.cache.size >= MAX_CACHE_ENTRIES) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
      this.cache.set(token, { result, expiresAt: now + ttlSeconds * 1000 });
    }
    return result;
  }
}

/** For logs only: the message and stack of whatever was thrown. */
export function describeError(error: unknown): { message: string; stack?: string } {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}
