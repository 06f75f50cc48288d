import type { Database } from '@cicerone/db/client';
import { giftCardKeyOf, type Config } from './config.ts';
import { catalogService } from './features/catalog/service.ts';
import { contentQueries } from './features/content/content-queries.ts';
import { contentService } from './features/content/service.ts';
import { blogService } from './features/content/blog-service.ts';
import { relatedToursOf } from './features/catalog/related-tours.ts';
import { referenceQueries } from './features/reference/reference-queries.ts';
import { referenceService } from './features/reference/service.ts';
import { reviewQueries } from './features/reviews/review-queries.ts';
import { reviewService } from './features/reviews/service.ts';
import { sitePasswordService } from './features/site-password/service.ts';
import { accountService } from './features/accounts/account-service.ts';
import { businessService } from './features/accounts/business/business-service.ts';
import { sessionService } from './features/accounts/sessions/session-service.ts';
import { profileService } from './features/accounts/profile/profile-service.ts';
import { addressService } from './features/accounts/addresses.ts';
import { payoutMethodService } from './features/accounts/payouts/payout-method-service.ts';
import { loginHistoryService } from './features/accounts/sessions/login-history-service.ts';
import { favouriteService } from './features/accounts/favourites.ts';
import { cartService } from './features/cart/cart-service.ts';
import { mailer } from './features/mail/mailer.ts';
import { documentService } from './features/documents/document-service.ts';
import { mailAttachmentRenderers } from './features/documents/mail-attachments.ts';
import { giftCardMailAtSend } from './features/gift-cards/delivery/gift-card-attachment.ts';
import { giftCardDelivery } from './features/gift-cards/delivery/gift-card-delivery.ts';
import { myGiftCards } from './features/gift-cards/my-gift-cards.ts';
import { rateLimiter } from './shared/rate-limit.ts';
import { availabilityService } from './features/availability/service.ts';
import { paymentProvider } from './features/payments/provider.ts';
import { orderService } from './features/orders/order-service.ts';
import { checkoutView } from './features/orders/checkout-view.ts';
import { paymentEventHandler } from './features/orders/payment-events.ts';
import { issueInvoice } from './features/documents/invoice-issue.ts';
import { issueCreditNote } from './features/documents/credit-note-issue.ts';
import { bookingConfirmationMail } from './features/orders/confirmation-mail.ts';
import { expireDueOrders } from './features/orders/order-expiry.ts';
import { paidOrderCount } from './features/orders/order-queries.ts';
import { bookingService } from './features/bookings/booking-service.ts';
import { bookingNews } from './features/bookings/booking-news.ts';
import { refundService } from './features/refunds/refund-service.ts';
import { disputeService } from './features/disputes/dispute-service.ts';
import { fileStore } from './shared/file-store.ts';
import { recruitmentService } from './features/recruitment/recruitment-service.ts';
import { proofService } from './features/bank-transfers/proofs.ts';
import { bankTransferAdmin } from './features/bank-transfers/bank-transfer-admin.ts';
import { completeEndedBookings } from './features/bookings/completion.ts';
import { coinHistoryService } from './features/coins/coin-history.ts';
import { claimCodeVault } from './features/gift-cards/claim-code-vault.ts';
import { giftCardService } from './features/gift-cards/gift-card-service.ts';
import { adminGiftCards } from './features/gift-cards/admin-gift-cards.ts';
import { adminUsers } from './features/admin-users/admin-users.ts';
import { adminBookings } from './features/bookings/admin-bookings.ts';
import { guideVettingService } from './features/guide-vetting/vetting-service.ts';
import { guideEarningsService } from './features/payouts/earnings.ts';
import { payoutRun } from './features/payouts/payout-run.ts';
import { payoutStatements } from './features/payouts/payout-statements.ts';
import { missionService } from './features/missions/mission-service.ts';
import { missionNews } from './features/missions/mission-news.ts';
import { contactService } from './features/contact/contact-service.ts';
import { newsletterService } from './features/newsletter/newsletter-service.ts';
import { airportDirectory } from './features/airports/airport-directory.ts';
import { cruiseService } from './features/cruises/cruise-service.ts';
import { tourImageService } from './features/tour-images/tour-image-service.ts';
import { promoCodeAdmin } from './features/promo-codes/promo-code-admin.ts';
import { placeAdmin } from './features/places/place-admin.ts';
import { chatService } from './features/chat/chat-service.ts';
import { inProcessChatSignals, type ChatSignals } from './features/chat/chat-signals.ts';
import { reviewWriting } from './features/reviews/review-writing.ts';
import { reviewAdmin } from './features/reviews/review-admin.ts';
import { inviteReviews } from './features/reviews/review-invitations.ts';
import { quoteService } from './features/quotes/quote-service.ts';
import { offersToPay, payQuotesOfOrder } from './features/quotes/quote-queries.ts';
import { quotePlaces } from './features/quotes/quote-places.ts';
import { quoteNews } from './features/quotes/quote-news.ts';
import { adminDashboard } from './features/admin-dashboard/dashboard.ts';
import { auditLog } from './features/admin-actions/audit-log.ts';
import { settingsService } from './features/settings/settings-service.ts';
import { rateRefresh } from './features/settings/rate-refresh.ts';
import { tourEditingService } from './features/tour-editing/tour-editing-service.ts';
import { settlement, type SettlementHooks } from './settlement/process.ts';
import { settlementHooks } from './settlement/hooks.ts';

/**
 * The application services, built once per process; the API routes and the page loaders share them.
 * `live` carries the chat's signals between processes (app.ts); a command-line run has no streams to reach.
 */
export function createServices(db: Database, config: Config, live: { chatSignals: ChatSignals } = { chatSignals: inProcessChatSignals() }) {
  const reference = referenceService(referenceQueries(db));
  const reviews = reviewService(reviewQueries(db), { cacheMs: config.catalogCacheMs });
  const contentTexts = contentQueries(db);
  const content = contentService(contentTexts);
  const documents = documentService(db);
  const limits = rateLimiter(db);
  const giftCardVault = claimCodeVault(giftCardKeyOf(config));
  const giftCards = giftCardService(db, { vault: giftCardVault, limits });
  // A gift card's mail is written with its code when sent, never stored with it (decision 0016).
  const giftCardMail = giftCardMailAtSend(giftCards.printOf, config.publicUrl);
  const mail = mailer(db, config, { attachments: { ...mailAttachmentRenderers(documents), 'gift-card': giftCardMail.attachment }, sealed: giftCardMail.sealed });
  const giftCardDeliveries = giftCardDelivery(db, { giftCards, mail });
  const sessions = sessionService(db, config.secret);
  const catalog = catalogService(db, { reference, reviews, content, cacheMs: config.catalogCacheMs });
  const availability = availabilityService(db);
  // Every money event (a payment, a closing, a cancellation, the provider's refunds and disputes) runs
  // the settlement process's steps, each supplied by its slice; the hooks are set once every slice is built, below.
  let hooks: SettlementHooks | undefined;
  const settle = settlement(() => {
    if (!hooks) throw new Error('a money event ran before the services were built');
    return hooks;
  });
  const enqueueConfirmationMail = bookingConfirmationMail(mail);
  const disputes = disputeService(db);
  const paymentEvents = paymentEventHandler(db, { settle });
  // The test provider keeps its payments in the database, so a restart or another process carries
  // on any of them; its webhooks go straight to the handler, verified like Stripe's.
  const payments = paymentProvider(config, {
    db,
    deliverTestWebhook: async (delivery) => {
      await paymentEvents.handleProviderEvents(payments.name, await payments.parseWebhook(delivery.rawBody, delivery.headers));
    },
  });
  // The traveller hears once that a refund's money left, in the step's transaction (decision 0051).
  // The checkout's bank details (built below, read when a SEPA file is made) are the debtor of the refunds' transfers.
  // A refund of an invoiced order issues its credit note in the refund's transaction (decision 0052).
  const refunds = refundService(db, { provider: payments, mail, companyAccount: (currency) => checkout.bankDetails(currency), issueCreditNote });
  const files = fileStore(config);
  const proofs = proofService(db, { files });
  const accounts = accountService(db, { sessions, mail, limits });
  const guideEarnings = guideEarningsService(db, { defaultPercent: config.guideSharePercent });
  const checkout = checkoutView(db, { reference, offersToPay });
  const missions = missionService(db, { news: missionNews(mail, { defaultSharePercent: config.guideSharePercent }), defaultSharePercent: config.guideSharePercent });
  const cart = cartService(db, { catalog, reference });
  // An accepted offer is a cart item (requirements §lifecycles.quote): the quote and its item are written in one transaction.
  const currencyUnit = async (code: string) => ({ code, minorUnits: (await reference.exchangeRate(code)).minorUnits });
  const airports = airportDirectory();
  const cruises = cruiseService(db);
  const business = businessService(db, { mail });
  const bankTransfers = bankTransferAdmin(db, { proofs, paymentEvents, settle });
  const guideVetting = guideVettingService(db, { mail, files });
  const chat = chatService(db, { signals: live.chatSignals, mail, limits });
  const payoutStatementList = payoutStatements(db, { companyAccount: checkout.bankDetails });
  const bookings = bookingService(db, { availability, refunds, creditNotesOf: documents.creditNotesOf, settle });
  const quotes = quoteService(db, { places: quotePlaces(db, { airports, cruises }), limits, unitOf: currencyUnit, news: quoteNews(mail), putInCart: cart.addService, putBackInCart: cart.putServiceBack });
  hooks = settlementHooks({
    availability,
    missions,
    giftCards,
    giftCardDeliveries,
    quotes,
    payQuotesOfOrder,
    issueInvoice,
    enqueueConfirmationMail,
    refunds,
    disputes,
    // Every cancellation, the traveller's or the team's, mails the traveller what goes back, in its transaction.
    bookingNews: bookingNews(mail),
  });
  const coins = coinHistoryService(db);
  const loginHistory = loginHistoryService(db);
  // Languages, currencies or rates changed: the reference data and every converted price are read again here.
  const settingsChanged = () => {
    reference.forgetSettings();
    catalog.pricesChanged();
  };

  return {
    config,
    reference,
    catalog,
    reviews,
    content,
    blog: blogService(contentTexts, { content, relatedTours: relatedToursOf(catalog) }),
    sitePassword: sitePasswordService(config),
    mail,
    documents,
    sessions,
    limits,
    accounts,
    // Guides' photos are shown (served from FILES_DIR at /files/); their audio answers are private.
    recruitment: recruitmentService(db, { accounts, mail, content, files }),
    business,
    profile: profileService(db),
    addresses: addressService(db),
    payoutMethods: payoutMethodService(db),
    loginHistory,
    favourites: favouriteService(db, { catalog }),
    cart,
    availability,
    payments,
    paymentEvents,
    // The settlement process (packages/core checkout/settlement.ts), for what runs a money event outside these services (tests, scripts).
    settle,
    orders: {
      ...orderService(db, { availability, provider: payments, exchangeRate: (code) => reference.exchangeRate(code), settle, issueGiftCard: giftCards.issue, offersToPay }),
      expireDueOrders: (now?: Date) => expireDueOrders(db, settle, now),
      paidOrderCount: () => paidOrderCount(db),
    },
    checkout,
    bookings: {
      ...bookings,
      // Ended tours finish their missions, and a finished mission's earning is fixed as it finishes (decision 0017).
      completeEndedBookings: (now?: Date) =>
        completeEndedBookings(
          db,
          async (tx, bookingIds) => {
            await missions.finished(tx, bookingIds);
            await guideEarnings.fix(tx, { bookingIds });
          },
          now,
        ),
    },
    proofs,
    bankTransfers,
    // Money given back (requirements §lifecycles.refund): each refund a record, sent until the provider confirms it.
    refunds,
    // Chargebacks the provider reported, on the back office's queue until handled.
    disputes,
    coins,
    giftCards: { ...giftCards, deliverDue: giftCardDeliveries.deliverDue, mine: myGiftCards(db, { delivery: giftCardDeliveries, limits }) },
    missions,
    quotes,
    // The back office's bookings (requirements §back-office.bookings) go through the traveller's own door (decision 0030).
    adminBookings: adminBookings(db, { bookings, mail, enqueueConfirmationMail }),
    adminGiftCards: adminGiftCards(db, { vault: giftCardVault, settle, delivery: giftCardDeliveries }),
    guideVetting,
    contact: contactService(db, { mail, limits }),
    newsletter: newsletterService(db, { mail, limits }),
    airports,
    cruises,
    // The support chat (requirements §screens.chat): messages signalled to the streams of every process (decision 0026).
    chat,
    // Reviews after a tour (requirements §rules.reviews): a new or hidden review recounts its tour, which the catalogue's caches and the random picks forget.
    reviewWriting: {
      ...reviewWriting(db, {
        files,
        ratingChanged: (tourId) => {
          catalog.ratingChanged(tourId);
          reviews.forgetPicks();
          reviews.forgetTour(tourId);
        },
      }),
      admin: reviewAdmin(db),
      inviteDue: (now?: Date) => inviteReviews(db, mail, now),
    },
    payouts: { earnings: guideEarnings, run: payoutRun(db, { earnings: guideEarnings, mail }), statements: payoutStatementList },
    // The back office's first page (requirements §back-office.dashboard): each queue is counted by the feature that owns it.
    adminDashboard: adminDashboard(db, {
      queues: {
        business_accounts: business.queue,
        bank_transfers: bankTransfers.queue,
        guide_applications: guideVetting.queue,
        missions_without_guide: missions.queue,
        quotes_to_offer: quotes.admin.queue,
        unanswered_chats: chat.queue,
        payouts_to_pay: payoutStatementList.queue,
        refunds_to_send: refunds.queue,
        disputes_open: disputes.queue,
      },
    }),
    // The audit trail's read side (requirements §back-office.audit).
    auditLog: auditLog(db),
    // Requirements §back-office.settings: languages, currencies, rates and bank accounts; a change shows at once through the reference service's caches.
    settings: {
      ...settingsService(db, { changed: settingsChanged, rateSource: config.exchangeRatesUrl }),
      rates: rateRefresh(db, { url: config.exchangeRatesUrl, changed: settingsChanged }),
    },
    // The back office's users (requirements §back-office.users): a user's page reads their bookings, coins and logins as their own pages do.
    adminUsers: adminUsers(db, {
      accounts,
      sessions,
      bookingsOf: (userId, locale) => bookings.list({ userId, locale }),
      coinsOf: coins.of,
      loginsOf: loginHistory.page,
    }),
    // The back office's tours (requirements §back-office.catalogue): a write shows on the public pages at once (the catalogue forgets the tour).
    // An edited tour's reviews carry its title, and an unpublished one has none to show.
    tourEditing: tourEditingService(db, { tourChanged: (tourId) => (catalog.tourChanged(tourId), reviews.forgetTour(tourId)) }),
    // A tour's gallery (requirements §back-office.catalogue): a changed gallery is forgotten by the catalogue's caches like any edit of the tour.
    tourImages: tourImageService(db, { files, changed: catalog.tourChanged }),
    promoCodes: promoCodeAdmin(db),
    // Cities, countries and categories (requirements §back-office.catalogue): a change drops this process's caches of them, their pages and the tour lists.
    places: placeAdmin(db, {
      changed: () => {
        reference.forgetPlaces();
        content.forget();
        catalog.placesChanged();
      },
    }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
