import type { TourDetail } from '@cicerone/core/contracts/catalog';
import type { ShownTour } from './shown-tour.ts';

/** The tour as its page renders it (catalog/card-data.server.ts says why a page sends no more). */
export function shownTour(tour: TourDetail): ShownTour {
  const {
    id, slug, title, summary, description, rating, reviewCount, durations, priceDuration, contentLanguage,
    itinerary, included, notIncluded, accessibility, highlights, importantInformation, meetingPoint,
    minPeople, maxPeople, minStartTime, maxStartTime, weekdays, guideLanguages, bookingCutoffHours, gallery,
  } = tour;
  const amount = (money: { amount: number; currency: string }) => ({ amount: money.amount, currency: money.currency });
  return {
    id, slug, title, summary, description, rating, reviewCount, durations, priceDuration, contentLanguage,
    itinerary, included, notIncluded, accessibility, highlights, importantInformation, meetingPoint,
    minPeople, maxPeople, minStartTime, maxStartTime, weekdays, guideLanguages, bookingCutoffHours, gallery,
    city: { slug: tour.city.slug, nameTranslated: tour.city.nameTranslated },
    country: { slug: tour.country.slug, nameTranslated: tour.country.nameTranslated },
    category: { title: tour.category.title },
    price: tour.price ? amount(tour.price) : null,
    prices: tour.prices.map((row) => ({ duration: row.duration, minTravellers: row.minTravellers, maxTravellers: row.maxTravellers, price: amount(row.price) })),
    cancellationPolicy: { freeCancellationHours: tour.cancellationPolicy.freeCancellationHours },
    image: gallery.length > 0 ? null : tour.image,
  };
}
