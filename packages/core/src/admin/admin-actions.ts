/**
 * What an admin did, as the admin action log records it (`admin_action.action`): one name per
 * back-office change, `subject.verb` in the past tense. The log is append-only and read by people
 * (who cancelled this card, who confirmed that transfer); a later back office adds its own names
 * here, and the table keeps no CHECK on them so that adding one needs no migration.
 */
export const adminActions = [
  'gift_card.cancelled',
  'gift_card.sent',
  'gift_card.resent',
  'bank_transfer.confirmed',
  'business_account.validated',
  'guide_application.approved',
  'guide_application.rejected',
  'payout_statement.paid',
  'payout_statements.built',
  'mission.assigned',
  'cruise_line.added',
  'cruise_line.changed',
  'cruise_ship.added',
  'cruise_ship.changed',
  'review.hidden',
  'language.activated',
  'language.deactivated',
  'currency.activated',
  'currency.deactivated',
  'exchange_rate.overridden',
  'exchange_rate.override_removed',
  'bank_information.changed',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'user.coins_adjusted',
  'tour.created',
  'tour.changed',
  'tour.text_changed',
  'tour.published',
  'tour.unpublished',
  'tour_image.added',
  'tour_image.reordered',
  'tour_image.alt_changed',
  'tour_image.deleted',
  'promo_code.created',
  'promo_code.changed',
  'city.changed',
  'country.changed',
  'category.changed',
  'booking.cancelled',
  'booking.refunded',
  'dispute.handled',
  'booking.changed',
  'booking.confirmation_resent',
  'booking.voucher_resent',
  'booking.invoice_resent',
] as const;
export type AdminAction = (typeof adminActions)[number];

/** The kind of record an action was about (`admin_action.subject_type`), with its id as text. */
export const adminSubjects = ['gift_card', 'order', 'user', 'payout_statement', 'payout_month', 'mission', 'cruise_line', 'cruise_ship', 'review', 'language', 'currency', 'tour', 'promo_code', 'city', 'country', 'category', 'booking'] as const;
export type AdminSubject = (typeof adminSubjects)[number];

/** A record's fields as an audit line keeps them (`admin_action.before`/`after`): plain JSON values. */
export type AuditValues = Record<string, unknown>;
