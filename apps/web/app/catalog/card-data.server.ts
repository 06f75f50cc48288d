// What the pages send to the browser of the catalogue's records. A loader's answer travels twice on a
// document request (the HTML, and the hydration data the browser reads to take the page over), so a
// page sends the fields its components render and nothing more (requirements §quality.performance: the home page's HTML
// ≤ 15 KB compressed). The components' prop types name those fields; these copy them.
import type { RouterContextProvider } from 'react-router';
import type { Review, TourCard } from '@cicerone/core/contracts/catalog';
import type { Locale } from '@cicerone/core/locales';
import { markFavourites } from '../accounts/favourites.server.ts';
import type { ShownReview } from './review-list.tsx';
import type { ListedTour } from './tour-card.tsx';

/** A tour as its card shows it (catalog/tour-card.tsx) on a page in `locale`; its title's language only when it is another (the English fallback). */
export function cardOf(tour: TourCard & { favourite?: boolean }, locale: Locale): ListedTour {
  const { id, slug, title, rating, reviewCount, durations, image, price, favourite } = tour;
  return {
    id,
    slug,
    title,
    ...(tour.contentLanguage === locale ? {} : { titleLanguage: tour.contentLanguage.replace('_', '-') }),
    rating,
    reviewCount,
    durations,
    city: { nameTranslated: tour.city.nameTranslated },
    country: { nameTranslated: tour.country.nameTranslated },
    category: { title: tour.category.title },
    image: image ? { path: image.path, width: image.width, height: image.height, sources: image.sources } : null,
    price: price ? { amount: price.amount, currency: price.currency } : null,
    ...(favourite ? { favourite } : {}),
  };
}

/** The cards of a list, the person's favourites marked (one query; none for visitors). */
export async function cardsOf(context: Readonly<RouterContextProvider>, tours: TourCard[], locale: Locale): Promise<ListedTour[]> {
  return (await markFavourites(context, tours)).map((tour) => cardOf(tour, locale));
}

/** A review as a list shows it (catalog/review-list.tsx); `withTour` where the list names the tour it is about. */
export function shownReview(review: Review, withTour: boolean): ShownReview {
  const { id, authorName, authorCountryName, language, rating, title, body, visitedOn, photos } = review;
  const shown: ShownReview = { id, authorName, authorCountryName, language, rating, title, body, visitedOn, photos };
  if (withTour) shown.tour = { slug: review.tour.slug, title: review.tour.title };
  return shown;
}
