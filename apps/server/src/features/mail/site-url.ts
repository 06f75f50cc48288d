import type { Locale } from '@cicerone/core/locales';

/**
 * A page of the site ('/bookings') as an absolute address under the reader's language and currency
 * (PUBLIC_URL/de_DE/CHF/bookings): mail and printed documents are read outside the site, and this one
 * place builds their links. An absolute address stays as given.
 */
export function siteUrlFor(publicUrl: string, locale: Locale, currency: string): (path: string) => string {
  return (path) => (/^https?:\/\//.test(path) ? path : `${publicUrl}/${locale}/${currency}${path.startsWith('/') ? '' : '/'}${path}`);
}
