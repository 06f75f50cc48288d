import type { AdminSubject } from '@cicerone/core/admin/admin-actions';
import { auditLogQuery, type AuditEntry, type AuditLogQuery } from '@cicerone/core/contracts/admin-audit-log';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import type { accountPage } from '../../accounts/account-page.server.ts';
import { pageParam } from '../../lib/page/site-page.server.ts';
import type { AuditRow } from './audit-trail.tsx';

type Page = ReturnType<typeof accountPage>;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a person reads it: no JSON, numbers and instants in the page's language, nothing as a dash. */
function readable(value: unknown, page: Page): string {
  const tag = languageTag(page.locale);
  if (value === null || value === undefined || value === '') return page.t('admin.audit.nothing');
  if (typeof value === 'boolean') return page.t(value ? 'admin.audit.yes' : 'admin.audit.no');
  if (typeof value === 'number') return new Intl.NumberFormat(tag).format(value);
  if (typeof value === 'string') return isoInstant.test(value) && !Number.isNaN(Date.parse(value)) ? formatInstant(value, companyClock(page.t), { tag, t: page.t, dateStyle: 'medium' }) : value;
  if (Array.isArray(value)) return value.map((item) => readable(item, page)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${readable(item, page)}`)
    .join('; ');
}

/** A message, or `fallback` while its catalogs lack it (a back office's action name added before its words). */
export function wordsOr(t: Page['t'], key: string, fallback: string): string {
  const words = t(key);
  return words === key ? fallback : words;
}

/** The log's lines as the audit trail shows them, in the page's language on the company's clock. */
export function auditRows(page: Page, entries: readonly AuditEntry[]): AuditRow[] {
  const tag = languageTag(page.locale);
  return entries.map((entry) => shapedRow(page, tag, entry));
}

function shapedRow(page: Page, tag: string, entry: AuditEntry): AuditRow {
  const changes = entry.changes.map((change) => ({ field: change.field, before: readable(change.before, page), after: readable(change.after, page) }));
  const changed = new Set(changes.map((change) => change.after));
  return {
    id: entry.id,
    at: formatInstant(entry.at, companyClock(page.t), { tag, t: page.t, dateStyle: 'medium' }),
    admin: entry.admin.name || entry.admin.email,
    adminEmail: entry.admin.email,
    action: wordsOr(page.t, `admin.audit.action.${entry.action}`, entry.action),
    subject: page.t('admin.audit.subject', { kind: wordsOr(page.t, `admin.audit.subject.${entry.subjectType}`, entry.subjectType), id: entry.subjectId }),
    changes,
    // A detail that repeats a field's new value (a rejection's reason) is said once, as the change.
    detail: Object.entries(entry.detail)
      .map(([key, value]) => ({ key, value: readable(value, page) }))
      .filter((item) => !changed.has(item.value)),
  };
}

/**
 * One record's history for its page's loader (issue 18 §7): `auditTrailOf(page, 'order', order.id)`
 * beside the record's own data, then `<AuditTrail rows={…} />` under it. The service decides who may
 * read it (any admin may read one record's lines); the newest 50 lines.
 */
export async function auditTrailOf(page: Page, subjectType: AdminSubject, subjectId: string): Promise<AuditRow[]> {
  if (!page.user) return [];
  const log = await page.services.auditLog.trailOf(page.user, subjectType, subjectId, page.locale);
  return auditRows(page, log.entries);
}

/** The log page's search (?admin=&action=&subjectType=&subjectId=&from=&to=&sort=&dir=&page=) read with the API's contract; a field it cannot read is left out, not refused. */
export function auditSearch(request: Request): AuditLogQuery {
  const query = new URL(request.url).searchParams;
  const fields = ['admin', 'action', 'subjectType', 'subjectId', 'from', 'to', 'sort', 'dir'] as const;
  const values: Record<string, string | number> = { page: pageParam(request, 'page') };
  for (const field of fields) {
    const value = query.get(field);
    if (!value) continue;
    // Each field alone: a wrong date leaves the others standing.
    if (auditLogQuery.shape[field].safeParse(value).success) values[field] = value;
  }
  return auditLogQuery.parse(values);
}
