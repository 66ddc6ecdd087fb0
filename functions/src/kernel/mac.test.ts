/**
 * The one MAC normaliser: every common notation of a whole MAC to AA:BB:CC:DD:EE:FF, and a
 * partial MAC typed in a search to the places it may start and its canonical spellings.
 */
import { describe, expect, it } from 'vitest';
import { macFragment, macSchema, macSearchSpellings, normalizeMac } from './mac';
import { MAC_FRAGMENTS, MAC_SPELLINGS } from './mac.fixtures';

describe('normalizeMac', () => {
  it.each(MAC_SPELLINGS)('reads %j as %j', (text, canonical) => {
    expect(normalizeMac(text)).toBe(canonical);
  });

  it('is the schema of MAC arguments: INVALID_MAC for anything else', () => {
    expect(macSchema.parse('AABBCC000102')).toBe('AA:BB:CC:00:01:02');
    expect(macSchema.safeParse('AA:BB').error?.issues[0]?.message).toBe('INVALID_MAC');
  });
});

describe('macFragment', () => {
  it('reads "00:01", "0001" and "00-01" as the same two bytes', () => {
    const read = ['00:01', '0001', '00-01', '00.01'].map(macFragment);

    expect(read).toEqual(Array(4).fill({ hex: '0001', starts: ['byte'] }));
  });

  it('knows where a fragment may start: a byte, inside one, or either', () => {
    expect(macFragment('0:01')).toEqual({ hex: '001', starts: ['nibble'] });
    expect(macFragment(':01:')).toEqual({ hex: '01', starts: ['byte'] });
    expect(macFragment('001')).toEqual({ hex: '001', starts: ['byte', 'nibble'] });
    expect(macFragment('bb.cc00')).toEqual({ hex: 'BBCC00', starts: ['byte'] });
    expect(macFragment('b.cc00')).toEqual({ hex: 'BCC00', starts: ['nibble'] });
  });

  it('is no MAC for other text, mixed or misplaced separators, or a single digit', () => {
    const texts = ['button', 'Kim 3', '00:1:02', '00:01-02', '000:01', 'A', 'AABBCCDDEEFF00'];

    expect(texts.map(macFragment)).toEqual(Array(texts.length).fill(null));
  });
});

describe('macSearchSpellings', () => {
  it('spells a fragment as it reads inside a canonical MAC, once per place it may start', () => {
    expect(macSearchSpellings('0001')).toEqual(['00:01']);
    expect(macSearchSpellings('00-01')).toEqual(['00:01']);
    expect(macSearchSpellings('001')).toEqual(['00:1', '0:01']);
    expect(macSearchSpellings('a:bb:c')).toEqual(['A:BB:C']);
    expect(macSearchSpellings('button')).toEqual([]);
    expect(macSearchSpellings(null)).toEqual([]);
  });

  it('finds the fragment inside the canonical form of every MAC that contains it', () => {
    const macs = ['AA:BB:CC:00:01:01', 'AA:BB:CC:00:01:04', 'AA:BB:CC:00:02:01', 'A0:00:1B:00:00:00'];
    const found = (q: string) =>
      macs.filter((mac) => macSearchSpellings(q).some((spelling) => mac.includes(spelling)));

    expect(found('00:01')).toEqual(['AA:BB:CC:00:01:01', 'AA:BB:CC:00:01:04']);
    expect(found('0001')).toEqual(found('00:01'));
    expect(found('00-01')).toEqual(found('00:01'));
  });
});

describe('the fixtures the console mirror is tested on', () => {
  it('cover every notation and both kinds of search text', () => {
    expect(new Set(MAC_SPELLINGS.map(([, canonical]) => canonical === null)).size).toBe(2);
    expect(MAC_FRAGMENTS.filter((text) => macFragment(text)).length).toBeGreaterThan(5);
  });
});
