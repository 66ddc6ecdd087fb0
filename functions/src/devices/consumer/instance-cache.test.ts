/** TtlCache: entries expire after their time to live, and the oldest go first beyond capacity. */
import { describe, expect, it } from 'vitest';
import { TtlCache } from './instance-cache';

describe('TtlCache', () => {
  it('forgets an entry once its time to live has passed', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(500, () => now);
    cache.set('a', 'first');
    now = 1_499;
    expect(cache.get('a')).toBe('first');
    now = 1_500;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its capacity, a set entry counting as new', () => {
    const cache = new TtlCache<number>(60_000, Date.now, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});
