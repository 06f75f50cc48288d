import { eq, inArray, sql } from 'drizzle-orm';
import type { PromoCode } from '@cicerone/core/checkout/promo-code';
import type { Executor } from '@cicerone/db/client';
import { promoCode } from '@cicerone/db/schema/accounts';
import { promoCodeRedemption } from '@cicerone/db/schema/orders';

/** A code as checkout reads it: its rules, its stored spelling, and its redemptions so far. */
export type FoundPromoCode = PromoCode & { code: string };

/**
 * A promo code as typed (any case) with its uses so far in all and by `buyerUserId`, or null
 * when there is none. `lock` (the order's transaction) takes the code's row FOR UPDATE first:
 * concurrent checkouts with one code then count and redeem one after the other, so a limit of N
 * lets exactly N through (under READ COMMITTED the count after the wait sees the winner's row).
 * The checkout page's quote reads without the lock; the order checks again.
 */
export async function findPromoCode(db: Executor, typed: string, buyerUserId: string | null, lock = false): Promise<FoundPromoCode | null> {
  const query = db
    .select({
      code: promoCode.code,
      kind: promoCode.kind,
      ownerUserId: promoCode.ownerUserId,
      percentOff: promoCode.percentOff,
      amountOffEurCents: promoCode.amountOffEurCents,
      activated: promoCode.activated,
      validFrom: promoCode.validFrom,
      validUntil: promoCode.validUntil,
      maxUses: promoCode.maxUses,
      maxUsesPerUser: promoCode.maxUsesPerUser,
      tourIds: promoCode.tourIds,
      categoryIds: promoCode.categoryIds,
    })
    .from(promoCode)
    .where(sql`upper(${promoCode.code}) = upper(${typed})`);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [uses] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byBuyer: sql<number>`count(*) filter (where ${promoCodeRedemption.userId} = ${buyerUserId})::int`,
    })
    .from(promoCodeRedemption)
    .where(eq(promoCodeRedemption.code, row.code));
  // The database keeps the kind one of promoCodeKinds (promo_code_kind_check).
  return { ...row, uses: uses ?? { total: 0, byBuyer: 0 } };
}

/** The order uses the code: one row per order, counted by the limits from the order's commit on. */
export async function redeemPromoCode(tx: Executor, redemption: { orderId: string; code: string; userId: string }): Promise<void> {
  await tx.insert(promoCodeRedemption).values(redemption);
}

/** Orders closed unpaid give their codes' uses back (an abandoned checkout must not use a code up). */
export async function releasePromoCodes(tx: Executor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.delete(promoCodeRedemption).where(inArray(promoCodeRedemption.orderId, [...orderIds]));
}
