import { orderMachine } from '@cicerone/core/checkout/order-status';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { PaymentEventHandler } from '../orders/payment-events.ts';
import type { Settle } from '../../settlement/process.ts';
import { itemsOfOrders, lockOrderByReference, waitingTransferOrders, waitingTransferQueue } from './bank-transfer-queries.ts';
import type { ProofService } from './proofs.ts';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';

export interface BankTransferOptions {
  proofs: ProofService;
  /** Records the admin's confirmation as the order's payment event, once (the orders slice's payment events). */
  paymentEvents: Pick<PaymentEventHandler, 'recordOnce'>;
  /** Runs the paying steps of the settlement process in the confirmation's transaction. */
  settle: Settle;
  clock?: () => Date;
}

/** The 'provider' of payments an admin saw arrive on the company's bank account. */
export const bankProvider = 'bank';

/**
 * The back office's bank transfers (requirements §back-office.bookings, §lifecycles.bank-transfer): the orders waiting for their transfer, with the
 * buyer's proofs, and the confirmation that the money arrived — first come, first served: the
 * bookings become pending only then, and one confirmation wins however many admins click.
 */
export function bankTransferAdmin(db: Database, options: BankTransferOptions) {
  const clock = options.clock ?? (() => new Date());

  return {
    /** The transfers waiting for a person, for the dashboard (requirements §back-office.dashboard). */
    queue: () => waitingTransferQueue(db),

    /**
     * Bank-transfer orders still awaiting payment, oldest first (the first to have ordered is served
     * first), with what each bought — tours, gift cards — so the admin knows what the money pays for.
     */
    async waiting() {
      const orders = await waitingTransferOrders(db);
      const ids = orders.map((order) => order.id);
      const [proofs, items] = await Promise.all([options.proofs.ofOrders(ids), itemsOfOrders(db, ids)]);
      return orders.map((order) => ({
        ...order,
        proofs: proofs.get(order.id) ?? [],
        tours: items.tours.find((row) => row.orderId === order.id)?.count ?? 0,
        giftCards: items.giftCards.filter((card) => card.orderId === order.id).map(({ valueEurCents, occasion }) => ({ valueEurCents, occasion })),
      }));
    },

    /**
     * Confirms that the transfer of an order arrived, in ONE transaction: the order row is locked,
     * the bookings go waiting-payment → pending by the `payment_received_by_admin` event (the
     * settlement process's paying steps, as every payment: missions, invoice, mails), the payment is recorded once as a
     * 'bank' payment event, and the confirmation mail is queued. A second confirmation (another
     * admin, a double click) waits for the lock, then finds the order paid: 409. `adminUserId` is
   * recorded in the admin action log with it.
     */
    async confirm(orderReference: string, adminUserId: string): Promise<{ reference: string; paidAt: Date }> {
      return db.transaction(async (tx) => {
        const order = await lockOrderByReference(tx, orderReference.toUpperCase());
        if (!order || order.paymentMethod !== 'bank_transfer') throw new AppError('order_not_found');
        if (order.status === orderMachine.step('payment_received_by_admin').to) throw new AppError('transfer_already_confirmed');
        // Expired or failed meanwhile: the machine refuses with order_not_awaiting_payment.
        orderMachine.nextStatus(order.status, 'payment_received_by_admin');

        const paidAt = clock();
        const recorded = await options.paymentEvents.recordOnce(tx, { provider: bankProvider, eventId: `admin:${order.id}`, orderId: order.id, type: 'payment_received_by_admin' });
        if (!recorded || !(await options.settle('bank_transfer_confirmed', tx, { orderId: order.id, paidAt, by: 'payment_received_by_admin', adminUserId }))) throw new AppError('transfer_already_confirmed');
        await recordAdminAction(tx, {
          adminUserId,
          action: 'bank_transfer.confirmed',
          subjectType: 'order',
          subjectId: order.id,
          detail: { orderReference: order.reference },
          ...changedFields({ status: order.status, paidAt: null }, { status: orderMachine.step('payment_received_by_admin').to, paidAt: paidAt.toISOString() }),
        });
        return { reference: order.reference, paidAt };
      });
    },
  };
}

export type BankTransferAdmin = ReturnType<typeof bankTransferAdmin>;
