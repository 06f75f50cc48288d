import { isLocale, locales, type Locale } from '@cicerone/core/locales';
import { pagePaths } from '@cicerone/core/page-paths';
import { contentPaths } from '@cicerone/core/content/content-paths';
import { blogCmsPrefix } from '@cicerone/core/content/blog';
import { quoteKinds, quotePagePath } from '@cicerone/core/quotes/quote-kinds';
import { cachedFor } from '../../shared/loading-cache.ts';
import type { SeoQueries } from './seo-queries.ts';
import { sitemapIndexXml, urlsetXml, type SitemapPage } from './sitemap-xml.ts';

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; each of our <url> carries
 * eight hreflang alternates (≈ 1.3 KB with a long tour slug), so 45,000 would pass 50 MB:
 * 10,000 keeps a file near 13 MB, quick to build and to fetch.
 */
export const pagesPerSitemap = 10_000;

/** The page list changes when tours are added; search engines re-read sitemaps daily at most. */
const planTtlMs = 10 * 60_000;

const sitemapFile = /^(?<locale>[a-z]{2}_[A-Z]{2})(?:-(?<part>[1-9][0-9]{0,5}))?\.xml$/;

/** A post's day of publication as the instant its sitemap entry names (null for a malformed day). */
function postDate(day: string | undefined): Date | null {
  const date = day ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function newestOf(a: Date | null | undefined, b: Date | null | undefined): Date | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The sitemap index (/sitemap.xml) and one sitemap per language (/sitemaps/<locale>.xml), split
 * into /sitemaps/<locale>-<n>.xml when the catalogue is larger than one file. Every language lists
 * the same pages in the same order, so part n of each language holds the same pages.
 */
export function sitemapService(queries: SeoQueries, options: { origin: string; pagesPerSitemap?: number }) {
  const perFile = options.pagesPerSitemap ?? pagesPerSitemap;

  /** Everything but the tours (a few thousand pages at most), then how many tours follow them. */
  const plan = cachedFor(planTtlMs, async () => {
    const [continents, cities, categories, tours, posts] = await Promise.all([
      queries.continents(),
      queries.citiesWithTours(),
      queries.categories(),
      queries.toursForSale(),
      queries.blogPosts(),
    ]);
    const countries = new Map<string, Date | null>();
    for (const row of cities) countries.set(row.country, newestOf(countries.get(row.country), row.newestTour));

    const pages: SitemapPage[] = [
      { path: '/', lastmod: tours.newest },
      { path: '/tours', lastmod: tours.newest },
      { path: '/zones' },
      ...continents.map((row) => ({ path: pagePaths.continent(row.slug) })),
      ...[...countries].map(([slug, lastmod]) => ({ path: pagePaths.country(slug), lastmod })),
      ...cities.map((row) => ({ path: pagePaths.city(row.city), lastmod: row.newestTour })),
      // A reviews page without reviews says so and nothing else: not worth a crawl.
      ...cities.filter((row) => row.reviewCount > 0).map((row) => ({ path: pagePaths.cityReviews(row.city) })),
      ...categories.map((row) => ({ path: pagePaths.category(row.slug), lastmod: row.newestTour })),
      // The editorial pages and the blog (requirements §screens.content): each language's URL shows the English text where it has none.
      ...[contentPaths.faq, contentPaths.about, contentPaths.travelAgents, contentPaths.partners].map((path) => ({ path })),
      // What the site sells besides tours: gift cards, and the services asked for by a request for a quote.
      { path: '/gift-cards' },
      ...quoteKinds.map((kind) => ({ path: quotePagePath[kind] })),
      { path: contentPaths.blog, lastmod: postDate(posts[0]?.publishedAt) },
      ...posts.map((row) => ({ path: contentPaths.blogPost(row.cms.slice(blogCmsPrefix.length)), lastmod: postDate(row.publishedAt) })),
    ];
    const parts = Math.max(1, Math.ceil((pages.length + tours.total) / perFile));
    return { pages, parts, newest: tours.newest };
  });

  const fileName = (locale: Locale, part: number, parts: number) => (parts === 1 ? `${locale}.xml` : `${locale}-${part}.xml`);

  return {
    async index(): Promise<string> {
      const { parts, newest } = await plan.get();
      return sitemapIndexXml(
        locales.flatMap((locale) =>
          Array.from({ length: parts }, (_, index) => ({ url: `${options.origin}/sitemaps/${fileName(locale, index + 1, parts)}`, lastmod: newest })),
        ),
      );
    },

    /** The sitemap file named `file` ('en_US.xml', 'fr_FR-3.xml'); undefined when there is no such file. */
    async sitemap(file: string): Promise<string | undefined> {
      const match = sitemapFile.exec(file);
      const locale = match?.groups?.['locale'];
      if (!isLocale(locale)) return undefined;
      const { pages, parts } = await plan.get();
      const part = match?.groups?.['part'] === undefined ? undefined : Number(match.groups['part']);
      // One file is named <locale>.xml, several <locale>-<n>.xml: each URL has exactly one name.
      if (part === undefined ? parts > 1 : parts === 1 || part > parts) return undefined;

      const start = ((part ?? 1) - 1) * perFile;
      const end = start + perFile;
      const fixed = pages.slice(start, end);
      const tourLimit = end - Math.max(start, pages.length);
      const tours = tourLimit > 0 ? await queries.tourPage(Math.max(0, start - pages.length), tourLimit) : [];
      return urlsetXml(options.origin, locale, [
        ...fixed,
        ...tours.map((row) => ({ path: pagePaths.tour(row.slug), lastmod: row.createdAt })),
      ]);
    },
  };
}

export type SitemapService = ReturnType<typeof sitemapService>;
