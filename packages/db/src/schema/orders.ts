import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingEvents, bookingStatuses, type BookingEvent, type BookingStatus } from '@cicerone/core/checkout/booking-status';
import { orderStatuses, type OrderStatus } from '@cicerone/core/checkout/order-status';
import { coinReasons, type CoinReason } from '@cicerone/core/contracts/gift-cards';
import { paymentMethods, type PaymentMethod } from '@cicerone/core/contracts/orders';
import { missionStatuses, type MissionStatus } from '@cicerone/core/missions/mission-status';
import { oneOf } from '../one-of.ts';
import { appUser, promoCode } from './accounts.ts';
import { tour } from './catalog.ts';
import { city } from './reference.ts';
import { quote } from './quotes.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * What a traveller chooses on a tour page and answers for the guide: a cart item holds it and the
 * booking made of it keeps it, column for column (checkout copies one into the other). A function,
 * so each table gets builders of its own.
 */
const tourChoiceColumns = () => ({
  /** 4h | 8h | bike4h */
  duration: text().notNull(),
  /** Local date and start time in the tour's city. */
  day: date({ mode: 'string' }).notNull(),
  startTime: time().notNull(),
  adults: smallint().notNull(),
  children: smallint().notNull().default(0),
  infants: smallint().notNull().default(0),
  guideLanguage: text().notNull(),
  meetingPoint: text(),
  specialRequirements: text(),
  /** Requirements §screens.tour-page traveller type (senior, families, solo…). */
  travelerType: text(),
  /** family_or_friend | travel_agent | colleague | no_answer */
  passengerRelation: text(),
  contactName: text().notNull(),
  contactEmail: text().notNull(),
  contactPhone: text().notNull(),
});

/**
 * What a traveller chose on a tour page, before paying. A logged-in user's items carry user_id; a
 * visitor's carry the random id of their cart cookie (visitor_cart_id) and move to the account at
 * login. Prices are never stored here: the server computes them when the cart is shown or ordered.
 */
export const cartItem = pgTable(
  'cart_item',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => appUser.id, { onDelete: 'cascade' }),
    visitorCartId: uuid(),
    /** A tour chosen on its page, or (quoteId) a service whose offer was accepted: one of the two. */
    tourId: integer().references(() => tour.id, { onDelete: 'cascade' }),
    /**
     * The accepted offer this item sells (requirements §booking.services): its price is the offer's, its choice columns
     * are the request's (day, time, travellers, contact). Unique: an offer is one cart item however
     * many times it is accepted at once.
     */
    quoteId: uuid()
      .unique()
      .references(() => quote.id, { onDelete: 'cascade' }),
    ...tourChoiceColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_item_owner_check', sql`(${t.userId} is null) <> (${t.visitorCartId} is null)`),
    check('cart_item_kind_check', sql`(${t.tourId} is null) <> (${t.quoteId} is null)`),
    check('cart_item_travellers_check', sql`${t.adults} >= 0 and ${t.children} >= 0 and ${t.infants} >= 0 and ${t.adults} + ${t.children} >= 1`),
    index('cart_item_user_idx').on(t.userId),
    index('cart_item_visitor_idx').on(t.visitorCartId),
  ],
);

/**
 * An order: what was bought, in which currency at which rate, every amount in that currency's
 * minor units (coins also in EUR cents, as the ledger counts them). Its bookings are created with
 * it; it is paid by card (provider payment) or by bank transfer (expires unpaid). It belongs to
 * an account (user_id) or, for a gift card bought without one (requirements §screens.gift-cards), to a visitor: the
 * random id of their visitor cookie (visitor_id) with the e-mail their receipt goes to.
 */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Public reference ('CIC-7K4P2QX'), shown to the buyer and used as the transfer's payment reference. */
    reference: text().notNull().unique(),
    userId: uuid().references(() => appUser.id),
    visitorId: uuid(),
    /** Where a visitor's receipt goes; an account's order mails the account. */
    buyerEmail: text(),
    locale: text().notNull(),
    currency: text().notNull(),
    /** EUR → currency rate used for every amount of the order. */
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    discountCode: text(),
    discountPercent: smallint(),
    coins: integer().notNull().default(0),
    coinsEurCents: integer().notNull().default(0),
    grandTotal: integer().notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    /** core checkout/order-status.ts */
    status: text().$type<OrderStatus>().notNull().default('awaiting_payment'),
    provider: text(),
    paymentId: text(),
    /** The last four digits of the card that paid, as the provider reported them: a refund says which card it goes back to. */
    cardLast4: text(),
    /** Unpaid bank-transfer orders (and abandoned card orders) expire and free their slots. */
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** The terms and privacy versions the buyer accepted when placing the order, and when (core privacy/legal.ts); null on orders placed before they were recorded. */
    termsVersion: text(),
    privacyVersion: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('customer_order_amounts_check', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.coins} >= 0 and ${t.grandTotal} >= 0 and ${t.grandTotal} = ${t.subtotal} - ${t.discount} - ${t.coins}`),
    index('customer_order_user_idx').on(t.userId, t.createdAt.desc()),
    check('customer_order_owner_check', sql`(${t.userId} is null) <> (${t.visitorId} is null)`),
    check('customer_order_visitor_email_check', sql`${t.visitorId} is null or ${t.buyerEmail} is not null`),
    // findOwnOrder for a visitor (pay-done, the card step) and the visitor's cards at pay-done.
    index('customer_order_visitor_idx').on(t.visitorId).where(sql`${t.visitorId} is not null`),
    uniqueIndex('customer_order_payment_idx').on(t.provider, t.paymentId),
    check('customer_order_status_check', oneOf(t.status, orderStatuses)),
    check('customer_order_payment_method_check', oneOf(t.paymentMethod, paymentMethods)),
    index('customer_order_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'awaiting_payment'`),
  ],
);

/** One private tour booked in an order (requirements §screens.bookings). */
export const booking = pgTable(
  'booking',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Public booking reference ('BK-…'), on the voucher and its QR code. */
    reference: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => customerOrder.id),
    userId: uuid()
      .notNull()
      .references(() => appUser.id),
    /** The tour booked, or (quoteId) the service whose accepted offer was paid: one of the two. */
    tourId: integer().references(() => tour.id),
    /**
     * The request whose offer this booking sells (requirements §booking.services): its fields (flight, addresses, ship) are
     * the request's. One live booking per offer (booking_quote_live_idx); an order never paid leaves
     * its booking cancelled and the offer payable again.
     */
    quoteId: uuid().references(() => quote.id),
    cityId: integer()
      .notNull()
      .references(() => city.id),
    ...tourChoiceColumns(),
    /** The start as an instant (day + time in the city's zone): cancellation windows count from it. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** This booking's share of the order, in the order's currency minor units and in EUR cents. */
    price: integer().notNull(),
    priceEurCents: integer().notNull(),
    /** core checkout/booking-status.ts */
    status: text().$type<BookingStatus>().notNull(),
    cancellationReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    privateNote: text(),
    /** When the traveller was invited to review the tour (a day after it); the invitation goes once. */
    reviewInvitedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_status_check', oneOf(t.status, bookingStatuses)),
    check('booking_kind_check', sql`(${t.tourId} is null) <> (${t.quoteId} is null)`),
    uniqueIndex('booking_quote_live_idx').on(t.quoteId).where(sql`${t.status} <> 'cancelled'`),
    // The review invitation job: completed bookings not invited yet, by start.
    index('booking_review_invitation_idx').on(t.startsAt).where(sql`${t.status} = 'completed' and ${t.reviewInvitedAt} is null`),
    index('booking_user_idx').on(t.userId, t.startsAt),
    index('booking_order_idx').on(t.orderId),
    index('booking_completion_idx').on(t.startsAt).where(sql`${t.status} = 'pending'`),
    // The back office's list of bookings (features/bookings/admin-booking-queries.ts): each sort and each filter by its own index.
    index('booking_starts_idx').on(t.startsAt, t.id),
    index('booking_created_idx').on(t.createdAt, t.id),
    index('booking_status_idx').on(t.status, t.startsAt, t.id),
    index('booking_tour_idx').on(t.tourId, t.startsAt),
    index('booking_day_idx').on(t.day),
    index('booking_contact_email_idx').on(sql`lower(${t.contactEmail})`),
  ],
);

/**
 * A booking's history (requirements §back-office.bookings): one row per status it took, with the lifecycle event that
 * moved it and who asked — the traveller or an admin (actor_user_id), or nobody for the system (a
 * payment provider's event, the expiry and completion jobs). Written only by
 * features/bookings/booking-status-change.ts, the one place that changes a booking's status, in
 * the transaction of the change. Rows from before this table existed were backfilled from what the
 * bookings and orders kept (decision 0030).
 */
export const bookingStatusChange = pgTable(
  'booking_status_change',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bookingId: uuid()
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    /** Null for the booking's creation. */
    fromStatus: text().$type<BookingStatus>(),
    toStatus: text().$type<BookingStatus>().notNull(),
    /** core checkout/booking-status.ts bookingEvents */
    event: text().$type<BookingEvent>().notNull(),
    actorUserId: uuid().references(() => appUser.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_status_change_event_check', oneOf(t.event, bookingEvents)),
    // A booking's history in the order it happened (the admin booking page).
    index('booking_status_change_booking_idx').on(t.bookingId, t.at, t.id),
  ],
);

/** Every provider event handled once: the same webhook delivered again changes nothing. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    orderId: uuid().references(() => customerOrder.id),
    type: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The coin ledger (requirements §rules.coins): every credit (gift card, refund) and debit (checkout) is a row in
 * EUR cents; app_user.coin_balance is their sum, updated in the same transaction, never below zero.
 */
export const coinEntry = pgTable(
  'coin_entry',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** Signed EUR cents: + credit, − debit. */
    amount: integer().notNull(),
    reason: text().$type<CoinReason>().notNull(),
    orderId: uuid().references(() => customerOrder.id),
    giftCardCode: text(),
    /** Why an admin adjusted the balance (reason 'adjustment'): required there, null otherwise. */
    note: text(),
    /**
     * The adjustment form's one-time token: a second submission of the same form (a double click,
     * a retry) is refused by this unique index instead of moving the coins twice.
     */
    adjustmentKey: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    // An admin's coin adjustment, once per form token (admin users service, adjustCoins).
    uniqueIndex('coin_entry_adjustment_key_idx').on(t.adjustmentKey).where(sql`${t.adjustmentKey} is not null`),
    check('coin_entry_nonzero_check', sql`${t.amount} <> 0`),
    check('coin_entry_reason_check', oneOf(t.reason, coinReasons)),
    index('coin_entry_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A proof of payment uploaded for a bank-transfer order (PDF, JPG or PNG, ≤ 5 MB, checked by content). */
export const paymentProof = pgTable(
  'payment_proof',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => customerOrder.id),
    /** Path in the file store (FILES_DIR or S3 key). */
    path: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    uploadedAt: createdAt(),
  },
  (t) => [index('payment_proof_order_idx').on(t.orderId)],
);

/** The company's bank account per currency, shown for bank transfers (requirements §screens.checkout Order bank details). */
export const bankInformation = pgTable('bank_information', {
  currency: text().primaryKey(),
  accountHolder: text().notNull(),
  bankName: text().notNull(),
  iban: text().notNull(),
  bic: text().notNull(),
});

/** Invoices are numbered per year without gaps: one counter row per year, taken under a row lock. */
export const invoiceCounter = pgTable('invoice_counter', {
  year: smallint().primaryKey(),
  last: integer().notNull().default(0),
});

export const invoice = pgTable(
  'invoice',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => customerOrder.id),
    number: text().notNull().unique(),
    issuedAt: createdAt(),
  },
);

/**
 * Every paid booking becomes a mission, offered to the approved guides of its city who speak its
 * guide language (a query over guide_profile, never a copy); the guides' answers are in
 * mission_response (schema/missions.ts), and an admin assigns one of them (guide_user_id).
 */
export const mission = pgTable(
  'mission',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => booking.id),
    cityId: integer()
      .notNull()
      .references(() => city.id),
    /** core missions/mission-status.ts */
    status: text().$type<MissionStatus>().notNull().default('waiting_response'),
    guideUserId: uuid().references(() => appUser.id),
    assignedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mission_status_check', oneOf(t.status, missionStatuses)),
    // The missions offered in a city (a guide's dashboard, the back office's waiting list).
    index('mission_city_idx').on(t.cityId, t.status),
    // A guide's own missions on /guide-missions (assigned, finished, cancelled with their booking).
    index('mission_guide_idx').on(t.guideUserId).where(sql`${t.guideUserId} is not null`),
  ],
);

/**
 * One order's use of a promo code, written in the order's transaction after the code's row was
 * locked, and deleted when the order closes unpaid (expired, failed, cancelled by an admin): the
 * rows are what a code's usage limits count (docs/decisions/0034-promo-codes-and-places.md).
 */
export const promoCodeRedemption = pgTable(
  'promo_code_redemption',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    code: text()
      .notNull()
      .references(() => promoCode.code, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The limits' count at checkout (all of a code's uses, and one buyer's) and the back office's "used" column.
  (t) => [index('promo_code_redemption_code_user_idx').on(t.code, t.userId)],
);
