/**
 * A small seeded random source (sfc32): the demo catalogue must come out the same on every
 * machine and every run, so Math.random is never used. Each concern (a tour, the reviews,
 * the gallery) draws from its own stream, so adding reviews does not reshuffle the tours.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K;
  /** A normally distributed number (Box–Muller). */
  normal(mean: number, deviation: number): number;
}

/** FNV-1a: turns the stream's name into its 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function randomStream(...key: (string | number)[]): Random {
  let a = hash(key.join('|'));
  let b = 0x9e3779b9;
  let c = 0x243f6a88;
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 still show the seed.
  for (let i = 0; i < 12; i++) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, count) {
      const chosen = new Set(random.shuffle(items.map((_, i) => i)).slice(0, Math.min(count, items.length)));
      return items.filter((_, i) => chosen.has(i));
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    weighted(weights) {
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of weights) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return weights[weights.length - 1]![0];
    },
    normal(mean, deviation) {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return random;
}

/**
 * Splits `total` into whole parts proportional to `weights` that add up exactly to `total`
 * (largest remainder), so "2,400 tours" or "24,000 reviews" is what gets seeded.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) parts[byRemainder[k]![1]]! += 1;
  return parts;
}
