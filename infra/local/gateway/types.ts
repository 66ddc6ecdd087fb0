// Public types of the local AppSync-compatible gateway, plus the few internal shapes every module shares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  AppSyncAuthorizerEvent,
  AppSyncAuthorizerResult,
  AppSyncIdentity,
  AppSyncResolverEvent,
} from 'aws-lambda';

export interface GatewayLogger {
  info(msg: string, data?: object): void;
  warn(msg: string, data?: object): void;
  error(msg: string, data?: object): void;
}

export interface GatewayOptions {
  /** 0 = pick a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The AppSync prelude and the merged schema (infra/lib/graphql-schema.ts), given by the caller. */
  schemaSdl: string;
  /** The single valid API key. */
  apiKey: string;
  /** The one back-end identity accepted for AWS_IAM (SigV4, service 'appsync'). */
  iam: { accessKeyId: string; secretAccessKey: string; region: string };
  defaultAuthMode: 'AWS_LAMBDA';
  /** Called exactly like AppSync calls a Lambda authorizer. */
  invokeAuthorizer(event: AppSyncAuthorizerEvent): Promise<AppSyncAuthorizerResult<unknown>>;
  /** Called exactly like AppSync calls a direct Lambda resolver through infra/appsync/lambda-resolver.js. */
  invokeResolver(event: AppSyncResolverEvent<Record<string, unknown>>): Promise<unknown>;
  /** Extra HTTP routes the caller mounts (e.g. GET /api/v3/version, /config.json); return false if not handled. */
  httpRoutes?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;
  /** Directory of the built console, served as static files with SPA fallback to index.html. */
  staticDir?: string;
  /**
   * Headers sent with every answer of `httpRoutes` and `staticDir` (not /graphql): the console's
   * security headers, which CloudFront adds in AWS. Given the request; the product's depend only
   * on its configuration (infra/local/console-headers.ts).
   */
  pageHeaders?: (req: IncomingMessage) => Readonly<Record<string, string>>;
  logger?: GatewayLogger;
  /** Interval of realtime `ka` messages; AppSync sends one every 60 s. Lower it in tests. */
  keepAliveIntervalMs?: number;
  /** AppSync's cost settings of the API; each defaults to AppSync's own default. */
  limits?: GatewayLimits;
}

/**
 * AppSync's `queryDepthLimit`, `resolverCountLimit` and `introspectionConfig`, with its meaning:
 * a field nested deeper than `queryDepth` fails with `QueryDepthLimitReached`; resolvers past the
 * `resolverCount`-th of one request fail with `ResolverExecutionLimitReached` without running;
 * without introspection, `__schema` and `__type` are validation errors (`__typename` stays).
 */
export interface GatewayLimits {
  /** 1-75 levels, a root field being level 1; default: none. */
  queryDepth?: number;
  /** 1-10,000 resolver calls per request; default 10,000. */
  resolverCount?: number;
  /** Default true, as in AppSync. */
  introspection?: boolean;
  /**
   * Not AppSync's (it has no such setting): the most fields an operation may have once its
   * fragments are expanded, checked before anything runs; past it the request is a 400
   * `ExpandedFieldLimitReached`. Default: none.
   */
  expandedFields?: number;
  /** Not AppSync's: the most UTF-8 bytes of the document (`query`); past it a 400 `DocumentSizeLimitReached`. */
  documentBytes?: number;
}

export interface Gateway {
  /** http://host:port */
  url: string;
  /** url + '/graphql' */
  graphqlUrl: string;
  /** ws://host:port/graphql/realtime */
  realtimeUrl: string;
  port: number;
  /** Open realtime WebSocket connections (for tests and diagnostics). */
  connections(): number;
  /**
   * Fan a mutation result out to the subscriptions whose `@aws_subscribe` lists `mutationField`, exactly as
   * if that mutation had just returned `result` (keyed by field name). Resolves to the number of deliveries.
   */
  publish(mutationField: string, result: Record<string, unknown>): Promise<number>;
  /** Terminates WebSockets and stops the HTTP server. */
  close(): Promise<void>;
}

/** AppSync's names for the three auth modes this product uses. */
export type AuthMode = 'API_KEY' | 'AWS_LAMBDA' | 'AWS_IAM';

/** The outcome of authenticating one request (HTTP call, realtime connection or subscription start). */
export interface RequestAuth {
  mode: AuthMode;
  identity: AppSyncIdentity;
  /** Denied by the Lambda authorizer, normalised to `Type.field`. */
  deniedFields: ReadonlySet<string>;
}

/** A failure reported to the client the way AppSync reports it (HTTP status + errorType + message). */
export interface AuthFailure {
  status: number;
  errorType: string;
  message: string;
}

export type AuthOutcome = { ok: true; auth: RequestAuth } | { ok: false; failure: AuthFailure };

/** One GraphQL error in AppSync's response shape. */
export interface AppSyncError {
  path: ReadonlyArray<string | number> | null;
  data: null;
  errorType: string | null;
  errorInfo: Record<string, unknown> | null;
  locations: Array<{ line: number; column: number; sourceName: null }> | null;
  message: string;
}
