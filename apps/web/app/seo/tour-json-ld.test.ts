import jsonld from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import { describe, expect, it } from 'vitest';
import type { TourDetail } from '@cicerone/core/contracts/catalog';
import { tourJsonLd } from './tour-json-ld.ts';

const schema = 'https://schema.org/';

/** Offline: schema.org's context reduced to what matters here (every term is a schema.org IRI). */
async function documentLoader(url: string): Promise<RemoteDocument> {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`unexpected remote document ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': schema } } };
}

const money = (amount: number) => ({ amount, currency: 'USD', eurCents: amount });

const tour = {
  id: 42,
  slug: 'old-town-walk-rome-42',
  title: 'Old town walk',
  summary: 'Two thousand years in four hours.',
  description: 'From the Forum to the Pantheon with a local guide.',
  city: { id: 1, name: 'Rome', nameTranslated: 'Rome', slug: 'rome' },
  country: { id: 2, name: 'Italy', nameTranslated: 'Italy', slug: 'italy' },
  category: { slug: 'private-tour', title: 'Private tour' },
  image: { id: 1, path: '/files/gallery/a.svg', width: 800, height: 600, alt: '' },
  gallery: [
    { id: 1, path: '/files/gallery/a.svg', width: 800, height: 600, alt: '' },
    { id: 2, path: '/files/gallery/b.svg', width: 800, height: 600, alt: '' },
  ],
  rating: 4.8,
  reviewCount: 12,
  price: money(12_000),
  prices: [
    { duration: '4h', minTravellers: 1, maxTravellers: 2, price: money(12_000) },
    { duration: '8h', minTravellers: 3, maxTravellers: 4, price: money(31_250) },
  ],
} as unknown as TourDetail;

const site = { origin: 'https://tours.example', locale: 'it_IT' as const, url: 'https://tours.example/it_IT/USD/tour/old-town-walk-rome-42' };

type Expanded = Record<string, { '@id'?: string; '@value'?: unknown; '@type'?: string[] }[] | string[] | string>;

function values(node: Expanded | undefined, property: string) {
  return (node?.[`${schema}${property}`] ?? []) as { '@id'?: string; '@value'?: unknown }[];
}

describe('tourJsonLd', () => {
  it('expands as JSON-LD to a Product with its offers and rating', async () => {
    const expanded = (await jsonld.expand(tourJsonLd(tour, site), { documentLoader })) as unknown as Expanded[];
    const product = expanded.find((node) => (node['@type'] as string[] | undefined)?.includes(`${schema}Product`));
    expect(product).toBeDefined();
    expect(values(product, 'name')[0]?.['@value']).toBe('Old town walk');
    expect(values(product, 'sku')[0]?.['@value']).toBe('42');

    const [offers] = values(product, 'offers') as unknown as Expanded[];
    expect(offers?.['@type']).toEqual([`${schema}AggregateOffer`]);
    expect(values(offers, 'priceCurrency')[0]?.['@value']).toBe('USD');
    expect(values(offers, 'lowPrice')[0]?.['@value']).toBe(120);
    expect(values(offers, 'highPrice')[0]?.['@value']).toBe(312.5);
    expect(values(offers, 'offerCount')[0]?.['@value']).toBe(2);

    const [rating] = values(product, 'aggregateRating') as unknown as Expanded[];
    expect(rating?.['@type']).toEqual([`${schema}AggregateRating`]);
    expect(values(rating, 'ratingValue')[0]?.['@value']).toBe(4.8);
    expect(values(rating, 'reviewCount')[0]?.['@value']).toBe(12);
    expect(values(rating, 'bestRating')[0]?.['@value']).toBe(5);

    const breadcrumb = expanded.find((node) => (node['@type'] as string[] | undefined)?.includes(`${schema}BreadcrumbList`));
    expect(values(breadcrumb, 'itemListElement')).toHaveLength(4);
  });

  it('gives absolute image URLs and a page URL in the offer', () => {
    const graph = tourJsonLd(tour, site)['@graph'] as Record<string, unknown>[];
    expect(graph[0]?.['image']).toEqual(['https://tours.example/files/gallery/a.svg', 'https://tours.example/files/gallery/b.svg']);
    expect(graph[0]?.['offers']).toMatchObject({ url: site.url });
  });

  it('leaves the rating out until someone has reviewed the tour, and prices in whole yen', () => {
    const yen = (amount: number) => ({ amount, currency: 'JPY', eurCents: 0 });
    const unreviewed = { ...tour, reviewCount: 0, rating: 0, price: yen(19_800), prices: [{ ...tour.prices[0], price: yen(19_800) }] } as TourDetail;
    const product = (tourJsonLd(unreviewed, { ...site, minorUnits: 0 })['@graph'] as Record<string, unknown>[])[0];
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product?.['offers']).toMatchObject({ priceCurrency: 'JPY', lowPrice: 19_800, highPrice: 19_800 });
    // Without minor units, Intl's ISO digits (JPY has none).
    expect((tourJsonLd(unreviewed, site)['@graph'] as Record<string, unknown>[])[0]?.['offers']).toMatchObject({ lowPrice: 19_800 });
  });
});
