import { describe, expect, it } from 'vitest';
import type { User } from '../generated/graphql';
import { deriveMode, parseDistTranslations } from './mode';

function userOfDist(title: string): User {
  return {
    site: { _id: 's', name: 'School', category: null, dist: { _id: 'd', title, translations: null } },
  } as User;
}

describe('deriveMode', () => {
  it('gives business mode for a distributor titled Business', () => {
    expect(deriveMode(userOfDist('Business'))).toBe('business');
  });

  it('gives school mode for any other distributor and for no user', () => {
    expect(deriveMode(userOfDist('Education'))).toBe('school');
    expect(deriveMode(null)).toBe('school');
  });
});

describe('parseDistTranslations', () => {
  it('keeps string texts per language', () => {
    // Prepare
    const json = JSON.stringify({ en: { CLASS: 'Workshop', BAD: 3 }, ko: { CLASS: '워크숍' } });
    // Act
    const result = parseDistTranslations(json);
    // Assess
    expect(result).toEqual({ en: { CLASS: 'Workshop' }, ko: { CLASS: '워크숍' } });
  });

  it('ignores malformed JSON', () => {
    expect(parseDistTranslations('{oops')).toEqual({});
    expect(parseDistTranslations(null)).toEqual({});
  });
});
