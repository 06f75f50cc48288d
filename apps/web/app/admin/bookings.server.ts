// Server-only: the back office's bookings pages read and write through the same service calls as
// /api/admin/bookings (adminBookings), with the API's own contracts.
import { adminBookingsQuery, adminCancelBookingBody, adminChangeBookingBody, adminRefundBookingBody, adminResendBody, type AdminBooking } from '@cicerone/core/contracts/admin-bookings';
import { companyClock, formatInstant, zoneClock } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { accountPage } from '../accounts/account-page.server.ts';
import { pageParam } from '../lib/page/site-page.server.ts';

type Page = ReturnType<typeof accountPage>;

/** The list's search (?q=&status=&from=&to=&tourId=&sort=&dir=&page=) read with the API's contract; what it cannot read is left out, not refused. */
export function bookingSearch(request: Request) {
  const query = new URL(request.url).searchParams;
  const read = (name: string) => query.get(name) || undefined;
  const raw = { q: read('q'), status: read('status'), from: read('from'), to: read('to'), tourId: read('tourId'), sort: read('sort'), dir: read('dir'), page: pageParam(request, 'page') };
  const parsed = adminBookingsQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Keep what reads; drop each field that does not.
  const kept = Object.fromEntries(Object.entries(raw).filter(([name, value]) => adminBookingsQuery.safeParse({ [name]: value }).success));
  return adminBookingsQuery.parse(kept);
}

/** Money of an order in its currency's minor units (ISO, from the reference table), in the page's language. */
export async function moneyFormatter(page: Page) {
  const units = await page.services.reference.listCurrencies();
  const tag = languageTag(page.locale);
  return (amount: number, code: string) => formatMoney(amount, { code, minorUnits: units.find((unit) => unit.code === code)?.minorUnits ?? 2 }, tag);
}

/** Instants: the tour's own on its city's clock, the rest on the company's (decision 0007). */
export function instantFormatter(page: Page) {
  const tag = languageTag(page.locale);
  return {
    company: (instant: string) => formatInstant(instant, companyClock(page.t), { tag, t: page.t, dateStyle: 'medium' }),
    tour: (instant: string, timeZone: string | null, city: string | null) => formatInstant(instant, timeZone ? zoneClock(timeZone, city) : companyClock(page.t), { tag, t: page.t, dateStyle: 'full' }),
  };
}

/** The booking page's facts, formatted for reading. */
export async function shownBooking(page: Page, booking: AdminBooking) {
  const money = await moneyFormatter(page);
  const when = instantFormatter(page);
  const eur = (cents: number) => money(cents, 'EUR');
  return {
    booking,
    start: when.tour(booking.startsAt, booking.timeZone, booking.city),
    price: money(booking.price.amount, booking.price.currency),
    total: money(booking.order.grandTotal, booking.order.currency),
    coins: booking.order.coinsEurCents > 0 ? eur(booking.order.coinsEurCents) : null,
    paidAt: booking.order.paidAt ? when.company(booking.order.paidAt) : null,
    cancelledAt: booking.cancelledAt ? when.company(booking.cancelledAt) : null,
    history: booking.history.map((line) => ({ ...line, when: when.company(line.at) })),
    cancellation: booking.cancellation && {
      ...booking.cancellation,
      deadline: when.tour(booking.cancellation.deadline, booking.timeZone, booking.city),
      policy: { card: money(booking.cancellation.amount, booking.order.currency), coins: eur(booking.cancellation.coins) },
      whole: { card: money(booking.cancellation.fullAmount, booking.order.currency), coins: eur(booking.cancellation.fullCoins) },
    },
  };
}

export type ShownAdminBooking = Awaited<ReturnType<typeof shownBooking>>;

/** The three forms of the booking page, each read with the API's contract. */
export const bookingForms = { cancel: adminCancelBookingBody, refund: adminRefundBookingBody, change: adminChangeBookingBody, resend: adminResendBody };

/** '12', '12.5', '12,50' in a currency of `digits` minor units → whole minor units; -1 (refused by the contract) when it is not such an amount. */
export function minorUnitsOf(typed: string | undefined, digits: number): number {
  const match = /^\s*(\d{1,9})(?:[.,](\d+))?\s*$/.exec(typed ?? '');
  if (!match || (match[2] ?? '').length > digits) return -1;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
}

/** A form's fields as the contract reads them: refund 'yes'/'no', an amount in the order currency's minor units, empty fields left out. */
export function formInput(form: keyof typeof bookingForms, values: Readonly<Record<string, string>>, digits = 2) {
  if (form === 'refund') return { reason: values['reason'] ?? '', amount: minorUnitsOf(values['amount'], digits), accountHolder: values['accountHolder'], iban: values['iban'] };
  if (form === 'cancel') return { reason: values['reason'] ?? '', refund: values['refund'] === 'yes', accountHolder: values['accountHolder'], iban: values['iban'] };
  if (form === 'resend') return { document: values['document'] };
  return {
    ...(values['day'] ? { day: values['day'] } : {}),
    ...(values['startTime'] ? { startTime: values['startTime'] } : {}),
    ...(values['meetingPoint'] !== undefined ? { meetingPoint: values['meetingPoint'] } : {}),
  };
}
