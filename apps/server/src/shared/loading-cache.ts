import { LRUCache } from 'lru-cache';
import { insideTransaction } from '@cicerone/db/transaction-guard';

/**
 * Bounded memos of async reads keyed by a string, over the `lru-cache` package: the catalogue's lists and
 * pages are read far more often than they change, and PGlite answers one query at a time, so 50 visitors
 * asking for the same list must not queue 50 identical queries (docs/decisions/0005-catalogue-caches.md).
 * Entries live `ttlMs` at most from the end of their load (an operator's change shows within that time); past
 * `max` entries, or past `maxWeight` when values have very different sizes, the least recently used go.
 * Concurrent misses of one key share one load; a failed load is forgotten at once.
 *
 * What this file adds to the library: the loader is given per call (it closes over the caller's
 * arguments), values are boxed because lru-cache cannot hold null or undefined ("no such city" is worth
 * remembering too), and a load whose entry is evicted while in flight still answers its callers.
 */
export interface LoadingCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The value of `key` if it is loaded and still fresh, boxed (it may be undefined); nothing is loaded. */
  loaded(key: string): { value: V } | undefined;
  /**
   * Drops the entries whose key `which` accepts (all by default): a change this process made (a
   * review recounting a tour's rating) shows at once here, other processes within the TTL.
   */
  forget(which?: (key: string) => boolean): void;
}

export interface LoadingCacheOptions<V> {
  max: number;
  ttlMs: number;
  /** The size of a loaded value (rows, say), counted against maxWeight. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  /**
   * Keep a key's value only from its second ask within `ttlMs`: the first load answers its callers (and those
   * that ask while it is in flight) and is let go. For answers most of which are asked once (lists with
   * filters nobody else picks), whose kept copies would only be copied by every young-generation
   * collection they live through and then fill the old generation.
   */
  keepFromSecondAsk?: boolean;
}

/**
 * Tests turn this on (test/strict-transactions.ts): a cache read inside a transaction's work fails even
 * when it would be answered from memory. The server's caches load through `db` (all but the airport
 * search's), and a miss there is refused by the database's guard (transaction-guard.ts), or before the
 * guard hung the embedded database; a miss comes only when an entry has just expired, so a test would
 * hardly ever meet it. Refusing every such read makes the mistake show in the first test that takes the path.
 */
let refusingReadsInsideTransactions = false;
const refusedHere = () => refusingReadsInsideTransactions && insideTransaction();

export function refuseReadsInsideTransactions(): void {
  refusingReadsInsideTransactions = true;
}

export class CacheReadInsideTransactionError extends Error {
  constructor(key: string) {
    super(`The cache read of ${key} runs inside a transaction: read it before the transaction opens (a miss would query db from inside it).`);
    this.name = 'CacheReadInsideTransactionError';
  }
}

interface Held<V> {
  value: V;
}

/**
 * How long an entry lives: between four fifths of the cache time and the whole of it, at random. Entries
 * loaded together (a process starting under load, a burst of lists) would otherwise all expire in the same
 * moment and send their reads to the database at once: 50 concurrent lists at 100,000 tours answered
 * p95 91–107 ms at that moment, 61–69 ms with the expiries spread over the last fifth.
 */
export function entryTtl(ttlMs: number, random: () => number = Math.random): number {
  return ttlMs * (0.8 + 0.2 * random());
}

export function loadingCache<V>({ max, ttlMs, weigh, maxWeight, keepFromSecondAsk = false }: LoadingCacheOptions<V>): LoadingCache<V> {
  const cache = new LRUCache<string, Held<V>, () => Promise<V>>({
    max,
    ttl: ttlMs,
    // Without it, a load evicted by a burst of other keys would answer its waiting callers with nothing.
    ignoreFetchAbort: true,
    // The entry's lifetime is drawn once, when its load is stored: fetch() stores with these options.
    fetchMethod: async (_key, _stale, { context: load, options }) => {
      const held = { value: await load() };
      options.ttl = entryTtl(ttlMs);
      return held;
    },
    ...(maxWeight === undefined ? {} : { maxSize: maxWeight, sizeCalculation: (held: Held<V>) => Math.max(1, weigh?.(held.value) ?? 1) }),
  });
  // keepFromSecondAsk: the keys asked once (a key is a few hundred bytes, its value kilobytes), and their first loads in flight.
  const askedOnce = keepFromSecondAsk ? new LRUCache<string, true>({ max: max * 4, ttl: ttlMs }) : undefined;
  const firstLoads = new Map<string, Promise<V>>();

  async function kept(key: string, load: () => Promise<V>): Promise<V> {
    const held = await cache.fetch(key, { context: load });
    // fetch() answers undefined only when fetchMethod does, or on an abort, which ignoreFetchAbort turns off.
    if (!held) throw new Error(`cache load of ${key} gave no value`);
    return held.value;
  }

  return {
    get(key, load) {
      if (refusedHere()) return Promise.reject(new CacheReadInsideTransactionError(key));
      const inFlight = firstLoads.get(key);
      if (inFlight) return inFlight;
      if (!askedOnce || askedOnce.has(key) || cache.has(key)) return kept(key, load);
      askedOnce.set(key, true);
      const first = load().finally(() => {
        if (firstLoads.get(key) === first) firstLoads.delete(key);
      });
      firstLoads.set(key, first);
      return first;
    },
    loaded(key) {
      // getMany's hits are read here: refused like get's.
      if (refusedHere()) throw new CacheReadInsideTransactionError(key);
      return cache.get(key);
    },
    forget(which) {
      // A first load in flight may have read what changed: the next ask loads again.
      for (const key of firstLoads.keys()) if (!which || which(key)) firstLoads.delete(key);
      if (!which) return cache.clear();
      // Collected first: deleting while the cache's own iterator walks its list could skip entries.
      const doomed = Array.from(cache.keys()).filter(which);
      for (const key of doomed) cache.delete(key);
    },
  };
}

/**
 * The values of many keys. Each missing key goes to `loadGathered`, a `loadsPerTurn` loader, so the keys this
 * call lacks and those the other calls of the same turn lack go out in one load (one query for the cards of
 * the lists answered at one moment instead of one per card). A key the loader leaves out gets `absent`.
 */
export async function getMany<V>(cache: LoadingCache<V>, keys: string[], loadGathered: (keys: string[]) => Promise<Map<string, V>>, absent: V): Promise<V[]> {
  // The loaded ones are taken as they are: a list of 12 cards in memory waited on 12 promises.
  const values: V[] = [];
  const waiting: Promise<void>[] = [];
  for (const [index, key] of keys.entries()) {
    const held = cache.loaded(key);
    if (held) values[index] = held.value;
    else waiting.push(cache.get(key, async () => (await loadGathered([key])).get(key) ?? absent).then((value) => void (values[index] = value)));
  }
  await Promise.all(waiting);
  return values;
}

/**
 * A loader of many keys that gathers every key asked for in one turn of the event loop into one call. Fifty
 * lists answered at once each lacked a few cards, and each asked the database for its own: at 100,000 tours
 * that was 0.4 card queries per list, and the lists queued behind them. Gathered, it is one query for all of
 * them. A failed load fails every caller of its turn.
 */
export function loadsPerTurn<V>(load: (keys: string[]) => Promise<Map<string, V>>): (keys: string[]) => Promise<Map<string, V>> {
  let gathering: { keys: Set<string>; loaded: PromiseWithResolvers<Map<string, V>> } | undefined;
  return (keys) => {
    if (!gathering) {
      const turn = { keys: new Set<string>(), loaded: Promise.withResolvers<Map<string, V>>() };
      gathering = turn;
      // After the I/O callbacks of this turn, where the other requests that arrived with this one run.
      setImmediate(() => {
        gathering = undefined;
        load([...turn.keys]).then(turn.loaded.resolve, turn.loaded.reject);
      });
    }
    for (const key of keys) gathering.keys.add(key);
    return gathering.loaded.promise;
  };
}

/**
 * One slow-changing read (languages, currencies, rates, the sitemap's plan) kept `ttlMs`: every page render
 * needs it, and an operator's change shows within that time.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; forget(): void } {
  const cache = loadingCache<T>({ max: 1, ttlMs });
  return { get: () => cache.get('value', load), forget: () => cache.forget() };
}
