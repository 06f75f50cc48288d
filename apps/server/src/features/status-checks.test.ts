import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountTypes, businessKinds, businessStatuses } from '@cicerone/core/accounts/business';
import { bookingStatuses } from '@cicerone/core/checkout/booking-status';
import { promoCodeKinds } from '@cicerone/core/checkout/promo-code';
import { orderStatuses } from '@cicerone/core/checkout/order-status';
import { payoutKinds } from '@cicerone/core/contracts/account-payouts';
import { genders } from '@cicerone/core/contracts/accounts';
import { coinReasons } from '@cicerone/core/contracts/gift-cards';
import { paymentMethods } from '@cicerone/core/contracts/orders';
import { giftCardOccasions } from '@cicerone/core/gift-cards/gift-card-rules';
import { missionStatuses } from '@cicerone/core/missions/mission-status';
import { quoteKinds } from '@cicerone/core/quotes/quote-kinds';
import type { Database } from '@cicerone/db/client';
import { mailStatuses } from '@cicerone/db/schema/accounts';
import { createTestApp } from '../test/app.ts';
import { userWithSession } from '../test/accounts-factory.ts';
import { giftCardWithOrder } from '../test/gift-cards-factory.ts';
import { bookableTour, creditCoins, dayAhead, paidBooking } from '../test/orders-factory.ts';

/**
 * Decision 0012: the database itself keeps every status-like column one of the values of its list
 * in packages/core — a bug, a hand-written fix or another program cannot store a status the
 * lifecycles do not know. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
const rows: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
  const tour = await bookableTour(db);
  const user = await userWithSession(test.app, db, { accountType: 'business', businessStatus: 'pending' });
  const placed = await paidBooking(test, user, tour.id, dayAhead(20));
  rows['customer_order'] = placed.order.id;
  rows['booking'] = placed.id;
  rows['app_user'] = user.id;
  const key = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { key: string }[] }).rows[0]?.key ?? '';
  rows['mission'] = await key(sql`select id::text as key from mission where booking_id = ${placed.id}`);
  rows['payout_method'] = await key(sql`insert into payout_method (user_id, kind, paypal_email) values (${user.id}, 'paypal', 'pay@example.com') returning id::text as key`);
  rows['promo_code'] = await key(sql`insert into promo_code (code, kind, percent_off) values ('STATUS-CHECK', 'discount', 5) returning code as key`);
  rows['gift_card'] = (await giftCardWithOrder(db, test.app.services.giftCards, { paid: false })).id;
  await creditCoins(db, user.id, 5_00);
  rows['coin_entry'] = await key(sql`select id::text as key from coin_entry where user_id = ${user.id}`);
  rows['quote'] = await key(sql`insert into quote (reference, kind, status, email, contact_name, locale, currency, request, time_zone, follow_token_hash) values ('QT-STATUS1', 'general', 'submitted', 'a@example.com', 'A', 'en_US', 'EUR', '{}', 'UTC', 'x') returning id::text as key`);
  rows['mail_outbox'] = await key(sql`insert into mail_outbox (to_address, locale, template, subject, html, text) values ('a@example.com', 'en_US', 't', 's', 'h', 't') returning id::text as key`);
});
afterAll(() => test.close());

const keyColumn: Record<string, string> = { promo_code: 'code' };

/** Every enumerated column, with the list that types it in the code and the contracts. */
const columns: [table: string, column: string, values: readonly string[]][] = [
  ['customer_order', 'status', orderStatuses],
  ['customer_order', 'payment_method', paymentMethods],
  ['booking', 'status', bookingStatuses],
  ['mission', 'status', missionStatuses],
  ['app_user', 'account_type', accountTypes],
  ['app_user', 'business_kind', businessKinds],
  ['app_user', 'business_status', businessStatuses],
  ['app_user', 'gender', genders],
  ['payout_method', 'kind', payoutKinds],
  ['promo_code', 'kind', promoCodeKinds],
  ['mail_outbox', 'status', mailStatuses],
  ['gift_card', 'occasion', giftCardOccasions],
  ['coin_entry', 'reason', coinReasons],
  ['quote', 'kind', quoteKinds],
];

/** Sets the column of this test's row, inside a transaction rolled back: the rows stay as they were. */
async function trySet(table: string, column: string, value: string): Promise<string> {
  const rollback = new Error('rollback');
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value} where ${sql.identifier(keyColumn[table] ?? 'id')}::text = ${rows[table]}`);
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return 'accepted';
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${cause?.message ?? (error as Error).message}`;
  }
  return 'accepted';
}

describe('status columns the database enforces', () => {
  it.each(columns)('%s.%s refuses a value outside its list and takes every value of it', async (table, column, values) => {
    expect(await trySet(table, column, 'bogus')).toContain(`violates check constraint "${table}_${column}_check"`);
    expect(await trySet(table, column, values[0]?.toUpperCase() ?? '')).toContain('violates check constraint');
    for (const value of values) expect(await trySet(table, column, value)).toBe('accepted');
  });

  it('keeps a gift card redeemed exactly when someone redeemed it', async () => {
    expect(await trySet('gift_card', 'status', 'bogus')).toContain('gift_card_status_check');
    for (const value of ['unpaid', 'unredeemed', 'cancelled']) expect(await trySet('gift_card', 'status', value)).toBe('accepted');
    expect(await trySet('gift_card', 'status', 'redeemed')).toContain('gift_card_redeemed_check');
  });

  it('keeps a quote answered exactly when it carries an offer', async () => {
    expect(await trySet('quote', 'status', 'bogus')).toContain('violates check constraint "quote_');
    expect(await trySet('quote', 'status', 'offered')).toContain('quote_offer_check');
    expect(await trySet('quote', 'status', 'submitted')).toBe('accepted');
  });

  it('refuses a new row with a status no lifecycle knows', async () => {
    const inserted = db.execute(sql`insert into mail_outbox (to_address, locale, template, subject, html, text, status) values ('a@example.com', 'en_US', 't', 's', 'h', 't', 'queued')`);
    await expect(inserted).rejects.toSatisfy((error: { cause?: { message?: string } }) => /mail_outbox_status_check/.test(error.cause?.message ?? String(error)));
  });
});
