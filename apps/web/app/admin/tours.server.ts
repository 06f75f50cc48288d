// Server-only: the back office's tour pages read their URL and forms with the API's own contracts
// (contracts/admin-tours.ts), so a page and an API client are held to the same rules.
import { adminTourDetailsBody, adminToursQuery, adminTourTextBody, type AdminTour, type AdminTourDetailsBody, type AdminTourTextBody } from '@cicerone/core/contracts/admin-tours';
import { groupBands, tourDurations } from '@cicerone/core/catalog/pricing';
import { tourTextLists } from '@cicerone/core/catalog/tour-editing';
import type { Translate } from '@cicerone/core/i18n/translate';
import { isLocale, languageTag, type Locale } from '@cicerone/core/locales';
import type { accountPage } from '../accounts/account-page.server.ts';
import { parseForm, readForm, type Parsed } from '../lib/forms/form-data.server.ts';
import type { FormErrors, FormValues } from '../lib/forms/form-problems.ts';
import { notFound, orNotFound, pageParam } from '../lib/page/site-page.server.ts';

/** The list's search (?q=&city=&category=&published=&sort=&dir=&page=); what it cannot read is left out, not refused. */
export function tourSearch(request: Request) {
  const query = new URL(request.url).searchParams;
  const read = (name: string) => query.get(name) || undefined;
  const page = pageParam(request, 'page');
  const wanted = { q: read('q'), city: read('city'), category: read('category'), published: read('published'), sort: read('sort'), dir: read('dir'), page };
  const parsed = adminToursQuery.safeParse(wanted);
  if (parsed.success) return parsed.data;
  // Keep what is readable: one bad filter does not throw the others away.
  const kept = Object.fromEntries(Object.entries(wanted).filter(([name]) => !parsed.error.issues.some((issue) => issue.path[0] === name)));
  return adminToursQuery.parse(kept);
}

/** A posted form's fields, the repeated ones (checkboxes) as lists. */
export async function postedForm(request: Request): Promise<{ values: FormValues; all: (name: string) => string[] }> {
  const form = await readForm(request);
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    // A checkbox group is refilled from comma-separated text (CheckboxGroup).
    values[name] = values[name] !== undefined && form.getAll(name).length > 1 ? `${values[name]},${value}` : value;
  }
  return { values, all: (name) => form.getAll(name).filter((value): value is string => typeof value === 'string') };
}

const whole = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : Number(value.trim()));

/** '120', '120.50' or '120,50' EUR → 12050 cents; anything else NaN (the contract refuses it). */
function cents(value: string): number {
  const normalized = value.trim().replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

/** The name of a price's field: one per duration and group-size band. */
export const priceField = (duration: string, band: number) => `price-${duration}-${band}`;

/** The details form → the API's body, checked by its contract. */
export function readDetails(form: Awaited<ReturnType<typeof postedForm>>, t: Translate): Parsed<AdminTourDetailsBody> {
  const { values, all } = form;
  const prices = tourDurations.flatMap((duration) =>
    groupBands.flatMap((_, band) => {
      const raw = values[priceField(duration, band)]?.trim();
      return raw ? [{ duration, band, priceCents: cents(raw) }] : [];
    }),
  );
  const body = {
    city: values['city']?.trim().toLowerCase() ?? '',
    category: values['category'] ?? '',
    featured: values['featured'] === 'yes',
    minPeople: whole(values['minPeople']),
    maxPeople: whole(values['maxPeople']),
    minStartTime: values['minStartTime'] ?? '',
    maxStartTime: values['maxStartTime'] ?? '',
    weekdays: all('weekdays').map(Number),
    guideLanguages: all('guideLanguages'),
    features: all('features'),
    prices,
    groupsPerDay: whole(values['groupsPerDay']),
    bookingCutoffHours: whole(values['bookingCutoffHours']),
    blockedDates: (values['blockedDates'] ?? '').split(/[\s,;]+/).filter(Boolean),
  };
  return parseForm(adminTourDetailsBody, body, t);
}

/** A texts form → the API's body: a list is one line per item, an itinerary step a title and a description. */
export function readText(values: FormValues, t: Translate): Parsed<AdminTourTextBody> {
  const lines = (name: string) => (values[name] ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const itinerary = Object.keys(values)
    .flatMap((name) => /^itinerary-title-(\d+)$/.exec(name)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b)
    .map((index) => ({ title: values[`itinerary-title-${index}`]?.trim() ?? '', description: values[`itinerary-description-${index}`]?.trim() ?? '' }))
    .filter((step) => step.title || step.description);
  const body = {
    title: values['title'] ?? '',
    summary: values['summary'] ?? '',
    description: values['description'] ?? '',
    meetingPoint: values['meetingPoint'] ?? '',
    ...Object.fromEntries(tourTextLists.map((name) => [name, lines(name)])),
    itinerary,
  };
  return parseForm(adminTourTextBody, body, t);
}

/** Both halves of the new-tour form at once: every problem shown in one go. */
export function bothOrErrors<A, B>(first: Parsed<A>, second: Parsed<B>): { ok: true; data: [A, B] } | { ok: false; errors: FormErrors } {
  if (first.ok && second.ok) return { ok: true, data: [first.data, second.data] };
  return { ok: false, errors: { ...(first.ok ? {} : first.errors), ...(second.ok ? {} : second.errors) } };
}

/** A tour's details as the form's first values (EUR with two decimals, days one per line). */
export function detailsFormValues(details: AdminTour['details']): Record<string, string> {
  return {
    city: details.city,
    category: details.category,
    featured: details.featured ? 'yes' : '',
    minPeople: String(details.minPeople),
    maxPeople: String(details.maxPeople),
    minStartTime: details.minStartTime,
    maxStartTime: details.maxStartTime,
    weekdays: details.weekdays.join(','),
    guideLanguages: details.guideLanguages.join(','),
    features: details.features.join(','),
    groupsPerDay: String(details.groupsPerDay),
    bookingCutoffHours: String(details.bookingCutoffHours),
    blockedDates: details.blockedDates.join('\n'),
    ...Object.fromEntries(details.prices.map((price) => [priceField(price.duration, price.band), (price.priceCents / 100).toFixed(2)])),
  };
}

/** A language's texts as the form's first values. */
export function textFormValues(text: AdminTourTextBody | undefined): Record<string, string> {
  if (!text) return {};
  return {
    title: text.title,
    summary: text.summary,
    description: text.description,
    meetingPoint: text.meetingPoint,
    ...Object.fromEntries(tourTextLists.map((name) => [name, text[name].join('\n')])),
    ...Object.fromEntries(text.itinerary.flatMap((step, index) => [[`itinerary-title-${index}`, step.title], [`itinerary-description-${index}`, step.description]])),
  };
}

/** The flash after a write: what changed, named in the admin's language ('prices and capacity per day'). */
export function changedNotice(changed: readonly string[], locale: Locale, t: Translate) {
  if (changed.length === 0) return { key: 'admin.tours.unchanged' };
  const names = changed.map((field) => t(`admin.tours.field.${field}`));
  const fields = new Intl.ListFormat(languageTag(locale), { type: 'conjunction' }).format(names).slice(0, 200);
  return { key: 'admin.tours.savedFields', values: { fields } };
}

/** The tour categories' names in the admin's language, by slug. */
export async function categoryNames(page: Pick<ReturnType<typeof accountPage>, 'services' | 'locale'>): Promise<Record<string, string>> {
  const categories = await page.services.reference.tourCategories({ language: page.locale });
  return Object.fromEntries(categories.map((category) => [category.slug, category.entry.data[0]?.title ?? category.slug]));
}

/** The tour of a page's :id, or the page's 404 (an id that is no number, or no tour). */
export function tourOfPage(page: Pick<ReturnType<typeof accountPage>, 'services' | 'locale'>, id: string | undefined) {
  const number = id && /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (number < 1) throw notFound(page.locale);
  return orNotFound(page.services.tourEditing.get(number), page.locale);
}

/** The language of a texts page's :language, or the page's 404. */
export function languageOfPage(page: Pick<ReturnType<typeof accountPage>, 'locale'>, language: string | undefined): Locale {
  if (!isLocale(language)) throw notFound(page.locale);
  return language;
}
