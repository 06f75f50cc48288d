import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAction, AdminSubject } from '@cicerone/core/admin/admin-actions';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';

export interface AuditFilter {
  /** Part of the admin's e-mail or name, any case. */
  admin?: string | undefined;
  action?: AdminAction | undefined;
  subjectType?: AdminSubject | undefined;
  subjectId?: string | undefined;
  /** Whole days on the company's clock, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export type AuditSort = 'at' | 'action' | 'admin';

/** The start of a company day as an instant (Europe/Paris, whatever its offset that day). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${companyTimeZone})`;
const nextDayStart = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${companyTimeZone})`;
const adminName = sql<string>`trim(${appUser.firstName} || ' ' || ${appUser.lastName})`;

function where(filter: AuditFilter): SQL | undefined {
  const like = filter.admin ? `%${filter.admin.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    like ? or(ilike(appUser.email, like), ilike(adminName, like)) : undefined,
    filter.action ? eq(adminAction.action, filter.action) : undefined,
    filter.subjectType ? eq(adminAction.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(adminAction.subjectId, filter.subjectId) : undefined,
    filter.from ? gte(adminAction.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(adminAction.at, nextDayStart(filter.to)) : undefined,
  );
}

/** The time order as the indexes hold it (DESC NULLS LAST, and its reverse): spelled otherwise, PostgreSQL sorts the whole log instead. */
const byTime = { desc: sql`${adminAction.at} desc nulls last`, asc: sql`${adminAction.at} asc nulls first` } as const;

const sortColumns = { at: adminAction.at, action: adminAction.action, admin: appUser.email } as const;

/**
 * One page of the log with each line's admin, and how many lines match. By time it walks
 * admin_action_at_idx (either way) and stops at the page: two lines of one instant, to the
 * microsecond, are two changes of one transaction, which records one; by another column the time,
 * then the id, break ties so a page never repeats or skips a line. One record's lines read
 * admin_action_subject_idx. The count joins the admins only to search by them.
 */
export async function auditLogPage(db: Executor, filter: AuditFilter, sort: { column: AuditSort; dir: SortDirection }, limit: number, offset: number) {
  const order = sort.dir === 'asc' ? asc : desc;
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAction.id,
        at: adminAction.at,
        action: adminAction.action,
        subjectType: adminAction.subjectType,
        subjectId: adminAction.subjectId,
        detail: adminAction.detail,
        before: adminAction.before,
        after: adminAction.after,
        admin: { id: appUser.id, name: adminName, email: appUser.email },
      })
      .from(adminAction)
      .innerJoin(appUser, eq(appUser.id, adminAction.adminUserId))
      .where(condition)
      .orderBy(...(sort.column === 'at' ? [byTime[sort.dir]] : [order(sortColumns[sort.column]), byTime.desc, desc(adminAction.id)]))
      .limit(limit)
      .offset(offset),
    filter.admin
      ? db.select({ value: count() }).from(adminAction).innerJoin(appUser, eq(appUser.id, adminAction.adminUserId)).where(condition)
      : db.select({ value: count() }).from(adminAction).where(condition),
  ]);
  return { rows, totalItems: total?.value ?? 0 };
}

export type AuditRow = Awaited<ReturnType<typeof auditLogPage>>['rows'][number];
