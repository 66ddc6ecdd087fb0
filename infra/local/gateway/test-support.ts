// Shared fixtures for the gateway's tests: a small schema exercising every AppSync rule the gateway
// implements, an in-test authorizer and resolver that record how they were called, and tiny clients.
import { readFileSync } from 'node:fs';
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult, AppSyncResolverEvent } from 'aws-lambda';
import { WebSocket } from 'ws';
import { type Gateway, type GatewayLimits, type GatewayLogger, startGateway } from './index.ts';

const prelude = readFileSync(new URL('../appsync-prelude.graphql', import.meta.url), 'utf8');

export const TEST_SCHEMA = `${prelude}
schema { query: Query mutation: Mutation subscription: Subscription }

type Version @aws_api_key @aws_lambda { version: String! }
"Default mode only (AWS_LAMBDA): no directive on the type."
type Profile { id: ID! name: String! secret: Secret friend: Profile }
"Readable by the back end only."
type Secret @aws_iam { code: String }
type Notice @aws_lambda @aws_iam { id: ID! site: ID! spot: ID text: String! }

type Query {
  version: Version! @aws_api_key @aws_lambda
  me: Profile!
  fail: String @aws_api_key
  crash: String @aws_api_key
  whoami: AWSJSON @aws_api_key @aws_lambda @aws_iam
  echo(input: AWSJSON, at: AWSDateTime): AWSJSON @aws_api_key
}

type Mutation {
  signin(uid: String!, password: String!): String @aws_api_key
  publishNotice(site: ID!, spot: ID, text: String!): Notice @aws_lambda @aws_iam
  resetPassword(id: ID!): String @aws_lambda
}

type Subscription {
  onNotice(site: ID, spot: ID): Notice @aws_subscribe(mutations: ["publishNotice"]) @aws_lambda @aws_iam
}
`;

export const API_KEY = 'da2-local-test-key';
export const IAM = {
  accessKeyId: 'AKIDLOCALTEST',
  secretAccessKey: 'local-secret-for-tests',
  region: 'local',
};
export const VALID_TOKEN = 'Bearer valid-token';
export const LIMITED_TOKEN = 'Bearer limited-token';
export const CACHED_TOKEN = 'Bearer cached-token';
export const THROWING_TOKEN = 'Bearer throwing-token';

export interface Harness {
  gateway: Gateway;
  authorizerCalls: AppSyncAuthorizerEvent[];
  resolverCalls: AppSyncResolverEvent<Record<string, unknown>>[];
  logged: Array<{ level: string; msg: string; data?: object }>;
}

function authorize(event: AppSyncAuthorizerEvent): AppSyncAuthorizerResult<unknown> {
  switch (event.authorizationToken) {
    case VALID_TOKEN:
      return { isAuthorized: true, resolverContext: { userId: 'u1' }, ttlOverride: 0 };
    case LIMITED_TOKEN:
      return {
        isAuthorized: true,
        resolverContext: { userId: 'u2' },
        deniedFields: ['arn:aws:appsync:local:000000000000:apis/local/types/Mutation/fields/resetPassword'],
        ttlOverride: 0,
      };
    case CACHED_TOKEN:
      return { isAuthorized: true, resolverContext: { userId: 'u3' }, ttlOverride: 60 };
    case THROWING_TOKEN:
      throw new Error('authorizer exploded');
    default:
      return { isAuthorized: false, ttlOverride: 0 };
  }
}

let noticeCount = 0;

/** Sites whose notices the subscription resolver refuses, as the product's policy would. */
export const FORBIDDEN_SITE = 'forbidden-site';

function resolve(event: AppSyncResolverEvent<Record<string, unknown>>): unknown {
  const args = event.arguments;
  if (event.info.parentTypeName === 'Subscription') {
    return args.site === FORBIDDEN_SITE
      ? { __error: { errorType: 'Forbidden', message: 'Not your site' } }
      : null;
  }
  switch (event.info.fieldName) {
    case 'version':
      return { version: '3.0.0' };
    case 'me':
      return { id: 'u1', name: 'Ann', secret: { code: 'top' }, friend: { id: 'u9', name: 'Bo' } };
    case 'fail':
      return { __error: { errorType: '1001', message: 'Unknown user', errorInfo: { code: 1001 } } };
    case 'crash':
      throw new Error('database password is hunter2');
    case 'whoami':
      return { identity: event.identity ?? null };
    case 'echo':
      return args.input ?? null;
    case 'signin':
      return `token-for-${String(args.uid)}`;
    case 'publishNotice':
      noticeCount += 1;
      return { id: `n${noticeCount}`, site: args.site, spot: args.spot ?? null, text: args.text };
    case 'resetPassword':
      return 'new-password';
    default:
      throw new Error(`no resolver for ${event.info.fieldName}`);
  }
}

export async function startHarness(keepAliveIntervalMs?: number, limits?: GatewayLimits): Promise<Harness> {
  const authorizerCalls: Harness['authorizerCalls'] = [];
  const resolverCalls: Harness['resolverCalls'] = [];
  const logged: Harness['logged'] = [];
  const logger: GatewayLogger = {
    info: (msg, data) => logged.push({ level: 'info', msg, data }),
    warn: (msg, data) => logged.push({ level: 'warn', msg, data }),
    error: (msg, data) => logged.push({ level: 'error', msg, data }),
  };
  const gateway = await startGateway({
    port: 0,
    schemaSdl: TEST_SCHEMA,
    apiKey: API_KEY,
    iam: IAM,
    defaultAuthMode: 'AWS_LAMBDA',
    logger,
    keepAliveIntervalMs,
    limits,
    invokeAuthorizer: async (event) => {
      authorizerCalls.push(event);
      return authorize(event);
    },
    invokeResolver: async (event) => {
      resolverCalls.push(event);
      return resolve(event);
    },
  });
  return { gateway, authorizerCalls, resolverCalls, logged };
}

/** POSTs a raw body to the gateway and returns status, headers and parsed JSON (or text). */
export async function postRaw(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

export const postGraphql = (
  gateway: Gateway,
  request: { query: string; variables?: Record<string, unknown>; operationName?: string },
  headers: Record<string, string>,
) => postRaw(gateway.graphqlUrl, JSON.stringify(request), headers);

/**
 * Node 20 has no global WebSocket, and Amplify v6 turns every non-AppSync GraphQL endpoint into a
 * `wss://<host>/graphql/realtime` URL. The gateway speaks plain `ws://`, so for loopback hosts only this
 * subclass of `ws`'s client rewrites `wss://` to `ws://`; the console does the same local-only rewrite.
 */
export class LoopbackWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(String(url).replace(/^wss:\/\/(127\.0\.0\.1|localhost)(?=[:/])/, 'ws://$1'), protocols);
  }
}

/** Installs LoopbackWebSocket as the global WebSocket; returns a function restoring the previous one. */
export function installLoopbackWebSocket(): () => void {
  const previous: unknown = Reflect.get(globalThis, 'WebSocket');
  Object.assign(globalThis, { WebSocket: LoopbackWebSocket });
  return () => Object.assign(globalThis, { WebSocket: previous });
}
