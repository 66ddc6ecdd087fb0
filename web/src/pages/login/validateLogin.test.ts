import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('asks for both fields when both are empty', () => {
    expect(validateLogin('', '')).toEqual({ uid: 'LOGIN_ERR_UID', password: 'LOGIN_ERR_PASSWORD' });
  });

  it('treats a blank id as empty', () => {
    expect(validateLogin('   ', 'secret')).toEqual({ uid: 'LOGIN_ERR_UID' });
  });

  it('accepts an id and a password', () => {
    expect(validateLogin('teacher1', 'secret')).toEqual({});
  });
});
