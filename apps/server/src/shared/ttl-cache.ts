/**
 * Keeps the result of a slow-changing read (languages, currencies, rates) for a few seconds:
 * every page render needs them, and a change made by an operator shows within `ttlMs`.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return {
    get() {
      if (!value || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        value = load().catch((error: unknown) => {
          value = undefined;
          throw error;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}
