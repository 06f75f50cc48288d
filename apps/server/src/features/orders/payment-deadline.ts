import type { PaymentMethod } from '@cicerone/core/contracts/orders';

export interface PaymentWindows {
  /** An abandoned card checkout frees its slots after this long. */
  cardPaymentMinutes?: number | undefined;
  /** A bank transfer must arrive within this long (the spec leaves the figure to us). */
  bankTransferHours?: number | undefined;
}

/**
 * When an unpaid order expires and gives its slots and coins back: the one rule for an order
 * placed now and for a card order switched to bank transfer now (which gets the transfer's time).
 */
export function paymentDeadline(method: PaymentMethod, now: Date, windows: PaymentWindows = {}): Date {
  const minutes = method === 'card' ? (windows.cardPaymentMinutes ?? 30) : (windows.bankTransferHours ?? 72) * 60;
  return new Date(now.getTime() + minutes * 60_000);
}
