import { cityPath } from '../shell/menu-links.ts';

/** Paths of the place pages below /{lang}/{currency} (spec §2); slugs are lowercase with hyphens. */
export const placePaths = {
  continent: (slug: string) => `/continent/${slug}`,
  country: (slug: string) => `/country/${slug}`,
  city: cityPath,
  cityReviews: (slug: string) => `${cityPath(slug)}/reviews`,
};
