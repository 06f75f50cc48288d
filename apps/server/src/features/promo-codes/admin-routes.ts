import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPromoCodeSchema, adminPromoCodesQuery, adminPromoCodesSchema, promoCodeChangeBody, promoCodeCreateBody, promoCodeParams, savedPromoCodeSchema } from '@cicerone/core/contracts/admin-promo-codes';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's promo codes (requirements §back-office.promo-codes, decision 0034): list, create, change or deactivate. */
export const promoCodeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promoCodes } = app.services;
  const tags = ['admin'];
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/promo-codes',
    {
      schema: {
        tags,
        description:
          'Promo codes, 50 a page: `q` is the start of a code (any case), `status` active or inactive, `sort` createdAt (default), code, validUntil or uses, `dir` desc (default) or asc. `uses` counts the orders holding the code now (paid or awaiting payment).',
        querystring: adminPromoCodesQuery,
        response: { 200: adminPromoCodesSchema, ...refused },
      },
    },
    (request) => promoCodes.list(request.query),
  );

  app.post(
    '/admin/promo-codes',
    {
      schema: {
        tags,
        description:
          'Creates a discount code (stored in capitals): a percentage (`percentOff`) or a fixed amount in EUR cents (`amountOffEurCents`, converted at each order’s rate), days of validity on the company’s clock (both included), usage limits in all and per account, and the tours or categories it applies to (both empty: all). Recorded in the admin action log. 409 promo_code_taken.',
        body: promoCodeCreateBody,
        response: { 201: savedPromoCodeSchema, ...refused, 409: errorBody },
      },
    },
    async (request, reply) => {
      const promoCode = await promoCodes.create(signedIn(request.user).id, request.body);
      return reply.code(201).send({ message: request.t('admin.promoCodes.created', { code: promoCode.code }), promoCode });
    },
  );

  app.put(
    '/admin/promo-codes/:code',
    {
      schema: {
        tags,
        description:
          'Changes a code: only the fields sent move, and the result must keep one of a percentage and an amount and its days in order. `activated: false` deactivates it (checkout then refuses it as unknown). An agent’s personal code only takes `activated`. Recorded in the admin action log with the fields before and after.',
        params: promoCodeParams,
        body: promoCodeChangeBody,
        response: { 200: adminPromoCodeSchema, ...refused, 404: errorBody },
      },
    },
    async (request) => (await promoCodes.change(signedIn(request.user).id, request.params.code, request.body)).promoCode,
  );
};
