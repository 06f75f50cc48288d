// Server-only: the promo codes page read and written with the API's own contracts (zod never
// reaches the browser), carried out by the same service as /api/admin/promo-codes.
import { adminPromoCodesQuery, promoCodeChangeBody, promoCodeCreateBody, type AdminPromoCode } from '@cicerone/core/contracts/admin-promo-codes';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { AppServices } from '@cicerone/server/services';
import type { accountPage } from '../accounts/account-page.server.ts';
import { invalid, parseForm, readForm } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';
import type { FlashNotice } from '../lib/page/flash.ts';
import { pageParam } from '../lib/page/site-page.server.ts';
import type { PromoCodeRow } from './promo-codes-table.tsx';
import type { PromoCodeFormValues } from './promo-code-form.tsx';

type Page = ReturnType<typeof accountPage>;
const eur = { code: 'EUR', minorUnits: 2 };

/** The list's search (?q=&status=&sort=&dir=&page=) read with the API's contract; what it cannot read is left out, not refused. */
export function promoCodeSearch(request: Request) {
  const query = new URL(request.url).searchParams;
  const page = pageParam(request, 'page');
  const read = (name: string) => query.get(name) || undefined;
  const parsed = adminPromoCodesQuery.safeParse({ q: read('q'), status: read('status'), sort: read('sort'), dir: read('dir'), page });
  return parsed.success ? parsed.data : adminPromoCodesQuery.parse({ page });
}

/** A code as a line of the table, in the page's language. */
export function promoCodeRows(page: Page, codes: readonly AdminPromoCode[]): PromoCodeRow[] {
  const tag = languageTag(page.locale);
  const day = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return codes.map((code) => {
    const from = code.validFrom ? day(code.validFrom) : null;
    const until = code.validUntil ? day(code.validUntil) : null;
    const scoped = code.tourIds.length + code.categoryIds.length;
    return {
      code: code.code,
      agent: code.kind === 'agent',
      activated: code.activated,
      discount: code.percentOff !== null ? page.t('admin.promoCodes.percent', { percent: code.percentOff }) : page.t('admin.promoCodes.amount', { amount: formatMoney(code.amountOffEurCents ?? 0, eur, tag) }),
      validity: from && until ? page.t('admin.promoCodes.validity.range', { from, until }) : from ? page.t('admin.promoCodes.validity.from', { from }) : until ? page.t('admin.promoCodes.validity.until', { until }) : page.t('admin.promoCodes.validity.always'),
      uses: [
        code.maxUses === null ? page.t('admin.promoCodes.uses.unlimited', { uses: code.uses }) : page.t('admin.promoCodes.uses.limited', { uses: code.uses, max: code.maxUses }),
        ...(code.maxUsesPerUser === null ? [] : [page.t('admin.promoCodes.uses.perUser', { max: code.maxUsesPerUser })]),
      ].join(' · '),
      scope: scoped === 0 ? page.t('admin.promoCodes.scope.all') : [code.tourIds.length > 0 ? page.t('admin.promoCodes.scope.tours', { count: code.tourIds.length }) : null, code.categoryIds.length > 0 ? `${page.t('admin.promoCodes.field.categoryIds')}: ${code.categoryIds.length}` : null].filter(Boolean).join(' · '),
      createdAt: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(new Date(code.createdAt)),
    };
  });
}

/** A code's rules as the form shows them (text fields; the amount in euros). */
export function formValuesOf(code: AdminPromoCode | null): PromoCodeFormValues {
  return {
    code: code?.code ?? '',
    kind: code && code.percentOff === null ? 'amount' : 'percent',
    percentOff: code?.percentOff?.toString() ?? '',
    amountOff: code?.amountOffEurCents == null ? '' : (code.amountOffEurCents / 100).toFixed(2),
    validFrom: code?.validFrom ?? '',
    validUntil: code?.validUntil ?? '',
    maxUses: code?.maxUses?.toString() ?? '',
    maxUsesPerUser: code?.maxUsesPerUser?.toString() ?? '',
    tourIds: code?.tourIds.join(', ') ?? '',
    categoryIds: code?.categoryIds.map(String) ?? [],
    activated: code?.activated ?? true,
  };
}

const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
const numberOrText = (value: string | undefined) => {
  const blank = blankToNull(value);
  return blank === null ? null : /^\d+$/.test(blank) ? Number(blank) : blank;
};

/** The posted form as the API's body: one of a percentage and an amount (euros → cents), empty fields null. */
function bodyOf(values: FormValues) {
  const amount = blankToNull(values['amountOff']);
  const euros = amount === null ? null : Number(amount.replace(',', '.'));
  const amountOffEurCents = euros === null ? null : Number.isFinite(euros) ? Math.round(euros * 100) : amount;
  const amountKind = values['kind'] === 'amount';
  const tours = blankToNull(values['tourIds']);
  return {
    percentOff: amountKind ? null : numberOrText(values['percentOff']),
    amountOffEurCents: amountKind ? amountOffEurCents : null,
    activated: values['activated'] === 'on',
    validFrom: blankToNull(values['validFrom']),
    validUntil: blankToNull(values['validUntil']),
    maxUses: numberOrText(values['maxUses']),
    maxUsesPerUser: numberOrText(values['maxUsesPerUser']),
    tourIds: tours === null ? [] : tours.split(/[\s,;]+/).filter(Boolean).map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
    categoryIds: (values['categoryIds'] ?? '').split(',').filter(Boolean).map(Number),
  };
}

/** The form's field names for the API's: the percentage or the amount, whichever kind was chosen. */
const formFieldOf: Record<string, string> = { amountOffEurCents: 'amountOff' };

/** Creates or changes the code the form is about; the flash saying what changed, or the form's problems. */
export async function savePromoCode(promoCodes: AppServices['promoCodes'], page: Page, values: FormValues) {
  const body = bodyOf(values);
  const editing = values['editing'];
  const parsed = editing ? parseForm(promoCodeChangeBody, body, page.t) : parseForm(promoCodeCreateBody, { code: values['code'] ?? '', ...body }, page.t);
  if (!parsed.ok) {
    const errors = Object.fromEntries(Object.entries(parsed.errors).map(([field, message]) => [formFieldOf[field] ?? field, message]));
    return { problems: invalid('promo-code', values, errors) };
  }
  if (!editing) {
    const created = await promoCodes.create(page.user?.id ?? '', parsed.data as Parameters<typeof promoCodes.create>[1]);
    return { notice: { key: 'admin.promoCodes.created', values: { code: created.code } } satisfies FlashNotice };
  }
  const { promoCode, changed } = await promoCodes.change(page.user?.id ?? '', editing, parsed.data);
  return { notice: changedNotice(page, promoCode.code, changed) };
}

/** 'Promo code X saved — changed: uses in all, valid until.' from the audit line's fields. */
export function changedNotice(page: Page, code: string, changed: readonly string[]): FlashNotice {
  if (changed.length === 0) return { key: 'admin.promoCodes.unchanged', values: { code } };
  const labels = changed.map((field) => page.t(`admin.promoCodes.field.${field}`));
  return { key: 'admin.promoCodes.changed', values: { code, fields: new Intl.ListFormat(languageTag(page.locale), { type: 'conjunction' }).format(labels) } };
}

/** The posted form's fields as text; the categories' checkboxes, sent once each, as one comma-separated value (as the form refills them). */
export async function promoCodeFormValues(request: Request): Promise<FormValues> {
  const form = await readForm(request);
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== 'categoryIds') values[name] = value;
  values['categoryIds'] = form.getAll('categoryIds').filter((value) => typeof value === 'string').join(',');
  return values;
}
