/** ReadCache: one read per key and TTL, shared by concurrent callers, failures not kept. */
import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('reads a key once while its TTL lasts, and again after', async () => {
    let now = 1_000;
    const read = vi.fn(async (key: string) => `${key}@${now}`);
    const cache = new ReadCache(500, read, () => now);

    const first = await cache.get('a');
    now += 499;
    const within = await cache.get('a');
    now += 1;
    const after = await cache.get('a');

    expect([first, within, after]).toEqual(['a@1000', 'a@1000', 'a@1500']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('gives callers asking at once the same single read', async () => {
    let release: (value: string) => void = () => undefined;
    const read = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const cache = new ReadCache(1_000, read);

    const both = Promise.all([cache.get('a'), cache.get('a')]);
    release('value');

    expect(await both).toEqual(['value', 'value']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read: the next caller reads again', async () => {
    const read = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('store down'))
      .mockResolvedValueOnce('value');
    const cache = new ReadCache(1_000, read);

    await expect(cache.get('a')).rejects.toThrow('store down');
    expect(await cache.get('a')).toBe('value');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
