import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { adminStatementsSchema, payoutMonthQuery, payoutRunSchema, periodParams, statementPaidSchema, statementParams } from '@cicerone/core/contracts/payouts';
import type { PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';
import { guideStatementOf } from './routes.ts';
import { sendPdf } from '../documents/pdf-reply.ts';

const adminPdfPath = (id: string) => `/api/admin/payouts/${id}/statement.pdf`;
const periodOf = (query: { year?: number | undefined; month?: number | undefined }): PayoutPeriod | undefined =>
  query.year !== undefined && query.month !== undefined ? { year: query.year, month: query.month } : undefined;

/** The back office's payouts (requirements §audiences.guide, §lifecycles.payout): statements by month, the run by hand, the SEPA file, marking paid. */
export const payoutAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payouts } = app.services;
  const tags = ['admin'];
  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/payouts',
    {
      schema: {
        tags,
        description: 'The payout statements of a month (the previous month when none is given): guide, currency, amount, status and the guide’s primary payout method now — null when the guide has none (flagged).',
        querystring: payoutMonthQuery,
        response: { 200: adminStatementsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const month = await payouts.statements.ofMonth(periodOf(request.query));
      return {
        year: month.year,
        month: month.month,
        statements: month.statements.map((statement) => ({
          ...guideStatementOf(statement, adminPdfPath(statement.id)),
          guide: { id: statement.guideUserId, name: statement.guideName, email: statement.guideEmail },
          sepa: statement.sepa,
          payoutMethod:
            statement.payoutKind === null
              ? null
              : { kind: statement.payoutKind, paypalEmail: statement.paypalEmail, accountHolder: statement.accountHolder, iban: statement.iban, swiftBic: statement.swiftBic },
        })),
      };
    },
  );

  app.post(
    '/admin/payouts/:year/:month/run',
    {
      schema: {
        tags,
        description: 'Runs the monthly payout of a finished month now, as the job does from the 1st: one statement per guide and currency, built once however often it runs; recorded in the admin action log. The month still running (or one to come) is a 400 payout_month_not_finished.',
        params: periodParams,
        response: { 200: payoutRunSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const report = await payouts.run.build(request.params, { adminUserId: signedIn(request.user).id });
      return { message: request.t('admin.payouts.built', { count: report.built }), ...report.period, built: report.built, withoutPayoutMethod: report.withoutPayoutMethod.length };
    },
  );

  app.get(
    '/admin/payouts/sepa.xml',
    {
      schema: {
        tags,
        description: 'The month’s due EUR statements to a valid primary bank account as one SEPA credit-transfer file (pain.001.001.03); 409 when there is none.',
        querystring: payoutMonthQuery,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const file = await payouts.statements.sepaFile(periodOf(request.query));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );

  app.get(
    '/admin/payouts/:id/statement.pdf',
    {
      schema: { tags, description: 'Any guide’s payout statement as a PDF.', params: statementParams, produces: ['application/pdf'] },
    },
    async (request, reply) => sendPdf(reply, await payouts.statements.pdf(request.params.id, request.locale)),
  );

  app.put(
    '/admin/payouts/:id/paid',
    {
      schema: {
        tags,
        description: 'Marks a statement paid (its transfer or PayPal payment sent), recorded in the admin action log; a statement already paid is a 409.',
        params: statementParams,
        response: { 200: statementPaidSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const paid = await payouts.statements.markPaid(request.params.id, signedIn(request.user).id);
      return { message: request.t('admin.payouts.paid', { reference: paid.reference }), id: paid.id, status: 'paid' as const, paidAt: paid.paidAt.toISOString() };
    },
  );
};
