/**
 * Stripe's test card numbers (docs.stripe.com/testing) and what each does, so the built-in test
 * provider and Stripe in test mode answer the same card the same way. Any expiry date in the
 * future and any CVC are accepted, as with Stripe.
 */
export type TestCardOutcome =
  /** `disputed`: the payment succeeds, then the cardholder's bank opens a chargeback (Stripe's 0259). */
  /** `refundFails`: refunds are taken, then fail (Stripe's 5126: the card can no longer receive money). */
  | { kind: 'succeeds'; disputed?: true; refundFails?: true }
  | { kind: 'requires_action' }
  /** Stripe's card error code and decline code, mapped to our messages by cardErrorCode. */
  | { kind: 'declined'; code: string; declineCode?: string };

export const testCards: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000259': { kind: 'succeeds', disputed: true },
  '4000000000005126': { kind: 'succeeds', refundFails: true },
  '4000000000000002': { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': { kind: 'declined', code: 'card_declined', declineCode: 'insufficient_funds' },
  '4000002500003155': { kind: 'requires_action' },
  // Stripe's "always authenticate" card: 3-D Secure on every payment, as 3155 on a first one.
  '4000002760003184': { kind: 'requires_action' },
  '4000000000000069': { kind: 'declined', code: 'expired_card' },
  '4000000000000127': { kind: 'declined', code: 'incorrect_cvc' },
};

/** What the test provider does with a typed card number (spaces and dashes ignored). */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'declined', code: 'incorrect_number' };
  // A well-formed number that is not a test card: Stripe's test mode refuses real cards too.
  return testCards[digits] ?? { kind: 'declined', code: 'incorrect_number' };
}

/** Whether refunds to the card that paid fail once taken (what the test provider remembers of a card is its last four digits, unique among the test cards). */
export function refundsFailTo(cardLast4: string | undefined): boolean {
  return cardLast4 !== undefined && Object.entries(testCards).some(([number, outcome]) => number.endsWith(cardLast4) && outcome.kind === 'succeeds' && outcome.refundFails === true);
}

/** The check digit every card number carries, which catches one mistyped digit or swapped pair. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
