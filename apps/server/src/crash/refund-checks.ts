// The card refunds after a kill (requirements §lifecycles.refund, decision 0050), read with SQL as
// crash-checks.ts reads the rest: our refund records against what the test provider itself refunded
// (test_payment.refunds, each under the key refund-<id> our refund was asked with). Each check
// returns one line per problem found; an empty list is a pass.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';

async function lines(db: Executor, query: SQL): Promise<string[]> {
  return ((await db.execute(query)) as unknown as { rows: { what: string }[] }).rows.map((row) => row.what);
}

/**
 * The provider's refunds, one row each: the refund of ours its key names (refund-<id>, or
 * refund-<id>-<n> when an admin asked again), and whether the provider failed it after taking it
 * (then no money reached the card).
 */
const atProvider = sql`select p.payment_id, p.amount as paid, e->>'idempotencyKey' as key, (e->>'amount')::int as amount,
    case when e->>'idempotencyKey' like 'refund-%' then substring(e->>'idempotencyKey' from 8 for 36) end as refund_id,
    coalesce((e->>'failed')::boolean, false) as failed
  from test_payment p cross join lateral jsonb_array_elements(p.refunds) e`;

/**
 * What holds at any moment, whatever a kill interrupted: the provider refunds each of our card
 * refunds at most once, never beyond the payment, never one we have no record of; and a refund we
 * say left (sent, or succeeded by the provider's event) is there.
 */
export const refundInvariants: Record<string, SQL> = {
  'refunded at the provider more than once': sql`with given as (${atProvider})
    select refund_id || ': ' || count(*) || ' times' as what from given where not failed group by refund_id having count(*) > 1`,
  'refunded at the provider beyond the payment': sql`with given as (${atProvider})
    select payment_id || ': ' || sum(amount) || ' > ' || min(paid) as what from given where not failed group by payment_id having sum(amount) > min(paid)`,
  'refund at the provider without its record': sql`with given as (${atProvider})
    select g.payment_id || ' ' || g.key || ' ' || g.amount as what from given g
    where not exists (select 1 from refund r where r.id::text = g.refund_id and r.route = 'card' and r.payment_id = g.payment_id and r.amount = g.amount)`,
  'card refund sent or succeeded, not at the provider': sql`with given as (${atProvider})
    select r.id || ' ' || r.status as what from refund r
    where r.route = 'card' and r.status in ('sent', 'succeeded') and not exists (select 1 from given g where g.refund_id = r.id::text and not g.failed)`,
};

/**
 * Once a restarted server's refunds job has passed (its first pass after `restartedAt`): a card
 * refund still requested must be waiting for a next attempt (a lease taken before the kill, a
 * back-off), never due and left, never without one.
 */
export function refundsLeftDue(db: Executor, restartedAt: Date): Promise<string[]> {
  return lines(
    db,
    sql`select 'card refund ' || id || ': requested, ' || coalesce('due since ' || next_attempt_at::text, 'no next attempt') || ', not sent by the restarted server' as what
      from refund where route = 'card' and status = 'requested' and (next_attempt_at is null or next_attempt_at <= ${restartedAt.toISOString()}::timestamptz)`,
  );
}

/**
 * Once every attempt the kills left waiting has been made: each card refund is sent or succeeded,
 * and what the provider refunded on each payment is exactly what those refunds say.
 */
export async function refundsUnsettled(db: Executor): Promise<string[]> {
  const waiting = await lines(
    db,
    sql`select 'card refund ' || id || ': ' || status || coalesce(' (' || last_error || ')', '') as what from refund where route = 'card' and status not in ('sent', 'succeeded')`,
  );
  const differing = await lines(
    db,
    sql`with given as (${atProvider}), ours as (select payment_id, sum(amount) as amount from refund where route = 'card' and status in ('sent', 'succeeded') group by payment_id),
      theirs as (select payment_id, sum(amount) as amount from given where not failed group by payment_id)
    select 'payment ' || coalesce(o.payment_id, t.payment_id) || ': ' || coalesce(t.amount, 0) || ' refunded at the provider, ' || coalesce(o.amount, 0) || ' sent or succeeded' as what
      from ours o full join theirs t on t.payment_id = o.payment_id where coalesce(o.amount, 0) <> coalesce(t.amount, 0)`,
  );
  return [...waiting, ...differing];
}

/** The card refunds by status, and what the provider refunded, for the run's summary. */
export async function refundTally(db: Executor): Promise<string> {
  const byStatus = await lines(db, sql`select status || ' ' || count(*) as what from refund where route = 'card' group by status order by status`);
  const [given] = await lines(db, sql`with given as (${atProvider}) select count(*) || ' refunds at the provider' as what from given where not failed`);
  return `card refunds ${byStatus.join(', ') || 'none'}; ${given}`;
}
