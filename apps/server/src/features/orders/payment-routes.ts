import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { bankInformationQuery, bankInformationSchema, discountCheckBody, discountCheckSchema, webhookAnswer, webhookParams } from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';

/**
 * Provider webhooks (POST /api/payments/webhooks/{provider}). Its own encapsulated plugin: the
 * JSON parser that keeps the raw bytes applies to this route only (a signature is computed on
 * the exact bytes; a re-serialized body never matches). CSRF: a provider sends no cookies, and
 * the csrf plugin only judges requests carrying cookies, so deliveries pass it.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, paymentEvents } = app.services;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/:provider',
    {
      schema: {
        tags: ['payments'],
        description:
          'Where the card provider delivers its events, verified on the raw body with the provider’s signature (400 when it does not match). The same event twice changes nothing; ' +
          'an event for a payment no order knows yet answers 503 so that the provider delivers it again.',
        params: webhookParams,
        response: { 200: webhookAnswer, 400: errorBody, 404: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      if (request.params.provider !== payments.name) throw new AppError('not_found');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const events = await payments.parseWebhook(rawBody, request.headers);
      const outcomes = await paymentEvents.handleProviderEvents(payments.name, events);
      // Events before the unknown one are applied (and recorded): the redelivery skips them as duplicates.
      if (outcomes.includes('unknown_payment')) throw new AppError('service_unavailable');
      return { received: true as const };
    },
  );
};

/** GET /api/cicerone-bank-information (requirements §api.paths `/api/{product}-bank-information`) and POST /api/discounts/check. */
export const checkoutInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;

  app.get(
    '/cicerone-bank-information',
    {
      schema: {
        tags: ['payments'],
        description: 'The company bank account a transfer in this currency is paid into. `accountCurrency` differs from `currency` when the bank converts the transfer on receipt.',
        querystring: bankInformationQuery,
        response: { 200: bankInformationSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const bank = await checkout.bankDetails(request.query.currency);
      if (!bank) throw new AppError('bank_information_unavailable');
      return bank;
    },
  );

  app.post(
    '/discounts/check',
    {
      schema: {
        tags: ['orders'],
        description: 'Whether a discount code applies to the caller, and what it takes off: a percentage, or a fixed amount in EUR cents converted at the order’s rate (`percentOff` 0). An agent’s personal code is valid only for its owner, logged in. 400 promo_code_not_yet_valid / promo_code_expired outside its days, 409 promo_code_used_up / promo_code_already_used past its limits; its tours and categories are checked with the order. The order applies it again on the server.',
        body: discountCheckBody,
        response: { 200: discountCheckSchema, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => ({ valid: true as const, ...(await checkout.discountOff(request.body.code, request.user?.id ?? null)) }),
  );
};
