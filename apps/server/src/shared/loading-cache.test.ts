import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { transactionGuard } from '@cicerone/db/transaction-guard';
import { CacheReadInsideTransactionError, cachedFor, entryTtl, getMany, loadingCache, loadsPerTurn } from './loading-cache.ts';

describe('loadingCache', () => {
  it('loads once per key while fresh, and shares a load in flight', async () => {
    const cache = loadingCache<number>({ max: 10, ttlMs: 1_000 });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load)]).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after the time to live', async () => {
    const cache = loadingCache<number>({ max: 10, ttlMs: 40 });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await sleep(80);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('gives entries between four fifths of the time to live and the whole of it, so entries loaded together expire apart', () => {
    expect(entryTtl(30_000, () => 0)).toBe(24_000);
    expect(entryTtl(30_000, () => 0.5)).toBe(27_000);
    expect(entryTtl(30_000, () => 0.999_999)).toBeLessThan(30_000);
    const lives = new Set(Array.from({ length: 20 }, () => entryTtl(30_000)));
    expect(lives.size).toBeGreaterThan(1);
    for (const life of lives) expect(life >= 24_000 && life <= 30_000).toBe(true);
  });

  it('tells a loaded value (undefined too) without loading, and nothing of one in flight, missing or expired', async () => {
    const cache = loadingCache<number | undefined>({ max: 10, ttlMs: 40 });
    await cache.get('none', async () => undefined);
    await cache.get('one', async () => 1);
    const slow = Promise.withResolvers<number>();
    const inFlight = cache.get('slow', () => slow.promise);
    expect([cache.loaded('none'), cache.loaded('one'), cache.loaded('slow'), cache.loaded('missing')]).toEqual([{ value: undefined }, { value: 1 }, undefined, undefined]);
    slow.resolve(2);
    await inFlight;
    expect(cache.loaded('slow')).toEqual({ value: 2 });
    await sleep(80);
    expect(cache.loaded('one')).toBeUndefined();
  });

  it('remembers null and undefined answers ("no such city") like any other', async () => {
    const cache = loadingCache<number | null | undefined>({ max: 10, ttlMs: 1_000 });
    const load = vi.fn(async () => null);
    const loadNothing = vi.fn(async () => undefined);
    expect([await cache.get('a', load), await cache.get('a', load)]).toEqual([null, null]);
    expect([await cache.get('b', loadNothing), await cache.get('b', loadNothing)]).toEqual([undefined, undefined]);
    expect([load.mock.calls.length, loadNothing.mock.calls.length]).toEqual([1, 1]);
  });

  it('drops the least recently used entry past max', async () => {
    const cache = loadingCache<string>({ max: 2, ttlMs: 1_000 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recently used
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('answers every caller of a load that other keys evicted while it was in flight', async () => {
    const cache = loadingCache<string>({ max: 2, ttlMs: 1_000 });
    const slow = Promise.withResolvers<string>();
    const first = cache.get('slow', () => slow.promise);
    const second = cache.get('slow', () => slow.promise);
    await Promise.all(['b', 'c', 'd'].map((key) => cache.get(key, async () => key)));
    slow.resolve('done');
    expect([await first, await second]).toEqual(['done', 'done']);
  });

  it('forgets a failed load', async () => {
    const cache = loadingCache<number>({ max: 10, ttlMs: 1_000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps the total weight under maxWeight, dropping the least recently used', async () => {
    const cache = loadingCache<number[]>({ max: 100, ttlMs: 1_000, weigh: (rows) => rows.length, maxWeight: 5 });
    await cache.get('a', async () => [1, 2]);
    await cache.get('b', async () => [1, 2]);
    await cache.get('c', async () => [1, 2]);
    expect(await cache.get('b', async () => [])).toEqual([1, 2]);
    expect(await cache.get('a', async () => [])).toEqual([]);
  });
});

describe('inside a transaction (tests refuse it: test/strict-transactions.ts)', () => {
  it('refuses a read even when it is in memory, and answers it again once the transaction is over', async () => {
    const cache = loadingCache<number>({ max: 10, ttlMs: 1_000 });
    await cache.get('k', async () => 42);
    const guard = transactionGuard();
    await expect(guard.inside(() => cache.get('k', async () => 43))).rejects.toBeInstanceOf(CacheReadInsideTransactionError);
    await expect(guard.inside(() => getMany(cache, ['k'], async () => new Map(), 0))).rejects.toBeInstanceOf(CacheReadInsideTransactionError);
    let later: Promise<number> = Promise.resolve(0);
    await guard.inside(async () => {
      // Started inside, run after: the transaction is over by then.
      later = sleep(5).then(() => cache.get('k', async () => 43));
    });
    expect(await later).toBe(42);
  });
});

describe('keepFromSecondAsk', () => {
  it('answers a first ask and its concurrent askers with one load and keeps nothing; keeps the value from the second ask', async () => {
    const cache = loadingCache<string>({ max: 10, ttlMs: 60_000, keepFromSecondAsk: true });
    let loads = 0;
    const slow = Promise.withResolvers<void>();
    const load = async () => {
      loads += 1;
      await slow.promise;
      return `#${loads}`;
    };
    const concurrent = [cache.get('k', load), cache.get('k', load)];
    slow.resolve();
    expect(await Promise.all(concurrent)).toEqual(['#1', '#1']);
    expect(cache.loaded('k')).toBeUndefined();
    expect([await cache.get('k', load), await cache.get('k', load), await cache.get('k', load)]).toEqual(['#2', '#2', '#2']);
    expect(cache.loaded('k')).toEqual({ value: '#2' });
  });

  it('loads again after a forget, even while a first load is in flight', async () => {
    const cache = loadingCache<string>({ max: 10, ttlMs: 60_000, keepFromSecondAsk: true });
    let loads = 0;
    const slow = Promise.withResolvers<void>();
    const first = cache.get('k', async () => {
      await slow.promise;
      return `#${(loads += 1)}`;
    });
    cache.forget();
    const afterForget = cache.get('k', async () => `#${(loads += 1)}`);
    slow.resolve();
    expect(await Promise.all([first, afterForget])).toEqual(['#2', '#1']);
  });

  it('forgets a failed first load', async () => {
    const cache = loadingCache<number>({ max: 10, ttlMs: 60_000, keepFromSecondAsk: true });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 1)).toBe(1);
  });
});

describe('getMany', () => {
  it('loads all the missing keys with one call, in the order asked', async () => {
    const cache = loadingCache<string | undefined>({ max: 10, ttlMs: 1_000 });
    await cache.get('1', async () => 'one');
    const loads: string[][] = [];
    const missing = loadsPerTurn<string | undefined>(async (keys) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== '2').map((key) => [key, `value ${key}`]));
    });
    const values = await getMany(cache, ['3', '1', '2', '3'], missing, undefined);
    expect(values).toEqual(['value 3', 'one', undefined, 'value 3']);
    expect(loads).toEqual([['3', '2']]);
  });

  it('shares a load already in flight instead of asking for its key again', async () => {
    const cache = loadingCache<string>({ max: 10, ttlMs: 1_000 });
    const slow = Promise.withResolvers<string>();
    const inFlight = cache.get('1', () => slow.promise);
    const loads: string[][] = [];
    const missing = loadsPerTurn<string>(async (keys) => {
      loads.push(keys);
      return new Map(keys.map((key) => [key, `value ${key}`]));
    });
    const values = getMany(cache, ['1', '2'], missing, 'absent');
    slow.resolve('one');
    expect([await inFlight, await values]).toEqual(['one', ['one', 'value 2']]);
    expect(loads).toEqual([['2']]);
  });
});

describe('forget', () => {
  it('drops the entries a predicate names (all without one), so their next read loads again', async () => {
    const cache = loadingCache<string>({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = (key: string) => cache.get(key, async () => `${key}#${(loads += 1)}`);
    for (const key of ['7|en_US', '7|fr_FR', '70|en_US']) await load(key);
    cache.forget((key) => key.startsWith('7|'));
    expect([await load('7|en_US'), await load('7|fr_FR'), await load('70|en_US')]).toEqual(['7|en_US#4', '7|fr_FR#5', '70|en_US#3']);
    cache.forget();
    expect(await load('70|en_US')).toBe('70|en_US#6');
  });
});

describe('cachedFor', () => {
  it('reads once while fresh and forgets a failure', async () => {
    let calls = 0;
    const rates = cachedFor(1_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(rates.get()).rejects.toThrow('down');
    expect([await rates.get(), await rates.get()]).toEqual([2, 2]);
  });
});

describe('loadsPerTurn', () => {
  it('gathers the keys asked for in one turn into one load, each key once, and loads a later turn apart', async () => {
    const loads: string[][] = [];
    const missing = loadsPerTurn(async (keys) => {
      loads.push(keys);
      return new Map(keys.map((key) => [key, `value ${key}`]));
    });
    const [first, second] = await Promise.all([missing(['1', '2']), missing(['2', '3'])]);
    expect(loads).toEqual([['1', '2', '3']]);
    expect(first).toBe(second);
    expect(first.get('3')).toBe('value 3');
    await missing(['4']);
    expect(loads).toEqual([['1', '2', '3'], ['4']]);
  });

  it('fails every caller of a failed turn, and loads again in the next', async () => {
    let calls = 0;
    const missing = loadsPerTurn(async (keys) => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return new Map(keys.map((key) => [key, key]));
    });
    const turn = [missing(['1']), missing(['2'])];
    await expect(turn[0]).rejects.toThrow('down');
    await expect(turn[1]).rejects.toThrow('down');
    expect((await missing(['1'])).get('1')).toBe('1');
  });

  it('serves getMany: the pages answered at the same moment share one load of the keys they lack', async () => {
    const cache = loadingCache<string>({ max: 10, ttlMs: 1_000 });
    const loads: string[][] = [];
    const missing = loadsPerTurn(async (keys) => {
      loads.push(keys);
      return new Map(keys.map((key) => [key, `value ${key}`]));
    });
    const pages = await Promise.all([getMany(cache, ['1', '2'], missing, 'absent'), getMany(cache, ['2', '3'], missing, 'absent')]);
    expect(pages).toEqual([['value 1', 'value 2'], ['value 2', 'value 3']]);
    expect(loads).toEqual([['1', '2', '3']]);
  });
});
