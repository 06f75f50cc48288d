/**
 * Cicerone's own accounts, shown in the footer. The spec's social network entity has a
 * link per market (linkFR, linkDE, …): a market with its own page gets it, the others
 * fall back to `url`. Handles follow each network's rules (X: letters, digits, '_').
 */
export type SocialNetworkCountry = 'FR' | 'DE' | 'ES' | 'IT' | 'RU' | 'JP' | 'US';

export interface SocialNetworkRecord {
  key: string;
  name: string;
  url: string;
  linksByCountry: Partial<Record<SocialNetworkCountry, string>>;
  order: number;
}

export const socialNetworks: readonly SocialNetworkRecord[] = [
  {
    key: 'facebook',
    name: 'Facebook',
    url: 'https://www.facebook.com/cicerone.tours',
    linksByCountry: {
      FR: 'https://www.facebook.com/cicerone.tours.fr',
      DE: 'https://www.facebook.com/cicerone.tours.de',
      ES: 'https://www.facebook.com/cicerone.tours.es',
      IT: 'https://www.facebook.com/cicerone.tours.it',
    },
    order: 1,
  },
  {
    key: 'instagram',
    name: 'Instagram',
    url: 'https://www.instagram.com/cicerone.tours',
    linksByCountry: {
      FR: 'https://www.instagram.com/cicerone.tours.fr',
      IT: 'https://www.instagram.com/cicerone.tours.it',
      JP: 'https://www.instagram.com/cicerone.tours.jp',
    },
    order: 2,
  },
  {
    key: 'youtube',
    name: 'YouTube',
    url: 'https://www.youtube.com/@cicerone.tours',
    linksByCountry: { JP: 'https://www.youtube.com/@cicerone.tours.jp' },
    order: 3,
  },
  {
    key: 'tiktok',
    name: 'TikTok',
    url: 'https://www.tiktok.com/@cicerone.tours',
    linksByCountry: { FR: 'https://www.tiktok.com/@cicerone.tours.fr', US: 'https://www.tiktok.com/@cicerone.tours.us' },
    order: 4,
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    url: 'https://www.linkedin.com/company/cicerone-tours',
    linksByCountry: {},
    order: 5,
  },
  {
    key: 'x',
    name: 'X',
    url: 'https://x.com/cicerone_tours',
    linksByCountry: { FR: 'https://x.com/cicerone_fr', JP: 'https://x.com/cicerone_jp' },
    order: 6,
  },
];
