/**
 * Reading GraphQL errors. Amplify throws an object whose `errors[0]` carries the resolver's
 * `errorType` (the product's error code) and `errorInfo`; a network failure throws a plain Error.
 */

export interface ApiError {
  code: string | undefined;
  info: Record<string, unknown>;
}

/** A message to show: a translation key and its interpolation values. */
export interface ErrorMessage {
  key: string;
  values?: Record<string, string | number>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readApiError(error: unknown): ApiError {
  const first = isRecord(error) && Array.isArray(error.errors) ? (error.errors[0] as unknown) : undefined;
  if (!isRecord(first)) {
    return { code: undefined, info: {} };
  }
  return {
    code: typeof first.errorType === 'string' ? first.errorType : undefined,
    info: isRecord(first.errorInfo) ? first.errorInfo : {},
  };
}

const LOGIN_CODES: Record<string, string> = {
  '1001': 'NOT_FOUND_USER',
  '1002': 'WRONG_PASSWORD',
  '1006': 'NOT_ADMITTED',
  '1007': 'REQUIRED_VERIFIED',
  '4001': 'SITE_INACTIVE',
};

/** Spec section 8: known login codes map to their key; anything else, or no code, is LOGIN_ERROR. */
export function loginErrorMessage(error: unknown): ErrorMessage {
  const { code, info } = readApiError(error);
  if (code === '1008') {
    const seconds = typeof info.retryAfterSeconds === 'number' ? Math.ceil(info.retryAfterSeconds) : 0;
    return { key: 'LOGIN_LOCKED', values: { seconds } };
  }
  const key = code === undefined ? undefined : LOGIN_CODES[code];
  return { key: key ?? 'LOGIN_ERROR' };
}

/**
 * Sign-up: a duplicate id, or a server-side validation failure naming its own translation key.
 * `isKnownKey` guards against showing a raw key the console has no text for.
 */
export function signupErrorMessage(error: unknown, isKnownKey: (key: string) => boolean): ErrorMessage {
  const { code, info } = readApiError(error);
  if (code === '1003') {
    return { key: 'DUPLICATE_UID' };
  }
  if (code === 'BadRequest' && typeof info.key === 'string' && isKnownKey(info.key)) {
    return { key: info.key };
  }
  return { key: 'SIGNUP_ERROR' };
}

export function changePasswordErrorMessage(error: unknown): ErrorMessage {
  return readApiError(error).code === '1002' ? { key: 'WRONG_PASSWORD' } : { key: 'CHANGE_PASSWORD_ERROR' };
}
