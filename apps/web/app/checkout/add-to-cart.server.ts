// The tour page's action: the booking panel's choice goes into the cart (requirements §screens.checkout). Server-only, so
// the contract (zod) stays out of the tour page's bundle.
import type { RouterContextProvider } from 'react-router';
import { cartItemBody } from '@cicerone/core/contracts/cart';
import type { Translate } from '@cicerone/core/i18n/translate';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { appErrorMessage, appErrorOf, fieldErrors, formValues, invalid } from '../lib/forms/form-data.server.ts';
import type { FormErrors } from '../lib/forms/form-problems.ts';
import { sitePage } from '../lib/page/site-page.server.ts';
import { bookingForm, bookingFields } from './booking-fields.ts';
import { cartOwnerOf } from '../site/cart.server.ts';

/** Which form field shows a service's refusal (the rest go to the summary). */
const fieldOfCode: Readonly<Record<string, string>> = {
  group_size_out_of_range: 'adults',
  too_many_infants: 'adults',
  duration_unavailable: 'duration',
  tour_price_unavailable: 'adults',
  guide_language_unavailable: 'guideLanguage',
  time_out_of_range: 'time',
  no_time_slots: 'date',
};

/** The posted fields, in the shape of the cart contract (POST /api/cart/items). */
export function cartItemFromForm(values: Readonly<Record<string, string>>) {
  const count = (name: string) => (values[name] === undefined || values[name] === '' ? undefined : Number(values[name]));
  const text = (name: string) => (values[name] ?? '').trim() || null;
  return {
    tourId: count('tourId'),
    duration: values['duration'],
    day: values['date'],
    startTime: values['time'],
    travellers: { adults: count('adults'), children: count('children') ?? 0, infants: count('infants') ?? 0 },
    guideLanguage: values['guideLanguage'],
    meetingPoint: text('meetingPoint'),
    specialRequirements: text('specialRequirements'),
    travelerType: text('travelerType'),
    passengerRelation: text('passengerRelation'),
    contact: { name: values['contactName'] ?? '', email: values['contactEmail'] ?? '', phone: values['contactPhone'] ?? '' },
  };
}

/** The contract's paths ('contact.email', 'day') → the form's field names. */
const fieldOfPath: Readonly<Record<string, string>> = { day: 'date', startTime: 'time', 'contact.name': 'contactName', 'contact.email': 'contactEmail', 'contact.phone': 'contactPhone', travellers: 'adults', 'travellers.adults': 'adults' };

/**
 * The booking's problems by the cart contract (POST /api/cart/items), at the panel's fields: the
 * only check of the contact's e-mail and phone and of the choice's shape — the browser checks what
 * the fields' attributes say and nothing more (docs/decisions/0015-one-form-pattern.md).
 */
export function bookingErrors(values: Readonly<Record<string, string>>, t: Translate) {
  const errors: FormErrors = {};
  for (const name of bookingFields.required) if (!(values[name] ?? '').trim()) errors[name] = t('errors.field.required');
  const parsed = cartItemBody.safeParse(cartItemFromForm(values));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const path = issue.path.join('.');
      return { ...issue, path: [fieldOfPath[path] ?? fieldOfPath[String(issue.path[0])] ?? String(issue.path[0] ?? 'form')] };
    });
    fieldErrors(issues, values, t, errors);
  }
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true as const, item: parsed.data } : { ok: false as const, errors };
}

export async function addToCart(args: { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> }) {
  const { services, t } = sitePage(args);
  const values = await formValues(args.request);
  const checked = bookingErrors(values, t);
  if (!checked.ok) return invalid(bookingForm, values, checked.errors);

  const owner = await cartOwnerOf(args, { create: true });
  if (!owner) throw new Error('no cart owner');
  try {
    await services.cart.add(owner, checked.item);
  } catch (error) {
    const appError = appErrorOf(error);
    if (!appError || appError.status >= 500) throw error;
    const message = appErrorMessage(appError, t);
    const field = fieldOfCode[appError.code];
    return invalid(bookingForm, values, field ? { [field]: message } : {}, { message: field ? undefined : message, status: appError.status });
  }
  return redirectWithFlash(args, `/${args.params['lang']}/${args.params['currency']}/cart`, [{ key: 'cart.added' }]);
}
