import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdminAction, AdminSubject, AuditValues } from '@cicerone/core/admin/admin-actions';
import { appUser } from './accounts.ts';


/**
 * The admin action log (requirements §back-office.work): who did what, when, to which record, with a short detail —
 * one row per back-office change, written in the transaction of the change itself, so a change
 * never happens unrecorded and a rolled-back one leaves no row. Generic on purpose: every back
 * office names its subject by kind and id (text, as ids differ in type across tables).
 */
export const adminAction = pgTable(
  'admin_action',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => appUser.id),
    /** core admin/admin-actions.ts */
    action: text().$type<AdminAction>().notNull(),
    subjectType: text().$type<AdminSubject>().notNull(),
    subjectId: text().notNull(),
    /** What a person needs to read the line later (an order reference, an amount): never a secret. */
    detail: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /**
     * The fields the change touched, as they were and as they became (requirements §back-office.audit), so the line shows
     * what changed without reading the object's history; null for an action that creates or
     * only notifies (a mail resent). Never a secret (no password hash, no token).
     */
    before: jsonb().$type<AuditValues>(),
    after: jsonb().$type<AuditValues>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The history of one record, newest first (who cancelled this gift card, in the admin list).
    index('admin_action_subject_idx').on(t.subjectType, t.subjectId, t.at.desc()),
    // The whole log, newest first, and one admin's lines (the super admins' searchable log).
    index('admin_action_at_idx').on(t.at.desc()),
    index('admin_action_admin_idx').on(t.adminUserId, t.at.desc()),
  ],
);
