import type { Locale } from '@cicerone/core/locales';

export type SiteUrlResolution =
  | { kind: 'ok'; locale: Locale; currency: string }
  | { kind: 'redirect'; to: string };

const looksLikeLocale = /^[a-z]{2}[_-][a-z]{2}$/i;

/**
 * Every page lives under /{lang}/{currency}/. A URL with an unknown or deactivated code,
 * a lowercase code, or no codes at all goes to the same page under valid ones:
 * the visitor's preferred language and currency fill whatever is missing or wrong.
 */
export function resolveSiteUrl(
  url: URL,
  active: { locales: readonly string[]; currencies: readonly string[] },
  preferred: { locale: Locale; currency: string },
): SiteUrlResolution {
  const segments = url.pathname.split('/').filter(Boolean);
  let locale: string = preferred.locale;
  let currency = preferred.currency;
  let rest = segments;

  const [first, second] = segments;
  if (first && looksLikeLocale.test(first)) {
    const wanted = first.replace('-', '_').toLowerCase();
    locale = active.locales.find((code) => code.toLowerCase() === wanted) ?? preferred.locale;
    rest = segments.slice(1);
    // Page paths are lowercase words; a currency segment is an uppercase ISO code (or an active one in lowercase).
    if (second && (/^[A-Z]{3}$/.test(second) || active.currencies.includes(second.toUpperCase()))) {
      const code = second.toUpperCase();
      currency = active.currencies.includes(code) ? code : preferred.currency;
      rest = segments.slice(2);
    }
  }

  if (first === locale && second === currency) return { kind: 'ok', locale: locale as Locale, currency };
  const path = rest.length > 0 ? `/${rest.join('/')}` : '/';
  const trailing = rest.length > 0 && url.pathname.endsWith('/') ? '/' : '';
  return { kind: 'redirect', to: `/${locale}/${currency}${path === '/' ? '/' : path + trailing}${url.search}` };
}
