import { AppError } from '@cicerone/core/errors';
import type { Database, Executor } from '@cicerone/db/client';
import { recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { disputeQueries, type NewDispute } from './dispute-queries.ts';

/**
 * Chargebacks (requirements §lifecycles.refund): the provider's dispute event records one on its
 * order, in the event's transaction, once; it waits on the back office's queue — the refunds page
 * and the dashboard — until an admin has answered it at the provider and marks it handled.
 */
export function disputeService(db: Database, options: { clock?: () => Date } = {}) {
  const clock = options.clock ?? (() => new Date());
  return {
    /** The provider's dispute event, in its transaction (which holds the order's lock). */
    opened: (tx: Executor, dispute: NewDispute) => disputeQueries(tx).insert(dispute),

    open: () => disputeQueries(db).open(),

    ofOrder: (orderId: string) => disputeQueries(db).ofOrder(orderId),

    queue: () => disputeQueries(db).queue(),

    /** Handled at the provider: off the queue, with its line in the admin action log. */
    async markHandled(id: string, adminUserId: string): Promise<void> {
      const moved = await db.transaction(async (tx) => {
        const done = await disputeQueries(tx).markHandled(id, adminUserId, clock());
        if (done) await recordAdminAction(tx, { adminUserId, action: 'dispute.handled', subjectType: 'order', subjectId: done.orderId, detail: { dispute: done.providerDisputeId, amount: done.amount, reason: done.reason } });
        return done !== undefined;
      });
      if (!moved) throw new AppError((await disputeQueries(db).exists(id)) ? 'dispute_already_handled' : 'dispute_not_found');
    },
  };
}

export type DisputeService = ReturnType<typeof disputeService>;
