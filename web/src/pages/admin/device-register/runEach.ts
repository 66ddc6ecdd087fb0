/**
 * Runs one call per item, in order, reporting progress; a failure is recorded and the rest
 * still run (registration reports per-line failures instead of stopping at the first).
 */

export type ItemResult<T> = { item: T; ok: true } | { item: T; ok: false; error: unknown };

export async function runEach<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  onProgress: (done: number, total: number) => void,
): Promise<ItemResult<T>[]> {
  const results: ItemResult<T>[] = [];
  onProgress(0, items.length);
  // Sequential on purpose: the progress bar counts real completions, and the server is not flooded.
  for (const item of items) {
    try {
      await task(item);
      results.push({ item, ok: true });
    } catch (error) {
      results.push({ item, ok: false, error });
    }
    onProgress(results.length, items.length);
  }
  return results;
}
