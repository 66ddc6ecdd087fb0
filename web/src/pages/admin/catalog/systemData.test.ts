/** The token form's input and the once-only memory of a new token's clear value. */
import { describe, expect, it } from 'vitest';
import { forgetFreshToken, freshTokenValue, isMasked, rememberFreshToken } from './freshTokens';
import { duedateInput, tokenInput } from './systemDataConfigs';

describe('token form input', () => {
  it('trims texts, sends blanks as null and the due date as the end of that day (UTC)', () => {
    const input = tokenInput({
      name: ' API ',
      env: '',
      description: '  ',
      using: false,
      duedate: '2030-05-01',
    });

    expect(input).toEqual({
      name: 'API',
      env: null,
      description: null,
      using: false,
      duedate: '2030-05-01T23:59:59.000Z',
    });
  });

  it('leaves no due date as none', () => {
    expect(duedateInput(null)).toBeNull();
  });
});

describe('a new token value', () => {
  it('is remembered until forgotten, per token', () => {
    rememberFreshToken('t1', 'cpt_clear');

    expect(freshTokenValue('t1')).toBe('cpt_clear');
    expect(freshTokenValue('t2')).toBeNull();
    forgetFreshToken('t1');
    expect(freshTokenValue('t1')).toBeNull();
  });

  it('tells a masked value from a clear one', () => {
    expect(isMasked('cpt_ABCD••••2345')).toBe(true);
    expect(isMasked('cpt_ABCDefghijklmnopqrstuvwxyz012345')).toBe(false);
  });
});
