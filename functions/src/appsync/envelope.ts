/**
 * How a resolver Lambda reports a typed error to AppSync.
 *
 * A direct Lambda resolver cannot choose the GraphQL error's `errorType`, and the spec needs the
 * login codes (1001, 1002, ...) to reach the client as exactly that. So the handler returns
 * `{ __error: {...} }` instead of throwing, and a tiny APPSYNC_JS response function
 * (infra/appsync/lambda-resolver.js) turns it into `util.error(message, errorType, null, errorInfo)`.
 * The local gateway applies the same rule, so clients see identical errors in both runtimes.
 * `__` names are reserved for introspection in GraphQL, so no schema field can collide with it.
 */
export interface ResolverError {
  errorType: string;
  message: string;
  errorInfo?: Record<string, unknown> | null;
}

export interface ResolverErrorEnvelope {
  __error: ResolverError;
}

export function isResolverErrorEnvelope(value: unknown): value is ResolverErrorEnvelope {
  return typeof value === 'object' && value !== null && '__error' in value;
}
