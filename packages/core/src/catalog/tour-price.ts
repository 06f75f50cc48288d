/**
 * The price a private tour shows for a booking: one price per duration and group-size band
 * (see pricing.ts), so the band is found from the paying travellers (infants travel free).
 * Kept free of zod and I/O: the booking panel runs it in the browser, the checkout on the server.
 */

/** The shape of one row of TourDetail.prices (the contract's TourPrice) that the lookup needs. */
export interface BandPrice<TDuration extends string = string> {
  duration: TDuration;
  minTravellers: number;
  maxTravellers: number;
}

/**
 * The price row for `duration` whose band holds `payingTravellers`, or null when the tour is
 * not sold for that duration or that group size (fewer than its first band, more than its last).
 */
export function priceFor<T extends BandPrice>(prices: readonly T[], duration: string, payingTravellers: number): T | null {
  if (!Number.isInteger(payingTravellers) || payingTravellers < 1) return null;
  return (
    prices.find(
      (row) => row.duration === duration && payingTravellers >= row.minTravellers && payingTravellers <= row.maxTravellers,
    ) ?? null
  );
}
