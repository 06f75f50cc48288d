import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { privacyRequestKinds, privacyRequestStates, type PrivacyRequestKind, type PrivacyRequestState } from '@cicerone/core/privacy/requests';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';

/**
 * A request about a person's own data (core privacy/requests.ts): an export (a ZIP built by a job, downloadable by
 * the account only until expires_at) or an erasure. It names no erased data: after an erasure the
 * account row it points to is anonymised, so the back office's list shows only the id and dates.
 */
export const privacyRequest = pgTable(
  'privacy_request',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id),
    kind: text().$type<PrivacyRequestKind>().notNull(),
    state: text().$type<PrivacyRequestState>().notNull().default('pending'),
    /** The admin who carried out a request received by e-mail; null when the person asked from /account. */
    adminUserId: uuid().references(() => appUser.id),
    /** An export's ZIP in the private file store, once built; removed when it expires. */
    fileKey: text(),
    /** When an export's link stops working. */
    expiresAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('privacy_request_kind_check', oneOf(t.kind, privacyRequestKinds)),
    check('privacy_request_state_check', oneOf(t.state, privacyRequestStates)),
    // The export job's queue and the expiry pass.
    index('privacy_request_pending_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('privacy_request_ready_idx').on(t.expiresAt).where(sql`${t.state} = 'ready'`),
    // The back office's list, newest first, and one person's requests.
    index('privacy_request_created_idx').on(t.createdAt.desc()),
    index('privacy_request_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
