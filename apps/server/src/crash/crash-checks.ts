// What must hold after every restart, read with SQL straight from the database: every acknowledged
// write is there, and the data is whole (orders, the coin ledger, capacity, refunds: refund-checks.ts). Each check returns
// one line per problem found; an empty list is a pass.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import type { Journal } from './journal.ts';
import { refundInvariants } from './refund-checks.ts';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Acknowledged writes missing (or changed back) after the restart. */
export async function lostWrites(db: Executor, journal: Journal): Promise<string[]> {
  const lost: string[] = [];
  const users = new Set((await rows<{ email: string }>(db, sql`select email from app_user where email like 'crash-%'`)).map((row) => row.email));
  for (const email of journal.signUps) if (!users.has(email)) lost.push(`sign-up ${email}: no account`);

  const addresses = new Map((await rows<{ id: string; street: string; activated: boolean }>(db, sql`select id, street, activated from address`)).map((row) => [row.id, row]));
  for (const acked of journal.addresses) {
    const row = addresses.get(acked.id);
    if (!row || row.street !== acked.street) lost.push(`address ${acked.id}: missing`);
    else if (acked.removed === true && row.activated) lost.push(`address ${acked.id}: removal lost`);
    else if (acked.removed === false && !row.activated) lost.push(`address ${acked.id}: removed without a request`);
  }

  const cart = new Set((await rows<{ id: string }>(db, sql`select id from cart_item`)).map((row) => row.id));
  for (const item of journal.cartItems) {
    if (item.gone === false && !cart.has(item.id)) lost.push(`cart item ${item.id}: missing`);
    if (item.gone === true && cart.has(item.id)) lost.push(`cart item ${item.id}: back after its removal (or its order) was acknowledged`);
  }

  const orders = new Map(
    (await rows<{ reference: string; status: string; grand_total: number; coins_eur_cents: number; payment_id: string | null; payment_method: string }>(
      db,
      sql`select reference, status, grand_total, coins_eur_cents, payment_id, payment_method from customer_order`,
    )).map((row) => [row.reference, row]),
  );
  for (const acked of journal.orders.values()) {
    const row = orders.get(acked.reference);
    if (!row) {
      lost.push(`order ${acked.reference}: missing`);
      continue;
    }
    if (row.grand_total !== acked.grandTotal || row.coins_eur_cents !== acked.coinsEurCents || row.payment_method !== acked.paymentMethod) lost.push(`order ${acked.reference}: amounts or method differ from the answer`);
    if (acked.paymentId && row.payment_id !== acked.paymentId) lost.push(`order ${acked.reference}: payment ${acked.paymentId} answered, ${row.payment_id} stored`);
    const expired = acked.expiresAt !== null && Date.parse(acked.expiresAt) <= Date.now();
    const allowed = acked.paid === true ? ['paid'] : expired ? ['awaiting_payment', 'paid', 'expired'] : ['awaiting_payment', 'paid'];
    if (!allowed.includes(row.status)) lost.push(`order ${acked.reference}: ${row.status}, expected ${allowed.join(' or ')}`);
  }

  const bookings = new Map((await rows<{ reference: string; status: string }>(db, sql`select reference, status from booking`)).map((row) => [row.reference, row.status]));
  const refunds = new Map(
    (await rows<{ reference: string; coins: number }>(db, sql`select o.reference, sum(e.amount)::int as coins from coin_entry e join customer_order o on o.id = e.order_id where e.reason = 'refund' group by o.reference`)).map((row) => [row.reference, row.coins]),
  );
  const refundRecords = new Map(
    (await rows<{ reference: string; amount: number; coins: number }>(db, sql`select b.reference, sum(r.amount)::int as amount, sum(r.coins_eur_cents)::int as coins from refund r join booking b on b.id = r.booking_id group by b.reference`)).map(
      (row) => [row.reference, row],
    ),
  );
  const refunded = new Map<string, number>();
  for (const acked of journal.cancellations) {
    if (bookings.get(acked.booking) !== 'cancelled') lost.push(`cancellation of ${acked.booking}: booking ${bookings.get(acked.booking) ?? 'missing'}`);
    // What the answer said goes back is the refund the cancellation recorded: money to the card (or by transfer), coins to the balance.
    const recorded = refundRecords.get(acked.booking);
    if ((acked.amount > 0 || acked.coins > 0) && (recorded?.amount !== acked.amount || recorded.coins !== acked.coins)) {
      lost.push(`cancellation of ${acked.booking}: answered ${acked.amount} and ${acked.coins} coins back, refund record ${recorded ? `${recorded.amount} and ${recorded.coins} coins` : 'missing'}`);
    }
    refunded.set(acked.order, (refunded.get(acked.order) ?? 0) + acked.coins);
  }
  for (const [order, coins] of refunded) {
    if ((refunds.get(order) ?? 0) < coins) lost.push(`order ${order}: ${coins} coins refunded in answers, ${refunds.get(order) ?? 0} in the ledger`);
  }
  return lost;
}

/** Named SQL checks of wholeness; each query returns one row per offending record, with a `what` column. */
const invariants: Record<string, SQL> = {
  'order without bookings': sql`select o.reference as what from customer_order o where not exists (select 1 from booking b where b.order_id = o.id)`,
  'booking without its order, or of another buyer': sql`select b.reference as what from booking b left join customer_order o on o.id = b.order_id where o.id is null or o.user_id <> b.user_id`,
  'bookings not adding up to the order total': sql`select o.reference || ': ' || o.grand_total || ' ≠ ' || sum(b.price) as what from customer_order o join booking b on b.order_id = o.id group by o.id having sum(b.price) <> o.grand_total`,
  'order total not subtotal − discount − coins': sql`select reference as what from customer_order where grand_total <> subtotal - discount - coins or grand_total < 0`,
  'paid card order without a payment id': sql`select reference as what from customer_order where status = 'paid' and payment_method = 'card' and grand_total > 0 and (payment_id is null or provider is null)`,
  'paid order half-written (paid_at, invoice, bookings, missions)': sql`select o.reference as what from customer_order o where o.status = 'paid' and (o.paid_at is null
    or not exists (select 1 from invoice i where i.order_id = o.id)
    or exists (select 1 from booking b where b.order_id = o.id and (b.status = 'waiting-payment' or not exists (select 1 from mission m where m.booking_id = b.id))))`,
  'unpaid order with a booking past waiting-payment': sql`select o.reference as what from customer_order o join booking b on b.order_id = o.id where o.status = 'awaiting_payment' and b.status not in ('waiting-payment', 'cancelled')`,
  'closed order with a booking still active': sql`select o.reference as what from customer_order o join booking b on b.order_id = o.id where o.status in ('expired', 'failed', 'cancelled') and b.status <> 'cancelled'`,
  'balance not the sum of the coin ledger': sql`select u.email || ': ' || u.coin_balance || ' ≠ ' || coalesce(sum(e.amount), 0) as what from app_user u left join coin_entry e on e.user_id = u.id group by u.id having u.coin_balance <> coalesce(sum(e.amount), 0) or u.coin_balance < 0`,
  'coins spent by an order not in the ledger': sql`select o.reference as what from customer_order o where o.coins_eur_cents > 0
    and coalesce((select -sum(e.amount) from coin_entry e where e.order_id = o.id and e.reason = 'checkout'), 0) <> o.coins_eur_cents`,
  // Requirements §lifecycles.refund: a refund is written with what it gives back, never twice, never beyond what was paid.
  'booking refunded more than once': sql`select b.reference || ': ' || count(*) || ' refunds' as what from refund r join booking b on b.id = r.booking_id group by b.id, b.reference having count(*) > 1`,
  'refunds beyond what the order was paid': sql`select o.reference || ': ' || sum(r.amount) || ' > ' || o.grand_total as what from refund r join customer_order o on o.id = r.order_id group by o.id having sum(r.amount) > o.grand_total`,
  'refunded coins not those of the ledger': sql`select o.reference as what from customer_order o where
    coalesce((select sum(r.coins_eur_cents) from refund r where r.order_id = o.id), 0) <> coalesce((select sum(e.amount) from coin_entry e where e.order_id = o.id and e.reason = 'refund'), 0)`,
  'capacity held ≠ active bookings': sql`select t.tour_id || ' on ' || t.day || ': held ' || t.held || ', booked ' || t.booked as what from (
    select coalesce(c.tour_id, b.tour_id) as tour_id, coalesce(c.day, b.day) as day, coalesce(c.held, 0) as held, coalesce(b.booked, 0) as booked
    from tour_day_capacity c full join (select tour_id, day, count(*) as booked from booking where status <> 'cancelled' group by tour_id, day) b on b.tour_id = c.tour_id and b.day = c.day) t
    where t.held <> t.booked`,
};

/** Every broken invariant, as 'name: record'. */
export async function brokenInvariants(db: Executor): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, query] of Object.entries({ ...invariants, ...refundInvariants })) {
    for (const row of await rows<{ what: string }>(db, query)) broken.push(`${name}: ${row.what}`);
  }
  return broken;
}
