/**
 * The life of a gift card (requirements §lifecycles.gift-card) as an explicit state machine, beside its order's
 * (checkout/order-status.ts), which it follows until it is paid:
 *  - a card is bought unpaid, with its order, whatever the payment method;
 *  - it becomes unredeemed (paid, waiting for its recipient) once the money is verified: the
 *    provider's success event, or an admin confirming that the transfer arrived — once;
 *  - it is cancelled while unpaid, when its order expires unpaid or an admin cancels it;
 *  - an unredeemed card is redeemed once, by one account, which gets its value as coins.
 * redeemed and cancelled are final: a card is never redeemed twice, never paid after it was
 * cancelled, and never goes back to unpaid. The value never expires (requirements §rules.coins), so nothing leads
 * from unredeemed to cancelled.
 */
import type { ErrorCode } from '../errors.ts';
import { stateMachine } from '../state-machine.ts';

export const giftCardStatuses = ['unpaid', 'unredeemed', 'redeemed', 'cancelled'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

export const giftCardEvents = ['purchased', 'payment_succeeded', 'payment_received_by_admin', 'order_expired', 'cancelled_by_admin', 'redeemed'] as const;
export type GiftCardEvent = (typeof giftCardEvents)[number];

export const giftCardMachine = stateMachine<GiftCardStatus, GiftCardEvent>(
  giftCardStatuses,
  {
    // Bought with its order (by card or bank transfer): nothing is redeemable before the money is verified.
    purchased: [[null, 'unpaid']],
    // The provider's verified success event for the card's order.
    payment_succeeded: [['unpaid', 'unredeemed']],
    // An admin confirms the order's transfer arrived.
    payment_received_by_admin: [['unpaid', 'unredeemed']],
    // The order's deadline passed unpaid (the expiry job closes the card with its order).
    order_expired: [['unpaid', 'cancelled']],
    // An admin cancels a card never paid (a transfer that will not come); a paid card is money, never cancelled.
    cancelled_by_admin: [['unpaid', 'cancelled']],
    // Its code is redeemed by one account, credited its value in coins in the same transaction.
    redeemed: [['unredeemed', 'redeemed']],
  },
  'gift_card_status_conflict',
);

/**
 * Why a card in `status` cannot be redeemed, as the redeem result of requirements §lifecycles.gift-card/§errors the person sees;
 * null when it can. A cancelled card was never paid and never will be: its code is no longer a
 * code at all.
 */
export function redeemRefusal(status: GiftCardStatus): ErrorCode | null {
  if (giftCardMachine.canApply(status, 'redeemed')) return null;
  if (giftCardMachine.canApply(status, 'payment_succeeded')) return 'gift_card_not_paid';
  return status === 'redeemed' ? 'gift_card_already_redeemed' : 'gift_card_code_invalid';
}
