import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuery, auditLogSchema } from '@cicerone/core/contracts/admin-audit-log';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The audit trail's read side (requirements §back-office.audit). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auditLog } = app.services;

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        description:
          'The admin action log, 50 lines a page: who (`admin`: part of an e-mail or name), what (`action`), which record (`subjectType`, `subjectId`), when (`from`, `to`: days on the company’s clock, both included), sorted by `sort` and `dir`. Each line has the fields the change touched before and after. A super admin reads the whole log; an admin only one record’s lines (`subjectType` and `subjectId` both given), else 403 audit_log_whole_super_admin.',
        querystring: auditLogQuery,
        response: { 200: auditLogSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => auditLog.search(signedIn(request.user), request.query, request.locale),
  );
};
