import { listPriceSlot, listPriceSlots } from '@cicerone/core/catalog/pricing';
import type { TourSort } from '@cicerone/core/catalog/tour-filters';
import { needsPrice, type TourFilter } from './list-queries.ts';

/** What a list without a search filters and sorts on, per published tour (tour.list_prices as decision 0039 lays it out). */
export interface SnapshotRow {
  id: number;
  cityId: number;
  categoryId: number;
  reviewCount: number;
  rating: number;
  minPeople: number;
  maxPeople: number;
  weekdays: number;
  /** Comma-separated (features are slugs), as the database writes them out: parsing PostgreSQL arrays cost 3 × the read. */
  features: string;
  /** tour.list_prices comma-separated, empty where null. */
  listPrices: string;
}

/** Every published tour's list columns, column by column, in id order: about 100 bytes a tour, 10 MB for 100,000. */
interface Snapshot {
  size: number;
  id: Int32Array;
  city: Int32Array;
  category: Int32Array;
  minPeople: Int16Array;
  maxPeople: Int16Array;
  weekdays: Int16Array;
  /** The tour's features as bits of `featureBits`. */
  features: Int32Array;
  featureBits: Map<string, number>;
  /** `slots` prices a tour, -1 where it has none. */
  prices: Int32Array;
  /** Every tour's index in the popular order, in the rating order and newest first (list-queries.ts's orderBy). */
  popularOrder: Int32Array;
  ratingOrder: Int32Array;
  newestOrder: Int32Array;
  /** Each tour's place in each of those orders: a search's matches are sorted by them. */
  rank: Record<'popular' | 'rating' | 'newest', Int32Array>;
  /** Per price slot and direction, the indexes of the tours with a price in the slot in its price order; made on first use. */
  priceOrders: Map<string, Int32Array>;
  /** Each order above grouped by city, each city's part in the order's own order (a city's list walks only its part); made on first use. */
  cityOrders: Map<string, Int32Array>;
}

const slots = listPriceSlots.length;

/**
 * `order` (tour indexes) stably sorted by `key(index)` ascending, a whole number from 0 to 2³¹: a radix sort in
 * two passes of 16 bits, linear in the tours (a sort with a comparator took 20–30 ms for 100,000, this 1–2).
 * Stable, so sorting by one key then another orders by the second then the first, and ties keep id order.
 */
function sortedBy(order: Int32Array, key: (index: number) => number): Int32Array {
  // Plain loops: the typed arrays' from() and filter() with a callback took 10–15 ms each for 100,000 tours.
  const size = order.length;
  let from = order.slice();
  let to = new Int32Array(size);
  let keysFrom = new Uint32Array(size);
  for (let position = 0; position < size; position += 1) keysFrom[position] = key(order[position] as number);
  let keysTo = new Uint32Array(size);
  const starts = new Uint32Array(65_537);
  for (let shift = 0; shift < 32; shift += 16) {
    starts.fill(0);
    for (let position = 0; position < size; position += 1) (starts[(((keysFrom[position] as number) >>> shift) & 0xffff) + 1] as number) += 1;
    for (let digit = 1; digit < starts.length; digit += 1) (starts[digit] as number) += starts[digit - 1] as number;
    for (let position = 0; position < size; position += 1) {
      const target = (starts[((keysFrom[position] as number) >>> shift) & 0xffff] as number)++;
      to[target] = from[position] as number;
      keysTo[target] = keysFrom[position] as number;
    }
    [from, to, keysFrom, keysTo] = [to, from, keysTo, keysFrom];
  }
  return from;
}

/** 0, 1, … size-1: every tour's index, in id order; with `keep`, only the indexes it accepts. */
function everyIndex(size: number, keep?: (index: number) => boolean): Int32Array {
  const indexes = new Int32Array(size);
  let kept = 0;
  for (let index = 0; index < size; index += 1) if (keep === undefined || keep(index)) indexes[kept++] = index;
  return kept === size ? indexes : indexes.slice(0, kept);
}

/**
 * The prices of a tour's comma-separated list_prices (empty where it has none), `slots` at most, into `prices` from
 * `at`: the digits are read in place, where splitting made 25 strings a tour for the collector.
 */
function readPrices(text: string, prices: Int32Array, at: number): void {
  let slot = 0;
  let value = 0;
  let digits = false;
  for (let position = 0; position <= text.length && slot < slots; position += 1) {
    const code = position < text.length ? text.charCodeAt(position) : 44;
    if (code === 44) {
      // A comma (or the end): the slot's price, if it had digits.
      if (digits) prices[at + slot] = value;
      slot += 1;
      value = 0;
      digits = false;
    } else {
      value = value * 10 + (code - 48);
      digits = true;
    }
  }
}

/** Tours converted between two turns of the event loop: a 100,000-tour snapshot takes about 100 ms, never in one piece. */
const toursPerTurn = 5_000;

/** The snapshot of `rows`, built a slice at a time so that a reload in the background never holds up other requests. */
async function snapshotOf(unordered: SnapshotRow[]): Promise<Snapshot> {
  const ids = new Int32Array(unordered.length);
  for (let index = 0; index < unordered.length; index += 1) ids[index] = (unordered[index] as SnapshotRow).id;
  const byId = sortedBy(everyIndex(unordered.length), (index) => ids[index] as number);
  const size = unordered.length;
  const featureBits = new Map<string, number>();
  const reviewCount = new Int32Array(size);
  const rating = new Int16Array(size);
  const snapshot: Snapshot = {
    size,
    id: new Int32Array(size),
    city: new Int32Array(size),
    category: new Int32Array(size),
    minPeople: new Int16Array(size),
    maxPeople: new Int16Array(size),
    weekdays: new Int16Array(size),
    features: new Int32Array(size),
    featureBits,
    prices: new Int32Array(size * slots).fill(-1),
    popularOrder: new Int32Array(0),
    ratingOrder: new Int32Array(0),
    newestOrder: new Int32Array(0),
    rank: { popular: new Int32Array(size), rating: new Int32Array(size), newest: new Int32Array(size) },
    priceOrders: new Map(),
    cityOrders: new Map(),
  };
  for (let index = 0; index < size; index += 1) {
    if (index % toursPerTurn === toursPerTurn - 1) await new Promise((resolve) => setImmediate(resolve));
    const row = unordered[byId[index] as number] as SnapshotRow;
    snapshot.id[index] = row.id;
    snapshot.city[index] = row.cityId;
    snapshot.category[index] = row.categoryId;
    snapshot.minPeople[index] = row.minPeople;
    snapshot.maxPeople[index] = row.maxPeople;
    snapshot.weekdays[index] = row.weekdays;
    reviewCount[index] = Math.min(row.reviewCount, 2 ** 31 - 1);
    // rating is numeric(3,2): hundredths from 0 to 999.
    rating[index] = Math.round(row.rating * 100);
    let bits = 0;
    if (row.features !== '') {
      for (const feature of row.features.split(',')) {
        if (!featureBits.has(feature)) featureBits.set(feature, 1 << featureBits.size);
        bits |= featureBits.get(feature) as number;
      }
    }
    snapshot.features[index] = bits;
    readPrices(row.listPrices, snapshot.prices, index * slots);
  }
  // review_count desc then id; rating desc, then review_count desc, then id (the tours are in id order).
  snapshot.popularOrder = sortedBy(everyIndex(size), (index) => 2 ** 31 - 1 - (reviewCount[index] as number));
  snapshot.ratingOrder = sortedBy(snapshot.popularOrder, (index) => 999 - (rating[index] as number));
  // Ids are given in creation order (a serial): the newest tour has the highest.
  snapshot.newestOrder = everyIndex(size).reverse();
  for (const name of ['popular', 'rating', 'newest'] as const) {
    const order = snapshot[`${name}Order`];
    const rank = snapshot.rank[name];
    for (let position = 0; position < size; position += 1) rank[order[position] as number] = position;
  }
  return snapshot;
}

/** An order of the snapshot and its name (the key of its copy grouped by city). */
interface NamedOrder {
  name: string;
  order: Int32Array;
}

/** The tours with a price in `slot`, cheapest first (`desc`: dearest first), ties by id. */
function priceOrder(snapshot: Snapshot, slot: number, desc: boolean): NamedOrder {
  const name = `${slot}${desc ? '-' : '+'}`;
  let order = snapshot.priceOrders.get(name);
  if (!order) {
    const prices = snapshot.prices;
    const withPrice = everyIndex(snapshot.size, (index) => (prices[index * slots + slot] as number) >= 0);
    order = sortedBy(withPrice, (index) => (desc ? 2 ** 31 - 1 - (prices[index * slots + slot] as number) : (prices[index * slots + slot] as number)));
    snapshot.priceOrders.set(name, order);
  }
  return { name, order };
}

/** The positions from…to of `order` a list looks at; a null order is every tour in id order. */
interface Stretch {
  order: Int32Array | null;
  from: number;
  to: number;
}

/**
 * The part of an order a list walks: all of it, or the city's part of its copy grouped by city (a stable
 * radix sort by city, so each city's tours keep the order's own order). A city's list then reads its own
 * few hundred tours instead of the 100,000.
 */
function stretchOf(snapshot: Snapshot, { name, order }: NamedOrder, cityId: number | undefined): Stretch & { order: Int32Array } {
  if (cityId === undefined) return { order, from: 0, to: order.length };
  const city = snapshot.city;
  let grouped = snapshot.cityOrders.get(name);
  if (!grouped) {
    grouped = sortedBy(order, (index) => city[index] as number);
    snapshot.cityOrders.set(name, grouped);
  }
  const all: Stretch = { order: grouped, from: 0, to: grouped.length };
  const from = firstWhere(all, (index) => (city[index] as number) >= cityId);
  return { order: grouped, from, to: firstWhere({ ...all, from }, (index) => (city[index] as number) > cityId) };
}

/** The first position of the stretch whose tour `after` accepts, `after` refusing every tour before it and accepting every one after. */
function firstWhere({ order, from, to }: Stretch, after: (index: number) => boolean): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(order === null ? middle : (order[middle] as number))) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** What a list asks of each tour besides its order, in numbers: the same shape for every list, so the scans stay optimized. */
interface Wanted {
  people: number;
  /** 0: any day. */
  weekdayBit: number;
  /** Feature bits a tour must all have; -1 when a feature no tour has is asked (every bit: nobody has them all). */
  features: number;
  /** 1 at each asked category id; null: any category. */
  categories: Uint8Array | null;
  slot: number;
  /** Only tours with a price in the slot, from minCents to maxCents. */
  priced: boolean;
  minCents: number;
  maxCents: number;
}

function wantedOf(snapshot: Snapshot, filter: TourFilter, sort: TourSort): Wanted {
  let features = 0;
  for (const feature of filter.features ?? []) features |= snapshot.featureBits.get(feature) ?? -1;
  let categories: Uint8Array | null = null;
  if (filter.categoryIds) {
    categories = new Uint8Array(Math.max(0, ...filter.categoryIds) + 1);
    for (const id of filter.categoryIds) if (id >= 0) categories[id] = 1;
  }
  return {
    people: filter.people,
    weekdayBit: filter.weekdayBit ?? 0,
    features,
    categories,
    slot: listPriceSlot(filter.band, filter.duration) - 1,
    priced: needsPrice(filter, sort),
    minCents: filter.minCents,
    maxCents: Math.min(filter.maxCents ?? 2 ** 31 - 1, 2 ** 31 - 1),
  };
}

/** Whether the tour at `index` is one the list asks for (list-queries.ts's `matching`). */
function matches(snapshot: Snapshot, wanted: Wanted, index: number): boolean {
  if ((snapshot.minPeople[index] as number) > wanted.people || (snapshot.maxPeople[index] as number) < wanted.people) return false;
  if (wanted.weekdayBit !== 0 && ((snapshot.weekdays[index] as number) & wanted.weekdayBit) === 0) return false;
  if (((snapshot.features[index] as number) & wanted.features) !== wanted.features) return false;
  if (wanted.categories !== null && wanted.categories[snapshot.category[index] as number] !== 1) return false;
  if (!wanted.priced) return true;
  const price = snapshot.prices[index * slots + wanted.slot] as number;
  return price >= 0 && price >= wanted.minCents && price <= wanted.maxCents;
}

/** How many tours of the stretch the list asks for. */
function countMatches(snapshot: Snapshot, wanted: Wanted, { order, from, to }: Stretch): number {
  let total = 0;
  for (let position = from; position < to; position += 1) if (matches(snapshot, wanted, order === null ? position : (order[position] as number))) total += 1;
  return total;
}

/**
 * The lists without a search (the whole catalogue's and a city's), answered from memory (decision 0042). In the
 * database each list's count was an index-only scan of every matching tour (40–90 ms for a price range that
 * matches most of 100,000 tours, over a second under 50 concurrent lists), and a narrow price range walked
 * the popularity index a long way for its page. Here a snapshot of every published tour's list columns is
 * read once per `ttlMs`, with its orders; a list counts its matches over the price range's part of a price
 * order (or over every tour) and walks its own order until its page is full. A city's list does the same
 * over the city's part of each order, so it neither waits for its city's tours to be read nor sorts them.
 * It follows the SQL of list-queries.ts (`matching` and `orderBy`) condition by condition, which its test checks.
 */
export function catalogueSnapshot(deps: { load: () => Promise<SnapshotRow[]>; ttlMs: number; clock?: () => number }) {
  const clock = deps.clock ?? (() => performance.now());
  let current: { snapshot: Snapshot; at: number } | undefined;
  let loading: Promise<Snapshot> | undefined;
  let generation = 0;

  function reload(): Promise<Snapshot> {
    if (loading) return loading;
    const started = generation;
    const load = deps.load().then(async (rows) => {
      const snapshot = await snapshotOf(rows);
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
    /** One page of the tours `filter` (of a city or not, never a search) matches in `sort`'s order, and how many match in all, as list-queries.ts's SQL answers them. */
    async page(filter: TourFilter, sort: TourSort, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const snapshot = await latest();
      const wanted = wantedOf(snapshot, filter, sort);
      const priceOf = (index: number) => snapshot.prices[index * slots + wanted.slot] as number;

      const within = (order: NamedOrder) => stretchOf(snapshot, order, filter.cityId);

      // The count: over the tours priced within the range when there is one, else over every tour (of the city).
      let total: number;
      if (wanted.priced) {
        const byPrice = within(priceOrder(snapshot, wanted.slot, false));
        const from = firstWhere(byPrice, (index) => priceOf(index) >= wanted.minCents);
        total = countMatches(snapshot, wanted, { ...byPrice, from, to: firstWhere({ ...byPrice, from }, (index) => priceOf(index) > wanted.maxCents) });
      } else {
        total = countMatches(snapshot, wanted, filter.cityId === undefined ? { order: null, from: 0, to: snapshot.size } : within({ name: 'popular', order: snapshot.popularOrder }));
      }

      // The page: the sort's order from where its matches can start, until the page is full or every match is seen.
      const sorted = within(
        sort === 'popular' ? { name: 'popular', order: snapshot.popularOrder }
        : sort === 'rating' ? { name: 'rating', order: snapshot.ratingOrder }
        : sort === 'newest' ? { name: 'newest', order: snapshot.newestOrder }
        : priceOrder(snapshot, wanted.slot, sort === 'price-desc'),
      );
      const order = sorted.order;
      let position = sorted.from;
      if (sort === 'price-asc') position = firstWhere(sorted, (index) => priceOf(index) >= wanted.minCents);
      if (sort === 'price-desc') position = firstWhere(sorted, (index) => priceOf(index) <= wanted.maxCents);
      const ids: number[] = [];
      for (let seen = 0; position < sorted.to && seen < Math.min(offset + limit, total); position += 1) {
        const index = order[position] as number;
        if (!matches(snapshot, wanted, index)) continue;
        if (seen >= offset) ids.push(snapshot.id[index] as number);
        seen += 1;
      }
      return { ids, total };
    },

    /**
     * One page of a search's matches (`found`: ids with their scores, best first, from tour-search-index.ts) that
     * `filter` also asks for, and how many in all. The popular order is the best match first, then the most
     * reviewed; the other sorts are theirs, as a list without a search sorts.
     */
    async rankedPage(found: { ids: Int32Array; scores: Float64Array }, filter: TourFilter, sort: TourSort, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const snapshot = await latest();
      const wanted = wantedOf(snapshot, filter, sort);
      const kept: { index: number; score: number }[] = [];
      for (let at = 0; at < found.ids.length; at += 1) {
        const index = firstWhere({ order: null, from: 0, to: snapshot.size }, (position) => (snapshot.id[position] as number) >= (found.ids[at] as number));
        // A tour withdrawn since the index was read is not in the snapshot.
        if (index >= snapshot.size || snapshot.id[index] !== found.ids[at]) continue;
        if (filter.cityId !== undefined && snapshot.city[index] !== filter.cityId) continue;
        if (matches(snapshot, wanted, index)) kept.push({ index, score: found.scores[at] as number });
      }
      const price = (index: number) => snapshot.prices[index * slots + wanted.slot] as number;
      const byRank = (name: 'popular' | 'rating' | 'newest') => (a: { index: number }, b: { index: number }) => (snapshot.rank[name][a.index] as number) - (snapshot.rank[name][b.index] as number);
      const compare =
        sort === 'popular' ? (a: { index: number; score: number }, b: { index: number; score: number }) => b.score - a.score || byRank('popular')(a, b)
        : sort === 'rating' || sort === 'newest' ? byRank(sort)
        : sort === 'price-asc' ? (a: { index: number }, b: { index: number }) => price(a.index) - price(b.index) || (snapshot.id[a.index] as number) - (snapshot.id[b.index] as number)
        : (a: { index: number }, b: { index: number }) => price(b.index) - price(a.index) || (snapshot.id[a.index] as number) - (snapshot.id[b.index] as number);
      kept.sort(compare);
      return { ids: kept.slice(offset, offset + limit).map(({ index }) => snapshot.id[index] as number), total: kept.length };
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
