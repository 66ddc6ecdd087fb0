/**
 * Whether DynamoDB can store a JSON value as it is: numbers of magnitude 1e-130 up to
 * Number.MAX_SAFE_INTEGER (or 0), no empty key and at most `maxDepth` levels (DynamoDB refuses
 * past 32; items wrap free data in a few).
 * Anything else made the write fail at the store, an internal failure (or, for a device message,
 * a retry until dead-lettered) instead of the bad input it is.
 */
export function isStorable(value: unknown, maxDepth = 16, depth = 0): boolean {
  if (typeof value === 'number') {
    const size = Math.abs(value);
    // DynamoDB stores 1e-130 to below 1e126, but the document client refuses anything past
    // Number.MAX_SAFE_INTEGER rather than lose its precision.
    return Number.isFinite(value) && (size === 0 || (size >= 1e-130 && size <= Number.MAX_SAFE_INTEGER));
  }
  if (value === null || typeof value !== 'object') return true;
  if (depth >= maxDepth) return false;
  // DynamoDB refuses a map with an empty attribute name; list indexes are never empty.
  if (!Array.isArray(value) && Object.keys(value).some((key) => key.length === 0)) return false;
  return Object.values(value).every((inner) => isStorable(inner, maxDepth, depth + 1));
}
