import type { MetaDescriptor } from 'react-router';
import { defaultCurrency, defaultLocale, languageTag, locales, type Locale } from '@cicerone/core/locales';

/** What every page's meta needs from the layout (routes/site.tsx loader). */
export interface MetaSite {
  origin: string;
  locale: Locale;
}

export interface PageMeta {
  /** Path below /{lang}/{currency}, with the query that makes the page distinct: '/tours?cat=food-tour'. */
  path: string;
  title: string;
  description: string;
  /** Absolute path or URL of the share image. */
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** Pages that must not be indexed (search results with many filters, errors). */
  noindex?: boolean;
  /** Structured data (schema.org), rendered as one application/ld+json script. */
  jsonLd?: Record<string, unknown> | undefined;
}

const siteName = 'Cicerone';

/**
 * Title, description, canonical, hreflang alternates and Open Graph for one page.
 * Prices are the only thing a currency changes, so every currency's copy of a page names the
 * EUR copy in its language as canonical, and the alternates point at the EUR copy of each language.
 */
export function pageMeta(site: MetaSite, page: PageMeta): MetaDescriptor[] {
  const url = (locale: Locale) => `${site.origin}/${locale}/${defaultCurrency}${page.path}`;
  const title = page.title.includes(siteName) ? page.title : `${page.title} · ${siteName}`;
  const image = page.image ? new URL(page.image, site.origin).toString() : `${site.origin}/favicon.svg`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url(site.locale) },
    ...locales.map((locale) => ({ tagName: 'link', rel: 'alternate', hrefLang: languageTag(locale), href: url(locale) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(defaultLocale) },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url(site.locale) },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: site.locale },
    ...locales.filter((locale) => locale !== site.locale).map((locale) => ({ property: 'og:locale:alternate', content: locale })),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (page.noindex) descriptors.push({ name: 'robots', content: 'noindex, follow' });
  if (page.jsonLd) descriptors.push({ 'script:ld+json': page.jsonLd });
  return descriptors;
}

/** The layout's data as seen from a page's meta function (matches include every route above the page). */
export function metaSite(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): MetaSite | undefined {
  const layout = matches.find((match) => match?.id === 'routes/site')?.loaderData as { origin?: string; locale?: Locale } | undefined;
  return layout?.origin && layout.locale ? { origin: layout.origin, locale: layout.locale } : undefined;
}
