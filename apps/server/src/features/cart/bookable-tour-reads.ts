import { eq, inArray } from 'drizzle-orm';
import type { BookableTour } from '@cicerone/core/checkout/cart-item';
import { bandPrices } from '@cicerone/core/checkout/order-pricing';
import type { Executor } from '@cicerone/db/client';
import { tourAvailability, tourBookingColumns, tourCutoffHours } from '@cicerone/db/schema/availability';
import { tour, tourPrice } from '@cicerone/db/schema/catalog';
import { city } from '@cicerone/db/schema/reference';

/**
 * How other slices read a tour as the cart checks and prices it: read-only, so an order is placed
 * and the checkout page is shown on the same schedule, group sizes and prices the cart accepted the
 * item on. Nothing here writes: the cart's own rows change through the cart slice alone.
 */

/**
 * What the cart's checks and prices need of its tours (schedule, group sizes, languages, price
 * rows, the city's zone), for every tour of a cart in two queries. Withdrawn tours are read too:
 * the cart says they are no longer for sale rather than dropping the traveller's choice silently.
 */
export async function bookableTours(db: Executor, ids: readonly number[]): Promise<Map<number, BookableTour & { cityId: number }>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [tours, prices] = await Promise.all([
    db
      .select({
        id: tour.id,
        cityId: tour.cityId,
        categoryId: tour.categoryId,
        activated: tour.activated,
        ...tourBookingColumns,
        timeZone: city.timeZone,
        cutoffHours: tourCutoffHours,
      })
      .from(tour)
      .innerJoin(city, eq(city.id, tour.cityId))
      .leftJoin(tourAvailability, eq(tourAvailability.tourId, tour.id))
      .where(inArray(tour.id, unique)),
    db
      .select({ tourId: tourPrice.tourId, duration: tourPrice.duration, band: tourPrice.band, priceCents: tourPrice.priceCents })
      .from(tourPrice)
      .where(inArray(tourPrice.tourId, unique)),
  ]);
  return new Map(tours.map((row) => [row.id, { ...row, prices: bandPrices(prices.filter((price) => price.tourId === row.id)) }]));
}
