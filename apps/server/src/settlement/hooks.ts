import type { Executor } from '@cicerone/db/client';
import type { AvailabilityService } from '../features/availability/service.ts';
import type { BookingNews } from '../features/bookings/booking-news.ts';
import { bookingSteps } from '../features/bookings/booking-steps.ts';
import { coinSteps } from '../features/coins/coin-steps.ts';
import type { DisputeService } from '../features/disputes/dispute-service.ts';
import type { GiftCardDelivery } from '../features/gift-cards/delivery/gift-card-delivery.ts';
import type { GiftCardService } from '../features/gift-cards/gift-card-service.ts';
import type { MissionService } from '../features/missions/mission-service.ts';
import { orderSteps } from '../features/orders/order-steps.ts';
import type { QuoteService } from '../features/quotes/quote-service.ts';
import type { RefundService } from '../features/refunds/refund-service.ts';
import type { OrderPaid, SettlementHooks, UnpaidOrdersClosing } from './process.ts';

/** The slices whose steps the settlement process runs, each built once in services.ts. */
export interface SettlementSlices {
  availability: Pick<AvailabilityService, 'changeCapacity'>;
  missions: Pick<MissionService, 'offered' | 'withdrawn'>;
  giftCards: Pick<GiftCardService, 'orderClosed'>;
  giftCardDeliveries: Pick<GiftCardDelivery, 'orderPaid'>;
  quotes: Pick<QuoteService, 'offersBackInCart'>;
  /** The quotes slice's paying step: the offers the order's bookings sell are paid (requirements §booking.services). */
  payQuotesOfOrder: (tx: Executor, orderId: string) => Promise<unknown>;
  /** The documents slice: the paid order's invoice, in the paying transaction. */
  issueInvoice: (tx: Executor, orderId: string, paidAt: Date) => Promise<unknown>;
  /** The order's confirmation mail, whichever way it was paid. */
  enqueueConfirmationMail: (tx: Executor, orderId: string) => Promise<unknown>;
  refunds: Pick<RefundService, 'request' | 'givenBackOnOrder' | 'confirmByProvider' | 'failedByProvider'>;
  disputes: Pick<DisputeService, 'opened'>;
  bookingNews: Pick<BookingNews, 'cancelled'>;
}

/**
 * Each step of the settlement process (packages/core checkout/settlement.ts) supplied by the slice
 * that owns what it moves; the table's order is the process's (decision 0053). The type requires
 * one hook per step the table names.
 */
export function settlementHooks(slices: SettlementSlices): SettlementHooks {
  const paying = {
    order_paid: orderSteps.paid,
    bookings_confirmed: bookingSteps.confirmed,
    missions_offered: async (tx: Executor, paid: OrderPaid) => {
      await slices.missions.offered(tx, paid.orderId);
    },
    gift_cards_issued: async (tx: Executor, paid: OrderPaid) => {
      await slices.giftCardDeliveries.orderPaid(tx, paid.orderId, paid.by);
    },
    quotes_paid: async (tx: Executor, paid: OrderPaid) => {
      await slices.payQuotesOfOrder(tx, paid.orderId);
    },
    invoice_issued: async (tx: Executor, paid: OrderPaid) => {
      await slices.issueInvoice(tx, paid.orderId, paid.paidAt);
    },
    confirmation_sent: async (tx: Executor, paid: OrderPaid) => {
      await slices.enqueueConfirmationMail(tx, paid.orderId);
    },
  };
  const closingUnpaid = {
    order_closed: orderSteps.closed,
    bookings_cancelled: bookingSteps.cancelledWithOrders,
    gift_cards_cancelled: async (tx: Executor, closing: UnpaidOrdersClosing, event: string) => {
      for (const order of closing.closed) await slices.giftCards.orderClosed(tx, order.id, event === 'unpaid_order_cancelled' ? 'cancelled_by_admin' : 'order_expired');
    },
    offers_back_in_cart: async (tx: Executor, closing: UnpaidOrdersClosing) => {
      await slices.quotes.offersBackInCart(
        tx,
        closing.closed.map((order) => order.id),
      );
    },
    coins_returned: coinSteps.givenBackForClosedOrders,
    promo_code_uses_released: orderSteps.promoCodeUsesReleased,
    capacity_released: async (tx: Executor, closing: UnpaidOrdersClosing) => {
      await slices.availability.changeCapacity({ release: closing.released }, tx);
    },
  };

  return {
    card_payment_succeeded: paying,
    bank_transfer_confirmed: paying,
    paid_in_coins: paying,
    order_expired: closingUnpaid,
    payment_setup_failed: closingUnpaid,
    unpaid_order_cancelled: closingUnpaid,
    booking_cancelled: {
      booking_cancelled: bookingSteps.cancelled,
      mission_withdrawn: async (tx, cancellation) => {
        await slices.missions.withdrawn(tx, cancellation.booking.id);
      },
      coins_returned: coinSteps.givenBackForCancellation,
      refund_recorded: async (tx, cancellation) => {
        const { asker, booking, order, refund } = cancellation;
        const recorded = await slices.refunds.request(tx, {
          orderId: order.id,
          bookingId: booking.id,
          amount: refund.amount,
          currency: order.currency,
          coinsEurCents: refund.coins,
          cardPayment: order.paymentMethod === 'card' && order.provider && order.paymentId ? { provider: order.provider, paymentId: order.paymentId } : null,
          source: 'traveller' in asker ? 'traveller' : 'admin',
          reason: cancellation.reason,
          requestedBy: 'traveller' in asker ? asker.traveller : asker.admin,
          bankAccount: cancellation.bankAccount,
        });
        return { ...cancellation, recorded };
      },
      promo_code_use_released: async (tx, cancellation) => {
        await orderSteps.promoCodeUseReleasedWhenAllGivenBack(tx, cancellation, await slices.refunds.givenBackOnOrder(tx, cancellation.order.id));
      },
      // Capacity last, after the account: the order an order creation takes them in (account, then days).
      capacity_released: async (tx, cancellation) => {
        await slices.availability.changeCapacity({ release: [cancellation.booking] }, tx);
      },
      // The traveller's mail, whoever cancelled: in this transaction, so it exists exactly when the cancellation does.
      traveller_told: async (tx, cancellation) => {
        const { booking, order, asker, free, refund, recorded } = cancellation;
        await slices.bookingNews.cancelled(tx, { bookingId: booking.id, byTeam: 'admin' in asker, paid: order.status === 'paid', free, refund, route: recorded?.route ?? null });
      },
    },
    refund_succeeded: {
      refunds_confirmed: async (tx, refunded) => {
        await slices.refunds.confirmByProvider(tx, refunded.orderId, refunded.paymentId, refunded.totalRefunded, refunded.at, refunded.refundReference);
      },
    },
    refund_failed: {
      refund_failed: async (tx, failed) => {
        await slices.refunds.failedByProvider(tx, failed.orderId, failed.refundId, failed.at);
      },
    },
    dispute_opened: {
      dispute_recorded: async (tx, disputed) => {
        await slices.disputes.opened(tx, { orderId: disputed.orderId, provider: disputed.provider, providerDisputeId: disputed.disputeId, amount: disputed.amount, currency: disputed.currency, reason: disputed.reason, openedAt: disputed.at });
      },
    },
  };
}
