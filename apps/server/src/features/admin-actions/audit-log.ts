import { auditLogPageSize, type AuditChange, type AuditEntry, type AuditLog, type AuditLogQuery } from '@cicerone/core/contracts/admin-audit-log';
import type { AdminSubject } from '@cicerone/core/admin/admin-actions';
import { AppError } from '@cicerone/core/errors';
import { roles, type Role } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import type { AuditValues } from '@cicerone/core/admin/admin-actions';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import { auditLogPage, type AuditRow } from './audit-log-queries.ts';
import { subjectNames } from './audit-subject-queries.ts';

/** The fields a line changed, each with its value before and after, in the order they were written. */
function changesOf(before: AuditValues | null, after: AuditValues | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

function shaped(row: AuditRow, names: Map<string, string>): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    admin: row.admin,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectName: names.get(`${row.subjectType}:${row.subjectId}`) ?? null,
    detail: row.detail,
    changes: changesOf(row.before, row.after),
  };
}

/**
 * The read side of the audit trail (requirements §back-office.audit). Who may read what is decided here, once, for the
 * API and the pages alike: a super admin reads and searches the whole log; an admin (role 2) reads
 * the history of one record they are looking at — never the log of what other admins did elsewhere.
 */
export function auditLog(db: Database) {
  /** A page of the log, each line's record named in `locale` where it has names in several. */
  async function search(caller: { role: Role }, query: AuditLogQuery, locale: Locale = fallbackLocale): Promise<AuditLog> {
    const oneRecord = query.subjectType !== undefined && query.subjectId !== undefined;
    if (caller.role !== roles.superAdmin && !oneRecord) throw new AppError('audit_log_whole_super_admin');
    const { rows, totalItems } = await auditLogPage(db, query, { column: query.sort, dir: query.dir }, auditLogPageSize, (query.page - 1) * auditLogPageSize);
    const names = await subjectNames(db, rows, locale);
    return { entries: rows.map((row) => shaped(row, names)), totalItems, totalPages: Math.max(1, Math.ceil(totalItems / auditLogPageSize)), currentPage: query.page };
  }

  return {
    search,
    /** One record's history, newest first (its first page): what an object's page shows under it. */
    trailOf: (caller: { role: Role }, subjectType: AdminSubject, subjectId: string, locale: Locale = fallbackLocale) => search(caller, { subjectType, subjectId, sort: 'at', dir: 'desc', page: 1 }, locale),
  };
}

export type AuditLogService = ReturnType<typeof auditLog>;
