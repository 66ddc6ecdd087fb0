import { describe, expect, it } from 'vitest';
import { parseSnList } from './snList';

describe('parseSnList', () => {
  it('reads "serial, MAC" lines separated by a comma, a tab or spaces', () => {
    // Prepare
    const text = 'SN-001, aa:bb:cc:00:20:01\nSN-002\tAA-BB-CC-00-20-02\n\n  SN-003   AA:BB:CC:00:20:03  \n';
    // Act
    const list = parseSnList(text);
    // Assess
    expect(list.errors).toEqual([]);
    expect(list.entries).toEqual([
      { sn: 'SN-001', mac: 'AA:BB:CC:00:20:01' },
      { sn: 'SN-002', mac: 'AA:BB:CC:00:20:02' },
      { sn: 'SN-003', mac: 'AA:BB:CC:00:20:03' },
    ]);
  });

  it('reports lines without exactly two codes as INVALID_LINE with their numbers', () => {
    const list = parseSnList('SN-001 AA:BB:CC:00:20:01\nSN-002\nSN-003 AA:BB:CC:00:20:03 extra');
    expect(list.errors).toEqual([
      { line: 2, text: 'SN-002', key: 'INVALID_LINE' },
      { line: 3, text: 'SN-003 AA:BB:CC:00:20:03 extra', key: 'INVALID_LINE' },
    ]);
    expect(list.entries).toHaveLength(1);
  });

  it('reports a bad MAC as INVALID_MAC and a repeated MAC as DUPLICATE_MAC', () => {
    const list = parseSnList('SN-1, 12:34\nSN-2, AA:BB:CC:00:20:01\nSN-3, aa-bb-cc-00-20-01');
    expect(list.errors.map((error) => [error.line, error.key])).toEqual([
      [1, 'INVALID_MAC'],
      [3, 'DUPLICATE_MAC'],
    ]);
  });
});
