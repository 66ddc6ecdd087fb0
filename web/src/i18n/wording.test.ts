import { describe, expect, it } from 'vitest';
import { wordingKey } from './wording';

const exists = (key: string) => ['CLASS', 'CLASS_business', 'LOGOUT'].includes(key);

describe('wordingKey', () => {
  it('picks the business variant in business mode', () => {
    expect(wordingKey('CLASS', 'business', exists)).toBe('CLASS_business');
  });

  it('keeps the plain key in school mode', () => {
    expect(wordingKey('CLASS', 'school', exists)).toBe('CLASS');
  });

  it('keeps the plain key when no business variant exists', () => {
    expect(wordingKey('LOGOUT', 'business', exists)).toBe('LOGOUT');
  });
});
