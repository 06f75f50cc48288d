import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { payoutKinds } from './account-payouts.ts';
import { monthField, yearField } from './bookings.ts';
import { payoutStatuses } from '../payouts/payout-statement-status.ts';

/**
 * Guides' earnings and payouts (requirements §screens.guide-dashboard Guide payments, §api.paths, §lifecycles.payout): the payments page's call, the
 * guide's statements, and the back office's payouts. Amounts are minor units of their currency.
 */

/** GET /api/missions/{year}/{month}/get-all-missions-completed and the month of a payout run. */
export const periodParams = z.object({ year: yearField, month: monthField });

export const completedMissionSchema = z.object({
  missionId: z.string(),
  cartReference: z.string(),
  /** The visit's local day ('YYYY-MM-DD') and start time in the tour's city. */
  visitDate: z.string(),
  startTime: z.string(),
  earnings: z.number().int(),
  sharePercent: z.number().int(),
  /** The booking's price, what the traveller paid for this tour. */
  total: z.number().int(),
  currency: z.string(),
  /** The currency's ISO digits, to show the minor units. */
  minorUnits: z.number().int(),
  travellers: z.number().int(),
  customerLanguage: z.string(),
  duration: z.string(),
  rating: z.number(),
});

export const currencyTotalSchema = z.object({ currency: z.string(), minorUnits: z.number().int(), earnings: z.number().int(), total: z.number().int(), missions: z.number().int() });

export const completedMissionsSchema = z
  .object({ year: z.number().int(), month: z.number().int(), data: z.array(completedMissionSchema), totalsByCurrency: z.array(currencyTotalSchema) })
  .register(apiSchemas, { id: 'CompletedMissions' });
export type CompletedMissions = z.infer<typeof completedMissionsSchema>;

/** A payout statement as its guide sees it. */
export const guideStatementSchema = z.object({
  id: z.string(),
  reference: z.string(),
  currency: z.string(),
  minorUnits: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  amount: z.number().int(),
  missionCount: z.number().int(),
  status: z.enum(payoutStatuses),
  paidAt: z.string().nullable(),
  pdfUrl: z.string(),
});
export const guideStatementsSchema = z.object({ statements: z.array(guideStatementSchema) }).register(apiSchemas, { id: 'GuideStatements' });
export type GuideStatement = z.infer<typeof guideStatementSchema>;

/** A statement in the back office: its guide and the guide's primary payout method now (null: none, flagged). */
export const adminStatementSchema = guideStatementSchema.extend({
  guide: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Whether the month's SEPA file pays it: due, in EUR, to a primary bank account with a valid IBAN and BIC. */
  sepa: z.boolean(),
  payoutMethod: z
    .object({ kind: z.enum(payoutKinds), paypalEmail: z.string().nullable(), accountHolder: z.string().nullable(), iban: z.string().nullable(), swiftBic: z.string().nullable() })
    .nullable(),
});
export const adminStatementsSchema = z.object({ year: z.number().int(), month: z.number().int(), statements: z.array(adminStatementSchema) }).register(apiSchemas, { id: 'AdminPayoutStatements' });
export type AdminStatement = z.infer<typeof adminStatementSchema>;

/** GET /api/admin/payouts and the SEPA file: a month, the previous one when absent. */
export const payoutMonthQuery = z.object({ year: yearField.optional(), month: monthField.optional() }).refine((query) => (query.year === undefined) === (query.month === undefined), {
  error: 'errors.validation_failed',
  path: ['month'],
});

export const payoutRunSchema = z.object({ message: z.string(), year: z.number().int(), month: z.number().int(), built: z.number().int(), withoutPayoutMethod: z.number().int() });

export const statementParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });

export const statementPaidSchema = z.object({ message: z.string(), id: z.string(), status: z.enum(payoutStatuses), paidAt: z.string() });

/** A statement's PDF, or the SEPA file, as binary. */
export const payoutFileSchema = z.string().register(apiSchemas, { format: 'binary' });
