import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { AppError } from '@cicerone/core/errors';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import { loadingCache } from '../../shared/loading-cache.ts';
import type { AcceptedVersions } from '@cicerone/core/privacy/legal';
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

  /**
   * The versions of the terms and privacy policy a person accepts now: the English entries' (core
   * privacy/legal.ts), so a translation never changes what was agreed. Cached like every entry.
   */
  async function acceptedVersions(): Promise<AcceptedVersions> {
    const [terms, privacy] = await Promise.all([find('terms', fallbackLocale), find('privacy', fallbackLocale)]);
    const termsVersion = terms?.data.legal?.version;
    const privacyVersion = privacy?.data.legal?.version;
    // Without its legal pages the site cannot ask anyone to agree to them: an operator's set-up error, not a user's.
    if (!termsVersion || !privacyVersion) throw new Error('The terms and privacy entries (en_US) need a legal version: see README, "Legal pages"');
    return { terms: termsVersion, privacy: privacyVersion };
  }

  return {
    find,
    acceptedVersions,

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
