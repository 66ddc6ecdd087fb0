/** The list filter's text search: a substring of the named attributes, and a partial MAC in any notation. */
import { describe, expect, it } from 'vitest';
import { buildFilter } from './lists';

describe('buildFilter', () => {
  it('searches the MAC attributes for the canonical spellings of a partial MAC', () => {
    const filter = buildFilter({}, { text: '0001', attributes: ['mac', 'name'], macAttributes: ['mac'] });

    expect(filter?.expression).toBe('(contains(#q0, :q) OR contains(#q1, :q) OR contains(#m0, :m0))');
    expect(filter?.values).toEqual({ ':q': '0001', ':m0': '00:01' });
    expect(filter?.names).toMatchObject({ '#m0': 'mac' });
  });

  it('tries every place an ambiguous fragment may start', () => {
    const filter = buildFilter({}, { text: '001', attributes: ['mac'], macAttributes: ['mac'] });

    expect(filter?.values).toEqual({ ':q': '001', ':m0': '00:1', ':m1': '0:01' });
  });

  it('adds nothing for text that is no MAC, nor without MAC attributes (no unused placeholders)', () => {
    const named = buildFilter({}, { text: 'button', attributes: ['mac', 'name'], macAttributes: ['mac'] });
    const plain = buildFilter({}, { text: '0001', attributes: ['name'] });

    expect(named?.values).toEqual({ ':q': 'button' });
    expect(plain?.values).toEqual({ ':q': '0001' });
    expect(plain?.expression).toBe('(contains(#q0, :q))');
  });
});
