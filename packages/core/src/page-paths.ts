/**
 * Paths of the catalogue's pages below /{lang}/{currency} (requirements §screens.urls). The pages' links, the
 * sitemaps and the structured data all spell them here, so a page and its sitemap entry never
 * disagree. Slugs are lowercase ASCII with hyphens; they are encoded all the same.
 */
const segment = encodeURIComponent;

export const pagePaths = {
  /** Tours of one category: /tours?cat={slug}. */
  category: (slug: string) => `/tours?cat=${segment(slug)}`,
  tour: (slug: string) => `/tour/${segment(slug)}`,
  continent: (slug: string) => `/continent/${segment(slug)}`,
  country: (slug: string) => `/country/${segment(slug)}`,
  city: (slug: string) => `/city/${segment(slug)}`,
  cityReviews: (slug: string) => `/city/${segment(slug)}/reviews`,
};
