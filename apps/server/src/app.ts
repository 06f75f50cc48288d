import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, PoolStats } from '@cicerone/db/client';
import type { PostgresListener } from '@cicerone/db/listener';
import { AppError } from '@cicerone/core/errors';
import type { Config } from './config.ts';
import { connectionLimits } from './connection-limits.ts';
import { createServices } from './services.ts';
import { servicesPlugin } from './plugins/services.ts';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { healthPlugin } from './plugins/health.ts';
import { requestLocalePlugin } from './plugins/request-locale.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { unreadBodyPlugin } from './plugins/unread-body.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { clientAssetsPlugin } from './plugins/client-assets.ts';
import { filesPlugin } from './plugins/files.ts';
import { pagesPlugin, type PagesOptions } from './plugins/pages.ts';
import { originForm, requestTargetPlugin } from './plugins/request-target.ts';
import { sitePasswordGatePlugin } from './features/site-password/gate.ts';
import { seoPlugin } from './features/seo/plugin.ts';
import { referenceRoutes } from './features/reference/routes.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { mailJobPlugin } from './features/mail/job.ts';
import { devMailboxEnabled, devMailboxPlugin } from './features/mail/dev-mailbox.ts';
import { authPlugin } from './plugins/auth.ts';
import { authRoutes } from './features/accounts/auth-routes.ts';
import { accountAdminRoutes } from './features/accounts/business/admin-routes.ts';
import { adminUserRoutes } from './features/admin-users/admin-user-routes.ts';
import { profileRoutes } from './features/accounts/profile/profile-routes.ts';
import { addressRoutes } from './features/accounts/address-routes.ts';
import { payoutRoutes } from './features/accounts/payouts/payout-routes.ts';
import { loginHistoryRoutes } from './features/accounts/sessions/login-history-routes.ts';
import { favouriteRoutes } from './features/accounts/favourite-routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { checkoutInfoRoutes, paymentWebhookRoutes } from './features/orders/payment-routes.ts';
import { orderExpiryJobPlugin } from './features/orders/expiry-job.ts';
import { refundsJobPlugin } from './features/refunds/refunds-job.ts';
import { giftCardDeliveryJobPlugin } from './features/gift-cards/delivery/delivery-job.ts';
import { bookingCompletionJobPlugin } from './features/bookings/completion.ts';
import { payoutJobPlugin } from './features/payouts/payout-run.ts';
import { reviewInvitationJobPlugin } from './features/reviews/review-invitations.ts';
import { reviewWriteRoutes } from './features/reviews/write-routes.ts';
import { reviewAdminRoutes } from './features/reviews/admin-routes.ts';
import { tourEditingRoutes } from './features/tour-editing/admin-routes.ts';
import { guidePaymentRoutes } from './features/payouts/routes.ts';
import { payoutAdminRoutes } from './features/payouts/admin-routes.ts';
import { refundAdminRoutes } from './features/refunds/admin-routes.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { documentRoutes } from './features/documents/routes.ts';
import { proofRoutes } from './features/bank-transfers/proof-routes.ts';
import { recruitmentRoutes } from './features/recruitment/recruitment-routes.ts';
import { recruitmentUploadRoutes } from './features/recruitment/upload-routes.ts';
import { bankTransferAdminRoutes } from './features/bank-transfers/admin-routes.ts';
import { giftCardAdminRoutes } from './features/gift-cards/admin-routes.ts';
import { dashboardRoutes } from './features/admin-dashboard/routes.ts';
import { auditLogRoutes } from './features/admin-actions/routes.ts';
import { bookingAdminRoutes } from './features/bookings/admin-routes.ts';
import { coinRoutes } from './features/coins/routes.ts';
import { giftCardRoutes } from './features/gift-cards/routes.ts';
import { quoteRoutes } from './features/quotes/routes.ts';
import { quoteAdminRoutes } from './features/quotes/admin-routes.ts';
import { quoteExpiryJobPlugin } from './features/quotes/expiry-job.ts';
import { rateRefreshJobPlugin } from './features/settings/rate-refresh.ts';
import { settingsAdminRoutes } from './features/settings/admin-routes.ts';
import { guideVettingAdminRoutes } from './features/guide-vetting/admin-routes.ts';
import { missionRoutes } from './features/missions/routes.ts';
import { missionAdminRoutes } from './features/missions/admin-routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { newsletterAdminRoutes, newsletterRoutes } from './features/newsletter/routes.ts';
import { airportRoutes } from './features/airports/routes.ts';
import { cruiseRoutes } from './features/cruises/routes.ts';
import { cruiseAdminRoutes } from './features/cruises/admin-routes.ts';
import { tourImageAdminRoutes } from './features/tour-images/admin-routes.ts';
import { tourImageFileRoutes } from './features/tour-images/file-routes.ts';
import { promoCodeAdminRoutes } from './features/promo-codes/admin-routes.ts';
import { placeAdminRoutes } from './features/places/admin-routes.ts';
import { inProcessChatSignals, postgresChatSignals } from './features/chat/chat-signals.ts';
import { endOpenStreams } from './features/chat/event-stream.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { chatAdminRoutes } from './features/chat/admin-routes.ts';

/** zod's compilers for every route, in the place of Fastify's default factories (typed for ajv's, hence the cast). */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export interface AppOptions {
  config: Config;
  db: Database;
  /** Without pages the app is the API alone (API tests); with them, the whole site. */
  pages?: (PagesOptions & { clientDir?: string }) | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The PostgreSQL pool's counts, for /metrics (DatabaseHandle.poolStats). */
  poolStats?: (() => PoolStats) | undefined;
  /** On PostgreSQL, the database's LISTEN connection (DatabaseHandle.listener): live chat across processes. */
  listener?: (() => PostgresListener) | undefined;
}

/** The whole product as one Fastify app: /api, /healthz, /readyz, /metrics, the built assets and the server-rendered pages. */
export async function createApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-* only from the configured proxies: anyone else could pick their own address.
    trustProxy: options.config.trustProxy.length > 0 ? [...options.config.trustProxy] : false,
    // The same rule for X-Request-Id (plugins/request-id.ts).
    genReqId: requestIdGenerator(options.config.trustProxy),
    requestIdHeader: false,
    // React Router and the API both answer HEAD where they answer GET.
    exposeHeadRoutes: true,
    routerOptions: { ignoreTrailingSlash: false },
    // Every target in the origin form before routing (the absolute form of RFC 9112 too): plugins/request-target.ts.
    rewriteUrl: originForm,
    frameworkErrors: answerFrameworkError,
    connectionTimeout: connectionLimits.idleMs,
    keepAliveTimeout: connectionLimits.keepAliveMs,
    requestTimeout: connectionLimits.requestMs,
    bodyLimit: connectionLimits.bodyBytes,
    http: { headersTimeout: connectionLimits.headersMs, connectionsCheckingInterval: connectionLimits.checkEveryMs },
    // Every schema is zod's: given as the factories, Fastify never loads its default compilers (ajv,
    // its formats and fast-json-stringify: 113 of a start's 1,603 modules, requirements §quality.performance).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(requestIdPlugin);
  // Several processes share PostgreSQL, so a chat message reaches the others' streams by NOTIFY; PGlite is one process (decision 0026).
  const chatSignals = options.listener ? postgresChatSignals(options.listener()) : inProcessChatSignals();
  await app.register(servicesPlugin, { services: createServices(options.db, options.config, { chatSignals }) });
  // Open event streams never finish by themselves: ended first, so that closing waits for real requests only.
  app.addHook('preClose', async () => endOpenStreams());
  app.addHook('onClose', async () => chatSignals.close());
  await app.register(metricsPlugin, { poolStats: options.poolStats });
  await app.register(cookie);
  await app.register(requestLocalePlugin);
  await app.register(errorsPlugin);
  await app.register(requestTargetPlugin);
  await app.register(unreadBodyPlugin);
  await app.register(securityHeadersPlugin, { development: options.pages?.mode === 'development', stripe: options.config.stripeSecretKey !== undefined });
  await app.register(csrfPlugin, { publicUrl: options.config.publicUrl });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(sitePasswordGatePlugin);
  await app.register(authPlugin);
  await app.register(seoPlugin, { db: options.db });
  await app.register(openApiPlugin);
  await app.register(mailJobPlugin);
  await app.register(orderExpiryJobPlugin);
  await app.register(giftCardDeliveryJobPlugin);
  await app.register(refundsJobPlugin);
  await app.register(bookingCompletionJobPlugin);
  await app.register(payoutJobPlugin);
  await app.register(reviewInvitationJobPlugin);
  await app.register(quoteExpiryJobPlugin);
  await app.register(rateRefreshJobPlugin);

  await app.register(healthPlugin, { db: options.db });

  await app.register(
    async (api) => {
      await api.register(referenceRoutes);
      await api.register(catalogRoutes);
      await api.register(reviewRoutes);
      await api.register(contentRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(addressRoutes);
      await api.register(payoutRoutes);
      await api.register(loginHistoryRoutes);
      await api.register(favouriteRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(checkoutInfoRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(bookingRoutes);
      await api.register(documentRoutes);
      await api.register(accountAdminRoutes);
      await api.register(adminUserRoutes);
      await api.register(proofRoutes);
      await api.register(recruitmentRoutes);
      await api.register(recruitmentUploadRoutes);
      await api.register(bankTransferAdminRoutes);
      await api.register(coinRoutes);
      await api.register(giftCardRoutes);
      await api.register(giftCardAdminRoutes);
      await api.register(bookingAdminRoutes);
      await api.register(guideVettingAdminRoutes);
      await api.register(guidePaymentRoutes);
      await api.register(payoutAdminRoutes);
      await api.register(refundAdminRoutes);
      await api.register(missionRoutes);
      await api.register(missionAdminRoutes);
      await api.register(quoteRoutes);
      await api.register(quoteAdminRoutes);
      await api.register(contactRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsletterAdminRoutes);
      await api.register(airportRoutes);
      await api.register(cruiseRoutes);
      await api.register(cruiseAdminRoutes);
      await api.register(chatRoutes);
      await api.register(chatAdminRoutes);
      await api.register(reviewWriteRoutes);
      await api.register(reviewAdminRoutes);
      await api.register(dashboardRoutes);
      await api.register(auditLogRoutes);
      await api.register(settingsAdminRoutes);
      await api.register(tourEditingRoutes);
      await api.register(tourImageAdminRoutes);
      await api.register(tourImageFileRoutes);
      await api.register(promoCodeAdminRoutes);
      await api.register(placeAdminRoutes);
      // Unknown API paths answer as the API does, never with the HTML 404 page.
      api.all('/*', { schema: { hide: true } }, async (request) => {
        throw new AppError('route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '' });
      });
    },
    { prefix: '/api' },
  );

  // Outside the pages: the API alone (tests, API-only deployments) still serves gallery images.
  await app.register(filesPlugin, { root: options.config.filesDir });
  if (devMailboxEnabled(options.config)) await app.register(devMailboxPlugin, { db: options.db, env: options.config.env });
  if (options.pages) {
    if (options.pages.clientDir) await app.register(clientAssetsPlugin, { root: options.pages.clientDir });
    await app.register(pagesPlugin, options.pages);
  }
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;
