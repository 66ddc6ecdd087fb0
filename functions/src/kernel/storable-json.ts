/**
 * Whether DynamoDB can store a JSON value as it is: numbers of magnitude 1e-130 up to
 * Number.MAX_SAFE_INTEGER (or 0), no empty key, none of the keys JavaScript gives a meaning of its
 * own, and at most `maxDepth` levels (DynamoDB refuses past 32; items wrap free data in a few).
 * Anything else made the write fail at the store, an internal failure (or, for a device message,
 * a retry until dead-lettered) instead of the bad input it is, or was stored as something else.
 */

/**
 * Keys that name an object's own machinery. The document client takes an object whose
 * `constructor` is not Object's for a class instance and refuses to write it (an internal
 * failure); it drops `__proto__`, and anything that copies such an object by assignment gives it
 * a new prototype instead of a key. `prototype` stores as it is, but is refused with the other two
 * so one rule names them all: none is a key a screen of the product writes.
 */
export const RESERVED_JSON_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type StorableProblem = 'number' | 'empty-key' | 'reserved-key' | 'too-deep';

/** What keeps the store from holding `value` as it is, or null when nothing does. */
export function storableProblem(value: unknown, maxDepth = 16, depth = 0): StorableProblem | null {
  if (typeof value === 'number') {
    const size = Math.abs(value);
    // DynamoDB stores 1e-130 to below 1e126, but the document client refuses anything past
    // Number.MAX_SAFE_INTEGER rather than lose its precision.
    const fits =
      Number.isFinite(value) && (size === 0 || (size >= 1e-130 && size <= Number.MAX_SAFE_INTEGER));
    return fits ? null : 'number';
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxDepth) return 'too-deep';
  if (!Array.isArray(value)) {
    // Own keys only, as JSON.parse makes them: a `__proto__` key is an own property there.
    for (const key of Object.keys(value)) {
      // DynamoDB refuses a map with an empty attribute name; list indexes are never empty.
      if (key.length === 0) return 'empty-key';
      if (RESERVED_JSON_KEYS.has(key)) return 'reserved-key';
    }
  }
  for (const inner of Object.values(value)) {
    const problem = storableProblem(inner, maxDepth, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Whether a key of RESERVED_JSON_KEYS is anywhere in the value, however deep (iterative, so a
 * hostile nesting cannot exhaust the stack): for values checked as they arrived, before a parser
 * copies them and a `__proto__` key is lost on the way.
 */
export function holdsReservedKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (!Array.isArray(next) && Object.keys(next).some((key) => RESERVED_JSON_KEYS.has(key))) return true;
    for (const inner of Object.values(next)) pending.push(inner);
  }
  return false;
}

export function isStorable(value: unknown, maxDepth = 16): boolean {
  return storableProblem(value, maxDepth) === null;
}
