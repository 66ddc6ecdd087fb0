import { describe, expect, it } from 'vitest';
import { normaliseMac, parseMacList } from './macList';

describe('normaliseMac', () => {
  it('accepts colons or dashes in either case and returns upper case with colons', () => {
    expect(normaliseMac('aa-bb-cc-dd-ee-0f')).toBe('AA:BB:CC:DD:EE:0F');
    expect(normaliseMac(' AA:BB:CC:DD:EE:FF ')).toBe('AA:BB:CC:DD:EE:FF');
  });

  it('rejects mixed separators, wrong lengths and non-hex digits', () => {
    expect(normaliseMac('AA:BB-CC:DD:EE:FF')).toBeNull();
    expect(normaliseMac('AA:BB:CC:DD:EE')).toBeNull();
    expect(normaliseMac('GG:BB:CC:DD:EE:FF')).toBeNull();
    expect(normaliseMac('AABBCCDDEEFF')).toBeNull();
  });
});

describe('parseMacList', () => {
  it('reads one MAC per line and comma-separated MACs, skipping blank entries', () => {
    // Prepare
    const text = 'AA:BB:CC:00:10:01\n\naa:bb:cc:00:10:02, AA-BB-CC-00-10-03,\n';
    // Act
    const list = parseMacList(text);
    // Assess
    expect(list).toEqual({
      macs: ['AA:BB:CC:00:10:01', 'AA:BB:CC:00:10:02', 'AA:BB:CC:00:10:03'],
      invalid: [],
    });
  });

  it('reports the offending entries with their line numbers', () => {
    const list = parseMacList('AA:BB:CC:00:10:01\nnot-a-mac\nAA:BB:CC:00:10:02, 12:34');
    expect(list.invalid).toEqual([
      { line: 2, text: 'not-a-mac' },
      { line: 3, text: '12:34' },
    ]);
    expect(list.macs).toEqual(['AA:BB:CC:00:10:01', 'AA:BB:CC:00:10:02']);
  });

  it('keeps a MAC written twice (in any spelling) only once', () => {
    const list = parseMacList('aa:bb:cc:00:10:01\nAA-BB-CC-00-10-01');
    expect(list.macs).toEqual(['AA:BB:CC:00:10:01']);
  });
});
