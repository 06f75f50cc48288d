import type { Access } from './access.ts';

/**
 * THE table of who may call each API route ('METHOD /api/path' as Fastify registers it).
 * The server refuses to start with an /api route missing here, and the role-matrix test calls
 * every route as every kind of user and checks the answer against this table.
 */
export const apiAccess: Readonly<Record<string, Access>> = {
  // Reference data and the catalogue: what every visitor reads.
  'GET /api/languages': 'public',
  'GET /api/currencies': 'public',
  'GET /api/exchange-rates/:currency': 'public',
  'GET /api/continents': 'public',
  'GET /api/countries': 'public',
  'GET /api/cities': 'public',
  'GET /api/citiesPerCountry': 'public',
  'GET /api/featuredCities': 'public',
  'GET /api/tourCategories': 'public',
  'GET /api/social-networks': 'public',
  'GET /api/home': 'public',
  'GET /api/tours': 'public',
  'GET /api/tour/:id': 'public',
  'GET /api/tour/:id/get-gallery': 'public',
  'GET /api/tours-by-country/:id': 'public',
  'GET /api/featured-tours': 'public',
  'GET /api/city/data': 'public',
  'GET /api/continent/data': 'public',
  'GET /api/country/data': 'public',
  'GET /api/continent/cms/data': 'public',
  'GET /api/country/cms/data': 'public',
  'GET /api/cms/entry/dataByCmsAndLanguage': 'public',
  'GET /api/blog/posts': 'public',
  'GET /api/blog/posts/:slug': 'public',
  'GET /api/reviews/:tourId': 'public',
  'GET /api/reviews-by-city': 'public',
  'GET /api/get-random-reviews': 'public',
  // The airport autocomplete of the request forms (features/airports).
  'GET /api/airports/search': 'public',
  // The cruise request form's companies and ships (features/cruises).
  'GET /api/cruises-ships': 'public',
  // A review's photos, while it is visible (a hidden review's are a 404).
  'GET /api/reviews/photos/:id/:size': 'public',
  // Reviews after a tour (features/reviews): the caller's own completed booking, ownership in the query.
  'GET /api/reviews/can-comment/:tourId/:bookingId': 'user',
  'POST /api/reviews/add': 'user',

  // Sessions: anyone may try to open one; logging out with no session just clears the cookies.
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/user/refresh-token': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'user',

  // The account of the person logged in.
  'GET /api/me': 'user',
  'PUT /api/me': 'user',
  'PUT /api/me/password': 'user',
  'PUT /api/user/:id': 'self',
  'GET /api/user/:id/addresses': 'self',
  'POST /api/addresses': 'user',
  'PUT /api/addresses/:id/edit-address': 'user',
  'DELETE /api/addresses/:id/remove-address': 'user',
  'PUT /api/addresses/:id/set-primary': 'user',
  'GET /api/user/:id/login-history': 'self',
  'PUT /api/tour/:id/user-favourite/:userId': 'self',
  'GET /api/user/:id/favourite-tours': 'self',

  // The recruitment wizard (features/recruitment): step 1 opens the account; then the guide's own
  // application (an admin may read any; the steps themselves answer 404 to anyone but its guide).
  'POST /api/recruitment': 'public',
  'GET /api/recruitment/:id': 'self',
  'PUT /api/recruitment/:id/cmsAnswers': 'self',
  'PUT /api/recruitment/:id/preferences': 'self',
  'PUT /api/recruitment/:id/picture': 'self',
  'PUT /api/recruitment/:id/audio': 'self',
  'PUT /api/recruitment/:id/status': 'self',
  'GET /api/recruitment/:id/audio/:questionKey': 'self',
  'GET /api/recruitment/:id/pictures/:file': 'self',
  // Uploads (requirements §api.paths 'recruitment uploads'): a photo, stored resized at an unguessable address.
  'POST /api/s3/uploadFile': 'user',

  // Guides' payout methods.
  'GET /api/me/bank-account': 'guide',
  'POST /api/user/bank-account': 'guide',
  'PUT /api/me/bank-account/:id': 'guide',
  'PUT /api/me/bank-account/:id/deactivate': 'guide',

  // Guides' earnings and payout statements (features/payouts): the caller's own, ownership in the query.
  'GET /api/missions/:year/:month/get-all-missions-completed': 'guide',
  'GET /api/me/payout-statements': 'guide',
  'GET /api/me/payout-statements/:id/statement.pdf': 'guide',

  // The cart: an account's when logged in, else the visitor's cart cookie (features/cart).
  'GET /api/cart': 'public',
  'POST /api/cart/items': 'public',
  'PATCH /api/cart/items/:id': 'public',
  'DELETE /api/cart/items/:id': 'public',

  // Checkout and payments (features/orders): an order is its buyer's (ownership in the query);
  // webhooks come from the provider, verified by signature; bank details and codes are public.
  'POST /api/orders': 'user',
  'GET /api/orders/:reference': 'user',
  'POST /api/orders/:reference/payment-method': 'user',
  // Proofs of payment: the buyer's own bank-transfer order (in the query); an admin may read them too.
  'POST /api/orders/:reference/proof': 'user',
  'GET /api/orders/:reference/proofs': 'user',
  'GET /api/orders/:reference/proofs/:id': 'user',
  'POST /api/payments/webhooks/:provider': 'public',
  'GET /api/cicerone-bank-information': 'public',
  'POST /api/discounts/check': 'public',

  // My bookings (features/bookings): the caller's own, ownership in the query.
  'GET /api/me/bookings': 'user',
  'GET /api/me/bookings/:id/cancellation-terms': 'user',
  'PUT /api/me/bookings/:id/cancel': 'user',
  'PUT /api/me/bookings/:id/update': 'user',
  'PUT /api/me/bookings/:id/note': 'user',
  // Documents (features/documents): the caller's own booking, ownership in the query.
  'GET /api/me/bookings/:id/voucher.pdf': 'user',
  'GET /api/me/bookings/:id/invoice.pdf': 'user',
  'GET /api/me/bookings/:id/credit-notes/:creditNoteNumber.pdf': 'user',

  // Coins and gift cards (features/coins, features/gift-cards): the caller's own balance; redeeming
  // needs an account to credit (requirements §errors), and is limited per account and per address.
  'GET /api/me/coins': 'user',
  'POST /api/gift-cards/redeem': 'user',
  // Buying a card is an order (login required for now, as POST /api/orders); the buyer's cards, ownership in the query.
  // A visitor may buy a gift card (requirements §screens.gift-cards): their visitor cookie owns the order.
  'POST /api/gift-cards': 'public',
  'GET /api/me/gift-cards': 'user',
  'PUT /api/me/gift-cards/:id': 'user',

  // Missions (features/missions): a guide's own and those offered to them, ownership in the query
  // (another mission is a 404); admins (roles 1–2) are guides' managers and pass the guide gate.
  'GET /api/guide/missions': 'guide',
  'GET /api/guide/missions/:year/:month': 'guide',
  'PUT /api/missions/:id/guide-response': 'guide',
  'PUT /api/missions/:id/guide-cancelled': 'guide',

  // Quotes (features/quotes): anyone may ask; a request is read and answered by its account or with
  // the link e-mailed for it (checked in the service); accepting puts it in an account's cart.
  'POST /api/quotes': 'public',
  'GET /api/me/quotes': 'user',
  'GET /api/quotes/:reference': 'public',
  'PUT /api/quotes/:reference/accept': 'user',
  'PUT /api/quotes/:reference/decline': 'public',
  // Contact and newsletter (features/contact, features/newsletter): anyone may write or subscribe;
  // /contact-pro is a business account's or an approved guide's (the service refuses others: canContactManager).
  // The recipient of a message is never the caller's to choose (docs/decisions/0024).
  'POST /api/contact': 'public',
  'POST /api/contact-pro': 'user',
  'POST /api/newsletter': 'public',
  'POST /api/newsletter/confirm': 'public',
  // A mail client's one-click POST (RFC 8058): no session, the token in the address is the key.
  'POST /api/newsletter/unsubscribe': 'public',
  // The support chat (features/chat): the caller's own conversation, by account or by the visitor's
  // chat cookie (never named in the path); a visitor with neither gets nothing to read.
  'GET /api/chat/conversation': 'public',
  'POST /api/chat/messages': 'public',
  'PUT /api/chat/email': 'public',
  'GET /api/chat/stream': 'public',

  // Back office.
  'GET /api/admin/get-user-info': 'admin',
  // The back office's users (requirements §back-office.users); who may change an admin is the service's rule (a super admin only).
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  'POST /api/admin/users/:id/deactivate': 'admin',
  'POST /api/admin/users/:id/reactivate': 'admin',
  'POST /api/admin/users/:id/coins': 'admin',
  'GET /api/admin/newsletter': 'admin',
  'GET /api/admin/newsletter/subscribers.csv': 'admin',
  'GET /api/admin/business-accounts': 'admin',
  'PUT /api/admin/business-accounts/:id/validate': 'admin',
  'GET /api/admin/bank-transfers': 'admin',
  'PUT /api/admin/bank-transfers/:reference/confirm': 'admin',
  'GET /api/admin/gift-cards': 'admin',
  'POST /api/admin/gift-cards/:id/cancel': 'admin',
  'POST /api/admin/gift-cards/:id/resend': 'admin',
  // The back office's bookings (features/bookings/admin-routes.ts, requirements §back-office.bookings).
  'GET /api/admin/bookings': 'admin',
  'GET /api/admin/bookings/:id': 'admin',
  'POST /api/admin/bookings/:id/cancel': 'admin',
  'POST /api/admin/bookings/:id/refund': 'admin',
  'POST /api/admin/bookings/:id/change': 'admin',
  'POST /api/admin/bookings/:id/resend': 'admin',
  // Vetting guide applications (features/guide-vetting): the applicants' personal data and private recordings.
  'GET /api/admin/guides': 'admin',
  'GET /api/admin/guides/:id': 'admin',
  'POST /api/admin/guides/:id/approve': 'admin',
  'POST /api/admin/guides/:id/reject': 'admin',
  'GET /api/admin/guides/:id/audio/:questionKey': 'admin',
  'GET /api/admin/guides/:id/picture': 'admin',
  // Reviews (features/reviews): every review, hidden ones too; hiding one with a reason.
  'GET /api/admin/reviews': 'admin',
  'POST /api/admin/reviews/:id/hide': 'admin',
  // Requirements §back-office.catalogue: a tour's gallery; its converted files are public (content-hashed names).
  'GET /api/admin/tours/:id/images': 'admin',
  'POST /api/admin/tours/:id/images': 'admin',
  'PUT /api/admin/tours/:id/images/order': 'admin',
  'PUT /api/admin/tours/:id/images/:imageId/alt': 'admin',
  'DELETE /api/admin/tours/:id/images/:imageId': 'admin',
  'GET /api/tour-images/:file': 'public',
  'GET /api/admin/payouts': 'admin',
  'POST /api/admin/payouts/:year/:month/run': 'admin',
  'GET /api/admin/payouts/sepa.xml': 'admin',
  'GET /api/admin/refunds/sepa.xml': 'admin',
  'GET /api/admin/payouts/:id/statement.pdf': 'admin',
  'PUT /api/admin/payouts/:id/paid': 'admin',
  'GET /api/admin/missions': 'admin',
  'POST /api/admin/missions/:id/assign': 'admin',
  'GET /api/admin/missions/user/:id': 'admin',
  'GET /api/admin/missions/user/:id/:year/:month': 'admin',
  'GET /api/admin/quotes': 'admin',
  'GET /api/admin/quotes/:reference': 'admin',
  'PUT /api/admin/quotes/:reference/offer': 'admin',
  // Cruise companies and ships (features/cruises, decision 0021): the list the cruise form offers.
  'GET /api/admin/cruise-lines': 'admin',
  'POST /api/admin/cruise-lines': 'admin',
  'PUT /api/admin/cruise-lines/:id': 'admin',
  'POST /api/admin/cruise-lines/:id/ships': 'admin',
  'PUT /api/admin/cruise-ships/:id': 'admin',
  // The support inbox: every conversation and its owner's bookings.
  'GET /api/admin/chat/conversations': 'admin',
  'GET /api/admin/chat/conversations/:id': 'admin',
  'POST /api/admin/chat/conversations/:id/messages': 'admin',
  'PUT /api/admin/chat/conversations/:id/read': 'admin',
  'GET /api/admin/chat/stream': 'admin',
  // The dashboard (requirements §back-office.dashboard), and the audit trail's read side (§back-office.audit): admins read one record's
  // lines, the whole log is a super admin's (the service refuses an admin a search without a record).
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/audit-log': 'admin',
  // Settings (requirements §back-office.settings, features/settings): languages, currencies, exchange rates and bank accounts.
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/languages/:code': 'admin',
  'PUT /api/admin/currencies/:code': 'admin',
  'PUT /api/admin/exchange-rates/:code': 'admin',
  'DELETE /api/admin/exchange-rates/:code': 'admin',
  'PUT /api/admin/bank-information/:code': 'admin',
  // The catalogue's tours (requirements §back-office.catalogue, features/tour-editing): list, create, edit, publish.
  'GET /api/admin/tours': 'admin',
  'POST /api/admin/tours': 'admin',
  'GET /api/admin/tours/:id': 'admin',
  'PUT /api/admin/tours/:id': 'admin',
  'PUT /api/admin/tours/:id/texts/:language': 'admin',
  'PUT /api/admin/tours/:id/published': 'admin',
  // Promo codes (requirements §back-office.promo-codes, decision 0034): kept here, enforced by checkout's pricing.
  'GET /api/admin/promo-codes': 'admin',
  'POST /api/admin/promo-codes': 'admin',
  'PUT /api/admin/promo-codes/:code': 'admin',
  // Cities, countries and categories (requirements §back-office.catalogue, decision 0034).
  'GET /api/admin/places': 'admin',
  'PUT /api/admin/places/:kind/:id': 'admin',
  'GET /api/admin/places/:kind/:id/texts': 'admin',
  'PUT /api/admin/places/:kind/:id/texts/:language': 'admin',
};

/** Routes outside the table by nature: the OpenAPI UI and the catch-all 404 of unknown API paths. */
export function isUnlistedApiRoute(url: string): boolean {
  return url === '/api/*' || url === '/api/docs' || url.startsWith('/api/docs/');
}

export function apiRouteKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
