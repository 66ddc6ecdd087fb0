/** Token values: generated unguessable, shown masked, kept only as a hash. */
import { describe, expect, it } from 'vitest';
import { hashToken, maskToken, newTokenValue } from './api-tokens';

describe('token values', () => {
  it('generates a prefixed 32-character url-safe value, different each time', () => {
    const first = newTokenValue();
    const second = newTokenValue();

    expect(first).toMatch(/^cpt_[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
  });

  it('masks all but the prefix, four leading and four trailing characters', () => {
    const masked = maskToken('cpt_ABCDefghijklmnopqrstuvwxyz012345');

    expect(masked).toBe('cpt_ABCD••••2345');
  });

  it('masks a short value whole, so nothing of it shows', () => {
    expect(maskToken('short-value')).toBe('••••••••');
  });

  it('hashes with SHA-256, so the same value always gives the same hash and the hash is not the value', () => {
    const value = newTokenValue();

    expect(hashToken(value)).toBe(hashToken(value));
    expect(hashToken(value)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(value)).not.toContain(value.slice(4, 12));
  });
});
