import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import { fallbackLocale, isLocale, languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { serviceStaffOf } from '@cicerone/core/quotes/quote-kinds';
import { serviceFacts } from '@cicerone/core/quotes/service-facts';
import type { Executor } from '@cicerone/db/client';
import { confirmationBookings, confirmationOrder, tourTitlesIn } from './confirmation-mail-queries.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * The booking confirmation e-mail, written into the outbox with `tx` — the transaction that marks
 * the order paid — so the mail exists exactly when the payment does (a redelivered webhook pays
 * nothing twice, so it mails nothing twice). Everything is read in `tx` because the bookings'
 * new status is not committed yet. The vouchers go with it as attachments rendered at send time.
 */
export function bookingConfirmationMail(mail: Pick<Mailer, 'enqueue'>) {
  return async function enqueueConfirmationMail(tx: Executor, orderId: string): Promise<void> {
    const order = await confirmationOrder(tx, orderId);
    if (!order) return;
    // The account's language (it may be a language we do not translate); else the one the order was placed in.
    const locale: Locale = isLocale(order.userLocale) ? order.userLocale : isLocale(order.locale) ? order.locale : fallbackLocale;

    const bookings = await confirmationBookings(tx, orderId, locale);
    if (bookings.length === 0) return;

    const texts = await tourTitlesIn(tx, [...new Set(bookings.flatMap((row) => (row.tourId === null ? [] : [row.tourId])))], [locale, fallbackLocale]);
    // A service on request (requirements §screens.quotes) is named by its kind ('Airport pickup and drop-off'), as its booking page names it.
    const t = translatorFor(locale);
    const title = (row: { tourId: number | null; quoteKind: string | null }) =>
      row.tourId === null ? t(`quotes.kind.${row.quoteKind ?? 'general'}`) :
      localizedName(Object.fromEntries(texts.filter((text) => text.tourId === row.tourId).map((text) => [text.language, text.title])), locale);

    await mail.enqueue(tx, {
      to: order.email,
      locale,
      // The currency the order was paid in: the reader's bookings page shows its amounts as paid.
      currency: order.currency,
      template: 'booking-confirmed',
      // Each booking's voucher, rendered when the mail is sent: never a PDF inside the paying transaction.
      attachments: bookings.map((row) => ({ kind: 'voucher' as const, bookingId: row.id })),
      data: {
        name: order.firstName,
        orderReference: order.reference,
        total: formatMoney(order.grandTotal, { code: order.currency, minorUnits: order.minorUnits }, languageTag(locale)),
        link: '/bookings',
        bookings: bookings.map((row) => ({
          reference: row.reference,
          tourTitle: title(row),
          city: localizedName(row.cityNames, locale) || row.cityName,
          day: row.day,
          startTime: row.startTime.slice(0, 5),
          duration: row.tourId === null ? null : row.duration,
          travellers: { adults: row.adults, children: row.children, infants: row.infants },
          meetingPlace: row.meetingPlace,
          // A service meets where its request says (airport and flight, addresses, ports), by a driver or a guide.
          service:
            row.quoteKind === null
              ? null
              : {
                  staff: serviceStaffOf[row.quoteKind],
                  facts: serviceFacts((row.quoteRequest ?? {}) as Record<string, unknown>, t, languageTag(locale)).map(({ label, value }) => ({ label, value })),
                },
        })),
      },
    });
  };
}
