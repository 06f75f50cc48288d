import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { completedMissionsSchema, guideStatementsSchema, periodParams, statementParams, type GuideStatement } from '@cicerone/core/contracts/payouts';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';
import { sendPdf } from '../documents/pdf-reply.ts';
import type { StatementRow } from './payout-queries.ts';

/** A statement as its guide reads it: no payout details, the PDF's address. */
export function guideStatementOf(statement: StatementRow, pdfUrl: string): GuideStatement {
  return {
    id: statement.id,
    reference: statement.reference,
    currency: statement.currency,
    minorUnits: statement.minorUnits,
    year: statement.year,
    month: statement.month,
    amount: statement.amount,
    missionCount: statement.missionCount,
    status: statement.status,
    paidAt: statement.paidAt?.toISOString() ?? null,
    pdfUrl,
  };
}

export const myStatementPdfPath = (id: string) => `/api/me/payout-statements/${id}/statement.pdf`;

/**
 * The guide's payments (requirements §screens.guide-dashboard payments, §api.paths): the month's
 * finished missions with their earnings and totals by currency, and the guide's payout statements.
 * Everything is the caller's own: the guide is the session's user, in every query.
 */
export const guidePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payouts } = app.services;
  const tags = ['guides'];
  app.addHook('onSend', privateAnswer);

  app.get(
    '/missions/:year/:month/get-all-missions-completed',
    {
      schema: {
        tags,
        description: 'The caller’s finished missions visited in the month, with the earning of each (a share of the booking’s price, decision 0017) and `totalsByCurrency`: sums per currency, never converted.',
        params: periodParams,
        response: { 200: completedMissionsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => payouts.earnings.completedMissions(signedIn(request.user).id, request.params),
  );

  app.get(
    '/me/payout-statements',
    {
      schema: {
        tags,
        description: 'The caller’s monthly payout statements, newest first, with their status (due, paid) and the PDF’s address.',
        response: { 200: guideStatementsSchema, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({
      statements: (await payouts.statements.mine(signedIn(request.user).id)).map((statement) => guideStatementOf(statement, myStatementPdfPath(statement.id))),
    }),
  );

  app.get(
    '/me/payout-statements/:id/statement.pdf',
    {
      schema: {
        tags,
        description: 'One of the caller’s payout statements as a PDF in the request’s language; another guide’s is a 404.',
        params: statementParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await payouts.statements.pdf(request.params.id, request.locale, signedIn(request.user).id)),
  );
};
