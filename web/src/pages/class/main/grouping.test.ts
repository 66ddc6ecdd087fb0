/** Grouping: the 1..num rule and every student in exactly one group. */
import { describe, expect, it } from 'vitest';
import { groupCount, groupNumberError, makeGroups } from './grouping';

const students = Array.from({ length: 10 }, (_, index) => `s${index + 1}`);

/** A fixed sequence of draws, so the shuffle is repeatable. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('groupNumberError', () => {
  it('accepts whole numbers from 1 to num', () => {
    expect(groupNumberError('1', 10)).toBeNull();
    expect(groupNumberError(' 10 ', 10)).toBeNull();
  });

  it('refuses 0, more than num, fractions, text and blanks with the range message', () => {
    for (const value of ['0', '11', '2.5', 'two', '', '-1']) {
      expect(groupNumberError(value, 10)).toEqual({ key: 'NUMBER_RANGE_MSG', num: 10 });
    }
  });
});

describe('makeGroups', () => {
  it('splits into the asked number of groups with sizes differing by at most one', () => {
    const groups = makeGroups(students, 'groups', 3, seeded(1));
    expect(groups.map((group) => group.length)).toEqual([4, 3, 3]);
  });

  it('splits by people into groups of at most that many', () => {
    const groups = makeGroups(students, 'people', 4, seeded(2));
    expect(groups).toHaveLength(3);
    expect(Math.max(...groups.map((group) => group.length))).toBeLessThanOrEqual(4);
  });

  it('puts every student in exactly one group', () => {
    for (const [by, n] of [
      ['groups', 2],
      ['groups', 10],
      ['people', 3],
      ['people', 1],
    ] as const) {
      const placed = makeGroups(students, by, n, seeded(n)).flat();
      expect([...placed].sort()).toEqual([...students].sort());
    }
  });

  it('shuffles: another draw gives another order', () => {
    const first = makeGroups(students, 'groups', 2, seeded(3)).flat();
    const second = makeGroups(students, 'groups', 2, seeded(4)).flat();
    expect(first).not.toEqual(second);
  });

  it('makes no groups for no students', () => {
    expect(groupCount(0, 'groups', 3)).toBe(0);
    expect(makeGroups([], 'people', 2)).toEqual([]);
  });
});
