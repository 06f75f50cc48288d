/**
 * Every failure a user can meet has a code; the code names the message key
 * `errors.<code>` that the API and the pages show in the request's language.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  invalid_token: 401,
  site_password_required: 401,
  forbidden: 403,
  csrf_rejected: 403,
  user_not_found: 404,
  not_found: 404,
  route_not_found: 404,
  currency_not_found: 404,
  tour_not_found: 404,
  city_not_found: 404,
  country_not_found: 404,
  continent_not_found: 404,
  content_not_found: 404,
  address_not_found: 404,
  payout_method_not_found: 404,
  cart_item_not_found: 404,
  order_not_found: 404,
  bank_information_unavailable: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  guide_business_refused: 409,
  email_not_verified: 409,
  business_not_pending: 409,
  link_invalid: 400,
  wrong_password: 400,
  invalid_country: 400,
  invalid_currency: 400,
  invalid_iban: 400,
  invalid_bic: 400,
  iban_country_mismatch: 400,
  // checkout (requirements §rules.pricing): pure rules in @cicerone/core/checkout
  cart_empty: 400,
  group_size_out_of_range: 400,
  // Infants ride free but one per adult, 20 people in all (checkout/group-size.ts).
  too_many_infants: 400,
  tour_price_unavailable: 400,
  invalid_discount_code: 400,
  // Promo codes (requirements §back-office.promo-codes, checkout/promo-code.ts): the code exists but not for this order.
  promo_code_not_yet_valid: 400,
  promo_code_expired: 400,
  promo_code_not_for_these_tours: 400,
  promo_code_used_up: 409,
  promo_code_already_used: 409,
  promo_code_taken: 409,
  time_out_of_range: 400,
  no_time_slots: 409,
  duration_unavailable: 400,
  guide_language_unavailable: 400,
  cart_full: 409,
  booking_status_conflict: 409,
  refund_status_conflict: 409,
  refund_not_found: 404,
  // A bank-transfer order's refund goes back by transfer: to the account the canceller names (requirements §lifecycles.refund).
  refund_account_required: 400,
  sepa_no_refund_to_export: 409,
  // An admin's partial refund (core checkout/refund-bounds.ts): whole minor units, within what is left, of a paid order.
  refund_amount_invalid: 400,
  refund_too_large: 409,
  refund_order_not_paid: 409,
  // A chargeback marked handled twice (features/disputes).
  dispute_not_found: 404,
  dispute_already_handled: 409,
  // My bookings: someone else's booking is not found; a change too late or after the end is locked.
  booking_not_found: 404,
  booking_locked: 409,
  note_not_available: 409,
  // Documents (requirements §api.paths): a voucher once paid and while not cancelled; an invoice once the order is paid.
  voucher_not_available: 409,
  // A cancelled booking's voucher link (an old tab, a saved link) says the booking was cancelled.
  voucher_booking_cancelled: 409,
  confirmation_not_available: 409,
  invoice_not_available: 409,
  // A refund's credit note (decision 0052), asked by a number the booking's order has none under.
  credit_note_not_found: 404,
  insufficient_coins: 409,
  // Card payments (requirements §errors). A refused card is 402, as the card networks and Stripe answer it;
  // the provider itself failing is the gateway's fault (502), a missing provider a 503.
  card_details_incorrect: 402,
  payment_method_failed: 402,
  payment_failed: 402,
  card_declined: 402,
  insufficient_funds: 402,
  expired_card: 402,
  incorrect_cvc: 402,
  payment_error: 502,
  card_provider_not_loaded: 503,
  // Proofs of payment for bank transfers (requirements §errors, §constants.uploads): 5 MB, PDF/JPEG/PNG by content, 10 per order.
  proof_too_large: 413,
  proof_type_not_allowed: 415,
  proof_limit_reached: 409,
  proof_not_found: 404,
  proof_upload_failed: 502,
  // Pictures (requirements §rules.uploads: a guide's photo, PNG, JPG or GIF up to 10 MB); the limits are in uploads.ts.
  picture_too_large: 413,
  picture_type_not_allowed: 415,
  // A photo within its bytes that claims more pixels than decoding may take (a decompression bomb):
  // said as such, with the limit, not as a file of the wrong type (uploads.ts maxImagePixels).
  image_too_many_pixels: 422,
  // An upload form carries one file and its few fields; a body of many more parts is refused as such, not as a file too large.
  upload_too_many_parts: 413,
  // Recruitment (requirements §rules.uploads, §errors): the audio answers' type, size and length; 'answer all questions'; a
  // step of an application already submitted; another person's application is not found.
  audio_too_large: 413,
  audio_type_not_allowed: 415,
  audio_duration_out_of_range: 400,
  recruitment_answers_missing: 400,
  recruitment_incomplete: 409,
  recruitment_locked: 409,
  recruitment_not_found: 404,
  order_not_awaiting_payment: 409,
  // Paying an unpaid order another way (checkout/payment-method-change.ts): a bank transfer stays
  // one; a card payment already under way cannot be swapped for a transfer.
  payment_method_locked: 409,
  payment_in_progress: 409,
  // An admin confirming a transfer another admin (or a second click) confirmed first.
  transfer_already_confirmed: 409,
  // Gift cards (requirements §lifecycles.gift-card, §errors): the redeem results. An unknown, malformed or cancelled code is one
  // answer (invalid); a card whose order is unpaid, and one already redeemed, say so.
  gift_card_code_invalid: 404,
  gift_card_not_paid: 409,
  gift_card_already_redeemed: 409,
  gift_card_status_conflict: 409,
  // 'Generic failure, try later' (requirements §errors): the redeem could not complete; nothing was credited.
  gift_card_redeem_failed: 503,
  // Buying a gift card (requirements §screens.gift-cards, §rules.coins): the amount's bounds, what cannot pay for one, when to send it.
  gift_card_amount_out_of_range: 400,
  gift_card_payment_not_allowed: 400,
  gift_card_send_at_invalid: 400,
  gift_card_message_too_long: 400,
  gift_card_not_found: 404,
  // The back office cancels only a card never paid (a paid card is money), and only one that is all
  // its order holds: cancelling one item of a larger order would leave its total wrong.
  gift_card_not_cancellable: 409,
  gift_card_not_alone_in_order: 409,
  // Vetting guide applications (requirements §lifecycles.application): one decision per application, however many admins
  // click; an application still being filled in, or already decided, is not waiting for one.
  guide_application_not_found: 404,
  guide_application_not_submitted: 409,
  guide_file_not_found: 404,
  // Guide payouts (requirements §audiences.guide, §lifecycles.payout): a statement paid once; a SEPA file needs due EUR bank transfers.
  payout_statement_not_found: 404,
  payout_already_paid: 409,
  // A month's statements are built once it is over (payouts/guide-earnings.ts monthFinished).
  payout_month_not_finished: 400,
  sepa_nothing_to_export: 409,
  // Missions (requirements §errors): 'Mission already assigned or given' — assigned first by another admin,
  // given back, or cancelled with its booking; a guide cancels only the mission assigned to them.
  mission_already_assigned: 409,
  mission_not_found: 404,
  mission_not_assigned_to_you: 409,
  mission_guide_not_responded: 409,
  // Quotes (requirements §lifecycles.quote): another person's request is not found; an offer is accepted once, while valid.
  quote_not_found: 404,
  quote_status_conflict: 409,
  quote_offer_expired: 409,
  // Cruise companies and ships (decision 0021): an admin's edit; a name is once per list (any case).
  cruise_line_not_found: 404,
  cruise_ship_not_found: 404,
  cruise_name_taken: 409,
  language_not_found: 404,
  rate_override_not_found: 404,
  language_is_default: 409,
  last_language: 409,
  currency_is_default: 409,
  last_currency: 409,
  currency_without_rate: 409,
  // Support chat (requirements §screens.chat): someone else's conversation, or none yet, is not found.
  chat_conversation_not_found: 404,
  // Reviews after a tour (requirements §rules.reviews): the traveller's own completed booking, once; five photos at most.
  review_booking_not_completed: 409,
  review_already_exists: 409,
  review_not_found: 404,
  review_already_hidden: 409,
  review_photo_too_large: 413,
  review_photo_type_not_allowed: 415,
  review_too_many_photos: 400,
  // The audit trail (requirements §back-office.audit): the whole log is a super admin's; an admin reads one record's lines.
  audit_log_whole_super_admin: 403,
  // The back office's users (requirements §back-office.users): admins are made and unmade by a super admin only, one super admin always stays.
  account_deactivated: 403,
  admin_role_super_admin_only: 403,
  last_super_admin: 409,
  own_account_refused: 409,
  // Nobody credits themselves: an admin's own coins are moved by another admin (admin-users.ts).
  own_coins_refused: 409,
  account_already_deactivated: 409,
  account_not_deactivated: 409,
  coin_adjustment_repeated: 409,
  // The back office's tours (requirements §back-office.catalogue): a city that is not in the reference data; a tour published without what its page needs (catalog/tour-editing.ts).
  tour_city_unknown: 400,
  tour_needs_english_text: 409,
  tour_needs_prices: 409,
  // A tour's gallery (requirements §back-office.catalogue): a photo by its content; a new order names every photo of the tour once.
  tour_image_too_large: 413,
  tour_image_type_not_allowed: 415,
  tour_image_not_found: 404,
  tour_image_order_mismatch: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly values: Record<string, string | number> | undefined;

  constructor(code: ErrorCode, values?: Record<string, string | number>, options?: ErrorOptions) {
    super(code, options);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.values = values;
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatus, value);
}
