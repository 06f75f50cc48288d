// Server-only: the places page read and written with the API's own contracts (zod never reaches
// the browser), carried out by the same service as /api/admin/places.
import { adminPlaceParams, adminPlaceTextParams, adminPlacesQuery, placeChangeBody, placeTextBody, type AdminPlace } from '@cicerone/core/contracts/admin-places';
import { languageTag } from '@cicerone/core/locales';
import type { accountPage } from '../accounts/account-page.server.ts';
import { invalid, parseForm } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';
import type { FlashNotice } from '../lib/page/flash.ts';
import { pageParam } from '../lib/page/site-page.server.ts';

type Page = ReturnType<typeof accountPage>;

/** The list's search (?kind=&q=&status=&sort=&dir=&page=) read with the API's contract; what it cannot read is left out. */
export function placeSearch(request: Request) {
  const query = new URL(request.url).searchParams;
  const page = pageParam(request, 'page');
  const read = (name: string) => query.get(name) || undefined;
  const parsed = adminPlacesQuery.safeParse({ kind: read('kind'), q: read('q'), status: read('status'), sort: read('sort'), dir: read('dir'), page });
  return parsed.success ? parsed.data : adminPlacesQuery.parse({ kind: adminPlacesQuery.shape.kind.safeParse(read('kind')).data, page });
}

/** 'Lyon saved — changed: active, order.' from the audit line's fields. */
function changedNotice(page: Page, place: AdminPlace, changed: readonly string[]): FlashNotice {
  if (changed.length === 0) return { key: 'admin.places.unchanged', values: { name: place.nameTranslated } };
  const labels = changed.map((field) => page.t(`admin.places.field.${field}`));
  return { key: 'admin.places.changed', values: { name: place.nameTranslated, fields: new Intl.ListFormat(languageTag(page.locale), { type: 'conjunction' }).format(labels) } };
}

/** Carries out a line's button (on/off, feature, order) or a text form; the flash saying what changed, or the form's problems. */
export async function placeFormAction(page: Page, values: FormValues) {
  const { places } = page.services;
  const adminId = page.user?.id ?? '';
  const intent = values['intent'];
  const form = values['form'] ?? 'place';
  const target = adminPlaceParams.safeParse({ kind: values['kind'], id: values['id'] });
  if (!target.success) return { problems: invalid(form, values, {}, { message: page.t('errors.bad_request') }) };
  const { kind, id } = target.data;
  if (intent === 'text') {
    const language = adminPlaceTextParams.shape.language.safeParse(values['language']);
    const body = (values['body'] ?? '').split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
    const text = kind === 'categories' ? { title: values['title'] ?? '' } : { title: values['title'] ?? '', summary: values['summary'] ?? '', body };
    const parsed = parseForm(placeTextBody, text, page.t);
    if (!language.success) return { problems: invalid(form, values, {}, { message: page.t('errors.bad_request') }) };
    if (!parsed.ok) return { problems: invalid(form, values, parsed.errors) };
    const { place, changed } = await places.saveText(adminId, kind, id, language.data, parsed.data, page.locale);
    return { notice: changedNotice(page, place, changed) };
  }
  const change = intent === 'activate' || intent === 'deactivate' ? { activated: intent === 'activate' } : intent === 'feature' || intent === 'unfeature' ? { featured: intent === 'feature' } : intent === 'order' ? { order: /^\d+$/.test(values['order'] ?? '') ? Number(values['order']) : values['order'] } : null;
  if (!change) return { problems: invalid(form, values, {}, { message: page.t('errors.bad_request') }) };
  const parsed = parseForm(placeChangeBody, change, page.t);
  if (!parsed.ok) return { problems: invalid(form, values, parsed.errors) };
  const { place, changed } = await places.change(adminId, kind, id, parsed.data, page.locale);
  return { notice: changedNotice(page, place, changed) };
}
