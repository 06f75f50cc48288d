import { eq, inArray } from 'drizzle-orm';
import { tourAvailability, tourCutoffHours } from '@cicerone/db/schema/availability';
import type { Executor } from '@cicerone/db/client';
import { tour, tourPrice } from '@cicerone/db/schema/catalog';
import { city } from '@cicerone/db/schema/reference';
import type { BookableTour } from '@cicerone/core/checkout/cart-item';
import { bandPrices } from '@cicerone/core/checkout/order-pricing';

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
        activated: tour.activated,
        minPeople: tour.minPeople,
        maxPeople: tour.maxPeople,
        minStartTime: tour.minStartTime,
        maxStartTime: tour.maxStartTime,
        weekdays: tour.weekdays,
        guideLanguages: tour.guideLanguages,
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
