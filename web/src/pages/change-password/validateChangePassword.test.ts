import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validateChangePassword';

const label = (key: string) => key;

describe('validateChangePassword', () => {
  it('requires every field', () => {
    const errors = validateChangePassword({ oldPassword: '', newPassword: '', confirm: '' }, label);
    expect(Object.keys(errors)).toEqual(['oldPassword', 'newPassword', 'confirm']);
  });

  it('rejects a confirmation that differs from the new password', () => {
    const errors = validateChangePassword({ oldPassword: 'a', newPassword: 'b', confirm: 'c' }, label);
    expect(errors).toEqual({ confirm: { key: 'PASSWORD_MISMATCH' } });
  });

  it('accepts a matching confirmation', () => {
    expect(validateChangePassword({ oldPassword: 'a', newPassword: 'b', confirm: 'b' }, label)).toEqual({});
  });
});
