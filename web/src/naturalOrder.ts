/**
 * The order people expect in pickers: numbers inside texts by value (seat 2 before seat 10,
 * "Button 9" before "Button 10"), case and accents ignored, then the texts' own order. Lists come
 * from the server newest first, which read backwards in a picker (24 down to 1).
 */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);

/** A copy of `items` in natural order of `textOf`, ties by the next text of the list. */
export function naturalSort<T>(
  items: readonly T[],
  ...textsOf: ((item: T) => string | null | undefined)[]
): T[] {
  return [...items].sort((a, b) => {
    for (const textOf of textsOf) {
      const order = naturalCompare(textOf(a) ?? '', textOf(b) ?? '');
      if (order !== 0) return order;
    }
    return 0;
  });
}
