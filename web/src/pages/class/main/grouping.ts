/**
 * Grouping (spec sections 5 and 9): students split by a number of groups or by a number of people
 * per group; the number must lie between 1 and {num}, the number of students. Every student lands
 * in exactly one group, in an order drawn by `random` (injectable for tests).
 */

export type GroupBy = 'groups' | 'people';

/** NUMBER_RANGE_MSG with {num} when `value` is not a whole number from 1 to `num`. */
export function groupNumberError(
  value: string,
  num: number,
): { key: 'NUMBER_RANGE_MSG'; num: number } | null {
  const trimmed = value.trim();
  const parsed = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(parsed) || parsed < 1 || parsed > num) {
    return { key: 'NUMBER_RANGE_MSG', num };
  }
  return null;
}

/** How many groups a split makes: `n` groups, or as many groups of at most `n` as needed. */
export function groupCount(total: number, by: GroupBy, n: number): number {
  if (total <= 0 || n <= 0) return 0;
  return by === 'groups' ? Math.min(n, total) : Math.ceil(total / n);
}

/** Fisher-Yates on a copy. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Deals the shuffled students round-robin, so group sizes differ by at most one (and a split by
 * people never puts more than `n` in a group).
 */
export function makeGroups<T>(students: readonly T[], by: GroupBy, n: number, random = Math.random): T[][] {
  const count = groupCount(students.length, by, n);
  const groups: T[][] = Array.from({ length: count }, () => []);
  shuffled(students, random).forEach((student, index) => {
    groups[index % count]?.push(student);
  });
  return groups;
}
