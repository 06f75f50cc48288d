import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import type { PromoCodeSort } from '@cicerone/core/promo-codes/promo-code-rules';
import type { Executor } from '@cicerone/db/client';
import { promoCode } from '@cicerone/db/schema/accounts';
import { promoCodeRedemption } from '@cicerone/db/schema/orders';

export type PromoCodeRow = typeof promoCode.$inferSelect;
export type PromoCodeValues = Omit<typeof promoCode.$inferInsert, 'code' | 'kind' | 'ownerUserId' | 'createdAt'>;

/**
 * Orders holding the code now (those closed unpaid gave their row back). The columns are named
 * with their tables: drizzle writes a column of a one-table select bare, and a bare "code" inside
 * the subquery is the redemption's own, which counted every redemption for every code.
 */
const uses = sql<number>`(select count(*)::int from ${promoCodeRedemption} where ${promoCodeRedemption}.${sql.identifier('code')} = ${promoCode}.${sql.identifier('code')})`;

export interface PromoCodeFilter {
  /** The start of a code, any case. */
  prefix?: string | undefined;
  activated?: boolean | undefined;
  /** One code, exactly (a row read back after a change). */
  code?: string | undefined;
}

const sortColumns: Record<PromoCodeSort, SQL | typeof promoCode.code | typeof promoCode.createdAt | typeof promoCode.validUntil> = {
  createdAt: promoCode.createdAt,
  code: promoCode.code,
  validUntil: promoCode.validUntil,
  uses,
};

/**
 * The back office's page of codes: the admins' 'discount' codes and the agents' personal ones
 * alike, sorted by one column then by code (a stable order across pages).
 */
export async function promoCodePage(db: Executor, filter: PromoCodeFilter, order: { sort: PromoCodeSort; dir: SortDirection }, limit: number, offset: number) {
  const where = and(
    filter.prefix ? sql`upper(${promoCode.code}) like ${`${filter.prefix.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    filter.activated === undefined ? undefined : eq(promoCode.activated, filter.activated),
    filter.code ? eq(promoCode.code, filter.code) : undefined,
  );
  const by = order.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: promoCode, uses })
      .from(promoCode)
      .where(where)
      .orderBy(sql`${by(sortColumns[order.sort])} nulls last`, asc(promoCode.code))
      .limit(limit)
      .offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(promoCode).where(where),
  ]);
  return { rows: rows.map(({ row, uses: count }) => ({ ...row, uses: count })), totalItems: total?.count ?? 0 };
}

/** A code's row locked for a change (checkouts redeeming it wait, and see the change after). */
export async function lockPromoCode(tx: Executor, code: string): Promise<PromoCodeRow | null> {
  const [row] = await tx.select().from(promoCode).where(eq(promoCode.code, code)).for('update');
  return row ?? null;
}

export async function insertPromoCode(tx: Executor, code: string, values: PromoCodeValues): Promise<PromoCodeRow | null> {
  const [row] = await tx.insert(promoCode).values({ code, kind: 'discount', ownerUserId: null, ...values }).returning();
  return row ?? null;
}

export async function updatePromoCode(tx: Executor, code: string, values: Partial<PromoCodeValues>): Promise<PromoCodeRow | null> {
  const [row] = await tx.update(promoCode).set(values).where(eq(promoCode.code, code)).returning();
  return row ?? null;
}
