import type { ShownTour } from '../catalog/shown-tour.ts';
import { defaultCurrency, type Locale } from '@cicerone/core/locales';
import { pagePaths } from '@cicerone/core/page-paths';

export interface TourJsonLdSite {
  origin: string;
  locale: Locale;
  /** The page's own URL (absolute): the offer is bought there. */
  url: string;
  /**
   * ISO 4217 minor units of the tour's price currency (the layout's currency.minorUnits).
   * Without it, what Intl knows of the currency (the same for every currency the site sells).
   */
  minorUnits?: number | undefined;
}

const brand = 'Cicerone';

function minorUnitsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * schema.org structured data of a tour page: a Product (Google's rich results know no
 * TouristTrip) with its price range in the page's currency and, once reviewed, its rating;
 * and the breadcrumb country › city › tour. Rendered by page-meta.ts as application/ld+json.
 */
export function tourJsonLd(tour: ShownTour, site: TourJsonLdSite): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, site.origin).toString();
  const pageOf = (path: string) => `${site.origin}/${site.locale}/${defaultCurrency}${path}`;
  const images = tour.gallery.length > 0 ? tour.gallery : tour.image ? [tour.image] : [];

  const product: Record<string, unknown> = {
    '@type': 'Product',
    '@id': `${site.url}#product`,
    name: tour.title,
    description: tour.description || tour.summary,
    image: images.map((image) => absolute(image.path)),
    sku: String(tour.id),
    brand: { '@type': 'Organization', name: brand },
    category: tour.category.title,
  };

  if (tour.reviewCount > 0) {
    product['aggregateRating'] = {
      '@type': 'AggregateRating',
      ratingValue: tour.rating,
      reviewCount: tour.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }

  const currency = tour.price?.currency ?? tour.prices[0]?.price.currency;
  const scale = currency ? 10 ** (site.minorUnits ?? minorUnitsOf(currency)) : 1;
  const amounts = tour.prices.filter((row) => row.price.currency === currency).map((row) => row.price.amount / scale);
  if (currency && amounts.length > 0) {
    product['offers'] = {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: amounts.length,
      availability: 'https://schema.org/InStock',
      url: site.url,
    };
  }

  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: brand, item: pageOf('/') },
      { name: tour.country.nameTranslated, item: pageOf(pagePaths.country(tour.country.slug)) },
      { name: tour.city.nameTranslated, item: pageOf(pagePaths.city(tour.city.slug)) },
      { name: tour.title, item: site.url },
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };

  return { '@context': 'https://schema.org', '@graph': [product, breadcrumb] };
}
