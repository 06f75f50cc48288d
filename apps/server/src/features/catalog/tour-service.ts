import { groupBands, isTourDuration, tourDurations } from '@cicerone/core/catalog/pricing';
import { tourListDefaults } from '@cicerone/core/catalog/tour-filters';
import { freeCancellationHours } from '@cicerone/core/checkout/cancellation';
import type { TourCard, TourDetail, TourImage, TourPrice } from '@cicerone/core/contracts/catalog';
import { AppError } from '@cicerone/core/errors';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import { tourImageView } from '@cicerone/core/tour-images/tour-image-files';
import { loadingCache } from '../../shared/loading-cache.ts';
import { type CardSource, type Localized } from './card-source.ts';
import type { PlaceQueries } from './place-queries.ts';
import { imageAlt, money, toTourCard } from './tour-card.ts';
import type { TourQueries } from './tour-queries.ts';

const toursPerCountry = 24;

/** What a tour's page shows of the catalogue: the tour and the continent of its breadcrumb. */
export interface TourPage {
  detail: TourDetail;
  continent: { slug: string; nameTranslated: string } | null;
}

/** One tour (GET /api/tour/{id}, its gallery) and the short lists of cards (featured, by country). */
export function tourService(deps: { tours: TourQueries; places: PlaceQueries; cards: CardSource }) {
  const { tours, places, cards } = deps;
  // About 15 KB each with their JSON.
  const details = loadingCache<TourPage>({ max: 1_000, ttlMs: cards.ttlMs });
  // Featured and country blocks: 8–24 cards, up to 40 KB with their JSON.
  const cardLists = loadingCache<TourCard[]>({ max: 500, ttlMs: cards.ttlMs });
  const slugIds = loadingCache<number | null>({ max: 10_000, ttlMs: cards.ttlMs });

  /** Cards priced for the default group (2, or the nearest size the tour takes). */
  const defaultCards = (ids: number[], opts: Localized) => cards.cards(ids, { ...opts, people: tourListDefaults.people });

  /** The tour's page in the language and currency, from one read of the tour (tour-queries.ts detail); undefined when not for sale. */
  async function loadPage(which: { id: number } | { slug: string }, opts: Localized): Promise<TourPage | undefined> {
    const [row, exchange, categories] = await Promise.all([tours.detail(which, opts.language), cards.exchange(opts.currency), cards.categoriesIn(opts.language)]);
    if (!row) return undefined;
    const { texts, prices: priceRows, images } = row;
    const text = texts.find((candidate) => candidate.language === opts.language) ?? texts.find((candidate) => candidate.language === fallbackLocale);
    const { tour } = row;
    const place = (await cards.citiesOf([tour.cityId])).get(tour.cityId);
    if (!text || !place) throw new AppError('tour_not_found', { id: tour.id });

    const priced = priceRows.flatMap((price) => (isTourDuration(price.duration) ? [{ ...price, duration: price.duration }] : []));
    const prices: TourPrice[] = priced
      .flatMap(({ duration, band: index, priceCents }) => {
        const band = groupBands[index];
        if (!band || band.max < tour.minPeople || band.min > tour.maxPeople) return [];
        return [{ duration, band: index, minTravellers: Math.max(band.min, tour.minPeople), maxTravellers: Math.min(band.max, tour.maxPeople), price: money(priceCents, exchange) }];
      })
      .sort((a, b) => tourDurations.indexOf(a.duration) - tourDurations.indexOf(b.duration) || a.band - b.band)
      .map(({ band: _band, ...price }) => price);
    // An image's own text in the page's language, else the tour's title and its place in the gallery.
    const gallery: TourImage[] = images.map((image, index) => ({
      id: image.id,
      ...tourImageView(image),
      alt: image.alt[text.language] || imageAlt(text.title, index + 1, images.length),
    }));
    // The card part (price for the default group, durations…) is shaped as every card is.
    const cheapestFirst = priced.toSorted((a, b) => a.priceCents - b.priceCents || a.band - b.band || a.duration.localeCompare(b.duration));
    const card = toTourCard(
      {
        ...tour,
        rating: row.rating,
        title: text.title,
        summary: text.summary,
        textLanguage: text.language,
        imageId: null,
        imagePath: null,
        imageWidth: null,
        imageHeight: null,
        imageHash: null,
        imageWidths: null,
        imageAlt: null,
        priceBands: cheapestFirst.map((price) => price.band),
        priceDurations: cheapestFirst.map((price) => price.duration),
        priceCents: cheapestFirst.map((price) => price.priceCents),
      },
      {
        language: opts.language,
        exchange,
        categories,
        cities: new Map([[tour.cityId, place]]),
        people: tourListDefaults.people,
      },
    );

    const detail: TourDetail = {
      ...card,
      image: gallery[0] ?? null,
      description: text.description,
      itinerary: text.itinerary,
      included: text.included,
      notIncluded: text.notIncluded,
      accessibility: text.accessibility,
      highlights: text.highlights,
      importantInformation: text.importantInformation,
      meetingPoint: text.meetingPoint,
      minPeople: tour.minPeople,
      maxPeople: tour.maxPeople,
      minStartTime: tour.minStartTime.slice(0, 5),
      maxStartTime: tour.maxStartTime.slice(0, 5),
      weekdays: tour.weekdays,
      guideLanguages: tour.guideLanguages,
      timeZone: place.timeZone,
      bookingCutoffHours: row.bookingCutoffHours,
      prices,
      cancellationPolicy: { serviceType: 'tour', freeCancellationHours: freeCancellationHours.tour },
      gallery,
    };
    // The breadcrumb's continent, as the city page names it; none for a city switched off (it has no page).
    return { detail, continent: place.activated ? { slug: place.continent.slug, nameTranslated: localizedName(place.continent.names, opts.language) } : null };
  }

  const pageKey = (id: number, opts: Localized) => `${id}|${opts.language}|${opts.currency}`;

  function pageById(id: number, opts: Localized): Promise<TourPage> {
    return details.get(pageKey(id, opts), async () => {
      const page = await loadPage({ id }, opts);
      if (!page) throw new AppError('tour_not_found', { id });
      return page;
    });
  }

  async function tourById(id: number, opts: Localized): Promise<TourDetail> {
    return (await pageById(id, opts)).detail;
  }

  /**
   * A tour's page by its slug. A slug seen for the first time is read with the tour itself, one query (the
   * tour's id is then kept for the slug, its page for the language and currency); a slug of no tour for sale
   * is looked up alone, so that a tour withdrawn now and published again later is found at once by its id.
   */
  async function tourPage(slug: string, opts: Localized): Promise<TourPage> {
    const id = await slugIds.get(slug, async () => {
      const page = await loadPage({ slug }, opts);
      if (!page) return (await tours.idBySlug(slug)) ?? null;
      // Kept as the id's page too, before the id is answered: this call and those waiting on the slug find it.
      void details.get(pageKey(page.detail.id, opts), async () => page);
      return page.detail.id;
    });
    if (id === null) throw new AppError('tour_not_found', { id: slug });
    return pageById(id, opts);
  }

  return {
    /** The tour's page and the short lists that may show its card are read again (its rating changed). */
    forgetTour(tourId: number): void {
      details.forget((key) => key.startsWith(`${tourId}|`));
      cardLists.forget();
      cards.forgetTour(tourId);
    },

    /** Every tour page and short list, whose prices were converted at the old rates. */
    forgetAllTours(): void {
      details.forget();
      cardLists.forget();
    },

    /** Places were switched or renamed: the tour pages and cards that name them are made again. */
    forgetPlaces(): void {
      details.forget();
      cardLists.forget();
      cards.forgetPlaces();
    },

    tourById,

    /** The cards of these tours in this order, priced for the default group; tours no longer for sale are left out (favourites). */
    tourCards: defaultCards,

    async tourBySlug(slug: string, opts: Localized): Promise<TourDetail> {
      return (await tourPage(slug, opts)).detail;
    },

    /** A tour's page: the tour, and the continent its breadcrumb names (null when its city has no page). */
    tourPage,

    async gallery(id: number, language: Locale): Promise<TourImage[]> {
      return (await tourById(id, { language, currency: 'EUR' })).gallery;
    },

    /** The most reviewed tours of a country (24); an unknown country is a 404, a country without tours an empty list. */
    toursByCountry(countryId: number, opts: Localized): Promise<TourCard[]> {
      return cardLists.get(`country|${countryId}|${opts.language}|${opts.currency}`, async () => {
        if (!(await places.countryExists(countryId))) throw new AppError('country_not_found', { id: countryId });
        return defaultCards(await tours.idsByCountry(countryId, toursPerCountry), opts);
      });
    },

    featuredTours(opts: Localized, limit = 8): Promise<TourCard[]> {
      return cardLists.get(`featured|${limit}|${opts.language}|${opts.currency}`, async () => defaultCards(await tours.featuredIds(limit), opts));
    },
  };
}

export type TourService = ReturnType<typeof tourService>;
