// Server-only: the back office's booking page (requirements §back-office.bookings) — its loader, and its action: each
// write checked with the API's contract, then a confirmation step that says what will happen,
// then done under this admin and back to the page with a notice of what changed.
import { data, type RouterContextProvider } from 'react-router';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { AdminCancelBookingBody, AdminRefundBookingBody } from '@cicerone/core/contracts/admin-bookings';
import { cancellationRefund } from '@cicerone/core/checkout/refund-bounds';
import { accountPage } from '../accounts/account-page.server.ts';
import { auditTrailOf } from './audit/audit-trail.server.ts';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { bookingForms, formInput, instantFormatter, moneyFormatter, shownBooking } from './bookings.server.ts';
import { refundLog } from '../bookings/booking-page.server.ts';
import { shownRefunds } from './refunds.server.ts';

interface PageArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** The order currency's minor units (ISO digits, from the reference table). */
async function digitsOf(page: ReturnType<typeof accountPage>, code: string): Promise<number> {
  return (await page.services.reference.listCurrencies()).find((unit) => unit.code === code)?.minorUnits ?? 2;
}

const isForm = (value: string | undefined): value is keyof typeof bookingForms => value === 'cancel' || value === 'refund' || value === 'change' || value === 'resend';

export async function adminBookingLoader(args: PageArgs) {
  const page = accountPage(args);
  const booking = await page.services.adminBookings.one(page.user?.id ?? '', args.params['id'] ?? '', page.locale);
  const { rows: refunds } = await page.services.refunds.list({ state: 'all', orderId: booking.order.id });
  // Summed by the database, not from the list's first page.
  const refundable = booking.order.status === 'paid' ? cancellationRefund(booking.price.amount, booking.order.grandTotal, await page.services.refunds.givenBackSoFar(booking.order.id, booking.id)) : 0;
  const money = await moneyFormatter(page);
  const when = instantFormatter(page);
  return {
    ...(await shownBooking(page, booking)),
    auditTrail: await auditTrailOf(page, 'booking', booking.id),
    // Every refund of its order: a sibling booking's refund is money of the same payment.
    refunds: await shownRefunds(page, refunds),
    // What an admin may still give back of it without cancelling (core checkout/refund-bounds.ts), once its order is paid.
    refundable,
    refundableText: money(refundable, booking.order.currency),
    // Chargebacks on its order's payment, said where its money is.
    disputes: (await page.services.disputes.ofOrder(booking.order.id)).map((dispute) =>
      page.t(dispute.handledAt ? 'admin.booking.disputeHandled' : 'admin.booking.disputed', {
        amount: money(dispute.amount, dispute.currency),
        date: when.company(dispute.openedAt.toISOString()),
        reason: dispute.reason,
      }),
    ),
    meta: { path: `/admin/bookings/${booking.reference}`, title: page.t('admin.booking.title', { reference: booking.reference }), description: page.t('admin.bookings.description'), noindex: true },
  };
}

/** A change's fields as the flash names them: 'day: 14 Jan 2027 → 16 Jan 2027'. */
function describeChange(t: Translate, before: Record<string, unknown>, after: Record<string, unknown>): string {
  return Object.keys(after)
    .map((field) => t('admin.booking.changedField', { field: t(`admin.booking.field.${field}`), before: String(before[field] ?? '—'), after: String(after[field] ?? '—') }))
    .join('; ');
}

export async function adminBookingAction(args: PageArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const form = values['form'];
  if (!page.user || !isForm(form)) return invalid('cancel', values, {}, { message: page.t('errors.not_found') });
  const admin = page.user;
  const current = await page.services.adminBookings.one(admin.id, args.params['id'] ?? '', page.locale);
  const input = formInput(form, values, await digitsOf(page, current.order.currency));
  // A change sends only what differs from the booking: the same day typed again is no change.
  if (form === 'change') {
    const asked = input as { day?: string; startTime?: string; meetingPoint?: string };
    if (asked.day === current.day) delete asked.day;
    if (asked.startTime === current.startTime) delete asked.startTime;
    if ((asked.meetingPoint ?? '') === (current.meetingPoint ?? '')) delete asked.meetingPoint;
    if (Object.keys(asked).length === 0) return invalid('change', values, {}, { message: page.t('admin.booking.change.nothing') });
  }
  const parsed = parseForm(bookingForms[form], input, page.t);
  if (!parsed.ok) return invalid(form, values, parsed.errors);
  // Cancelling and changing cannot be undone by a click: the page first says what will happen.
  if (form !== 'resend' && values['confirmed'] !== 'yes') return data({ confirm: { form, values } });
  const back = page.path(`/admin/bookings/${encodeURIComponent(current.reference)}`);
  try {
    if (form === 'cancel') {
      const { refund, reference } = await page.services.adminBookings.cancel(admin.id, current.id, parsed.data as AdminCancelBookingBody, refundLog);
      const money = await moneyFormatter(page);
      const key = refund.kind === 'full' ? 'admin.booking.flash.cancelledRefunded' : 'admin.booking.flash.cancelledNoRefund';
      return redirectWithFlash(args, back, [{ key, values: { reference, card: money(refund.amount, current.order.currency), coins: money(refund.coins, 'EUR') } }]);
    }
    if (form === 'refund') {
      const { amount, reference } = await page.services.adminBookings.refund(admin.id, current.id, parsed.data as AdminRefundBookingBody, refundLog);
      const money = await moneyFormatter(page);
      return redirectWithFlash(args, back, [{ key: 'admin.booking.flash.refunded', values: { reference, amount: money(amount, current.order.currency) } }]);
    }
    if (form === 'change') {
      const { reference } = await page.services.adminBookings.change(admin.id, current.id, parsed.data as Record<string, string>);
      const asked = parsed.data as Record<string, string>;
      const before = { day: current.day, startTime: current.startTime, meetingPoint: current.meetingPoint };
      const changes = describeChange(page.t, before, asked);
      return redirectWithFlash(args, back, [{ key: 'admin.booking.flash.changed', values: { reference, changes } }]);
    }
    const { document } = parsed.data as { document: 'confirmation' | 'voucher' | 'invoice' };
    const booking = await page.services.adminBookings.resend(admin.id, current.id, document, page.locale);
    return redirectWithFlash(args, back, [{ key: `admin.bookings.resent.${document}`, values: { reference: booking.reference, email: booking.account.email } }]);
  } catch (error) {
    return refused(error, form, values, page.t);
  }
}
