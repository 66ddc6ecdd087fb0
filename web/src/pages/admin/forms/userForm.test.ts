import { describe, expect, it } from 'vitest';
import { seatNumber, type UserFormValues, validateUser } from './userForm';

const base: UserFormValues = {
  uid: 'teacher2',
  password: '',
  firstname: 'Kim',
  lastname: '',
  no: '',
  tel: '',
  email: '',
  role: 'manager',
  site: 'site-1',
  spots: [],
  active: true,
  verified: true,
};

describe('validateUser', () => {
  it('asks a password for a new console account but not for a student', () => {
    // Act
    const manager = validateUser(base, true);
    const student = validateUser({ ...base, role: 'user' }, true);
    // Assess
    expect(manager).toEqual({ password: { key: 'REQUIRED_FIELD_MSG', values: { field: 'PASSWORD' } } });
    expect(student).toEqual({});
  });

  it('needs a first name (REQUIRED_NAME_MSG) and a well-formed e-mail when one is given', () => {
    const errors = validateUser({ ...base, password: 'x', firstname: ' ', email: 'nope' }, true);
    expect(errors).toEqual({ firstname: { key: 'REQUIRED_NAME_MSG' }, email: { key: 'INVALID_EMAIL' } });
  });

  it('does not ask uid, role or password again when editing', () => {
    expect(validateUser({ ...base, uid: '', role: undefined }, false)).toEqual({});
  });
});

describe('seatNumber', () => {
  it('sends a non-numeric number as empty', () => {
    expect(seatNumber(' 12 ')).toBe(12);
    expect(seatNumber('12a')).toBeNull();
    expect(seatNumber('')).toBeNull();
  });
});
