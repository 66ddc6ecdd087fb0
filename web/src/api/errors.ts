/**
 * The console's error messages, from the code and info of a failed call (apiError.ts reads them).
 */
import { readApiError } from './apiError';

export { readApiError } from './apiError';

/** A message to show: a translation key and its interpolation values. */
export interface ErrorMessage {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Sign-in codes (spec section 8, plus the lock-out 1008) and the key of each message. The texts
 * say what happened and end with their code in every language (errors.test.ts checks), so a user
 * can quote it to an administrator.
 */
export const LOGIN_ERROR_KEYS: Readonly<Record<string, string>> = {
  '1001': 'NOT_FOUND_USER',
  '1002': 'WRONG_PASSWORD',
  '1006': 'NOT_ADMITTED',
  '1007': 'REQUIRED_VERIFIED',
  '1008': 'LOGIN_LOCKED',
  '4001': 'SITE_INACTIVE',
};

/** Spec section 8: known login codes map to their key; anything else, or no code, is LOGIN_ERROR. */
export function loginErrorMessage(error: unknown): ErrorMessage {
  const { code, info } = readApiError(error);
  // hasOwn: a code such as "constructor" must not pick up an Object.prototype member.
  const key =
    code !== undefined && Object.hasOwn(LOGIN_ERROR_KEYS, code) ? LOGIN_ERROR_KEYS[code] : undefined;
  if (key === 'LOGIN_LOCKED') {
    const seconds = typeof info.retryAfterSeconds === 'number' ? Math.ceil(info.retryAfterSeconds) : 0;
    return { key, values: { seconds } };
  }
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

/** changePassword checks the old password under the sign-in throttle: 1002, or 1008 when locked. */
export function changePasswordErrorMessage(error: unknown): ErrorMessage {
  const { code } = readApiError(error);
  if (code === '1002') return { key: 'WRONG_PASSWORD' };
  if (code === '1008') return loginErrorMessage(error);
  return { key: 'CHANGE_PASSWORD_ERROR' };
}

/** Form field names the server reports in REQUIRED_FIELD_MSG, and the label key of each. */
const FIELD_LABEL_KEYS: Record<string, string> = {
  name: 'NAME',
  mac: 'MAC',
  site: 'SITE',
  spot: 'SPOT',
  uid: 'USER_ID',
  password: 'PASSWORD',
  firstname: 'FIRST_NAME',
  email: 'EMAIL',
  role: 'ROLE',
  title: 'TITLE',
  key: 'KEY',
  code: 'CODE',
  scid: 'SCID',
  uuid: 'UUID',
  sn: 'SN',
  count: 'PERSON_COUNT',
  fn: 'RULE_ACTION_FN',
};

/**
 * The admin screens' rule: a BadRequest names its own translation key (known to the console),
 * a duplicate login id is code 1003 (DUPLICATE_UID, as at sign-up), Forbidden and NotFound have
 * fixed keys, and anything else (an unknown key too) is the screen's generic `fallbackKey`.
 * `values.field` stays a label key (or the raw field name) for the caller to translate.
 */
export function adminErrorMessage(
  error: unknown,
  isKnownKey: (key: string) => boolean,
  fallbackKey: string,
): ErrorMessage {
  const { code, info } = readApiError(error);
  if (code === 'BadRequest' && typeof info.key === 'string' && isKnownKey(info.key)) {
    if (typeof info.field === 'string') {
      return { key: info.key, values: { field: FIELD_LABEL_KEYS[info.field] ?? info.field } };
    }
    // REQUIRED_CHOICE and DUPLICATE_CHOICE name the choice (1-based).
    if (typeof info.no === 'number') {
      return { key: info.key, values: { no: info.no } };
    }
    // TOO_MANY_CHOICES, TOO_MANY_QUESTIONS, TOO_MANY_PLAYLIST_ITEMS... name their limit.
    if (typeof info.max === 'number') {
      return { key: info.key, values: { max: info.max } };
    }
    return { key: info.key };
  }
  if (code === '1003') {
    return { key: 'DUPLICATE_UID' };
  }
  // Spec section 8: an action a thing still uses cannot be removed.
  if (code === '3002') {
    return { key: 'DELETE_THING_CONNECTED_ACTION_ERR' };
  }
  if (code === 'Forbidden') {
    return { key: 'FORBIDDEN_MSG' };
  }
  if (code === 'NotFound') {
    return { key: 'NOT_FOUND_ITEM_MSG' };
  }
  return { key: fallbackKey };
}
