import type { Locale } from '@cicerone/core/locales';

/**
 * Six continents, not seven: Antarctica has no tours to sell, so its few territories are
 * attached to a neighbouring continent in countries.ts. The two Americas are separate
 * so that a city page can say "South America", while the spec's /continent/america
 * still finds both (see continentCodesForSlug).
 */
export const continentCodes = ['AF', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof continentCodes)[number];

export interface ContinentRecord {
  code: ContinentCode;
  slug: string;
  order: number;
  names: Record<Locale, string>;
}

export const continents: readonly ContinentRecord[] = [
  {
    code: 'AF',
    slug: 'africa',
    order: 1,
    names: { en_US: 'Africa', fr_FR: 'Afrique', de_DE: 'Afrika', es_ES: 'África', it_IT: 'Africa', ru_RU: 'Африка', ja_JP: 'アフリカ' },
  },
  {
    code: 'AS',
    slug: 'asia',
    order: 2,
    names: { en_US: 'Asia', fr_FR: 'Asie', de_DE: 'Asien', es_ES: 'Asia', it_IT: 'Asia', ru_RU: 'Азия', ja_JP: 'アジア' },
  },
  {
    code: 'EU',
    slug: 'europe',
    order: 3,
    names: { en_US: 'Europe', fr_FR: 'Europe', de_DE: 'Europa', es_ES: 'Europa', it_IT: 'Europa', ru_RU: 'Европа', ja_JP: 'ヨーロッパ' },
  },
  {
    code: 'NA',
    slug: 'north-america',
    order: 4,
    names: {
      en_US: 'North America',
      fr_FR: 'Amérique du Nord',
      de_DE: 'Nordamerika',
      es_ES: 'América del Norte',
      it_IT: 'America del Nord',
      ru_RU: 'Северная Америка',
      ja_JP: '北アメリカ',
    },
  },
  {
    code: 'OC',
    slug: 'oceania',
    order: 5,
    names: { en_US: 'Oceania', fr_FR: 'Océanie', de_DE: 'Ozeanien', es_ES: 'Oceanía', it_IT: 'Oceania', ru_RU: 'Океания', ja_JP: 'オセアニア' },
  },
  {
    code: 'SA',
    slug: 'south-america',
    order: 6,
    names: {
      en_US: 'South America',
      fr_FR: 'Amérique du Sud',
      de_DE: 'Südamerika',
      es_ES: 'América del Sur',
      it_IT: 'America del Sud',
      ru_RU: 'Южная Америка',
      ja_JP: '南アメリカ',
    },
  },
];

/**
 * Slugs the original site's links use (requirements §screens.catalogue: "africa, america, asia, europa, oceania") that are not
 * our canonical English ones. 'america' means the whole double continent, as on the
 * original site's zone page.
 */
const specSlugAliases: Record<string, ContinentCode[]> = {
  europa: ['EU'],
  america: ['NA', 'SA'],
  americas: ['NA', 'SA'],
};

/** Spec slugs that must resolve: 'europa' → ['EU'], 'america' → ['NA','SA']; every canonical slug resolves to itself. Unknown → null. */
export function continentCodesForSlug(slug: string): ContinentCode[] | null {
  const key = slug.trim().toLowerCase();
  const canonical = continents.find((c) => c.slug === key);
  if (canonical) return [canonical.code];
  const alias = specSlugAliases[key];
  return alias ? [...alias] : null;
}
