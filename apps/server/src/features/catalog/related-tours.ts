import type { TourCard } from '@cicerone/core/contracts/catalog';
import { tourListDefaults } from '@cicerone/core/catalog/tour-filters';
import { relatedToursPerPost } from '@cicerone/core/content/blog';
import type { Locale } from '@cicerone/core/locales';
import type { CatalogService } from './service.ts';

/** The most popular tours of a city, for the pages that write about it (the blog's posts). */
export function relatedToursOf(catalog: Pick<CatalogService, 'listTours'>) {
  return async (city: string, language: Locale, currency: string): Promise<TourCard[]> => {
    const list = await catalog.listTours({
      page: 1,
      size: relatedToursPerPost,
      people: tourListDefaults.people,
      minPrice: tourListDefaults.minPrice,
      city,
      language,
      currency,
      sort: 'popular',
    });
    return list.tours;
  };
}
