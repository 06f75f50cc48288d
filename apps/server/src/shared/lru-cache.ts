/**
 * A bounded memo of async reads keyed by a string: the catalog's lists and pages are read far
 * more often than they change, and PGlite answers one query at a time, so 50 visitors asking
 * for the same list must not queue 50 identical queries. Entries live `ttlMs` (an operator's
 * change shows within that time); past `max` entries, or past `maxWeight` when values have
 * very different sizes, the least recently used ones go. The promise itself is kept, so
 * concurrent misses for one key share a single load; a failed load is forgotten at once.
 *
 * Written here rather than taken from npm: the whole need is a Map in insertion order, and
 * lru-cache's fetch() semantics (stale values, abort signals) are more than this asks for.
 */
export interface LruCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The fresh value of `key` if there is one, without loading. */
  peek(key: string): Promise<V> | undefined;
  clear(): void;
  readonly size: number;
}

export interface LruOptions<V> {
  max: number;
  ttlMs: number;
  /** The size of a loaded value (rows, say), counted against maxWeight. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  weight: number;
}

export function lruCache<V>(options: LruOptions<V>): LruCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  let totalWeight = 0;

  function remove(key: string, entry: Entry<V>) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  }

  function evict() {
    // The Map's first key is the least recently used one.
    for (const [key, entry] of entries) {
      if (entries.size <= options.max && (options.maxWeight === undefined || totalWeight <= options.maxWeight)) return;
      remove(key, entry);
    }
  }

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        if (hit.expiresAt > now()) {
          // Re-inserting moves the key to the end.
          entries.set(key, hit);
          return hit.value;
        }
        totalWeight -= hit.weight;
      }
      const entry: Entry<V> = { value: Promise.resolve() as Promise<V>, expiresAt: now() + options.ttlMs, weight: 0 };
      entry.value = load().then(
        (value) => {
          if (options.weigh && entries.get(key) === entry) {
            entry.weight = options.weigh(value);
            totalWeight += entry.weight;
            evict();
          }
          return value;
        },
        (error: unknown) => {
          remove(key, entry);
          throw error;
        },
      );
      entries.set(key, entry);
      evict();
      return entry.value;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? hit.value : undefined;
    },
    clear() {
      entries.clear();
      totalWeight = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The values of many keys, loading all the missing ones with one call (one query for the cards
 * of a page instead of twelve). A key the loader leaves out gets `absent`.
 */
export function getMany<V>(cache: LruCache<V>, keys: string[], loadMissing: (missing: string[]) => Promise<Map<string, V>>, absent: V): Promise<V[]> {
  const missing = [...new Set(keys.filter((key) => !cache.peek(key)))];
  if (missing.length > 0) {
    const loading = loadMissing(missing);
    for (const key of missing) void cache.get(key, async () => (await loading).get(key) ?? absent);
  }
  // A value that expired between peek and here is loaded alone.
  return Promise.all(keys.map((key) => cache.get(key, async () => (await loadMissing([key])).get(key) ?? absent)));
}
