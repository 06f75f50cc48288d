// Server-only: the booking page's loader and its four forms' action (cancel, change, proof of
// payment, private note). Each form posts here with its name in `form`, works without JavaScript
// (POST → redirect with a flash → GET) and answers problems at the form, translated.
import { data, type RouterContextProvider } from 'react-router';
import { startTimes, todayIn } from '@cicerone/core/catalog/tour-schedule';
import { bankAccountOf, cancelBookingBody, privateNoteBody, updateBookingBody } from '@cicerone/core/contracts/bookings';
import { declaredTooLarge, tooLargeValues, uploads } from '@cicerone/core/uploads';
import { signedInPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { appErrorMessage, appErrorOf, formValues, invalid, parseForm, readForm } from '../lib/forms/form-data.server.ts';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { FormValues } from '../lib/forms/form-problems.ts';
import { notFound } from '../lib/page/site-page.server.ts';
import { orderMoney } from '../checkout/order-money.server.ts';
import { shownBookings } from './bookings-page.server.ts';
import { isAwaitingPayment } from '@cicerone/core/checkout/order-status';
import { reviewAction, reviewFormName } from './review-action.server.ts';

interface PageArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** How far ahead a booking can be moved: the date list covers about six months. */
const changeWindowDays = 183;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The caller's booking by its reference (or id), as the pages show it; another's is a 404. */
async function ownBooking(page: ReturnType<typeof signedInPage>, id: string) {
  const rows = await page.services.bookings.list({ userId: page.user.id, locale: page.locale, id });
  const [booking] = await shownBookings(page.services, rows);
  if (!booking) throw notFound(page.locale);
  return booking;
}

/**
 * /bookings/:id (requirements §screens.bookings): every field of the booking, the cancellation terms said before
 * confirming (requirements §constants.uploads), the change form while changes are allowed, the bank details and proofs of
 * a bank transfer, the documents once paid and the private note once completed.
 */
export async function bookingLoader(args: PageArgs) {
  const page = signedInPage(args);
  const booking = await ownBooking(page, args.params.id ?? '');
  const { services, user } = page;
  const active = booking.status === 'waiting-payment' || booking.status === 'pending';
  const terms = active ? await services.bookings.terms(user.id, booking.id) : null;
  // The tour's city gives the time zone of the deadline and its schedule the start times; a tour
  // taken off the catalogue since keeps its bookings, which then cannot be moved.
  // A service on request (requirements §booking.services) is not moved by its traveller: the team changes its day.
  const tour = booking.tour ? await services.catalog.tourBySlug(booking.tour.slug, { language: page.locale, currency: page.currency }).catch(() => null) : null;
  const changeable = active && terms?.terms.free === true && tour !== null;
  let days: string[] = [];
  if (changeable) {
    const today = todayIn(tour.timeZone);
    const free = await services.availability.freeDays(tour.id, today, addDays(today, changeWindowDays));
    // The booking's own day stays on the list although its unit is the booking's own.
    days = [...new Set([...free, booking.day])].sort();
  }
  const bankTransfer = booking.payment.method === 'bank_transfer';
  const awaitingTransfer = bankTransfer && isAwaitingPayment(booking.payment.status);
  const proofs = bankTransfer ? await services.proofs.list(user.id, booking.orderReference) : [];
  const order = awaitingTransfer ? await services.checkout.order({ userId: user.id }, booking.orderReference) : null;
  const bank = awaitingTransfer ? await services.checkout.bankDetails(booking.currency) : null;
  return {
    title: page.t('bookings.detail.title', { id: booking.reference }),
    booking,
    timeZone: tour?.timeZone ?? booking.service?.timeZone ?? null,
    terms: terms
      ? {
          free: terms.terms.free,
          deadline: terms.terms.deadline.toISOString(),
          refund: await orderMoney(services, terms.refund.amount, terms.currency),
          coins: terms.refund.coins,
          paid: booking.payment.status === 'paid',
          byTransfer: booking.payment.method === 'bank_transfer',
        }
      : null,
    change: changeable ? { days, times: startTimes(tour.minStartTime, tour.maxStartTime) } : null,
    transfer: awaitingTransfer
      ? {
          amount: order ? await orderMoney(services, order.grandTotal, order.currency) : booking.money,
          expiresAt: order?.expiresAt?.toISOString() ?? null,
          bank: bank ? { holder: bank.accountHolder, bankName: bank.bankName, iban: bank.iban, bic: bank.bic } : null,
        }
      : null,
    proofs: proofs.map((proof) => ({ id: proof.id, contentType: proof.contentType, size: proof.size, uploadedAt: proof.uploadedAt.toISOString() })),
    // Requirements §rules.reviews: a completed booking may be reviewed once by its traveller.
    review: booking.status === 'completed' && booking.tour ? await services.reviewWriting.canComment(user.id, booking.tour.id, booking.id) : null,
  };
}

/**
 * A service's refusal as the form's answer (requirements §errors: 'booking cancellation failed', 'booking update
 * failed'): the failure, then why, above the form; a code that names a field is shown there too.
 * Anything else (the server's own failure) goes to the error boundary.
 */
function failed(error: unknown, form: string, values: FormValues, t: Translate, failure: string, fieldOf: Readonly<Record<string, string>> = {}) {
  const refusal = appErrorOf(error);
  if (!refusal || refusal.status >= 500) throw error;
  const reason = appErrorMessage(refusal, t);
  const field = fieldOf[refusal.code];
  return invalid(form, values, field ? { [field]: reason } : {}, { message: `${t(failure)} ${reason}`, status: refusal.status });
}

/** The request logger's stand-in: a card refund failing after the commit must be seen by someone. */
export const refundLog = {
  error: (details: object, message: string) => console.error(message, details),
};

export async function bookingAction(args: PageArgs & { url: URL }) {
  const page = signedInPage(args);
  const { services, user, t } = page;
  const booking = await ownBooking(page, args.params.id ?? '');
  // args.url, not request.url: a form sent by the app posts to '<page>.data', which is not where to come back to.
  const back = args.url.pathname;

  // The review form posts to ?form=review: which multipart form it is must be known before reading its body.
  // Tours are reviewed; a service on request (requirements §booking.services) has no tour page to review.
  if (args.url.searchParams.get('form') === reviewFormName && booking.tour) return reviewAction(page, args, { id: booking.id, tour: booking.tour });

  if ((args.request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    // Refused by its announced size before a byte of it is read (requirements §constants.uploads: 5 MB); a body of unknown
    // size is not read at all (browsers announce a form's). The server then closes the connection
    // (plugins/unread-body.ts), so the browser sees this answer without sending the rest.
    const length = Number(args.request.headers.get('content-length') ?? Number.NaN);
    if (!(length > 0) || declaredTooLarge('proof', length)) {
      return invalid('proof', {}, { file: t(`errors.${uploads.proof.tooLarge}`, tooLargeValues('proof')) }, { status: 413 });
    }
    const form = await readForm(args.request);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return invalid('proof', {}, { file: t('errors.field.required') });
    try {
      await services.proofs.upload(user.id, booking.orderReference, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      return failed(error, 'proof', {}, t, 'bookings.proof.failed', { proof_too_large: 'file', proof_type_not_allowed: 'file', proof_limit_reached: 'file' });
    }
    return redirectWithFlash(args, back, [{ key: 'bookings.proof.uploaded' }]);
  }

  const values = await formValues(args.request);
  switch (values['form']) {
    case 'cancel': {
      const parsed = parseForm(cancelBookingBody, values, t);
      if (!parsed.ok) return invalid('cancel', values, parsed.errors);
      try {
        await services.bookings.cancel(user.id, booking.id, { reason: parsed.data.reason, bankAccount: bankAccountOf(parsed.data) }, refundLog);
      } catch (error) {
        return failed(error, 'cancel', values, t, 'bookings.cancel.failed');
      }
      return redirectWithFlash(args, page.path('/bookings?view=cancelled'), [{ key: 'bookings.cancelled', values: { id: booking.reference } }]);
    }
    case 'update': {
      const parsed = parseForm(updateBookingBody, { day: values['day'], startTime: values['startTime'], meetingPoint: values['meetingPoint'] ?? '' }, t);
      if (!parsed.ok) return invalid('update', values, parsed.errors);
      try {
        await services.bookings.update(user.id, booking.id, parsed.data);
      } catch (error) {
        return failed(error, 'update', values, t, 'bookings.update.failed', { no_time_slots: 'day', time_out_of_range: 'startTime' });
      }
      return redirectWithFlash(args, back, [{ key: 'bookings.updated', values: { id: booking.reference } }]);
    }
    case 'note': {
      const parsed = parseForm(privateNoteBody, { note: values['note'] ?? '' }, t);
      if (!parsed.ok) return invalid('note', values, parsed.errors);
      try {
        await services.bookings.saveNote(user.id, booking.id, parsed.data.note);
      } catch (error) {
        return failed(error, 'note', values, t, 'bookings.note.failed');
      }
      return redirectWithFlash(args, back, [{ key: 'bookings.noteSaved', values: { id: booking.reference } }]);
    }
    default:
      throw data(null, { status: 400 });
  }
}
