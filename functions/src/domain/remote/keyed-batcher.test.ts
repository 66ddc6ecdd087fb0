/** KeyedBatcher: one run per key at a time; callers arriving meanwhile share the next run. */
import { describe, expect, it } from 'vitest';
import { KeyedBatcher } from './keyed-batcher';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('KeyedBatcher', () => {
  it('runs the first item alone, then everything that arrived meanwhile in one run', async () => {
    const runs: string[][] = [];
    const first = gate();
    const batcher = new KeyedBatcher<string, string>(async (_key, items) => {
      runs.push(items);
      if (runs.length === 1) await first.opened;
      return items.map((item) => item.toUpperCase());
    });

    const a = batcher.submit('link', 'a');
    const b = batcher.submit('link', 'b');
    const c = batcher.submit('link', 'c');
    first.open();

    expect(await Promise.all([a, b, c])).toEqual(['A', 'B', 'C']);
    expect(runs).toEqual([['a'], ['b', 'c']]);
  });

  it('keeps keys apart: another key does not wait for a running one', async () => {
    const blocked = gate();
    const batcher = new KeyedBatcher<string, string>(async (key, items) => {
      if (key === 'slow') await blocked.opened;
      return items;
    });

    const slow = batcher.submit('slow', 's');
    const fast = await batcher.submit('fast', 'f');
    blocked.open();

    expect(fast).toBe('f');
    expect(await slow).toBe('s');
  });

  it("fails a run's callers only, and serves later callers with a new run", async () => {
    let calls = 0;
    const batcher = new KeyedBatcher<number, number>(async (_key, items) => {
      calls += 1;
      if (calls === 1) throw new Error('store down');
      return items;
    });

    await expect(batcher.submit('link', 1)).rejects.toThrow('store down');
    expect(await batcher.submit('link', 2)).toBe(2);
  });
});
