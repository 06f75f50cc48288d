import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { adminActions, adminSubjects } from '../admin/admin-actions.ts';
import { adminPageSize, listPageFields, sortQuery } from './admin-lists.ts';
import { pageQuery } from './catalog.ts';
import { calendarDay, text } from './common.ts';

export { adminPageSize as auditLogPageSize };

/**
 * GET /api/admin/audit-log (requirements §back-office.audit): the admin action log, searched by who, what, which
 * record and when, newest first by default. The whole log is a super admin's; an admin reads the
 * lines of one record (subjectType and subjectId both given), as each record's page shows them.
 */
export const auditLogColumns = ['at', 'action', 'admin'] as const;

export const auditLogQuery = z.object({
  /** Part of the admin's e-mail or name (any case). */
  admin: text(200).trim().optional(),
  action: z.enum(adminActions, { error: 'errors.query.choice' }).optional(),
  subjectType: z.enum(adminSubjects, { error: 'errors.query.choice' }).optional(),
  subjectId: text(100).trim().optional(),
  /** From and to, whole days on the company's clock (Europe/Paris), both included. */
  from: calendarDay('errors.query.day').optional(),
  to: calendarDay('errors.query.day').optional(),
  ...sortQuery(auditLogColumns),
  page: pageQuery,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** One field the change touched: its value before and after (plain JSON values; null for none). */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime({ offset: true }),
    admin: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    action: z.enum(adminActions),
    subjectType: z.enum(adminSubjects),
    subjectId: z.string(),
    /** The record as a person names it (a tour's title in the reader's language, an account's e-mail, a reference); null when it is gone. */
    subjectName: z.string().nullable(),
    /** What a person needs to read the line (an order reference, a reason). */
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    changes: z.array(auditChangeSchema),
  })
  .register(apiSchemas, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), ...listPageFields }).register(apiSchemas, { id: 'AuditLog' });
export type AuditLog = z.infer<typeof auditLogSchema>;
