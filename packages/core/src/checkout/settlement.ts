/**
 * The settlement process (requirements §lifecycles, decision 0053): for each money event, the
 * lifecycles it moves and in which order, in the spirit of a marketplace's transaction process
 * file. The server runs each event as these steps in one transaction, each step supplied by the
 * slice that owns what it moves (apps/server/src/settlement.ts); a step the table names and no
 * slice supplies does not compile.
 *
 * The steps follow the house lock order (decision 0008): the order, its bookings, what hangs off
 * them, the buyer's coins (their account row), the refunds and the documents' series, and the
 * capacity last, in one call. Mails are outbox rows, written by whichever step tells someone, and
 * lock nothing.
 */

/** Everything a money event can move, in the order a transaction takes their locks. */
export const lifecycles = ['order', 'bookings', 'missions', 'gift_cards', 'quotes', 'coins', 'refunds', 'credit_note', 'invoice', 'promo_code_uses', 'disputes', 'capacity', 'mails'] as const;
export type Lifecycle = (typeof lifecycles)[number];

export interface SettlementStep {
  /** The step's name, in the product's words: what has happened once it ran. */
  readonly step: string;
  /** What it changes; the first lifecycle is the slice that supplies it. */
  readonly moves: readonly Lifecycle[];
}

/** An order's money arrived, however it came: every paying door runs the same steps (decision 0008's order). */
const paying = [
  // Guarded: an order no longer awaiting payment (paid by another event, expired meanwhile) ends the process here.
  { step: 'order_paid', moves: ['order'] },
  { step: 'bookings_confirmed', moves: ['bookings'] },
  // Created with the payment, and offered to the city's guides (decision 0019).
  { step: 'missions_offered', moves: ['missions', 'mails'] },
  // Its gift cards become redeemable and go to their recipients.
  { step: 'gift_cards_issued', moves: ['gift_cards', 'mails'] },
  // The offers its bookings sell leave the traveller's open quotes (requirements §booking.services).
  { step: 'quotes_paid', moves: ['quotes'] },
  { step: 'invoice_issued', moves: ['invoice'] },
  { step: 'confirmation_sent', moves: ['mails'] },
] as const satisfies readonly SettlementStep[];

/** An order closed unpaid: nothing of it may stay held (decision 0034 for the promo code). */
const closingUnpaid = [
  // Guarded: only orders still awaiting payment close; the others drop out of the steps below.
  { step: 'order_closed', moves: ['order'] },
  { step: 'bookings_cancelled', moves: ['bookings'] },
  { step: 'gift_cards_cancelled', moves: ['gift_cards'] },
  // The accepted offers it held go back to the traveller's cart (requirements §lifecycles.quote).
  { step: 'offers_back_in_cart', moves: ['quotes'] },
  { step: 'coins_returned', moves: ['coins'] },
  { step: 'promo_code_uses_released', moves: ['promo_code_uses'] },
  { step: 'capacity_released', moves: ['capacity'] },
] as const satisfies readonly SettlementStep[];

export const settlementProcess = {
  card_payment_succeeded: paying,
  bank_transfer_confirmed: paying,
  /** Coins covered the whole order at checkout. */
  paid_in_coins: paying,
  order_expired: closingUnpaid,
  payment_setup_failed: closingUnpaid,
  /** An admin cancelled an order still awaiting payment (a gift-card order, from the back office). */
  unpaid_order_cancelled: closingUnpaid,
  /** A booking cancelled by its traveller or by the team (the order's row is locked first, and stays as it is). */
  booking_cancelled: [
    { step: 'booking_cancelled', moves: ['bookings'] },
    // The city's guides are no longer asked to lead it; its guide, if it had one, is told.
    { step: 'mission_withdrawn', moves: ['missions', 'mails'] },
    { step: 'coins_returned', moves: ['coins'] },
    // Its money: a refund record (card, transfer or coins) and the credit note of an invoiced order (decision 0052).
    { step: 'refund_recorded', moves: ['refunds', 'credit_note'] },
    // Only once the whole order is cancelled and refunded: a promo code spent on it may be used again.
    { step: 'promo_code_use_released', moves: ['promo_code_uses'] },
    { step: 'capacity_released', moves: ['capacity'] },
    { step: 'traveller_told', moves: ['mails'] },
  ],
  /** The provider refunded (its own refund event): the refunds it confirms succeed, their travellers told once (decision 0051). */
  refund_succeeded: [{ step: 'refunds_confirmed', moves: ['refunds', 'mails'] }],
  /** The provider failed a refund it had taken (the card closed): it waits on the back office's queue. */
  refund_failed: [{ step: 'refund_failed', moves: ['refunds'] }],
  /** A chargeback the provider reported: recorded on its order and queued for the back office. */
  dispute_opened: [{ step: 'dispute_recorded', moves: ['disputes'] }],
} as const satisfies Record<string, readonly SettlementStep[]>;

export type MoneyEvent = keyof typeof settlementProcess;
export const moneyEvents = Object.keys(settlementProcess) as MoneyEvent[];

/** The names of an event's steps, in their order. */
export type StepOf<E extends MoneyEvent> = (typeof settlementProcess)[E][number]['step'];

/** True when the steps take their locks in the house order: no lifecycle moved after one that comes later in `lifecycles`. */
export function followsLockOrder(steps: readonly SettlementStep[]): boolean {
  const ranks = steps.flatMap((step) => step.moves.filter((moved) => moved !== 'mails').map((moved) => lifecycles.indexOf(moved)));
  return ranks.every((rank, index) => index === 0 || rank >= (ranks[index - 1] ?? 0));
}
