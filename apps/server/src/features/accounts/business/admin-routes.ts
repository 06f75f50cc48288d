import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { businessStatuses } from '@cicerone/core/accounts/business';
import { emailField, meSchema } from '@cicerone/core/contracts/accounts';
import { recruitmentStatuses } from '@cicerone/core/guides/recruitment-status';
import { privateAnswer } from '../../../shared/private-answers.ts';
import { signedIn } from '../../../access/signed-in.ts';

const businessAccount = meSchema.extend({ createdAt: z.string() });

/** A user as the back office looks them up: the account, and where their guide application stands (null: never applied). */
const userInfo = meSchema.extend({ recruitmentStatus: z.enum(recruitmentStatuses).nullable() });

/** The back office's account calls: look a user up, validate business accounts (requirements §roles.access, §audiences.business). */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { business, guideVetting } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/get-user-info',
    {
      schema: {
        tags,
        description: 'A user looked up by e-mail (spec §6): the account’s fields, role, user status, isPro, and the guide recruitment status (null when the account never applied).',
        querystring: z.object({ email: emailField }),
        response: { 200: userInfo, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = await business.userByEmail(request.query.email);
      return { ...user, recruitmentStatus: await guideVetting.recruitmentStatusOf(user.uuid) };
    },
  );

  app.get(
    '/admin/business-accounts',
    {
      schema: {
        tags,
        description: 'Business accounts waiting for validation (oldest first) or validated (newest first).',
        querystring: z.object({
          status: z.enum(businessStatuses).default('pending'),
          page: z.coerce.number({ error: 'errors.query.page' }).int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({ accounts: z.array(businessAccount), totalItems: z.number(), totalPages: z.number(), currentPage: z.number() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    (request) => business.list(request.query.status, request.query.page),
  );

  app.put(
    '/admin/business-accounts/:id/validate',
    {
      schema: {
        tags,
        description: 'Validates a business account: isPro, a personal 10% promo code, and the mail that sends it.',
        params: z.object({ id: z.uuid({ error: 'errors.query.uuid' }) }),
        response: { 200: z.object({ user: meSchema, promoCode: z.string() }), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (request) => business.validate(request.params.id, signedIn(request.user).id),
  );
};
