/**
 * The rules of a promo code (requirements §back-office.promo-codes), pure so the checkout page's quote and the order's
 * transaction decide alike. priceOrder (order-pricing.ts) is the one door that applies them.
 *
 * Decisions (docs/decisions/0034-promo-codes-and-places.md):
 *  - a code takes either a percentage or a fixed amount off; a fixed amount is in EUR cents and
 *    converted at the order's rate like any price (convertFromEurCents), never above what it
 *    applies to;
 *  - validity is a range of days, both ends included, on the company's clock (Europe/Paris);
 *  - a code limited to tours or categories takes its discount off the items in scope only; an
 *    order with none of them is refused, not silently charged in full;
 *  - usage limits count the code's redemptions (one per order, released when the order closes
 *    unpaid), read by the server after it locked the code's row: `uses` below.
 */
import { companyTimeZone } from '../i18n/instants.ts';
import type { ErrorCode } from '../errors.ts';

export const promoCodeKinds = ['agent', 'discount'] as const;
export type PromoCodeKind = (typeof promoCodeKinds)[number];

/** A promo code row as stored (promo_code): agent codes belong to one validated business account. */
export interface PromoCode {
  kind: PromoCodeKind;
  ownerUserId: string | null;
  /** 1–100, or null for a fixed-amount code. */
  percentOff: number | null;
  /** A fixed amount off in EUR cents, or null for a percentage code. */
  amountOffEurCents?: number | null;
  /** An inactive code is refused like an unknown one; absent means active. */
  activated?: boolean;
  /** 'YYYY-MM-DD', both included, on the company's clock; null: no bound. */
  validFrom?: string | null;
  validUntil?: string | null;
  /** Redemptions allowed in all and per account; null: no limit. */
  maxUses?: number | null;
  maxUsesPerUser?: number | null;
  /** The tours and categories it applies to; both empty: every tour. */
  tourIds?: readonly number[];
  categoryIds?: readonly number[];
  /** Its redemptions so far, in all and by this buyer (absent: none). */
  uses?: { total: number; byBuyer: number };
}

export type PromoCodeProblem = Extract<
  ErrorCode,
  'invalid_discount_code' | 'promo_code_not_yet_valid' | 'promo_code_expired' | 'promo_code_used_up' | 'promo_code_already_used' | 'promo_code_not_for_these_tours'
>;

/** Every refusal a code can meet at checkout: the page shows them on the code's field. */
export const promoCodeProblems: readonly PromoCodeProblem[] = [
  'invalid_discount_code',
  'promo_code_not_yet_valid',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_already_used',
  'promo_code_not_for_these_tours',
];

/** What a code is checked against: who buys, when, and which tours (with their categories; null: not chosen yet). */
export interface PromoCodeUse {
  buyerUserId: string | null;
  now: Date;
  items: readonly { tourId: number | null; categoryId?: number | undefined }[] | null;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day an instant falls on, on the company's clock: 'YYYY-MM-DD'. */
export function companyDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** Whether a code gives its discount to this buyer at all: active, well formed, agent codes only to their owner. */
export function discountAppliesTo(code: PromoCode, buyerUserId: string | null): boolean {
  if (code.activated === false) return false;
  const percent = code.percentOff;
  const amount = code.amountOffEurCents ?? null;
  const percentOk = percent !== null && Number.isInteger(percent) && percent >= 1 && percent <= 100;
  const amountOk = amount !== null && Number.isInteger(amount) && amount >= 1;
  if (percentOk === amountOk) return false;
  if (code.kind === 'agent') return percentOk && buyerUserId !== null && code.ownerUserId === buyerUserId;
  return code.kind === 'discount';
}

/**
 * Whether an item is one the code applies to (no tours and no categories named: all). An accepted
 * offer's line (a service, tourId null) belongs to no tour nor category: only a code for everything
 * applies to it — a travel agent's code, a general discount (decision 0027).
 */
export function inScope(code: PromoCode, item: { tourId: number | null; categoryId?: number | undefined }): boolean {
  const tours = code.tourIds ?? [];
  const categories = code.categoryIds ?? [];
  if (tours.length === 0 && categories.length === 0) return true;
  if (item.tourId === null) return false;
  return tours.includes(item.tourId) || (item.categoryId !== undefined && categories.includes(item.categoryId));
}

/** Why this code cannot be used for this order, or null when it can. Checked in the order the traveller can act on. */
export function promoCodeProblem(code: PromoCode, use: PromoCodeUse): PromoCodeProblem | null {
  if (!discountAppliesTo(code, use.buyerUserId)) return 'invalid_discount_code';
  const today = companyDay(use.now);
  if (code.validFrom && today < code.validFrom) return 'promo_code_not_yet_valid';
  if (code.validUntil && today > code.validUntil) return 'promo_code_expired';
  if (use.items && !use.items.some((item) => inScope(code, item))) return 'promo_code_not_for_these_tours';
  const uses = code.uses ?? { total: 0, byBuyer: 0 };
  if (code.maxUsesPerUser != null && uses.byBuyer >= code.maxUsesPerUser) return 'promo_code_already_used';
  if (code.maxUses != null && uses.total >= code.maxUses) return 'promo_code_used_up';
  return null;
}
