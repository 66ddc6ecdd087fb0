/** Worksheet names: cut to 31 characters, stripped of what Excel refuses, unique ignoring case. */
import { describe, expect, it } from 'vitest';
import { SHEET_NAME_MAX, uniqueSheetNames } from './sheet-names';

describe('uniqueSheetNames', () => {
  it('cuts long names to 31 characters', () => {
    const [name] = uniqueSheetNames(['A question title that is much longer than Excel allows']);

    expect(name).toBe('A question title that is much l');
    expect(name).toHaveLength(SHEET_NAME_MAX);
  });

  it('keeps names unique after cutting, ignoring case, within 31 characters', () => {
    const long = 'Which planet is the largest in our solar system?';
    const names = uniqueSheetNames([long, long, long.toUpperCase(), 'Summary', 'summary']);

    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(SHEET_NAME_MAX);
    expect(names[1]).toMatch(/ \(2\)$/);
    expect(names[2]).toMatch(/ \(3\)$/);
    expect(names[4]).toBe('summary (2)');
  });

  it('replaces characters Excel refuses and never returns an empty name', () => {
    const names = uniqueSheetNames(['a/b\\c?d*e[f]g:h', "'quoted'", '   ', '']);

    expect(names[0]).toBe('a b c d e f g h');
    expect(names[1]).toBe('quoted');
    expect(names[2]).toBe('Sheet');
    expect(names[3]).toBe('Sheet (2)');
  });

  it('does not split a character made of two UTF-16 units', () => {
    const [name] = uniqueSheetNames([`${'x'.repeat(30)}😀 tail`]);

    expect(name).toBe('x'.repeat(30));
  });
});
