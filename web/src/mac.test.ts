/** The console's MAC normaliser reads every MAC as the server's does (one normaliser, mirrored). */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeMac as serverNormalizeMac } from '../../functions/src/kernel/mac';
import { MAC_FRAGMENTS, MAC_SPELLINGS } from '../../functions/src/kernel/mac.fixtures';
import { normalizeMac } from './mac';

/** A random MAC in a random notation and case, sometimes broken by one character. */
function randomSpelling(): string {
  const hex = randomBytes(6).toString('hex');
  const pick = randomBytes(3);
  const cased = (pick[0] ?? 0) % 2 === 0 ? hex : hex.toUpperCase();
  const pairs = cased.match(/.{2}/g) ?? [];
  const notations = [pairs.join(':'), pairs.join('-'), cased, cased.match(/.{4}/g)?.join('.') ?? ''];
  const spelled = notations[(pick[1] ?? 0) % notations.length] ?? '';
  if ((pick[2] ?? 0) % 5 !== 0) return spelled;
  const at = (pick[2] ?? 0) % spelled.length;
  return `${spelled.slice(0, at)}${'g:-. '[(pick[1] ?? 0) % 5]}${spelled.slice(at + 1)}`;
}

describe('normalizeMac (console)', () => {
  it.each(MAC_SPELLINGS)('reads %j as the server does: %j', (text, canonical) => {
    expect(normalizeMac(text)).toBe(canonical);
  });

  it('agrees with the server on search texts and on a thousand random spellings', () => {
    const texts = [...MAC_FRAGMENTS, ...Array.from({ length: 1000 }, randomSpelling)];

    expect(texts.map(normalizeMac)).toEqual(texts.map(serverNormalizeMac));
  });
});
