/**
 * How a private tour is priced. A private tour is sold to one group, so its price depends
 * on the group's size, not on a per-person rate: each tour has one price per duration and
 * group-size band, and the band is found from the number of paying travellers.
 * Infants (0–2) travel free and do not count; adults and children do.
 */

export const tourDurations = ['4h', '8h', 'bike_4h'] as const;
export type TourDuration = (typeof tourDurations)[number];

export function isTourDuration(value: unknown): value is TourDuration {
  return typeof value === 'string' && (tourDurations as readonly string[]).includes(value);
}

/** Length of each duration in hours (the bike tour is a 4-hour tour on bikes). */
export const durationHours: Record<TourDuration, number> = { '4h': 4, '8h': 8, bike_4h: 4 };

/**
 * Group-size bands, inclusive: band 0 is 1–2 travellers, band 6 is 17–20. A bigger group
 * than 20 asks for a quote. The factors are what the demo catalogue applies to a tour's
 * 1–2 traveller price; operators may set any price per band.
 */
export const groupBands = [
  { min: 1, max: 2, factor: 1 },
  { min: 3, max: 4, factor: 1.3 },
  { min: 5, max: 6, factor: 1.6 },
  { min: 7, max: 9, factor: 2 },
  { min: 10, max: 12, factor: 2.4 },
  { min: 13, max: 16, factor: 2.9 },
  { min: 17, max: 20, factor: 3.4 },
] as const;

export const maxGroupSize = groupBands[groupBands.length - 1]!.max;

/** The band index for a group of `travellers` paying travellers (1–20). */
export function groupBandFor(travellers: number): number {
  if (!Number.isInteger(travellers) || travellers < 1 || travellers > maxGroupSize) {
    throw new RangeError(`group size must be a whole number from 1 to ${maxGroupSize}`);
  }
  return groupBands.findIndex((band) => travellers <= band.max);
}

/** Paying travellers of a booking: infants ride free. */
export function payingTravellers(travellers: { adults: number; children: number; infants?: number }): number {
  return travellers.adults + travellers.children;
}

/**
 * The EUR-cent range that a price filter in another currency stands for. A price is shown
 * as round(eurCents × rate) in the currency's minor units, so a tour matches when its shown
 * price lies within [min, max]: the bounds are widened by half a minor unit before converting
 * back, and rounded inward to whole cents.
 */
export function eurCentsRange(
  filter: { min: number; max?: number | undefined },
  rate: number,
  minorUnits: number,
): { min: number; max: number | undefined } {
  // minor units of the currency per EUR cent
  const perCent = (rate * 10 ** minorUnits) / 100;
  const minMinor = Math.round(filter.min * 10 ** minorUnits);
  const min = minMinor <= 0 ? 0 : Math.ceil((minMinor - 0.5) / perCent - 1e-9);
  if (filter.max === undefined) return { min, max: undefined };
  const maxMinor = Math.round(filter.max * 10 ** minorUnits);
  return { min, max: Math.floor((maxMinor + 0.5) / perCent - 1e-9) };
}

/**
 * Where the tour list finds a price in tour.list_prices, the copy of tour_price the list filters,
 * sorts and counts on without a join (decision 0039): per band, first the cheapest duration's price
 * (the "from" price a card shows), then each duration's own. 1-based, as PostgreSQL arrays are.
 */
export function listPriceSlot(band: number, duration?: TourDuration): number {
  return band * (tourDurations.length + 1) + (duration === undefined ? 0 : tourDurations.indexOf(duration) + 1) + 1;
}

/** Every slot of tour.list_prices in order: the band and the duration (null: the cheapest of any) whose price it holds. */
export const listPriceSlots: readonly { band: number; duration: TourDuration | null }[] = groupBands.flatMap((_, band) => [
  { band, duration: null },
  ...tourDurations.map((duration) => ({ band, duration })),
]);
