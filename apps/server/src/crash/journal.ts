// What the server acknowledged (a 2xx, or the card form's redirect to pay-done, received before the
// kill), kept by the test so that after each restart it can say which of those writes survived.

/** A removal or payment sent but not answered before the kill: it may or may not have happened. */
export type Maybe = boolean | 'in doubt';

export interface AckedAddress {
  id: string;
  street: string;
  removed: Maybe;
}

export interface AckedCartItem {
  id: string;
  gone: Maybe;
}

export interface AckedOrder {
  reference: string;
  paymentMethod: 'card' | 'bank_transfer';
  grandTotal: number;
  coinsEurCents: number;
  /** The card payment the answer's client secret names (the test provider's pi_test_…). */
  paymentId: string | null;
  paid: Maybe;
  expiresAt: string | null;
}

export interface AckedCancellation {
  booking: string;
  order: string;
  /** Money the answer said goes back (minor units of the order's currency): a refund record of that amount. */
  amount: number;
  /** Coins the answer said went back to the balance (EUR cents). */
  coins: number;
}

export class Journal {
  readonly signUps: string[] = [];
  readonly addresses: AckedAddress[] = [];
  readonly cartItems: AckedCartItem[] = [];
  readonly orders = new Map<string, AckedOrder>();
  readonly cancellations: AckedCancellation[] = [];
  /** Every acknowledged write, of any kind (a payment, a removal, a login count too). */
  acknowledged = 0;
  /** The same, by kind ('sign-ups', 'card payments'…), for the summary. */
  readonly byKind = new Map<string, number>();
  /** Requests the kill cut off before their answer. */
  inDoubt = 0;
  /** Answers ≥ 500 while the server was up: never expected. */
  readonly serverErrors: string[] = [];
}
