import { defaultCurrency, defaultLocale, languageTag, locales, type Locale } from '@cicerone/core/locales';

/** One page of the site, as its path below /{lang}/{currency} (already URL-encoded). */
export interface SitemapPage {
  path: string;
  /** When the page last changed, when known. */
  lastmod?: Date | null | undefined;
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** The canonical copy of a page in one language: prices are all a currency changes, so EUR (as page-meta.ts). */
export function pageUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}/${locale}/${defaultCurrency}${path}`;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

function lastmodTag(lastmod: Date | null | undefined): string {
  return lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
}

/**
 * The <urlset> of one language: every page's URL in that language, with the alternates in all
 * languages and x-default (English), as Google reads hreflang from sitemaps.
 */
export function urlsetXml(origin: string, locale: Locale, pages: readonly SitemapPage[]): string {
  const parts: string[] = [
    xmlHeader,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    parts.push('<url><loc>', escapeXml(pageUrl(origin, locale, page.path)), '</loc>', lastmodTag(page.lastmod));
    for (const alternate of locales) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${languageTag(alternate)}" href="`, escapeXml(pageUrl(origin, alternate, page.path)), '"/>');
    }
    parts.push('<xhtml:link rel="alternate" hreflang="x-default" href="', escapeXml(pageUrl(origin, defaultLocale, page.path)), '"/></url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndexXml(sitemaps: readonly { url: string; lastmod?: Date | null | undefined }[]): string {
  const entries = sitemaps.map((sitemap) => `<sitemap><loc>${escapeXml(sitemap.url)}</loc>${lastmodTag(sitemap.lastmod)}</sitemap>\n`);
  return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
