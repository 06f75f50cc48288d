import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { AppError } from '@cicerone/core/errors';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import { loadingCache } from '../../shared/loading-cache.ts';
import type { ContentQueries } from './content-queries.ts';

/** Editors' changes show within this time; content is read on every destination page. */
const contentTtlMs = 30_000;

/** The names of the entries that belong to a place (spec: content_cms_entry__ is the place's slug). */
export const contentKeys = {
  continent: (slug: string) => `continent:${slug}`,
  country: (slug: string) => `country:${slug}`,
  city: (slug: string) => `city:${slug}`,
  home: 'home',
} as const;

export function contentService(queries: ContentQueries) {
  const cache = loadingCache<ContentEntry | null>({ max: 2_000, ttlMs: contentTtlMs });

  /** The entry in `language`, else in English (requirements §api.paths: "on 404 retry in en_US"); null when neither exists. */
  function find(cms: string, language: Locale): Promise<ContentEntry | null> {
    return cache.get(`${cms}|${language}`, async () => {
      const rows = await queries.entries(cms, [...new Set([language, fallbackLocale])]);
      const row = rows.find((candidate) => candidate.language === language) ?? rows.find((candidate) => candidate.language === fallbackLocale);
      return row ? { cms: row.cms, language: row.language, requestedLanguage: language, data: row.data } : null;
    });
  }

  return {
    find,

    /** The back office wrote an entry: this process reads entries again (decision 0034). */
    forget: () => cache.forget(),

    async entry(cms: string, language: Locale): Promise<ContentEntry> {
      const entry = await find(cms, language);
      if (!entry) throw new AppError('content_not_found', { cms });
      return entry;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
