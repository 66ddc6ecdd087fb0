import { describe, expect, it } from 'vitest';
import { parseMacList } from './macList';

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
    const list = parseMacList('aa:bb:cc:00:10:01\nAA-BB-CC-00-10-01\nAABBCC001001, aabb.cc00.1001');
    expect(list.macs).toEqual(['AA:BB:CC:00:10:01']);
  });

  it('takes every notation the server reads, without separators too', () => {
    const list = parseMacList('AABBCC000102\naa-bb-cc-00-01-01\naabb.cc00.0103');

    expect(list).toEqual({
      macs: ['AA:BB:CC:00:01:02', 'AA:BB:CC:00:01:01', 'AA:BB:CC:00:01:03'],
      invalid: [],
    });
  });
});
