/**
 * Reading GraphQL errors. Amplify throws an object whose `errors[0]` carries the resolver's
 * `errorType` (the product's error code) and `errorInfo`; a network failure throws a plain Error.
 * AppSync's own refusals, before any resolver runs (a refused token: HTTP 401
 * `UnauthorizedException`), reach the console in other shapes, read by `refusalType`. Apart from
 * the console's messages (errors.ts), so the student app's bundle carries only this.
 */

export interface ApiError {
  code: string | undefined;
  info: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A subscription's refusal as Amplify words it: the type alone, or the server's errors as JSON. */
const REFUSED_SUBSCRIPTION = /^Connection failed: (?:(\w+)$|.*?"errorType":"(\w+)")/;

/**
 * The error type of a refusal made before any resolver ran. A query or mutation refused over
 * HTTP (401) is wrapped by Amplify as the HTTP error it met, named from AppSync's
 * x-amzn-ErrorType header, with the response's metadata; a refused subscription comes as the
 * message "Connection failed: <type>" (at the connection) or "Connection failed: <the errors>"
 * (at its start). Network failures have neither shape.
 */
function refusalType(first: Record<string, unknown>): string | undefined {
  const original = first.originalError;
  if (isRecord(original) && isRecord(original.$metadata) && typeof original.name === 'string') {
    return original.name === 'UnknownError' ? undefined : original.name;
  }
  const match = typeof first.message === 'string' ? REFUSED_SUBSCRIPTION.exec(first.message) : null;
  return match ? (match[1] ?? match[2]) : undefined;
}

export function readApiError(error: unknown): ApiError {
  const first = isRecord(error) && Array.isArray(error.errors) ? (error.errors[0] as unknown) : undefined;
  if (!isRecord(first)) {
    return { code: undefined, info: {} };
  }
  return {
    code: typeof first.errorType === 'string' ? first.errorType : refusalType(first),
    info: isRecord(first.errorInfo) ? first.errorInfo : {},
  };
}
