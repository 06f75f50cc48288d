import { Link } from 'react-router';
import { StatusBadge } from '../bookings/booking-parts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { AdminTable } from './admin-table.tsx';
import type { ShownAdminBooking } from './bookings.server.ts';

/** A term and its value in the booking's facts. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="admin-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What was booked, for whom, and the order that paid it (requirements §back-office.bookings). */
export function BookingFacts({ shown }: { shown: ShownAdminBooking }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { booking } = shown;
  const { adults, children, infants } = booking.travellers;
  return (
    <div className="admin-facts-grid">
      <section aria-labelledby="booking-facts-title">
        <h2 id="booking-facts-title">{t('admin.booking.section.booking')}</h2>
        <dl className="admin-facts">
          <Fact label={t('admin.bookings.column.status')}>
            <StatusBadge status={booking.status} />
          </Fact>
          <Fact label={t('admin.bookings.column.tour')}>
            {booking.tour ? <Link to={sitePath(`/admin/bookings?tourId=${booking.tour.id}`)}>{booking.tour.title}</Link> : t('admin.bookings.noTour')}
            {booking.city ? ` · ${booking.city}` : null}
          </Fact>
          <Fact label={t('admin.bookings.column.start')}>{shown.start}</Fact>
          <Fact label={t('admin.booking.duration')}>{t(`tour.duration.${booking.duration}`)}</Fact>
          <Fact label={t('admin.booking.travellers')}>{t('admin.booking.travellerCount', { adults, children, infants })}</Fact>
          <Fact label={t('admin.booking.field.meetingPoint')}>{booking.meetingPlace || '—'}</Fact>
          <Fact label={t('admin.booking.contact')}>
            {booking.contact.name} · <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a> · <a href={`tel:${booking.contact.phone}`}>{booking.contact.phone}</a>
          </Fact>
          <Fact label={t('admin.booking.account')}>
            {booking.account.name} · <Link to={sitePath(`/admin/bookings?q=${encodeURIComponent(booking.account.email)}`)}>{booking.account.email}</Link>
          </Fact>
          {booking.specialRequirements ? <Fact label={t('admin.booking.requirements')}>{booking.specialRequirements}</Fact> : null}
          {booking.cancellationReason ? <Fact label={t('admin.booking.cancellation')}>{`${booking.cancellationReason}${shown.cancelledAt ? ` (${shown.cancelledAt})` : ''}`}</Fact> : null}
          <Fact label={t('admin.bookings.column.price')}>{shown.price}</Fact>
        </dl>
      </section>
      <section aria-labelledby="order-facts-title">
        <h2 id="order-facts-title">{t('admin.booking.section.order', { reference: booking.order.reference })}</h2>
        <dl className="admin-facts">
          <Fact label={t('admin.booking.order.status')}>{t(`admin.booking.orderStatus.${booking.order.status}`)}</Fact>
          <Fact label={t('admin.booking.order.payment')}>{t(`admin.booking.paymentMethod.${booking.order.paymentMethod}`)}</Fact>
          <Fact label={t('admin.booking.order.total')}>{shown.total}</Fact>
          {shown.coins ? <Fact label={t('admin.booking.order.coins')}>{shown.coins}</Fact> : null}
          <Fact label={t('admin.booking.order.paidAt')}>{shown.paidAt ?? '—'}</Fact>
          <Fact label={t('admin.booking.order.bookings')}>
            <Link to={sitePath(`/admin/bookings?q=${encodeURIComponent(booking.order.reference)}`)}>{t('admin.booking.order.bookingCount', { count: booking.order.bookingCount })}</Link>
          </Fact>
        </dl>
      </section>
    </div>
  );
}

/** Every status the booking took, oldest first, with who asked and when. */
export function BookingHistory({ shown }: { shown: ShownAdminBooking }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="booking-history-title">
      <h2 id="booking-history-title">{t('admin.booking.section.history')}</h2>
      <AdminTable id="booking-history-caption" caption={t('admin.booking.history.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('admin.booking.history.when')}</th>
            <th scope="col">{t('admin.booking.history.what')}</th>
            <th scope="col">{t('admin.booking.history.status')}</th>
            <th scope="col">{t('admin.booking.history.who')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.history.map((line) => (
            <tr key={`${line.at}-${line.event}`}>
              <td className="admin-date">{line.when}</td>
              <th scope="row">{t(`admin.booking.event.${line.event}`)}</th>
              <td>
                <StatusBadge status={line.to} />
              </td>
              <td className="admin-email">{line.by ? `${line.by.name} (${line.by.email})` : t('admin.booking.history.system')}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
