import { asc, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { tour } from '@cicerone/db/schema/catalog';
import { city, continent, country, tourCategory } from '@cicerone/db/schema/reference';
import { createTestApp } from '../../test/app.ts';
import { createContent } from '../../test/catalog-factory.ts';
import { seoQueries } from './seo-queries.ts';
import { sitemapService } from './sitemap.ts';

const origin = 'https://tours.example';
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let places: { city: string; country: string; continent: string }[];

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: origin });
  const { db } = testApp;
  places = await db
    .select({ id: city.id, city: city.slug, country: country.slug, continent: continent.slug })
    .from(city)
    .innerJoin(country, eq(country.id, city.countryId))
    .innerJoin(continent, eq(continent.id, country.continentId))
    .where(eq(city.activated, true))
    .orderBy(asc(city.position))
    .limit(2);
  const [food, bike] = await db.select({ id: tourCategory.id }).from(tourCategory).orderBy(asc(tourCategory.position)).limit(2);
  const [first, second] = places as (typeof places[number] & { id: number })[];
  if (!first || !second || !food || !bike) throw new Error('reference data missing');
  const base = { maxPeople: 8, minStartTime: '09:00', maxStartTime: '16:00', guideLanguages: ['en_US'], searchText: 'x' };
  await db.insert(tour).values([
    { ...base, slug: 'old-town-walk-1', cityId: first.id, categoryId: food.id, reviewCount: 3, createdAt: new Date('2025-03-01T10:00:00Z') },
    { ...base, slug: 'tapas-&-wine-<night>-2', cityId: first.id, categoryId: food.id },
    { ...base, slug: 'river-ride-3', cityId: second.id, categoryId: bike.id },
    { ...base, slug: 'retired-tour-4', cityId: second.id, categoryId: bike.id, activated: false },
  ]);
  const cover = { path: '/files/gallery/food-tour-1.svg', width: 1200, height: 800, alt: 'A drawing' };
  await createContent(db, 'blog:street-food', 'en_US', { post: { category: 'food', publishedAt: '2026-03-04', author: 'A', cover } });
  await createContent(db, 'blog:older', 'en_US', { post: { category: 'tips', publishedAt: '2025-12-01', author: 'A', cover } });
  await createContent(db, 'blog:draft', 'en_US', {});
});
afterAll(() => testApp.close());

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

async function getXml(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(XMLValidator.validate(response.body), url).toBe(true);
  return parser.parse(response.body) as Record<string, unknown>;
}

function urlsOf(document: Record<string, unknown>): UrlEntry[] {
  const urlset = document['urlset'] as { url?: UrlEntry | UrlEntry[]; xmlns: string; 'xmlns:xhtml': string };
  expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return asList(urlset.url).map((entry) => ({ ...entry, 'xhtml:link': asList(entry['xhtml:link']) }));
}

describe('GET /robots.txt', () => {
  it('allows crawling, keeps the API and private pages out and names the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /site-password',
      'Disallow: /*/*/checkout', 'Disallow: /*/*/account', 'Disallow: /*/*/cart']));
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of one sitemap per language', async () => {
    const index = (await getXml('/sitemap.xml'))['sitemapindex'] as { sitemap: { loc: string; lastmod: string }[] };
    expect(index.sitemap.map((entry) => entry.loc)).toEqual(locales.map((locale) => `${origin}/sitemaps/${locale}.xml`));
    expect(index.sitemap[0]?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('GET /sitemaps/<locale>.xml', () => {
  it('lists the EUR pages of the language with the seven alternates and x-default', async () => {
    const urls = urlsOf(await getXml('/sitemaps/fr_FR.xml'));
    const tourUrl = urls.find((entry) => entry.loc === `${origin}/fr_FR/EUR/tour/old-town-walk-1`);
    expect(tourUrl?.lastmod).toBe('2025-03-01T10:00:00.000Z');
    expect(tourUrl?.['xhtml:link']).toHaveLength(8);
    expect(tourUrl?.['xhtml:link']).toContainEqual({ rel: 'alternate', hreflang: 'ja-JP', href: `${origin}/ja_JP/EUR/tour/old-town-walk-1` });
    expect(tourUrl?.['xhtml:link']).toContainEqual({ rel: 'alternate', hreflang: 'x-default', href: `${origin}/en_US/EUR/tour/old-town-walk-1` });

    const locs = urls.map((entry) => entry.loc);
    const [first, second] = places;
    expect(locs).toEqual(expect.arrayContaining([
      `${origin}/fr_FR/EUR/`,
      `${origin}/fr_FR/EUR/tours`,
      `${origin}/fr_FR/EUR/zones`,
      `${origin}/fr_FR/EUR/continent/${first?.continent}`,
      `${origin}/fr_FR/EUR/country/${first?.country}`,
      `${origin}/fr_FR/EUR/country/${second?.country}`,
      `${origin}/fr_FR/EUR/city/${first?.city}`,
      `${origin}/fr_FR/EUR/city/${second?.city}`,
      `${origin}/fr_FR/EUR/city/${first?.city}/reviews`,
      `${origin}/fr_FR/EUR/tours?cat=food-tour`,
      `${origin}/fr_FR/EUR/tour/river-ride-3`,
      // URL-encoded, then XML-escaped in the file; the parser gives the URL back.
      `${origin}/fr_FR/EUR/tour/tapas-%26-wine-%3Cnight%3E-2`,
    ]));
    // Only tours for sale, and a reviews page only where there are reviews.
    expect(locs).not.toContain(`${origin}/fr_FR/EUR/tour/retired-tour-4`);
    expect(locs).not.toContain(`${origin}/fr_FR/EUR/city/${second?.city}/reviews`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${origin}/fr_FR/EUR/`))).toBe(true);
  });

  it('lists the editorial pages, the blog and its published posts with their day', async () => {
    const urls = urlsOf(await getXml('/sitemaps/ja_JP.xml'));
    const locs = urls.map((entry) => entry.loc);
    for (const path of ['faq', 'about', 'travel-agents', 'partners', 'blog']) expect(locs).toContain(`${origin}/ja_JP/EUR/${path}`);
    expect(urls.find((entry) => entry.loc === `${origin}/ja_JP/EUR/blog/street-food`)?.lastmod).toBe('2026-03-04T00:00:00.000Z');
    expect(urls.find((entry) => entry.loc === `${origin}/ja_JP/EUR/blog`)?.lastmod).toBe('2026-03-04T00:00:00.000Z');
    // A draft (no facts yet) is not published.
    expect(locs).not.toContain(`${origin}/ja_JP/EUR/blog/draft`);
  });

  it('lists the gift cards page and the five requests for a quote (pages to be found, issue 19)', async () => {
    const locs = urlsOf(await getXml('/sitemaps/ja_JP.xml')).map((entry) => entry.loc);
    for (const path of ['gift-cards', 'airport-pickup', 'transfer', 'business-trip', 'cruise-tour', 'quote']) expect(locs).toContain(`${origin}/ja_JP/EUR/${path}`);
  });

  it('answers 404 for an unknown language or a part that does not exist', async () => {
    for (const url of ['/sitemaps/xx_XX.xml', '/sitemaps/en_US-1.xml', '/sitemaps/en_US-2.xml', '/sitemaps/en_US.txt']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('sitemaps of a large catalogue', () => {
  it('splits each language into parts that together list every page once', async () => {
    const service = sitemapService(seoQueries(testApp.db), { origin, pagesPerSitemap: 4 });
    const index = parser.parse(await service.index()) as { sitemapindex: { sitemap: { loc: string }[] } };
    const english = index.sitemapindex.sitemap.map((entry) => entry.loc).filter((loc) => loc.includes('/en_US-'));
    expect(index.sitemapindex.sitemap).toHaveLength(english.length * locales.length);
    expect(english.length).toBeGreaterThan(2);
    expect(await service.sitemap('en_US.xml')).toBeUndefined();

    const locs: string[] = [];
    for (const loc of english) {
      const xml = await service.sitemap(loc.slice(loc.lastIndexOf('/') + 1));
      expect(XMLValidator.validate(xml ?? '')).toBe(true);
      const urls = urlsOf(parser.parse(xml ?? '') as Record<string, unknown>);
      expect(urls.length).toBeLessThanOrEqual(4);
      locs.push(...urls.map((entry) => entry.loc));
    }
    const whole = sitemapService(seoQueries(testApp.db), { origin });
    const all = urlsOf(parser.parse((await whole.sitemap('en_US.xml')) ?? '') as Record<string, unknown>).map((entry) => entry.loc);
    expect(locs).toEqual(all);
    expect(await service.sitemap(`en_US-${english.length + 1}.xml`)).toBeUndefined();
  });
});
