import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accountTypes, businessKinds, businessStatuses, type AccountType, type BusinessKind, type BusinessStatus } from '@cicerone/core/accounts/business';
import { promoCodeKinds, type PromoCodeKind } from '@cicerone/core/checkout/promo-code';
import { payoutKinds, type PayoutKind } from '@cicerone/core/contracts/account-payouts';
import { genders, type Gender } from '@cicerone/core/contracts/accounts';
import { oneOf } from '../one-of.ts';
import { tour } from './catalog.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A person with an account. Roles as the spec numbers them (1 super admin, 2 admin, 3 guide,
 * 4 customer); a business account is a customer whose business_status goes pending → validated,
 * and validation sets is_pro. coin_balance is in EUR cents and can never go below zero.
 */
export const appUser = pgTable(
  'app_user',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed: one account per address whatever the capitals. */
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    picture: text(),
    role: smallint().notNull().default(4),
    status: text(),
    isPro: boolean().notNull().default(false),
    accountType: text().$type<AccountType>().notNull().default('individual'),
    /** Business accounts only. */
    businessKind: text().$type<BusinessKind>(),
    /** Business accounts only. */
    businessStatus: text().$type<BusinessStatus>(),
    businessValidatedAt: timestamp({ withTimezone: true }),
    companyName: text(),
    vatNumber: text(),
    taxNumber: text(),
    /** E.164, validated as an international number. */
    phone: text(),
    gender: text().$type<Gender>(),
    birthDate: date({ mode: 'string' }),
    /** A locale code (en_US…) or any ISO 639-1 code the person speaks natively. */
    nativeLanguage: text(),
    /** ISO 3166-1 alpha-2 of the country the person lives in. */
    country: text(),
    /** The language the person used last: e-mails are written in it. */
    locale: text().notNull().default('en_US'),
    /** ISO 4217 of the site the person signed up on: links in their e-mails keep it, as they keep `locale` (null: the default, EUR). */
    currency: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    coinBalance: integer().notNull().default(0),
    /**
     * A business account's manager (an admin): /contact-pro writes to them. Set to the admin who
     * validates the account; null sends to the team's address (docs/decisions/0024).
     */
    accountManagerId: uuid().references((): AnyPgColumn => appUser.id, { onDelete: 'set null' }),
    /** Set when an admin deactivates the account (requirements §back-office.users): it cannot log in and its sessions no longer authenticate; null when active. */
    deactivatedAt: timestamp({ withTimezone: true }),
    /**
     * The versions of the terms and of the privacy policy the person last accepted, and when
     * (core privacy/legal.ts): at sign-up, then at each order; null before they ever did.
     */
    termsVersion: text(),
    privacyVersion: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /**
     * Set when the account was erased at the person's request (decision 0054): the row stays, anonymised, so
     * the orders and invoices the law keeps still name their account; it can never log in again.
     */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('app_user_role_check', sql`${t.role} between 1 and 4`),
    check('app_user_coin_balance_check', sql`${t.coinBalance} >= 0`),
    check('app_user_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('app_user_account_type_check', oneOf(t.accountType, accountTypes)),
    check('app_user_business_kind_check', oneOf(t.businessKind, businessKinds)),
    check('app_user_business_status_check', oneOf(t.businessStatus, businessStatuses)),
    check('app_user_gender_check', oneOf(t.gender, genders)),
    index('app_user_business_pending_idx').on(t.createdAt).where(sql`${t.businessStatus} = 'pending'`),
    // The back office's users list (admin-user-queries.ts userPage), a page at a time in each order it
    // offers, read forwards or backwards: by sign-up, by role (also the role filter), by name; the
    // deactivated accounts apart. By e-mail: the unique index.
    index('app_user_created_idx').on(t.createdAt, t.id),
    index('app_user_role_created_idx').on(t.role, t.createdAt, t.id),
    index('app_user_name_idx').on(t.lastName, t.firstName, t.id),
    index('app_user_deactivated_idx').on(t.createdAt, t.id).where(sql`${t.deactivatedAt} is not null`),
    // Its search by the start of an e-mail address, of a last name, or of 'first last', any case, whatever the database's collation.
    index('app_user_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('app_user_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('app_user_full_name_prefix_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    // Its search by any part of an e-mail or a name ('tanaka' finds yuki.tanaka@…, admin-user-queries.ts userSearch), three characters or more.
    index('app_user_search_trgm_idx').using('gin', sql`lower(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/**
 * One login on one device: the family of refresh tokens it rotates through. Access tokens carry
 * its id, so revoking the session (logout, password change, token reuse) ends them at once.
 */
export const userSession = pgTable(
  'user_session',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
    /** logout | password_changed | token_reused | password_reset | deactivated */
    revokedReason: text(),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; a token is used once, then replaced by the next. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => userSession.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_token_session_idx').on(t.sessionId)],
);

/** Single-use tokens sent by mail (verify_email, reset_password), stored as SHA-256 hashes. */
export const accountToken = pgTable(
  'account_token',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_token_user_idx').on(t.userId, t.purpose)],
);

/** A postal address; removing one deactivates it, and at most one active address is primary. */
export const address = pgTable(
  'address',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    activated: boolean().notNull().default(true),
    isPrimary: boolean().notNull().default(false),
    street: text().notNull(),
    streetComplementary: text(),
    zip: text().notNull(),
    state: text(),
    city: text().notNull(),
    /** ISO 3166-1 alpha-2 */
    country: text().notNull(),
    companyName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('address_user_idx').on(t.userId),
    uniqueIndex('address_one_primary_idx').on(t.userId).where(sql`${t.isPrimary} and ${t.activated}`),
  ],
);

/** How a guide is paid: a PayPal address or a bank account; at most one active method is primary. */
export const payoutMethod = pgTable(
  'payout_method',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text().$type<PayoutKind>().notNull(),
    activated: boolean().notNull().default(true),
    isPrimary: boolean().notNull().default(false),
    paypalEmail: text(),
    accountHolder: text(),
    /** ISO 3166-1 alpha-2 */
    bankCountry: text(),
    bankName: text(),
    /** Electronic format: upper case, no spaces. */
    iban: text(),
    /** Outside the IBAN registry (US, CA, AU, JP…): the account number payments go to. */
    accountNumber: text(),
    swiftBic: text(),
    routingNumber: text(),
    branchCode: text(),
    bankCode: text(),
    /** ISO 4217 */
    currency: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payout_method_kind_check', oneOf(t.kind, payoutKinds)),
    index('payout_method_user_idx').on(t.userId),
    uniqueIndex('payout_method_one_primary_idx').on(t.userId).where(sql`${t.isPrimary} and ${t.activated}`),
  ],
);

/** One row per successful login, from the request (IP, user agent) and the client (screen, device id). */
export const loginEvent = pgTable(
  'login_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    ip: text().notNull(),
    location: text(),
    browser: text(),
    userAgent: text(),
    screenResolution: text(),
    deviceId: text(),
  },
  (t) => [index('login_event_user_idx').on(t.userId, t.createdAt.desc())],
);

export const favouriteTour = pgTable(
  'favourite_tour',
  {
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tourId] }), index('favourite_tour_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Discount codes. An agent's personal code (kind 'agent') only works for its owner; the back
 * office (requirements §back-office.settings) keeps the 'discount' ones: a percentage or a fixed EUR amount, days of
 * validity, usage limits and the tours or categories they apply to (checkout/promo-code.ts).
 * The redemptions that count against the limits are promo_code_redemption (orders schema).
 */
export const promoCode = pgTable(
  'promo_code',
  {
    code: text().primaryKey(),
    kind: text().$type<PromoCodeKind>().notNull(),
    ownerUserId: uuid().references(() => appUser.id, { onDelete: 'cascade' }),
    percentOff: smallint(),
    amountOffEurCents: integer(),
    activated: boolean().notNull().default(true),
    validFrom: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    maxUses: integer(),
    maxUsesPerUser: integer(),
    tourIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_code_kind_check', oneOf(t.kind, promoCodeKinds)),
    check('promo_code_percent_check', sql`${t.percentOff} between 1 and 100`),
    check('promo_code_amount_check', sql`${t.amountOffEurCents} >= 1`),
    // Exactly one of a percentage and an amount; an agent's code is always a percentage.
    check('promo_code_one_discount_check', sql`(${t.percentOff} is null) <> (${t.amountOffEurCents} is null)`),
    check('promo_code_agent_percent_check', sql`${t.kind} <> 'agent' or ${t.percentOff} is not null`),
    check('promo_code_limits_check', sql`coalesce(${t.maxUses}, 1) >= 1 and coalesce(${t.maxUsesPerUser}, 1) >= 1`),
    check('promo_code_validity_check', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`),
    uniqueIndex('promo_code_agent_owner_idx').on(t.ownerUserId).where(sql`${t.kind} = 'agent'`),
    // The back office's list, newest first (GET /api/admin/promo-codes).
    index('promo_code_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * A document attached to an outbox mail, named and rendered at send time: the voucher of one
 * booking, or the printable gift card of one card — named by its id, so that its claim code never
 * rests in clear in the outbox (decision 0016).
 */
export type MailAttachmentRef = { kind: 'voucher'; bookingId: string } | { kind: 'invoice'; bookingId: string } | { kind: 'gift-card'; cardId: string };

/** pending until sent; failed once the last attempt gave up (apps/server/src/shared/retry-schedule.ts). */
export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every e-mail is written here first, rendered, in the same transaction as the change it reports;
 * a job sends pending rows (SKIP LOCKED) and retries with back-off, so SMTP being down loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    toAddress: text().notNull(),
    locale: text().notNull(),
    template: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /**
     * Documents to attach, described not rendered: the mail is written inside the paying
     * transaction, and PDFs are rendered only when the mail is sent (mail/attachments.ts).
     */
    attachments: jsonb().$type<MailAttachmentRef[]>().notNull().default([]),
    /**
     * The one-click unsubscribe address of a mailing-list mail (the newsletter): sent as the
     * List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058); null for every other mail.
     */
    listUnsubscribe: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('mail_outbox_status_check', oneOf(t.status, mailStatuses)), index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * Fixed-window counters for rate limits (login per IP and per account, reset, sign-up), shared by
 * every process; old windows are deleted as new ones start.
 */
export const rateLimitWindow = pgTable(
  'rate_limit_window',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
