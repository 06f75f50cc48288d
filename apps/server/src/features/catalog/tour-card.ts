import { groupBandFor, tourDurations, type TourDuration } from '@cicerone/core/catalog/pricing';
import type { Money, TourCard, TourImage } from '@cicerone/core/contracts/catalog';
import { tourImageView } from '@cicerone/core/tour-images/tour-image-files';
import type { ExchangeRate } from '@cicerone/core/contracts/reference';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import type { Locale } from '@cicerone/core/locales';
import { convertFromEurCents } from '@cicerone/core/money';
import type { TourCardRow } from './tour-queries.ts';

type Names = Partial<Record<string, string>>;

/** A city with its country, as cards name them. */
export interface CardCity {
  id: number;
  name: string;
  names: Names;
  slug: string;
  /** The city's IANA zone (a tour page's days and cut-off). */
  timeZone: string;
  /** A switched-off city has no page of its own. */
  activated: boolean;
  country: { id: number; names: Names; slug: string };
  continent: { slug: string; names: Names };
}

/** What shaping a card needs besides its row. */
export interface CardContext {
  language: Locale;
  exchange: ExchangeRate;
  categories: ReadonlyMap<number, { slug: string; title: string }>;
  cities: ReadonlyMap<number, CardCity>;
  /** The group the price is for; a tour that cannot take it is priced for the nearest size it takes. */
  people: number;
  /** With a duration filter the card shows that duration's price, else the cheapest. */
  duration?: TourDuration | undefined;
}

/** EUR cents as stored → the visitor's currency, rounded to its ISO minor units. */
export function money(eurCents: number, exchange: ExchangeRate): Money {
  return {
    amount: convertFromEurCents(eurCents, exchange.rate, { code: exchange.currency, minorUnits: exchange.minorUnits }),
    currency: exchange.currency,
    eurCents,
  };
}

export function sortDurations(durations: Iterable<string>): TourDuration[] {
  const offered = new Set(durations);
  return tourDurations.filter((duration) => offered.has(duration));
}

/** The group size band a tour prices a group of `people` at: the group, clamped to the sizes the tour takes. */
export function bandForTour(people: number, tour: { minPeople: number; maxPeople: number }): number {
  return groupBandFor(Math.min(Math.max(people, tour.minPeople), tour.maxPeople));
}

/** A gallery image's alternative text: the tour's title and its place in the gallery. */
export function imageAlt(title: string, position: number, count: number): string {
  return count > 1 ? `${title} (${position}/${count})` : title;
}

export function placeRef(row: { id: number; name?: string; names: Names; slug: string }, language: Locale) {
  const names = row.name === undefined ? row.names : { en_US: row.name, ...row.names };
  return { id: row.id, name: row.name ?? localizedName(names, 'en_US'), nameTranslated: localizedName(names, language), slug: row.slug };
}

/** What a card shows whatever the group and the currency: made once per card row (card-source.ts faceOf). */
export type CardFace = Omit<TourCard, 'price' | 'priceDuration'>;

export function cardFace(row: TourCardRow, context: Pick<CardContext, 'language' | 'categories' | 'cities'>): CardFace {
  const city = context.cities.get(row.cityId);
  const image: TourImage | null =
    row.imageId === null || row.imagePath === null
      ? null
      : {
          id: row.imageId,
          ...tourImageView({ path: row.imagePath, width: row.imageWidth ?? 0, height: row.imageHeight ?? 0, hash: row.imageHash, widths: row.imageWidths ?? [] }),
          alt: row.imageAlt || row.title,
        };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    contentLanguage: row.textLanguage,
    city: city ? placeRef(city, context.language) : { id: row.cityId, name: '', nameTranslated: '', slug: '' },
    country: city ? placeRef(city.country, context.language) : { id: 0, name: '', nameTranslated: '', slug: '' },
    category: context.categories.get(row.categoryId) ?? { slug: '', title: '' },
    image,
    rating: row.rating,
    reviewCount: row.reviewCount,
    featured: row.featured,
    durations: sortDurations(row.priceDurations),
    features: row.features,
  };
}

/** The card of `face`'s row priced for the context's group (and duration) in its currency. */
export function pricedCard(face: CardFace, row: TourCardRow, context: CardContext): TourCard {
  const band = bandForTour(context.people, row);
  // Price rows come cheapest first: the first of the band (and duration) is the card's price.
  const picked = row.priceBands.findIndex((rowBand, index) => rowBand === band && (context.duration === undefined || row.priceDurations[index] === context.duration));
  const priceCents = picked >= 0 ? row.priceCents[picked] : undefined;
  return {
    ...face,
    price: priceCents === undefined ? null : money(priceCents, context.exchange),
    priceDuration: priceCents === undefined ? null : (row.priceDurations[picked] ?? null),
  };
}

export function toTourCard(row: TourCardRow, context: CardContext): TourCard {
  return pricedCard(cardFace(row, context), row, context);
}
