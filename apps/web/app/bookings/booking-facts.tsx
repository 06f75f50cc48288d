import type { ReactNode } from 'react';
import { serviceStaffOf } from '@cicerone/core/quotes/quote-kinds';
import { serviceFacts } from '@cicerone/core/quotes/service-facts';
import { languageName } from '../lib/format/intl-names.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { dayName } from '../checkout/cart-view.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import type { ShownBooking } from './booking-shown.ts';
import { useRefundLine } from './refund-line.ts';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'detail-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const paymentStatusKeys: Readonly<Record<string, string>> = {
  awaiting_payment: 'bookings.payment.awaiting',
  paid: 'bookings.payment.paid',
};
const paymentMethodKeys: Readonly<Record<string, string>> = { card: 'checkout.method.card', bank_transfer: 'checkout.method.bank' };
/**
 * A refund as its traveller reads it: what goes back, where, and how far it got; then the credit
 * note it issued, to download (decision 0052), named by its number as the PDF is.
 */
function RefundFact({ refund, minorUnits, bookingId }: { refund: ShownBooking['refunds'][number]; minorUnits: number; bookingId: string }) {
  const { t } = useI18n();
  const line = useRefundLine();
  const note = refund.creditNote;
  return (
    <Fact label={t('bookings.field.refund')} wide>
      <span className="booking-refund" data-status={refund.status}>
        {line(refund, minorUnits)}
      </span>
      {note ? (
        <>
          {' · '}
          <a href={`/api/me/bookings/${encodeURIComponent(bookingId)}/credit-notes/${note.number}.pdf`} download>
            {t('bookings.documents.creditNote', { number: note.number })}
          </a>
        </>
      ) : null}
    </Fact>
  );
}

/**
 * Every field of a booking (requirements §screens.bookings), grouped as a traveller looks for them: the booking and its
 * payment, the tour, the meeting and preferences, the lead traveller. Days and times are the
 * city's own, as written on the voucher.
 */
export function BookingFacts({ booking }: { booking: ShownBooking }) {
  const { t, tag } = useI18n();
  const formatPrice = useFormatPrice();
  const { ofCompany, cityTime } = useInstants();
  const none = t('bookings.field.none');
  const service = booking.service;
  const staff = service ? serviceStaffOf[service.kind] : 'guide';
  const payment = [paymentMethodKeys[booking.payment.method], paymentStatusKeys[booking.payment.status]].filter((key): key is string => Boolean(key)).map((key) => t(key));
  return (
    <div className="booking-groups">
      <section className="booking-group" aria-labelledby="facts-booking">
        <h2 id="facts-booking">{t('bookings.group.booking')}</h2>
        <dl className="detail-list">
          <Fact label={t('bookings.field.reference')}>
            <span className="mono">{booking.reference}</span>
          </Fact>
          <Fact label={t('bookings.field.orderReference')}>
            <span className="mono">{booking.orderReference}</span>
          </Fact>
          <Fact label={t('bookings.field.payment')}>{payment.join(' · ') || booking.payment.status}</Fact>
          <Fact label={t('bookings.field.price')}>
            <strong>{formatPrice(booking.money)}</strong>
          </Fact>
          {booking.status === 'cancelled' ? (
            <>
              <Fact label={t('bookings.field.cancelledAt')}>
                {booking.cancelledAt ? ofCompany(booking.cancelledAt) : none}
              </Fact>
              <Fact label={t('bookings.field.cancellationReason')} wide>
                {booking.cancellationReason ?? none}
              </Fact>
            </>
          ) : null}
          {booking.refunds.map((refund) => (
            <RefundFact key={refund.id} refund={refund} minorUnits={booking.money.minorUnits} bookingId={booking.id} />
          ))}
        </dl>
      </section>
      <section className="booking-group" aria-labelledby="facts-tour">
        <h2 id="facts-tour">{t(service ? 'bookings.group.service' : 'bookings.group.tour')}</h2>
        <dl className="detail-list">
          {service ? <Fact label={t('bookings.field.service')}>{t(`quotes.kind.${service.kind}`)}</Fact> : null}
          <Fact label={t('bookings.field.city')}>{booking.city.name}</Fact>
          <Fact label={t('tour.booking.date')}>{dayName(tag, booking.day)}</Fact>
          <Fact label={t('tour.booking.startTime')}>{cityTime(booking.startTime, booking.city.name)}</Fact>
          {/* A service lasts what its request says (a flight's pickup, a day ashore): no tour duration. */}
          {service ? null : <Fact label={t('tour.booking.duration')}>{t(`tour.duration.${booking.duration}`)}</Fact>}
          {/* Said once, by age band (the bands price and plan the tour); an empty band is left out. */}
          <Fact label={t('tour.booking.travellers')}>{t('bookings.field.travellerSplit', { adults: booking.travellers.adults, children: booking.travellers.children, infants: booking.travellers.infants })}</Fact>
          <Fact label={t(service ? 'bookings.field.serviceLanguage' : 'tour.booking.guideLanguage')}>{languageName(tag, booking.guideLanguage)}</Fact>
          <Fact label={t(staff === 'driver' ? 'bookings.field.driver' : 'bookings.field.guide')} wide={booking.guide !== null}>
            {booking.guide ? (
              <span className="booking-guide">
                <strong>{booking.guide.name}</strong> · <a href={`mailto:${booking.guide.email}`}>{booking.guide.email}</a>
                {booking.guide.phone ? (
                  <>
                    {' '}
                    · <a href={`tel:${booking.guide.phone.replace(/\s+/g, '')}`}>{booking.guide.phone}</a>
                  </>
                ) : null}
              </span>
            ) : (
              t(staff === 'driver' ? 'bookings.field.driverToBeAssigned' : service ? 'bookings.field.guideToBeAssignedService' : 'bookings.field.guideToBeAssigned')
            )}
          </Fact>
        </dl>
      </section>
      <section className="booking-group" aria-labelledby="facts-meeting">
        <h2 id="facts-meeting">{t(service ? 'bookings.group.serviceDetails' : 'tour.booking.moreDetails')}</h2>
        <dl className="detail-list">
          {/* A service meets where its request says (the airport and flight, the addresses, the ports): those stand for the meeting point. */}
          {service ? (
            serviceFacts(service.request, t, tag).map((fact, index) => (
              <Fact key={`${fact.field}-${index}`} label={fact.label} wide={fact.field === 'stopover' || fact.field.startsWith('address')}>
                {fact.value}
              </Fact>
            ))
          ) : (
            <Fact label={t('tour.booking.meetingPoint')} wide>
              {booking.meetingPlace}
            </Fact>
          )}
          <Fact label={t('tour.booking.specialRequirements')} wide>
            {booking.specialRequirements ?? none}
          </Fact>
          <Fact label={t('tour.booking.travelerType')}>{booking.travelerType ? t(`tour.booking.travelerTypes.${booking.travelerType}`) : none}</Fact>
          <Fact label={t('tour.booking.passengerRelation')}>{booking.passengerRelation ? t(`tour.booking.relations.${booking.passengerRelation}`) : none}</Fact>
        </dl>
      </section>
      <section className="booking-group" aria-labelledby="facts-contact">
        <h2 id="facts-contact">{t('bookings.group.contact')}</h2>
        <dl className="detail-list">
          <Fact label={t('tour.booking.contactName')}>{booking.contact.name}</Fact>
          <Fact label={t('tour.booking.contactEmail')}>
            <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a>
          </Fact>
          <Fact label={t('tour.booking.contactPhone')}>
            <a href={`tel:${booking.contact.phone.replace(/[^\d+]/g, '')}`}>{booking.contact.phone}</a>
          </Fact>
        </dl>
      </section>
    </div>
  );
}

export interface ShownProof {
  id: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

const typeNames: Readonly<Record<string, string>> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' };

/** The proofs of payment sent for the order, with their upload date; each opens through the API (owner or admin only). */
export function ProofList({ proofs, orderReference }: { proofs: readonly ShownProof[]; orderReference: string }) {
  const { t, tag } = useI18n();
  const { ofCompany } = useInstants();
  if (proofs.length === 0) return <p className="small muted">{t('bookings.proof.none')}</p>;
  const size = new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <ul className="proof-list">
      {proofs.map((proof, index) => (
        <li key={proof.id}>
          <a href={`/api/orders/${encodeURIComponent(orderReference)}/proofs/${proof.id}`}>{t('bookings.proof.item', { number: index + 1, type: typeNames[proof.contentType] ?? proof.contentType })}</a>{' '}
          <span className="small muted">
            {t('bookings.proof.uploadedAt', { date: ofCompany(proof.uploadedAt) })} · {size.format(Math.max(1, Math.round(proof.size / 1024)))}
          </span>
        </li>
      ))}
    </ul>
  );
}
