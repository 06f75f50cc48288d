// Server-only: reads a request page's form into its kind's contract, asks the quote service, and
// answers with the problems at their fields or the way to the request's page (decision 0015).
import { redirect } from 'react-router';
import { quoteRequestBody } from '@cicerone/core/contracts/quotes';
import { airportCodePattern, quoteKinds, quotePagePath, type QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import { notFound } from '../lib/page/site-page.server.ts';
import { accountPage } from '../accounts/account-page.server.ts';
import { contactDefaults } from '../accounts/contact-defaults.server.ts';
import { appErrorOf, formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import type { FormErrors, FormValues } from '../lib/forms/form-problems.ts';
import type { QuoteRequestData } from './quote-request-page.tsx';

type PageArgs = Parameters<typeof accountPage>[0];

/** Fields whose text is a number in the contract. */
const numeric = /^(travellers\.\w+|suitcases|cityId|cruiseShipId)$/;
/** Fields that help choose and are not the request: the typed airport text and the cruise company narrow a list. */
const helpers = new Set(['form', 'kind', 'currency', 'airportText', 'cruiseCompanyId']);
const airportCode = new RegExp(`^(?:${airportCodePattern})$`);

/**
 * The form's flat fields ('contact.name', 'stopovers.1.port') as the contract's body: dotted names
 * nest, numbers are numbers, a blank optional field is absent, and the stopover rows are a list in
 * their order (a row removed in the browser leaves a gap, closed here).
 */
export function quoteBody(kind: QuoteKind, values: FormValues, currency: string): Record<string, unknown> {
  const body: Record<string, unknown> = { kind, currency };
  const stopovers = new Map<number, Record<string, string>>();
  for (const [name, raw] of Object.entries(values)) {
    if (helpers.has(name)) continue;
    const value = raw.trim();
    const stop = /^stopovers\.(\d+)\.(\w+)$/.exec(name);
    if (stop) {
      const row = stopovers.get(Number(stop[1])) ?? {};
      row[stop[2] as string] = raw;
      stopovers.set(Number(stop[1]), row);
      continue;
    }
    if (value === '') continue;
    const typed = numeric.test(name) ? Number(value) : raw;
    const [head, tail] = name.split('.', 2) as [string, string | undefined];
    if (tail === undefined) body[head] = typed;
    else body[head] = { ...(body[head] as Record<string, unknown> | undefined), [tail]: typed };
  }
  // A row's port city is an id (blank when none was chosen from the list), like the request's own cityId.
  const stopOf = ({ cityId, ...row }: Record<string, string>) => ({ ...row, ...(cityId?.trim() ? { cityId: Number(cityId) } : {}) });
  if (kind === 'cruise') body['stopovers'] = [...stopovers].sort(([a], [b]) => a - b).map(([, row]) => stopOf(row));
  // Without JavaScript no airport is chosen from the list: a typed IATA code ('cdg') stands for one
  // (the service checks it is an airport); any other text leaves the airport missing.
  const typed = values['airportText']?.trim() ?? '';
  if (kind === 'airport-pickup' && body['airportCode'] === undefined && airportCode.test(typed)) body['airportCode'] = typed;
  return body;
}

/** One message per field, named as the form names it ('contact.phone', 'stopovers.0.date'). */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], values: FormValues, t: (key: string) => string): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (errors[field]) continue;
    const typed = values[field];
    errors[field] = typed !== undefined && typed.trim() === '' ? t('errors.field.required') : issue.message.startsWith('errors.') ? t(issue.message) : t('forms.invalidValue');
  }
  return errors;
}

/** Which request page this is, by the last segment of its path (/airport-pickup, …, /quote). */
function kindOf(args: PageArgs, page: ReturnType<typeof accountPage>): QuoteKind {
  const last = `/${new URL(args.request.url).pathname.split('/').filter(Boolean).at(-1)?.replace(/\.data$/, '') ?? ''}`;
  const kind = quoteKinds.find((one) => quotePagePath[one] === last);
  if (!kind) throw notFound(page.locale);
  return kind;
}

/** What the service's refusal of a field means (quote-places.ts, quote-start.ts); any other field is a start already past. */
const placeProblems: Record<string, string> = { cityId: 'errors.city_not_found', airportCode: 'errors.quotes.airport', cruiseShipId: 'errors.quotes.ship' };

/** The action of the five request pages: checked by the contract, then by the service (limits, a start still to come, a known city). */
export async function quoteRequestAction(args: PageArgs) {
  const page = accountPage(args);
  const kind = kindOf(args, page);
  const values = await formValues(args.request);
  const parsed = quoteRequestBody.safeParse(quoteBody(kind, values, page.currency));
  if (!parsed.success) return invalid('quote', values, problemsOf(parsed.error.issues, values, page.t));
  let submitted: { reference: string; token: string };
  try {
    submitted = await page.services.quotes.submit(parsed.data, { user: page.user, ip: page.clientIp, locale: page.locale });
  } catch (error) {
    const field = appErrorOf(error)?.values?.['field'];
    // A start already past, or a city, airport or ship the lists do not know: said at the field.
    if (typeof field === 'string') return invalid('quote', values, { [field]: page.t(placeProblems[field] ?? 'errors.quotes.date') });
    return refused(error, 'quote', values, page.t);
  }
  const follow = page.user ? '' : `?token=${encodeURIComponent(submitted.token)}`;
  return redirect(page.path(`/quotes/${submitted.reference}${follow}`), 303);
}

/** The loader of the five request pages: the title, today's date for the date fields, the signed-in person's contact. */
export async function quoteRequestLoader(args: PageArgs): Promise<QuoteRequestData> {
  const page = accountPage(args);
  const kind = kindOf(args, page);
  return {
    kind,
    title: page.t(`quotes.page.${kind}.title`),
    // A service's page, to be found (requirements §quality.performance: SEO 100): its intro says what it offers.
    meta: { path: quotePagePath[kind], title: page.t(`quotes.page.${kind}.title`), description: page.t(`quotes.page.${kind}.intro`) },
    today: new Date().toISOString().slice(0, 10),
    user: await contactDefaults(args.context),
  };
}
