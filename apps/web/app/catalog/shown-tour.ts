import type { Money, TourDetail, TourImage, TourPrice } from '@cicerone/core/contracts/catalog';

type Amount = Pick<Money, 'amount' | 'currency'>;

/**
 * What the tour page renders of a tour (its sections, the booking panel, the meta and JSON-LD), as
 * its loader sends it (catalog/tour-page.server.ts): the record without what nothing on the page reads.
 */
export type ShownTour = Pick<
  TourDetail,
  | 'id' | 'slug' | 'title' | 'summary' | 'description' | 'rating' | 'reviewCount' | 'durations' | 'priceDuration' | 'contentLanguage'
  | 'itinerary' | 'included' | 'notIncluded' | 'accessibility' | 'highlights' | 'importantInformation' | 'meetingPoint'
  | 'minPeople' | 'maxPeople' | 'minStartTime' | 'maxStartTime' | 'weekdays' | 'guideLanguages' | 'bookingCutoffHours' | 'gallery'
> & {
  city: Pick<TourDetail['city'], 'slug' | 'nameTranslated'>;
  country: Pick<TourDetail['country'], 'slug' | 'nameTranslated'>;
  category: Pick<TourDetail['category'], 'title'>;
  price: Amount | null;
  prices: (Omit<TourPrice, 'price'> & { price: Amount })[];
  cancellationPolicy: Pick<TourDetail['cancellationPolicy'], 'freeCancellationHours'>;
  /** The card's image, sent only for a tour without a gallery (the share image and JSON-LD fall back to it). */
  image: TourImage | null;
};
