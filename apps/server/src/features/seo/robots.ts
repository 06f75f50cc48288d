/**
 * Pages of one visitor (account, cart, checkout, bookings…) under every /{lang}/{currency}/:
 * nothing for a search engine there. Requirements §screens.account, §screens.checkout and §screens.bookings name them; /cart is the cart's page.
 */
export const privatePages = [
  'account',
  'my-addresses',
  'favourite-tours',
  'login',
  'cart',
  'checkout',
  'pay-done',
  'bookings',
  'guide-missions',
] as const;

/**
 * robots.txt: everything may be crawled except the API, the password gate and private pages.
 * Rules match by prefix ('account' covers account-password, account-billing); '*' spans the
 * language and currency segments.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /site-password',
    ...privatePages.map((page) => `Disallow: /*/*/${page}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
