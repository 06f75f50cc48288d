import { Link } from 'react-router';
import { serviceStaffOf } from '@cicerone/core/quotes/quote-kinds';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { dayName } from '../checkout/cart-view.ts';
import { PayNow } from '../checkout/pay-now.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { useSitePath } from '../site/site-data.ts';
import { statusTone, type ShownBooking } from './booking-shown.ts';
import { bookingTitle } from './booking-title.ts';
import { useRefundLine } from './refund-line.ts';

/** Catalog keys of the booking statuses (requirements §lifecycles.booking) and of the status views. */
export const statusKeys: Readonly<Record<string, string>> = {
  'waiting-payment': 'bookings.status.waitingPayment',
  pending: 'bookings.status.pending',
  completed: 'bookings.status.completed',
  cancelled: 'bookings.status.cancelled',
};

export const viewKeys: Readonly<Record<string, string>> = {
  upcoming: 'bookings.views.upcoming',
  past: 'bookings.views.past',
  cancelled: 'bookings.views.cancelled',
  'waiting-payment': 'bookings.views.waitingPayment',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const key = statusKeys[status];
  return <span className={`status-badge status-badge-${statusTone(status)}`}>{key ? t(key) : status}</span>;
}

/** The booking's page: /bookings/BK-…, the reference people read on their voucher. */
export function useBookingPath(): (booking: Pick<ShownBooking, 'reference'>) => string {
  const sitePath = useSitePath();
  return (booking) => sitePath(`/bookings/${encodeURIComponent(booking.reference)}`);
}

/** One booking of the status view: what, where, when (the city's day and time), for whom, its status and price. */
export function BookingCard({ booking }: { booking: ShownBooking }) {
  const { t, tag } = useI18n();
  const { cityTime } = useInstants();
  const formatPrice = useFormatPrice();
  const pathOf = useBookingPath();
  const refundLine = useRefundLine();
  const people = booking.travellers.adults + booking.travellers.children;
  return (
    <li className="booking-card">
      <div className="booking-card-head">
        <h2 className="booking-card-title">
          <Link to={pathOf(booking)}>{bookingTitle(booking, t)}</Link>
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <p className="small muted booking-card-ref">
        {booking.city.name} · {t('bookings.field.reference')} {booking.reference}
      </p>
      <dl className="booking-facts">
        <div>
          <dt>{t('tour.booking.date')}</dt>
          <dd>{dayName(tag, booking.day)}</dd>
        </div>
        <div>
          <dt>{t('tour.booking.startTime')}</dt>
          <dd>{cityTime(booking.startTime, booking.city.name)}</dd>
        </div>
        {booking.service ? (
          // A service has no tour duration: its kind says what it is (bookingTitle names it too when the card's title is a tour's).
          <div>
            <dt>{t('bookings.field.service')}</dt>
            <dd>{t(`quotes.kind.${booking.service.kind}`)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('tour.booking.duration')}</dt>
            <dd>{t(`tour.duration.${booking.duration}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tour.booking.travellers')}</dt>
          <dd>{t('cart.travellers', { count: people, infants: booking.travellers.infants })}</dd>
        </div>
        {booking.guide ? (
          <div>
            <dt>{t(booking.service && serviceStaffOf[booking.service.kind] === 'driver' ? 'bookings.field.driver' : 'bookings.field.guide')}</dt>
            <dd className="booking-card-guide">{booking.guide.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bookings.field.price')}</dt>
          <dd className="booking-price">{formatPrice(booking.money)}</dd>
        </div>
        {booking.refunds.map((refund) => (
          <div key={refund.id} className="booking-card-refund">
            <dt>{t('bookings.field.refund')}</dt>
            <dd className="booking-refund" data-status={refund.status}>
              {refundLine(refund, booking.money.minorUnits)}
            </dd>
          </div>
        ))}
      </dl>
      {booking.payment.payNow ? <PayNow orderReference={booking.orderReference} /> : null}
    </li>
  );
}

