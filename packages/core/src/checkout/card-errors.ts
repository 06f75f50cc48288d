import type { ErrorCode } from '../errors.ts';

/**
 * Stripe's card error `code` and `decline_code` → the requirements §errors message shown to the traveller. Both
 * providers go through here (the test provider records Stripe's codes for its test cards), and so
 * does the Payment Element in the browser, so a card refused in test mode reads exactly as it will
 * with Stripe.
 */
const byStripeCode: Readonly<Record<string, ErrorCode>> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'card_details_incorrect',
  invalid_number: 'card_details_incorrect',
  invalid_expiry_month: 'card_details_incorrect',
  invalid_expiry_year: 'card_details_incorrect',
  incorrect_zip: 'card_details_incorrect',
  processing_error: 'payment_error',
  // The cardholder failed or abandoned 3-D Secure: nothing wrong with the card, try again.
  payment_intent_authentication_failure: 'payment_failed',
  authentication_required: 'payment_failed',
  card_declined: 'card_declined',
};

/** decline_code is the more precise of the two (code card_declined + decline_code insufficient_funds). */
export function cardErrorCode(code: string | null | undefined, declineCode?: string | null): ErrorCode {
  return (declineCode && byStripeCode[declineCode]) || (code && byStripeCode[code]) || (declineCode ? 'card_declined' : 'payment_failed');
}
