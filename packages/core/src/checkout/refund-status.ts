/**
 * The life of a refund (requirements §lifecycles.refund, decision 0050): a record written in the
 * transaction that decides it (a traveller's cancellation, an admin's), then carried to where the
 * money goes.
 *  - coins go back to the ledger in that same transaction: a refund made only of coins is
 *    succeeded from the start;
 *  - money for a card is requested, sent to the payment provider by the refunds job (retried
 *    with the server's back-off (apps/server/src/shared/retry-schedule.ts), one idempotency key
 *    per refund so a retry never pays twice), and succeeded
 *    once the provider's own refund event confirms it; a provider that keeps refusing leaves it
 *    failed, on the back office's queue, where an admin asks for it again;
 *  - money for a bank transfer is requested until an admin says the transfer was sent.
 * A card refund the provider fails after taking it (the card closed: Stripe's refund.updated, its
 * test card 5126) is failed too, even once succeeded; an admin asks again under a new key.
 * Otherwise succeeded is final.
 */
import { stateMachine } from '../state-machine.ts';

export const refundStatuses = ['requested', 'sent', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundEvents = ['requested', 'credited_in_coins', 'provider_accepted', 'provider_confirmed', 'transfer_sent_by_admin', 'attempts_exhausted', 'provider_failed', 'retried_by_admin'] as const;
export type RefundEvent = (typeof refundEvents)[number];

/** Where a refund's money goes: the card that paid, coins only, or the traveller's bank account. */
export const refundRoutes = ['card', 'coins', 'transfer'] as const;
export type RefundRoute = (typeof refundRoutes)[number];

/** Who decided it: the traveller's cancellation, an admin, or the payment provider's dispute. */
export const refundSources = ['traveller', 'admin', 'dispute'] as const;
export type RefundSource = (typeof refundSources)[number];

export const refundMachine = stateMachine<RefundStatus, RefundEvent>(
  refundStatuses,
  {
    requested: [[null, 'requested']],
    credited_in_coins: [[null, 'succeeded']],
    provider_accepted: [['requested', 'sent']],
    // Stripe may answer a refund succeeded at once: its event then confirms a requested one.
    provider_confirmed: [
      ['requested', 'succeeded'],
      ['sent', 'succeeded'],
    ],
    transfer_sent_by_admin: [['requested', 'succeeded']],
    attempts_exhausted: [['requested', 'failed']],
    provider_failed: [
      ['requested', 'failed'],
      ['sent', 'failed'],
      ['succeeded', 'failed'],
    ],
    retried_by_admin: [['failed', 'requested']],
  },
  'refund_status_conflict',
);

/**
 * The back office's refunds list by state: 'waiting' is what needs a person (card refunds the
 * provider kept refusing, bank transfers to send: the dashboard's queue), 'all' every refund.
 */
export const refundListStates = ['waiting', 'all', ...refundStatuses] as const;
export type RefundListState = (typeof refundListStates)[number];
