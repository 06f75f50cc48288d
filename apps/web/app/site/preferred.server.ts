import type { Locale } from '@cicerone/core/locales';
import { currencyCookie, languageCookie, negotiateCurrency, negotiateLocale } from '@cicerone/core/preferences';
import type { AppServices } from '@cicerone/server/services';
import { readCookie } from './cookies.server.ts';

export interface ActivePreferences {
  locales: string[];
  currencies: string[];
  preferred: { locale: Locale; currency: string };
}

/** The activated codes and what this visitor prefers among them (cookie, then Accept-Language, then en_US/EUR). */
export async function activePreferences(request: Request, services: AppServices): Promise<ActivePreferences> {
  const [languages, currencies] = await Promise.all([
    services.reference.listLanguages({ activated: true }),
    services.reference.listCurrencies({ activated: true }),
  ]);
  const locales = languages.map((language) => language.code);
  const codes = currencies.map((currency) => currency.code);
  return {
    locales,
    currencies: codes,
    preferred: {
      locale: negotiateLocale(readCookie(request, languageCookie), request.headers.get('accept-language') ?? undefined, locales),
      currency: negotiateCurrency(readCookie(request, currencyCookie), codes),
    },
  };
}
