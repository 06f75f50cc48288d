import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { promoCodeKinds } from '../checkout/promo-code.ts';
import { promoCodePattern, promoCodeSorts } from '../promo-codes/promo-code-rules.ts';
import { listPageFields, sortQuery } from './admin-lists.ts';
import { pageQuery } from './catalog.ts';
import { calendarDay, idField, int4Max, text } from './common.ts';

/**
 * The back office's promo codes (requirements §back-office.promo-codes, decision 0034): the rules checkout applies
 * (checkout/promo-code.ts), kept by admins. A code is named once and never renamed (orders keep
 * its name); it is deactivated, not deleted, so the orders that used it still say which.
 */
export const adminPromoCodesQuery = z.object({
  /** The start of a code, any case. */
  q: text(32).trim().optional(),
  status: z.enum(['active', 'inactive'], { error: 'errors.query.status' }).optional(),
  page: pageQuery,
  ...sortQuery(promoCodeSorts),
});
export type AdminPromoCodesQuery = z.infer<typeof adminPromoCodesQuery>;

export const promoCodeParams = z.object({ code: z.string().regex(promoCodePattern, { error: 'errors.field.promo_code' }) });

const limit = z.number({ error: 'errors.field.promo_limit' }).int({ error: 'errors.field.promo_limit' }).min(1, { error: 'errors.field.promo_limit' }).max(int4Max, { error: 'errors.field.promo_limit' });
const ids = z.array(idField).max(200, { error: 'errors.field.too_long' });

/** Everything an admin sets on a code besides its name; exactly one of a percentage and an amount. */
const rules = z.object({
  percentOff: z.number({ error: 'errors.field.promo_percent' }).int({ error: 'errors.field.promo_percent' }).min(1, { error: 'errors.field.promo_percent' }).max(100, { error: 'errors.field.promo_percent' }).nullable(),
  /** A fixed amount off in EUR cents, converted at each order's rate. */
  amountOffEurCents: z.number({ error: 'errors.field.promo_amount' }).int({ error: 'errors.field.promo_amount' }).min(1, { error: 'errors.field.promo_amount' }).max(100_000_000, { error: 'errors.field.promo_amount' }).nullable(),
  activated: z.boolean(),
  /** 'YYYY-MM-DD', both included, on the company's clock (Europe/Paris). */
  validFrom: calendarDay('errors.field.promo_day').nullable(),
  validUntil: calendarDay('errors.field.promo_day').nullable(),
  maxUses: limit.nullable(),
  maxUsesPerUser: limit.nullable(),
  /** Both empty: every tour. */
  tourIds: ids,
  categoryIds: ids,
});

type Rules = z.infer<typeof rules>;
/** The rules that hold between fields, for a new code and for a code after a change alike. */
export function rulesProblems(value: Partial<Rules>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if ((value.percentOff == null) === (value.amountOffEurCents == null)) problems.push({ path: 'percentOff', message: 'errors.field.promo_one_discount' });
  if (value.validFrom && value.validUntil && value.validFrom > value.validUntil) problems.push({ path: 'validUntil', message: 'errors.field.promo_days_order' });
  return problems;
}

export const promoCodeCreateBody = z.strictObject({ code: z.string().trim().toUpperCase().regex(promoCodePattern, { error: 'errors.field.promo_code' }), ...rules.shape }).superRefine((value, context) => {
  for (const problem of rulesProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type PromoCodeCreateBody = z.infer<typeof promoCodeCreateBody>;

/** A change: only the fields sent move; the result must still keep the rules above (checked by the service). */
export const promoCodeChangeBody = rules.partial().strict();
export type PromoCodeChangeBody = z.infer<typeof promoCodeChangeBody>;

export const adminPromoCodeSchema = z
  .object({
    code: z.string(),
    kind: z.enum(promoCodeKinds),
    ...rules.shape,
    /** Orders holding it now (paid or awaiting payment; those closed unpaid gave it back). */
    uses: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(apiSchemas, { id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodesSchema = z.object({ promoCodes: z.array(adminPromoCodeSchema), ...listPageFields }).register(apiSchemas, { id: 'AdminPromoCodes' });
export type AdminPromoCodes = z.infer<typeof adminPromoCodesSchema>;

export const savedPromoCodeSchema = z.object({ message: z.string(), promoCode: adminPromoCodeSchema });
