import { defaultCurrency, defaultLocale, isLocale, type Locale } from './locales.ts';

/** The one-year cookie that remembers language and currency (requirements §constants.times: 31536000 s). */
export const preferenceCookieMaxAge = 31_536_000;
export const languageCookie = 'lang';
export const currencyCookie = 'currency';

export interface Preferences {
  locale: Locale;
  currency: string;
}

/**
 * Chooses the language of a visitor who did not say it in the URL: the cookie first, then
 * the browser's Accept-Language (best quality first, 'de' matching de_DE), then English.
 */
export function negotiateLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
  activated: readonly string[],
): Locale {
  if (isLocale(cookieValue) && activated.includes(cookieValue)) return cookieValue;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const exact = activated.find((code) => code.toLowerCase().replace('_', '-') === tag);
    const sameLanguage = exact ?? activated.find((code) => code.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (sameLanguage && isLocale(sameLanguage)) return sameLanguage;
  }
  return activated.includes(defaultLocale) ? defaultLocale : ((activated.find(isLocale) as Locale | undefined) ?? defaultLocale);
}

export function negotiateCurrency(cookieValue: string | undefined, activated: readonly string[]): string {
  const code = cookieValue?.toUpperCase();
  if (code && activated.includes(code)) return code;
  return activated.includes(defaultCurrency) ? defaultCurrency : (activated[0] ?? defaultCurrency);
}

/** 'de-CH,de;q=0.9,en;q=0.5' → ['de-ch', 'de', 'en'], highest quality first, q=0 dropped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
