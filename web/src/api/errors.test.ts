import { describe, expect, it } from 'vitest';
import { en } from '../i18n/locales/en';
import { es } from '../i18n/locales/es';
import { ko } from '../i18n/locales/ko';
import {
  adminErrorMessage,
  changePasswordErrorMessage,
  LOGIN_ERROR_KEYS,
  loginErrorMessage,
  signupErrorMessage,
} from './errors';

/** The shape Amplify throws for a GraphQL error. */
function graphqlError(errorType: string, errorInfo?: Record<string, unknown>) {
  return { data: null, errors: [{ message: 'boom', errorType, errorInfo: errorInfo ?? null }] };
}

describe('loginErrorMessage', () => {
  it.each([
    ['1001', 'NOT_FOUND_USER'],
    ['1002', 'WRONG_PASSWORD'],
    ['1006', 'NOT_ADMITTED'],
    ['1007', 'REQUIRED_VERIFIED'],
    ['4001', 'SITE_INACTIVE'],
  ])('maps code %s to %s', (code, key) => {
    // Prepare
    const error = graphqlError(code);
    // Act
    const message = loginErrorMessage(error);
    // Assess
    expect(message).toEqual({ key });
  });

  it('maps a lock-out to LOGIN_LOCKED with the retry-after seconds', () => {
    const error = graphqlError('1008', { retryAfterSeconds: 42 });
    const message = loginErrorMessage(error);
    expect(message).toEqual({ key: 'LOGIN_LOCKED', values: { seconds: 42 } });
  });

  it('maps an unknown code to LOGIN_ERROR', () => {
    const message = loginErrorMessage(graphqlError('9999'));
    expect(message).toEqual({ key: 'LOGIN_ERROR' });
  });

  it('maps a network failure to LOGIN_ERROR', () => {
    const message = loginErrorMessage(new TypeError('Failed to fetch'));
    expect(message).toEqual({ key: 'LOGIN_ERROR' });
  });

  it('does not take an Object.prototype member for a key', () => {
    expect(loginErrorMessage(graphqlError('constructor'))).toEqual({ key: 'LOGIN_ERROR' });
  });
});

describe('sign-in error texts', () => {
  const locales = { ko, en, es } as Record<string, Record<string, unknown>>;
  const cases = Object.entries(locales).flatMap(([language, resource]) =>
    Object.entries(LOGIN_ERROR_KEYS).map(([code, key]) => [language, code, key, resource[key]] as const),
  );

  it.each(cases)('%s: code %s (%s) ends with its code in brackets', (_, code, __, text) => {
    expect(text).toMatch(new RegExp(`\\(\\D*${code}\\)$`));
  });

  it.each(Object.entries(locales))(
    '%s: a wrong password is not worded as the sign-up mismatch',
    (_, resource) => {
      expect(resource.WRONG_PASSWORD).not.toBe(resource.PASSWORD_MISMATCH);
    },
  );
});

describe('signupErrorMessage', () => {
  const known = (key: string) => key === 'INVALID_EMAIL';

  it('maps 1003 to DUPLICATE_UID', () => {
    expect(signupErrorMessage(graphqlError('1003'), known)).toEqual({ key: 'DUPLICATE_UID' });
  });

  it('uses the translation key of a BadRequest when the console knows it', () => {
    const error = graphqlError('BadRequest', { key: 'INVALID_EMAIL' });
    expect(signupErrorMessage(error, known)).toEqual({ key: 'INVALID_EMAIL' });
  });

  it('falls back to SIGNUP_ERROR for an unknown BadRequest key or any other failure', () => {
    expect(signupErrorMessage(graphqlError('BadRequest', { key: 'NO_SUCH_KEY' }), known)).toEqual({
      key: 'SIGNUP_ERROR',
    });
    expect(signupErrorMessage(new Error('offline'), known)).toEqual({ key: 'SIGNUP_ERROR' });
  });
});

describe('changePasswordErrorMessage', () => {
  it('maps a wrong old password to WRONG_PASSWORD', () => {
    expect(changePasswordErrorMessage(graphqlError('1002'))).toEqual({ key: 'WRONG_PASSWORD' });
  });

  it('maps a locked id (the sign-in throttle) to LOGIN_LOCKED with the seconds to wait', () => {
    const locked = graphqlError('1008', { retryAfterSeconds: 299.2 });

    expect(changePasswordErrorMessage(locked)).toEqual({ key: 'LOGIN_LOCKED', values: { seconds: 300 } });
  });

  it('maps anything else to CHANGE_PASSWORD_ERROR', () => {
    expect(changePasswordErrorMessage(new Error('offline'))).toEqual({ key: 'CHANGE_PASSWORD_ERROR' });
  });
});

describe('adminErrorMessage', () => {
  const known = (key: string) => ['REQUIRED_FIELD_MSG', 'DUPLICATE_MAC', 'SITE_NOT_EMPTY'].includes(key);

  it('uses the BadRequest key the console knows', () => {
    // Prepare
    const error = graphqlError('BadRequest', { key: 'DUPLICATE_MAC' });
    // Act
    const message = adminErrorMessage(error, known, 'REQUEST_ERR_MSG');
    // Assess
    expect(message).toEqual({ key: 'DUPLICATE_MAC' });
  });

  it('turns the reported field into the label key of that field', () => {
    const error = graphqlError('BadRequest', { key: 'REQUIRED_FIELD_MSG', field: 'name' });
    expect(adminErrorMessage(error, known, 'REQUEST_ERR_MSG')).toEqual({
      key: 'REQUIRED_FIELD_MSG',
      values: { field: 'NAME' },
    });
  });

  it('passes the choice number of a question error on', () => {
    const error = graphqlError('BadRequest', { key: 'REQUIRED_CHOICE', no: 3 });
    expect(adminErrorMessage(error, (key) => key === 'REQUIRED_CHOICE', 'SAVE_ERR_MSG')).toEqual({
      key: 'REQUIRED_CHOICE',
      values: { no: 3 },
    });
  });

  it('passes a limit on, so "at most {{max}}" texts are filled in', () => {
    const error = graphqlError('BadRequest', { key: 'TOO_MANY_PLAYLIST_ITEMS', max: 500 });
    expect(adminErrorMessage(error, (key) => key === 'TOO_MANY_PLAYLIST_ITEMS', 'SAVE_ERR_MSG')).toEqual({
      key: 'TOO_MANY_PLAYLIST_ITEMS',
      values: { max: 500 },
    });
  });

  it('maps a duplicate login id (1003) to DUPLICATE_UID', () => {
    expect(adminErrorMessage(graphqlError('1003'), known, 'SAVE_ERR_MSG')).toEqual({ key: 'DUPLICATE_UID' });
  });

  it('maps Forbidden and NotFound to their fixed keys', () => {
    expect(adminErrorMessage(graphqlError('Forbidden'), known, 'X')).toEqual({ key: 'FORBIDDEN_MSG' });
    expect(adminErrorMessage(graphqlError('NotFound'), known, 'X')).toEqual({ key: 'NOT_FOUND_ITEM_MSG' });
  });

  it('falls back to the screen key for an unknown BadRequest key, another code or a network failure', () => {
    expect(adminErrorMessage(graphqlError('BadRequest', { key: 'NOPE' }), known, 'DELETE_ERR_MSG')).toEqual({
      key: 'DELETE_ERR_MSG',
    });
    expect(adminErrorMessage(graphqlError('Internal'), known, 'DELETE_ERR_MSG')).toEqual({
      key: 'DELETE_ERR_MSG',
    });
    expect(adminErrorMessage(new TypeError('Failed to fetch'), known, 'REQUEST_ERR_MSG')).toEqual({
      key: 'REQUEST_ERR_MSG',
    });
  });
});
