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
    // The guide dashboard's payments (issue 15 §5): earnings of a month and the monthly statements.
    route('guide-missions/payments', 'routes/guide-payments.tsx'),
    // Spec §2: the guide dashboard (roles 1–3): the month's missions, answered and given back in place.
    route('guide-missions', 'routes/guide-missions.tsx'),
    // The back office (issue 18 §1): its own frame and navigation around every admin page; who may open each
    // page is the access table's word (site/session.server.ts), a layout without a path changes no pattern.
    layout('routes/admin-layout.tsx', [
      route('admin/business-accounts', 'routes/admin-business-accounts.tsx'),
      route('admin/bank-transfers', 'routes/admin-bank-transfers.tsx'),
      route('admin/gift-cards', 'routes/admin-gift-cards.tsx'),
      // Vetting guide applications (issue 15 §2): the queue, and one application with its recordings and the decision.
      route('admin/guides', 'routes/admin-guides.tsx'),
      route('admin/guides/:id', 'routes/admin-guide.tsx'),
      route('admin/payouts', 'routes/admin-payouts.tsx'),
      // Issue 15: the missions waiting for a guide, assigned to one of the guides who answered.
      route('admin/missions', 'routes/admin-missions.tsx'),
      route('admin/cruise-lines', 'routes/admin-cruise-lines.tsx'),
      // Issue 17 §5: the support inbox, where the team answers the site's chat live.
      route('admin/support', 'routes/admin-support.tsx'),
      // Issue 17 §4: the reviews, hidden with a reason.
      route('admin/reviews', 'routes/admin-reviews.tsx'),
      route('admin/quotes', 'routes/admin-quotes.tsx'),
      route('admin/quotes/:reference', 'routes/admin-quote.tsx'),
      route('admin/newsletter', 'routes/admin-newsletter.tsx'),
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
      // Spec §2 /redeem: a gift card's code into coins, and the balance history (a gift card's e-mail links here with ?code=).
      route('redeem', 'routes/redeem.tsx'),
      // The cards the account bought (issue 14 §4); the buyer's receipt links here.
      route('my-gift-cards', 'routes/my-gift-cards.tsx'),
      // The account's requests for a quote and their offers (issue 16 §3).
      route('my-quotes', 'routes/my-quotes.tsx'),
    ]),
    // The heart of a tour card or page (a resource route: a form posts here).
    route('favourite/:tourId', 'routes/favourite.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('pay-done', 'routes/pay-done.tsx'),
    // Spec §2: buy a gift card in four steps (paying needs an account: log in, back to the review).
    route('gift-cards', 'routes/gift-cards.tsx'),
    // Spec §2: become a guide in five steps (step 1 opens the account; the rest resumes at the next login).
    route('recruitment', 'routes/recruitment.tsx'),
    // Spec §2, issue 16: the five requests for a quote, one request's page (its offer, accepted or declined there) and the back office's.
    route('airport-pickup', 'routes/quote-form.tsx', { id: 'quote-airport-pickup' }),
    route('transfer', 'routes/quote-form.tsx', { id: 'quote-transfer' }),
    route('business-trip', 'routes/quote-form.tsx', { id: 'quote-business-trip' }),
    route('cruise-tour', 'routes/quote-form.tsx', { id: 'quote-cruise' }),
    route('quote', 'routes/quote-form.tsx', { id: 'quote-general' }),
    route('quotes/:reference', 'routes/quote-request.tsx'),
    // Issue 17 §2: write to the team, or (business accounts) to one's account manager: one form at two paths.
    route('contact', 'routes/contact.tsx', { id: 'contact' }),
    route('contact-pro', 'routes/contact.tsx', { id: 'contact-pro' }),
    // Issue 17 §3: the footer's subscription lands here; the mailed links confirm or unsubscribe (after a click).
    route('newsletter', 'routes/newsletter.tsx'),
    route('newsletter/confirm', 'routes/newsletter-token.tsx', { id: 'newsletter-confirm' }),
    route('newsletter/unsubscribe', 'routes/newsletter-token.tsx', { id: 'newsletter-unsubscribe' }),
    // The editorial pages from the CMS, per language with the English fallback (issue 17 §1).
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
