import { describe, expect, it, vi } from 'vitest';
import { getMany, lruCache } from './lru-cache.ts';

describe('lruCache', () => {
  it('loads once per key while fresh, and shares a load in flight', async () => {
    const cache = lruCache<number>({ max: 10, ttlMs: 1_000 });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load)]).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after the time to live', async () => {
    let now = 0;
    const cache = lruCache<number>({ max: 10, ttlMs: 1_000, now: () => now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 2_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops the least recently used entry past max', async () => {
    const cache = lruCache<string>({ max: 2, ttlMs: 1_000 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recently used
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('forgets a failed load', async () => {
    const cache = lruCache<number>({ max: 10, ttlMs: 1_000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps the total weight under maxWeight, dropping the least recently used', async () => {
    const cache = lruCache<number[]>({ max: 100, ttlMs: 1_000, weigh: (rows) => rows.length, maxWeight: 5 });
    await cache.get('a', async () => [1, 2]);
    await cache.get('b', async () => [1, 2]);
    await cache.get('c', async () => [1, 2]);
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
  });
});

describe('getMany', () => {
  it('loads all the missing keys with one call, in the order asked', async () => {
    const cache = lruCache<string | undefined>({ max: 10, ttlMs: 1_000 });
    await cache.get('1', async () => 'one');
    const loads: string[][] = [];
    const values = await getMany(cache, ['3', '1', '2', '3'], async (missing) => {
      loads.push(missing);
      return new Map(missing.filter((key) => key !== '2').map((key) => [key, `value ${key}`]));
    }, undefined);
    expect(values).toEqual(['value 3', 'one', undefined, 'value 3']);
    expect(loads).toEqual([['3', '2']]);
  });
});
