/**
 * MACs and partial MACs as people and devices write them: the kernel's normaliser (mac.ts) and
 * the console's mirror (web/src/mac.ts) are both tested on these, so they cannot drift apart.
 */

/** Whole MACs in the notations people and devices write, and what each must become. */
export const MAC_SPELLINGS: [string, string | null][] = [
  ['AA:BB:CC:00:01:02', 'AA:BB:CC:00:01:02'],
  ['aa:bb:cc:00:01:02', 'AA:BB:CC:00:01:02'],
  ['aa-bb-cc-00-01-01', 'AA:BB:CC:00:01:01'],
  ['AABBCC000102', 'AA:BB:CC:00:01:02'],
  ['aabbcc000102', 'AA:BB:CC:00:01:02'],
  ['aabb.cc00.0102', 'AA:BB:CC:00:01:02'],
  ['  AA-BB-CC-00-01-02 ', 'AA:BB:CC:00:01:02'],
  ['AA:BB-CC:00:01:02', null],
  ['AA:BB:CC:00:01', null],
  ['AABBCC0001020', null],
  ['GG:BB:CC:00:01:02', null],
  ['aabb.cc00.010', null],
  ['aa.bb.cc.00.01.02', null],
  ['', null],
];

/** Search texts, MAC-like or not. */
export const MAC_FRAGMENTS: string[] = [
  '00:01',
  '0001',
  '00-01',
  '00.01',
  '0:01',
  ':01:',
  '001',
  'bb.cc00',
  'b.cc00',
  'a:bb:c',
  'AABBCC000102',
  'aa-bb-cc-00-01-01',
  'button',
  'Kim 3',
  '00:1:02',
  '00:01-02',
  'A',
  '',
];
