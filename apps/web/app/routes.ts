import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // '/' and any path without the language and currency segments go to the visitor's preferred ones.
  index('routes/to-preferred-site.tsx', { id: 'root-redirect' }),
  route('site-password', 'routes/site-password.tsx'),
  route('theme', 'routes/theme.tsx'),
  route(':lang/:currency', 'routes/site.tsx', [
    index('routes/home.tsx'),
    route('tours', 'routes/tours.tsx'),
    route('tour/:slug', 'routes/tour.tsx'),
    route('zones', 'routes/zones.tsx'),
    route('continent/:slug', 'routes/continent.tsx'),
    route('country/:slug', 'routes/country.tsx'),
    route('city/:slug', 'routes/city.tsx'),
    route('city/:slug/reviews', 'routes/city-reviews.tsx'),
    route('login', 'routes/login.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('logout', 'routes/logout.tsx'),
    // The guide dashboard's payments (requirements §rules.earnings): earnings of a month and the monthly statements.
    route('guide-missions/payments', 'routes/guide-payments.tsx'),
    // Requirements §screens.guide-dashboard: the guide dashboard (roles 1–3): the month's missions, answered and given back in place.
    route('guide-missions', 'routes/guide-missions.tsx'),
    // The back office (requirements §back-office.area): its own frame and navigation around every admin page; who may open each
    // page is the access table's word (site/session.server.ts), a layout without a path changes no pattern.
    layout('routes/admin-layout.tsx', [
      route('admin/business-accounts', 'routes/admin-business-accounts.tsx'),
      route('admin/bank-transfers', 'routes/admin-bank-transfers.tsx'),
      route('admin/gift-cards', 'routes/admin-gift-cards.tsx'),
      // Vetting guide applications (requirements §lifecycles.application): the queue, and one application with its recordings and the decision.
      route('admin/guides', 'routes/admin-guides.tsx'),
      route('admin/guides/:id', 'routes/admin-guide.tsx'),
      route('admin/payouts', 'routes/admin-payouts.tsx'),
      route('admin/refunds', 'routes/admin-refunds.tsx'),
      // Requirements §lifecycles.mission: the missions waiting for a guide, assigned to one of the guides who answered.
      route('admin/missions', 'routes/admin-missions.tsx'),
      route('admin/cruise-lines', 'routes/admin-cruise-lines.tsx'),
      // Requirements §screens.chat: the support inbox, where the team answers the site's chat live.
      route('admin/support', 'routes/admin-support.tsx'),
      // Requirements §rules.reviews: the reviews, hidden with a reason.
      route('admin/reviews', 'routes/admin-reviews.tsx'),
      route('admin/quotes', 'routes/admin-quotes.tsx'),
      route('admin/quotes/:reference', 'routes/admin-quote.tsx'),
      route('admin/newsletter', 'routes/admin-newsletter.tsx'),
      // Requirements §back-office.dashboard: the dashboard, the back office's first page; §back-office.audit: the whole audit trail, a super admin's.
      route('admin', 'routes/admin-dashboard.tsx'),
      route('admin/audit-log', 'routes/admin-audit-log.tsx'),
      // Requirements §back-office.settings: languages and currencies offered, exchange rates, bank accounts.
      route('admin/settings', 'routes/admin-settings.tsx'),
      // Requirements §back-office.users: the users, and one user's account with the admin's changes to it.
      route('admin/users', 'routes/admin-users.tsx'),
      route('admin/users/:id', 'routes/admin-user.tsx'),
      // Requirements §back-office.catalogue: the catalogue's tours, created, translated and published.
      route('admin/tours', 'routes/admin-tours.tsx'),
      route('admin/tours/new', 'routes/admin-tour-new.tsx'),
      route('admin/tours/:id', 'routes/admin-tour.tsx'),
      route('admin/tours/:id/texts/:language', 'routes/admin-tour-texts.tsx'),
      // Requirements §back-office.catalogue: a tour's photos (the tour editor links here).
      route('admin/tours/:id/images', 'routes/admin-tour-images.tsx'),
      // Requirements §back-office.promo-codes: promo codes, enforced by checkout's pricing (decision 0034).
      route('admin/promo-codes', 'routes/admin-promo-codes.tsx'),
      // Requirements §back-office.catalogue: cities, countries and categories — on/off, order, featured, texts per language.
      route('admin/places', 'routes/admin-places.tsx'),
      // Requirements §back-office.bookings: bookings and their orders, found, read with their history, cancelled, changed, their documents sent again.
      route('admin/bookings', 'routes/admin-bookings.tsx'),
      route('admin/bookings/:id', 'routes/admin-booking.tsx'),
    ]),
    // The account pages share their frame (side navigation); their patterns stay '/:lang/:currency/account'…
    layout('routes/account-layout.tsx', [
      route('account', 'routes/account.tsx'),
      route('account-password', 'routes/account-password.tsx'),
      route('my-addresses', 'routes/my-addresses.tsx'),
      route('account-billing', 'routes/account-billing.tsx'),
      route('login-history', 'routes/login-history.tsx'),
      route('favourite-tours', 'routes/favourite-tours.tsx'),
      route('bookings', 'routes/bookings.tsx'),
      route('bookings/:id', 'routes/booking.tsx'),
      // Requirements §screens.redeem: a gift card's code into coins, and the balance history (a gift card's e-mail links here with ?code=).
      route('redeem', 'routes/redeem.tsx'),
      // The cards the account bought (requirements §lifecycles.gift-card); the buyer's receipt links here.
      route('my-gift-cards', 'routes/my-gift-cards.tsx'),
      // The account's requests for a quote and their offers (requirements §lifecycles.quote).
      route('my-quotes', 'routes/my-quotes.tsx'),
    ]),
    // The heart of a tour card or page (a resource route: a form posts here).
    route('favourite/:tourId', 'routes/favourite.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('pay-done', 'routes/pay-done.tsx'),
    // Requirements §screens.gift-cards: buy a gift card in four steps (paying needs an account: log in, back to the review).
    route('gift-cards', 'routes/gift-cards.tsx'),
    // Requirements §screens.recruitment: become a guide in five steps (step 1 opens the account; the rest resumes at the next login).
    route('recruitment', 'routes/recruitment.tsx'),
    // Requirements §screens.quotes, §back-office.work: the five requests for a quote, one request's page (its offer, accepted or declined there) and the back office's.
    route('airport-pickup', 'routes/quote-form.tsx', { id: 'quote-airport-pickup' }),
    route('transfer', 'routes/quote-form.tsx', { id: 'quote-transfer' }),
    route('business-trip', 'routes/quote-form.tsx', { id: 'quote-business-trip' }),
    route('cruise-tour', 'routes/quote-form.tsx', { id: 'quote-cruise' }),
    route('quote', 'routes/quote-form.tsx', { id: 'quote-general' }),
    route('quotes/:reference', 'routes/quote-request.tsx'),
    // Requirements §screens.contact: write to the team, or (business accounts) to one's account manager: one form at two paths.
    route('contact', 'routes/contact.tsx', { id: 'contact' }),
    route('contact-pro', 'routes/contact.tsx', { id: 'contact-pro' }),
    // Requirements §lifecycles.newsletter: the footer's subscription lands here; the mailed links confirm or unsubscribe (after a click).
    route('newsletter', 'routes/newsletter.tsx'),
    route('newsletter/confirm', 'routes/newsletter-token.tsx', { id: 'newsletter-confirm' }),
    route('newsletter/unsubscribe', 'routes/newsletter-token.tsx', { id: 'newsletter-unsubscribe' }),
    // The editorial pages from the CMS, per language with the English fallback (requirements §screens.content).
    route('faq', 'routes/faq.tsx'),
    route('about', 'routes/about.tsx'),
    route('travel-agents', 'routes/travel-agents.tsx'),
    route('partners', 'routes/partners.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/feed.xml', 'routes/blog-feed.ts'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    // A path no page answers is a real 404.
    route('*', 'routes/not-found.tsx'),
  ]),
  route('*', 'routes/to-preferred-site.tsx', { id: 'unprefixed-redirect' }),
] satisfies RouteConfig;
