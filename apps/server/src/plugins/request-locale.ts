import fp from 'fastify-plugin';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import type { Translate } from '@cicerone/core/i18n/translate';
import { isLocale, locales, type Locale } from '@cicerone/core/locales';
import { languageCookie, negotiateLocale } from '@cicerone/core/preferences';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and errors are written in. */
    locale: Locale;
    t: Translate;
  }
}

/**
 * The request's language: the `language` (or spec `lang`) query value, else the `lang`
 * cookie, else Accept-Language, else English — so API errors come back in the user's language.
 */
export const requestLocalePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en_US');
    app.decorateRequest('t', null as unknown as Translate);
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      const fromQuery = query?.language ?? query?.lang;
      request.locale = isLocale(fromQuery)
        ? fromQuery
        : negotiateLocale(request.cookies[languageCookie], request.headers['accept-language'], locales);
      request.t = translatorFor(request.locale);
    });
  },
  { name: 'request-locale', dependencies: ['@fastify/cookie'] },
);
