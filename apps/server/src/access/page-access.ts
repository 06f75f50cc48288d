import type { Access } from './access.ts';

/**
 * The pages' half of the access table: who may load each page, keyed by its route pattern under
 * /:lang/:currency/ (apps/web/app/routes.ts). The site layout's middleware enforces it (a visitor
 * is sent to the login page, a logged-in user without the role gets 403); a test fails when a page
 * route is missing here, and the browser role-matrix spec loads every page as every kind of user.
 */
export const pageAccess: Readonly<Record<string, Access>> = {
  '': 'public',
  tours: 'public',
  'tour/:slug': 'public',
  zones: 'public',
  'continent/:slug': 'public',
  'country/:slug': 'public',
  'city/:slug': 'public',
  'city/:slug/reviews': 'public',
  login: 'public',
  'sign-up': 'public',
  'forgot-password': 'public',
  'reset-password': 'public',
  'verify-email': 'public',
  logout: 'public',
  account: 'user',
  'account-password': 'user',
  'my-addresses': 'user',
  'favourite-tours': 'user',
  'login-history': 'user',
  'account-billing': 'guide',
  // The heart on tour cards and pages without JavaScript: a form posting here.
  'favourite/:tourId': 'user',
  'admin/business-accounts': 'admin',
  'admin/bank-transfers': 'admin',
  'admin/gift-cards': 'admin',
  'admin/guides': 'admin',
  'admin/guides/:id': 'admin',
  'admin/payouts': 'admin',
  'admin/refunds': 'admin',
  // Requirements §roles.access: the guide dashboard is for roles 1–3; the statements and missions shown are the caller's own.
  'guide-missions/payments': 'guide',
  'admin/missions': 'admin',
  'admin/cruise-lines': 'admin',
  'admin/support': 'admin',
  // Requirements §rules.reviews: every review, and hiding one with a reason.
  'admin/reviews': 'admin',
  // Requirements §back-office.catalogue: a tour's photos.
  'admin/tours/:id/images': 'admin',
  // Requirements §roles.access: guides (and the admins who run them) follow their missions.
  'guide-missions': 'guide',
  // A visitor can fill the cart and start the checkout (paying needs an account: log in or sign up, back to checkout).
  cart: 'public',
  checkout: 'public',
  // A visitor's gift-card order is theirs by their visitor cookie (requirements §screens.gift-cards): the loader shows an order only to its owner, anyone else is asked to log in.
  'pay-done': 'public',
  // Requirements §screens.gift-cards: anyone may choose and buy a gift card; a visitor gives the e-mail their receipt goes to.
  'gift-cards': 'public',
  bookings: 'user',
  'bookings/:id': 'user',
  // Requirements §roles: redeeming a code and the balance need a login; the visitor comes back with ?code= kept.
  redeem: 'user',
  // The cards the account bought: only its own (the service's queries are by buyer).
  'my-gift-cards': 'user',
  // Requirements §screens.recruitment: anyone may apply (step 1 opens the account); the later steps are the guide's own application (the loader reads only the caller's).
  recruitment: 'public',
  // Requirements §lifecycles.quote: anyone may ask for a quote; a request's page shows it to its account or with the e-mailed link's token (the service checks);
  // My quotes are the account's own; the back office answers with offers.
  'airport-pickup': 'public',
  transfer: 'public',
  'business-trip': 'public',
  'cruise-tour': 'public',
  quote: 'public',
  'quotes/:reference': 'public',
  'my-quotes': 'user',
  'admin/quotes': 'admin',
  'admin/quotes/:reference': 'admin',
  // Requirements §screens.contact: anyone writes to the team; a business account to its manager (the page tells other accounts it is not theirs).
  contact: 'public',
  'contact-pro': 'user',
  // Requirements §lifecycles.newsletter: the footer's subscription and the mailed links (their token is the key, no login).
  newsletter: 'public',
  'newsletter/confirm': 'public',
  'newsletter/unsubscribe': 'public',
  'admin/newsletter': 'admin',
  // The back office's dashboard (requirements §back-office.dashboard) and the whole audit log, a super admin's (§back-office.audit).
  admin: 'admin',
  'admin/audit-log': 'superAdmin',
  // Requirements §back-office.users: the back office's users.
  'admin/users': 'admin',
  'admin/users/:id': 'admin',
  'admin/bookings': 'admin',
  'admin/bookings/:id': 'admin',
  // The editorial pages and the blog (requirements §screens.content), with the blog's Atom feed.
  faq: 'public',
  about: 'public',
  'travel-agents': 'public',
  partners: 'public',
  blog: 'public',
  'blog/feed.xml': 'public',
  'blog/:slug': 'public',
  // Requirements §back-office.settings: languages, currencies, exchange rates and bank accounts.
  'admin/settings': 'admin',
  // Requirements §back-office.promo-codes: promo codes (decision 0034).
  'admin/promo-codes': 'admin',
  // Requirements §back-office.catalogue: cities, countries and categories (decision 0034).
  'admin/places': 'admin',
  // A path no page answers (404).
  '*': 'public',
  // The catalogue's tours (requirements §back-office.catalogue).
  'admin/tours': 'admin',
  'admin/tours/new': 'admin',
  'admin/tours/:id': 'admin',
  'admin/tours/:id/texts/:language': 'admin',
};

/** '/:lang/:currency/tour/:slug' → 'tour/:slug' (React Router's middleware gives ':lang/:currency/tour/:slug', without the first slash). */
export function pageKey(pattern: string): string {
  return pattern.replace(/^\/?:lang\/:currency\/?/, '');
}
