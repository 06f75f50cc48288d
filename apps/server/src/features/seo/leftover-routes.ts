/**
 * The leftover pages of requirements §screens.not-built and the real page each one now lives at. Old links and search
 * results keep working through a permanent redirect; nothing else in the product links to them.
 *
 * | leftover path           | real page        | why                                                     |
 * | ----------------------- | ---------------- | ------------------------------------------------------- |
 * | /home-2, /home-3        | / (home)         | colour variants of the home page; themes are a setting  |
 * | /listing-experiences    | /tours           | the experiences listing is the tours list               |
 * | /listing-stay           | /zones           | no stays sold: browse destinations instead              |
 * | /listing-real-estate    | /zones           | no real estate sold: browse destinations instead        |
 * | /listing-car            | /transfer        | cars are sold as transfers                              |
 * | /listing-flights        | /airport-pickup  | the flight-related service is the airport pick-up       |
 * | /add-listing/1 … /10    | /recruitment     | the listing wizard's steps: guides apply by recruitment |
 * | /guide                  | /recruitment     | becoming a guide                                        |
 * | /author                 | /about           | the people behind the site                              |
 * | /subscription           | /gift-cards      | the only prepaid product                                |
 *
 * Any other /add-listing/… path is not a leftover and stays a 404.
 */
export const leftoverRoutes: Readonly<Record<string, string>> = {
  'home-2': '/',
  'home-3': '/',
  'listing-experiences': '/tours',
  'listing-stay': '/zones',
  'listing-real-estate': '/zones',
  'listing-car': '/transfer',
  'listing-flights': '/airport-pickup',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`add-listing/${index + 1}`, '/recruitment'])),
  guide: '/recruitment',
  author: '/about',
  subscription: '/gift-cards',
};

/**
 * An optional /{lang} or /{lang}/{currency} prefix (spelled as the site resolver accepts it:
 * it normalises case and unknown codes on the next request), the page, an optional trailing slash.
 */
const leftoverPath = /^(?<prefix>\/[a-z]{2}[_-][a-z]{2}(?:\/[a-z]{3})?)?\/(?<page>[a-z0-9-]+(?:\/[0-9]+)?)\/?$/i;

/**
 * Where a leftover URL (path and query) now lives, keeping its language/currency prefix and
 * its query; undefined for every other URL.
 */
export function leftoverRedirect(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const match = leftoverPath.exec(path);
  const page = match?.groups?.['page'];
  if (!page || !Object.hasOwn(leftoverRoutes, page)) return undefined;
  const target = leftoverRoutes[page] ?? '/';
  const prefix = match.groups?.['prefix'] ?? '';
  const to = prefix && target === '/' ? `${prefix}/` : `${prefix}${target}`;
  return `${to}${query}`;
}
