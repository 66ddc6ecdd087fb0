/**
 * Typed errors the API returns. `errorType` is what the client reads from the first GraphQL
 * error: the spec's numeric codes for sign-in (section 8), names for everything else.
 */
export const ERROR_CODES = {
  NOT_FOUND_USER: '1001',
  WRONG_PASSWORD: '1002',
  DUPLICATE_UID: '1003',
  NOT_ADMITTED: '1006',
  REQUIRED_VERIFIED: '1007',
  LOGIN_LOCKED: '1008',
  SITE_INACTIVE: '4001',
  /** Spec section 8: an action a thing uses cannot be deleted (DELETE_THING_CONNECTED_ACTION_ERR). */
  THING_CONNECTED_ACTION: '3002',
  BAD_REQUEST: 'BadRequest',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'NotFound',
  /** Too many attempts in a window (joinSession's limits); errorInfo.retryAfterSeconds says how long to wait. */
  RATE_LIMITED: 'RateLimited',
  INTERNAL: 'InternalFailure',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly info: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

/** Bad input: `key` is the translation key the console shows (e.g. REQUIRED_AGREE). */
export function badRequest(key: string, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError(ERROR_CODES.BAD_REQUEST, message, { key, ...extra });
}

export function forbidden(message = 'Unauthorized user.'): AppError {
  return new AppError(ERROR_CODES.FORBIDDEN, message);
}

export function unauthorized(message = 'Unauthorized user.'): AppError {
  return new AppError(ERROR_CODES.UNAUTHORIZED, message);
}

export function notFound(what: string): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, `${what} not found.`);
}
