import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../api/auth';
import { deriveMode, parseDistTranslations } from './mode';

/** A teacher of a site whose distributor has this title. */
function userOfDist(title: string): SignedInUser {
  return {
    _id: 'u',
    uid: 'teacher',
    firstname: null,
    lastname: null,
    no: null,
    tel: null,
    email: null,
    active: true,
    verified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    role: {
      user: true,
      admin: false,
      manager: false,
      staff: false,
      operator: false,
      system: false,
      distributor: false,
    },
    spots: [],
    private_policy: { agree: true, date: null },
    dist: null,
    site: { _id: 's', name: 'School', category: null, dist: { _id: 'd', title, translations: null } },
  };
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
