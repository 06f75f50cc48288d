/**
 * The life of a payout statement (requirements §audiences.guide: guides are paid before the 10th of each month):
 *  - the monthly run builds it, one per guide, currency and month, as due (to be paid);
 *  - an admin marks it paid once the transfer (SEPA file or by hand) or the PayPal payment is sent.
 * paid is final: a statement paid by mistake is settled outside the product, never unpaid.
 */
import { stateMachine } from '../state-machine.ts';

export const payoutStatuses = ['due', 'paid'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutEvents = ['month_closed', 'paid_by_admin'] as const;
export type PayoutEvent = (typeof payoutEvents)[number];

export const payoutMachine = stateMachine<PayoutStatus, PayoutEvent>(
  payoutStatuses,
  {
    // The monthly run sums the guide's earnings of the month in one currency (payouts/payout-run.ts).
    month_closed: [[null, 'due']],
    // The admin sent the money: the guide sees it paid.
    paid_by_admin: [['due', 'paid']],
  },
  'payout_already_paid',
);
