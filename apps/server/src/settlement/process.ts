import { settlementProcess, type MoneyEvent, type StepOf } from '@cicerone/core/checkout/settlement';
import type { Executor } from '@cicerone/db/client';
import type { Asker, Refund } from '../features/bookings/booking-service.ts';
import type { BookingRow, OrderOfBooking } from '../features/bookings/booking-change-queries.ts';
import type { DisputedByProvider, PaidBy, RefundedByProvider, RefundFailedByProvider } from '../features/orders/payment-events.ts';
import type { BankAccount } from '../features/refunds/refund-service.ts';
import type { RefundRow } from '../features/refunds/refund-queries.ts';

/** An order whose money arrived: how, when, and who saw it (an admin confirming a transfer; a provider's event has nobody). */
export interface OrderPaid {
  orderId: string;
  paidAt: Date;
  by: PaidBy;
  adminUserId: string | null;
}

/** Orders to close unpaid; the steps fill in which did close (still awaiting payment) and the bookings whose days they free. */
export interface UnpaidOrdersClosing {
  orderIds: readonly string[];
  now: Date;
  closed: readonly { id: string; userId: string | null; coinsEurCents: number }[];
  released: readonly { tourId: number | null; day: string }[];
}

/** A booking being cancelled, with its order (both locked) and what the policy or the admin decided it gives back. */
export interface BookingCancellation {
  booking: BookingRow;
  order: OrderOfBooking;
  asker: Asker;
  reason: string;
  now: Date;
  /** The free-cancellation policy's answer (the traveller's mail says why nothing goes back otherwise). */
  free: boolean;
  refund: Refund;
  bankAccount: BankAccount | null | undefined;
  /** The refund's record, once the refunds step wrote it (none when nothing goes back). */
  recorded?: RefundRow | undefined;
}

/** What each money event's steps are given. */
export interface SettlementSubjects {
  card_payment_succeeded: OrderPaid;
  bank_transfer_confirmed: OrderPaid;
  paid_in_coins: OrderPaid;
  order_expired: UnpaidOrdersClosing;
  payment_setup_failed: UnpaidOrdersClosing;
  unpaid_order_cancelled: UnpaidOrdersClosing;
  booking_cancelled: BookingCancellation;
  refund_succeeded: RefundedByProvider;
  refund_failed: RefundFailedByProvider;
  dispute_opened: DisputedByProvider;
}

/**
 * One step, in the event's transaction: `false` ends the process there (a guard found nothing to
 * do: the order was no longer awaiting payment); a subject passes what the step found to the next ones.
 */
export type SettlementStep<Subject> = (tx: Executor, subject: Subject, event: MoneyEvent) => Promise<Subject | false | void>;

/** Every step of every event, supplied by the slice that owns what it moves: none optional, none defaulted. */
export type SettlementHooks = { readonly [E in MoneyEvent]: { readonly [S in StepOf<E>]: SettlementStep<SettlementSubjects[E]> } };

/** Runs a money event's steps in the table's order in the caller's transaction; null when a guard ended it. */
export type Settle = <E extends MoneyEvent>(event: E, tx: Executor, subject: SettlementSubjects[E]) => Promise<SettlementSubjects[E] | null>;

/**
 * The settlement process (packages/core checkout/settlement.ts) run through the slices' hooks. The
 * hooks are read when an event first runs: the services that supply them are built after the ones that settle.
 */
export function settlement(hooksOf: () => SettlementHooks): Settle {
  return async (event, tx, subject) => {
    const hooks = hooksOf()[event] as Record<string, SettlementStep<SettlementSubjects[typeof event]>>;
    let current = subject;
    for (const { step } of settlementProcess[event]) {
      const run = hooks[step];
      if (!run) throw new Error(`settlement: no hook for ${event}.${step}`);
      const next = await run(tx, current, event);
      if (next === false) return null;
      if (next) current = next;
    }
    return current;
  };
}
