import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, hasSignupErrors, type SignupValues, validateSignup } from './validateSignup';

const label = (key: string) => `<${key}>`;

const VALID: SignupValues = {
  uid: 'teacher1',
  password: 'secret-1',
  passwordConfirm: 'secret-1',
  email: 'teacher1@school.example',
  firstname: 'Mina',
  lastname: 'Kim',
  tel: '',
  agreePolicy: true,
  agreeTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete form with both agreements', () => {
    // Act
    const errors = validateSignup(VALID, label);
    // Assess
    expect(hasSignupErrors(errors)).toBe(false);
  });

  it('names each missing required field in REQUIRED_FIELD_MSG', () => {
    const errors = validateSignup(EMPTY_SIGNUP, label);
    expect(errors.fields.uid).toEqual({ key: 'REQUIRED_FIELD_MSG', values: { field: '<USER_ID>' } });
    expect(Object.keys(errors.fields).sort()).toEqual([
      'email',
      'firstname',
      'password',
      'passwordConfirm',
      'uid',
    ]);
  });

  it('rejects a malformed e-mail', () => {
    const errors = validateSignup({ ...VALID, email: 'not-an-email' }, label);
    expect(errors.fields.email).toEqual({ key: 'INVALID_EMAIL' });
  });

  it('rejects a confirmation that differs from the password', () => {
    const errors = validateSignup({ ...VALID, passwordConfirm: 'other' }, label);
    expect(errors.fields.passwordConfirm).toEqual({ key: 'PASSWORD_MISMATCH' });
  });

  it('requires both the privacy policy and the terms', () => {
    expect(validateSignup({ ...VALID, agreeTerms: false }, label).form).toEqual({ key: 'REQUIRED_AGREE' });
    expect(validateSignup({ ...VALID, agreePolicy: false }, label).form).toEqual({ key: 'REQUIRED_AGREE' });
  });
});
