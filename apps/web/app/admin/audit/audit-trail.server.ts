import type { AdminSubject } from '@cicerone/core/admin/admin-actions';
import { auditLogQuery, type AuditEntry, type AuditLogQuery } from '@cicerone/core/contracts/admin-audit-log';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { groupBands } from '@cicerone/core/catalog/pricing';
import { languageTag } from '@cicerone/core/locales';
import { currencyName, languageName } from '../../lib/format/intl-names.ts';
import type { accountPage } from '../../accounts/account-page.server.ts';
import { pageParam } from '../../lib/page/site-page.server.ts';
import type { AuditRow } from './audit-trail.tsx';

type Page = ReturnType<typeof accountPage>;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^(\d{4})-(\d{2})$/;

/** Fields holding euro cents, shown as money ('priceCents: 13000' reads '130,00 €'). */
const eurCentFields = /(EurCents|priceCents|PriceCents)$/;
/** Fields holding a list of languages or one language, shown by name. */
const languageFields = new Set(['guideLanguages', 'spokenLanguages', 'language', 'locale']);

/** A stored value as a person reads it: no JSON, money, days, instants and names in the page's language, nothing as a dash. */
function readable(value: unknown, page: Page, field = ''): string {
  const tag = languageTag(page.locale);
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return page.t('admin.audit.nothing');
  if (typeof value === 'boolean') return page.t(value ? 'admin.audit.yes' : 'admin.audit.no');
  if (typeof value === 'number') {
    if (eurCentFields.test(field)) return new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(value / 100);
    if (field === 'role') return wordsOr(page.t, `admin.users.role.${value}`, String(value));
    return new Intl.NumberFormat(tag).format(value);
  }
  if (typeof value === 'string') {
    if (languageFields.has(field)) return languageName(tag, value);
    if (isoDay.test(value)) return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
    return isoInstant.test(value) && !Number.isNaN(Date.parse(value)) ? formatInstant(value, companyClock(page.t), { tag, t: page.t, dateStyle: 'medium' }) : value;
  }
  if (Array.isArray(value)) return new Intl.ListFormat(tag, { type: 'unit' }).format(value.map((item) => readable(item, page, field)));
  const record = value as Record<string, unknown>;
  // A tour's price: '4 hours, 1–2 travellers: 130,00 €'.
  if (typeof record['duration'] === 'string' && typeof record['band'] === 'number' && typeof record['priceCents'] === 'number') {
    const band = groupBands[record['band']];
    const people = band ? page.t('admin.tours.band', { min: band.min, max: band.max }) : String(record['band']);
    return `${wordsOr(page.t, `tour.duration.${record['duration']}`, record['duration'])}, ${people}: ${readable(record['priceCents'], page, 'priceCents')}`;
  }
  return Object.entries(record)
    .map(([key, item]) => `${fieldLabel(page, '', key)}: ${readable(item, page, key)}`)
    .join('; ');
}

/** The label the back office's own forms give a field, else the audit trail's own word for it; the name itself only while no catalogue has one. */
function fieldLabel(page: Page, subjectType: string, field: string): string {
  const forms: Record<string, string> = { tour: 'admin.tours.field', promo_code: 'admin.promoCodes.field', city: 'admin.places.field', country: 'admin.places.field', category: 'admin.places.field', booking: 'admin.booking.field' };
  const own = forms[subjectType];
  const formWord = own ? page.t(`${own}.${field}`) : null;
  if (formWord && formWord !== `${own}.${field}`) return formWord;
  return wordsOr(page.t, `admin.audit.field.${field}`, field);
}

/** The record a line is about, by its name where it has one (a month, a language and a currency by theirs in the page's language). */
function subjectName(page: Page, entry: AuditEntry): string {
  const tag = languageTag(page.locale);
  const month = isoMonth.exec(entry.subjectId);
  if (entry.subjectType === 'payout_month' && month) return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  if (entry.subjectType === 'language') return languageName(tag, entry.subjectId);
  if (entry.subjectType === 'currency') return `${currencyName(tag, entry.subjectId)} (${entry.subjectId})`;
  return entry.subjectName ?? entry.subjectId;
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
  const changes = entry.changes.map((change) => ({ field: fieldLabel(page, entry.subjectType, change.field), before: readable(change.before, page, change.field), after: readable(change.after, page, change.field) }));
  const changed = new Set(changes.map((change) => change.after));
  return {
    id: entry.id,
    at: formatInstant(entry.at, companyClock(page.t), { tag, t: page.t, dateStyle: 'medium' }),
    admin: entry.admin.name || entry.admin.email,
    adminEmail: entry.admin.email,
    action: wordsOr(page.t, `admin.audit.action.${entry.action}`, entry.action),
    subject: page.t('admin.audit.subject', { kind: wordsOr(page.t, `admin.audit.subject.${entry.subjectType}`, entry.subjectType), id: subjectName(page, entry) }),
    changes,
    // A detail that repeats a field's new value (a rejection's reason) is said once, as the change.
    detail: Object.entries(entry.detail)
      .map(([key, value]) => ({ key: fieldLabel(page, entry.subjectType, key), value: readable(value, page, key) }))
      .filter((item) => !changed.has(item.value)),
  };
}

/**
 * One record's history for its page's loader (requirements §back-office.audit): `auditTrailOf(page, 'order', order.id)`
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
