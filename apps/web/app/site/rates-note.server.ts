import { defaultCurrency, languageTag, type Locale } from '@cicerone/core/locales';
import { translatorFor } from '../i18n/catalog.server.ts';
import { dateFormat } from '../lib/format/intl-cache.ts';

/**
 * 'Exchange rates of Nov 24, 2026' under pages whose prices are converted from euros (requirements §back-office.settings),
 * or null in euros or without a rate. Written on the server: no date formatting ships to every page.
 */
export function ratesNote(locale: Locale, currency: string, rate: { date: string } | null): string | null {
  if (!rate || currency === defaultCurrency) return null;
  const date = dateFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${rate.date}T00:00:00Z`));
  return translatorFor(locale)('shell.footer.rates', { date });
}
