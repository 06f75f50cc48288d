import { listPriceSlot, listPriceSlots } from '@cicerone/core/catalog/pricing';
import type { TourSort } from '@cicerone/core/catalog/tour-filters';
import type { TourFilter } from './list-queries.ts';

/** What a whole-catalogue list filters and sorts on, per published tour (tour.list_prices as decision 0039 lays it out). */
export interface SnapshotRow {
  id: number;
  categoryId: number;
  reviewCount: number;
  rating: number;
  minPeople: number;
  maxPeople: number;
  weekdays: number;
  features: string[];
  listPrices: (number | null)[];
}

/** Every published tour's list columns, column by column, in id order: about 100 bytes a tour, 10 MB for 100,000. */
interface Snapshot {
  size: number;
  id: Int32Array;
  category: Int32Array;
  minPeople: Int16Array;
  maxPeople: Int16Array;
  weekdays: Int16Array;
  /** The tour's features as bits of `featureBits`. */
  features: Int32Array;
  featureBits: Map<string, number>;
  /** `slots` prices a tour, -1 where it has none. */
  prices: Int32Array;
  /** Every tour's index in the popular order and in the rating order (list-queries.ts's orderBy). */
  popularOrder: Int32Array;
  ratingOrder: Int32Array;
  /** Per price slot and direction, the indexes of the tours with a price in the slot in its price order; made on first use. */
  priceOrders: Map<string, Int32Array>;
}

const slots = listPriceSlots.length;
/** Orders sort one number a tour: its sort key above the tour's index (in id order, so ties go by id as in SQL). */
const indexBits = 2 ** 22;
const maxTours = indexBits;

/** The indexes 0…size-1 ordered by `key(index)` ascending, then by index: one native sort of numbers, no comparator. */
function orderOf(size: number, key: (index: number) => number): Int32Array {
  const keys = new Float64Array(size);
  for (let index = 0; index < size; index += 1) keys[index] = key(index) * indexBits + index;
  keys.sort();
  const order = new Int32Array(size);
  for (let position = 0; position < size; position += 1) order[position] = (keys[position] as number) % indexBits;
  return order;
}

function snapshotOf(unordered: SnapshotRow[]): Snapshot {
  if (unordered.length > maxTours) throw new Error(`the whole catalogue's lists take at most ${maxTours} tours`);
  const rows = unordered.toSorted((a, b) => a.id - b.id);
  const size = rows.length;
  const featureBits = new Map<string, number>();
  const snapshot: Snapshot = {
    size,
    id: new Int32Array(size),
    category: new Int32Array(size),
    minPeople: new Int16Array(size),
    maxPeople: new Int16Array(size),
    weekdays: new Int16Array(size),
    features: new Int32Array(size),
    featureBits,
    prices: new Int32Array(size * slots).fill(-1),
    popularOrder: new Int32Array(0),
    ratingOrder: new Int32Array(0),
    priceOrders: new Map(),
  };
  for (const [index, row] of rows.entries()) {
    snapshot.id[index] = row.id;
    snapshot.category[index] = row.categoryId;
    snapshot.minPeople[index] = row.minPeople;
    snapshot.maxPeople[index] = row.maxPeople;
    snapshot.weekdays[index] = row.weekdays;
    let bits = 0;
    for (const feature of row.features) {
      if (!featureBits.has(feature)) featureBits.set(feature, 1 << featureBits.size);
      bits |= featureBits.get(feature) as number;
    }
    snapshot.features[index] = bits;
    for (const [slot, price] of row.listPrices.slice(0, slots).entries()) if (price !== null) snapshot.prices[index * slots + slot] = price;
  }
  // review_count desc; rating (two decimals, 0–5) desc then review_count desc. A key holds 53 bits: 22 for the index,
  // and for the rating order 9 for the rating and 22 for the review count (ties beyond 4 million reviews go by id).
  const reviews = (index: number) => Math.min(rows[index]?.reviewCount ?? 0, indexBits - 1);
  snapshot.popularOrder = orderOf(size, (index) => 2 ** 31 - 1 - (rows[index]?.reviewCount ?? 0));
  snapshot.ratingOrder = orderOf(size, (index) => (500 - Math.round((rows[index]?.rating ?? 0) * 100)) * indexBits + (indexBits - 1 - reviews(index)));
  return snapshot;
}

/** The tours with a price in `slot`, cheapest first (`desc`: dearest first), ties by id. */
function priceOrder(snapshot: Snapshot, slot: number, desc: boolean): Int32Array {
  const name = `${slot}${desc ? '-' : '+'}`;
  let order = snapshot.priceOrders.get(name);
  if (!order) {
    const priced = orderOf(snapshot.size, (index) => {
      const price = snapshot.prices[index * slots + slot] as number;
      // Tours without a price sort last, to be cut off.
      return price < 0 ? 2 ** 31 - 1 : desc ? 2 ** 31 - 2 - price : Math.min(price, 2 ** 31 - 2);
    });
    const withPrice = firstWhere(priced, (index) => (snapshot.prices[index * slots + slot] as number) < 0);
    snapshot.priceOrders.set(name, (order = priced.slice(0, withPrice)));
  }
  return order;
}

/** The first position of `values` whose value `after` accepts, `after` refusing every value before it and accepting every one after. */
function firstWhere(values: Int32Array, after: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(values[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** What a list asks of each tour besides its order: the group, the categories and the price range. */
function matcher(snapshot: Snapshot, filter: TourFilter, slot: number, priced: boolean): (index: number) => boolean {
  let wanted = 0;
  // A feature no tour has: -1 has every bit, so no tour's features hold them all.
  for (const feature of filter.features ?? []) wanted |= snapshot.featureBits.get(feature) ?? -1;
  const categories = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
  const { minPeople, maxPeople, weekdays, features, category, prices } = snapshot;
  const { people, weekdayBit = 0, minCents } = filter;
  const maxCents = filter.maxCents ?? Infinity;
  return (index) => {
    if ((minPeople[index] as number) > people || (maxPeople[index] as number) < people) return false;
    if (weekdayBit !== 0 && ((weekdays[index] as number) & weekdayBit) === 0) return false;
    if (((features[index] as number) & wanted) !== wanted) return false;
    if (categories && !categories.has(category[index] as number)) return false;
    if (!priced) return true;
    const price = prices[index * slots + slot] as number;
    return price >= 0 && price >= minCents && price <= maxCents;
  };
}

/**
 * The lists across the whole catalogue (no city, no search), answered from memory (decision 0042). In the
 * database each list's count was an index-only scan of every matching tour (40–90 ms for a price range that
 * matches most of 100,000 tours, over a second under 50 concurrent lists), and a narrow price range walked
 * the popularity index a long way for its page. Here a snapshot of every published tour's list columns is
 * read once per `ttlMs`, with its orders; a list counts its matches over the price range's part of a price
 * order (or over every tour) and walks its own order until its page is full. It follows the SQL of
 * list-queries.ts (`matching` and `orderBy`) condition by condition, which its test checks.
 */
export function catalogueSnapshot(deps: { load: () => Promise<SnapshotRow[]>; ttlMs: number; clock?: () => number }) {
  const clock = deps.clock ?? (() => performance.now());
  let current: { snapshot: Snapshot; at: number } | undefined;
  let loading: Promise<Snapshot> | undefined;
  let generation = 0;

  function reload(): Promise<Snapshot> {
    if (loading) return loading;
    const started = generation;
    const load = deps.load().then((rows) => {
      const snapshot = snapshotOf(rows);
      // A tour changed while this was loading (forget): the next list reads again.
      if (started === generation) current = { snapshot, at: clock() };
      return snapshot;
    });
    loading = load;
    const settled = () => {
      if (loading === load) loading = undefined;
    };
    load.then(settled, settled);
    return load;
  }

  /**
   * The snapshot, never older than `ttlMs` (CATALOG_CACHE_SECONDS: how long another process's change may take to show).
   * Its successor is read ahead in its last fifth, so lists asked all the time never wait on a reload.
   */
  function latest(): Promise<Snapshot> {
    if (!current) return reload();
    const age = clock() - current.at;
    if (age > deps.ttlMs) return reload();
    if (age > deps.ttlMs * 0.8) reload().catch(() => undefined);
    return Promise.resolve(current.snapshot);
  }

  return {
    /** One page of the tours `filter` matches in `sort`'s order, and how many match in all, as list-queries.ts's SQL answers them. */
    async page(filter: TourFilter, sort: TourSort, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const snapshot = await latest();
      const slot = listPriceSlot(filter.band, filter.duration) - 1;
      // A tour must have the group's price only when a price or a duration is asked for or sorted on.
      const priced = filter.duration !== undefined || filter.minCents > 0 || filter.maxCents !== undefined || sort.startsWith('price');
      const matches = matcher(snapshot, filter, slot, priced);
      const priceOf = (index: number) => snapshot.prices[index * slots + slot] as number;
      const maxCents = filter.maxCents ?? Infinity;

      // The count: over the tours priced within the range when there is one, else over every tour.
      let total = 0;
      if (priced) {
        const byPrice = priceOrder(snapshot, slot, false);
        const to = firstWhere(byPrice, (index) => priceOf(index) > maxCents);
        for (let position = firstWhere(byPrice, (index) => priceOf(index) >= filter.minCents); position < to; position += 1) if (matches(byPrice[position] as number)) total += 1;
      } else {
        for (let index = 0; index < snapshot.size; index += 1) if (matches(index)) total += 1;
      }

      // The page: the sort's order from where its matches can start, until the page is full or every match is seen.
      let order = sort === 'popular' ? snapshot.popularOrder : snapshot.ratingOrder;
      let position = 0;
      if (sort === 'price-asc') position = firstWhere((order = priceOrder(snapshot, slot, false)), (index) => priceOf(index) >= filter.minCents);
      if (sort === 'price-desc') position = firstWhere((order = priceOrder(snapshot, slot, true)), (index) => priceOf(index) <= maxCents);
      const ids: number[] = [];
      for (let seen = 0; position < order.length && seen < Math.min(offset + limit, total); position += 1) {
        const index = order[position] as number;
        if (!matches(index)) continue;
        if (seen >= offset) ids.push(snapshot.id[index] as number);
        seen += 1;
      }
      return { ids, total };
    },

    /** A tour was published, withdrawn or edited here: the next list reads every tour again and waits for it. */
    forget(): void {
      generation += 1;
      current = undefined;
      loading = undefined;
    },

    /** A rating changed here: the lists are read again in the background, the old order answering meanwhile. */
    refresh(): void {
      reload().catch(() => undefined);
    },
  };
}

export type CatalogueSnapshot = ReturnType<typeof catalogueSnapshot>;
